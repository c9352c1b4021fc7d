import { useEffect } from 'react';
import type { Suggestion } from '@/lib/catalog/types';
import { useSearchSuggestions } from './search-suggestions';

export type SuggestionFeedProps = {
  query: string;
  locale: string;
  onChange: (feed: { items: Suggestion[]; ready: boolean }) => void;
};

/** Fetches suggestions for the header search (swr, debounced) and hands them to the field. */
export default function SuggestionFeed({ query, locale, onChange }: SuggestionFeedProps) {
  const { items, ready } = useSearchSuggestions(query, locale);
  useEffect(() => onChange({ items, ready }), [items, ready, onChange]);
  return null;
}
