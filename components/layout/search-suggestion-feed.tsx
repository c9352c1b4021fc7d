import { useEffect } from 'react';
import type { Suggestion } from '@/lib/catalog/types';
import type { ContentHit } from '@/lib/content/types';
import { useContentSuggestions, useSearchSuggestions } from './search-suggestions';

/** What the header search shows: products and, as a second kind, pages and articles. */
export type SuggestionFeedState = { items: Suggestion[]; pages: ContentHit[]; ready: boolean };

export type SuggestionFeedProps = {
  query: string;
  locale: string;
  onChange: (feed: SuggestionFeedState) => void;
};

/** Fetches suggestions for the header search (swr, debounced) and hands them to the field. */
export default function SuggestionFeed({ query, locale, onChange }: SuggestionFeedProps) {
  const { items, ready } = useSearchSuggestions(query, locale);
  const { pages, ready: pagesReady } = useContentSuggestions(query, locale);
  // the list opens once both kinds have answered, so options do not jump as the second arrives
  const both = ready && pagesReady;
  useEffect(() => onChange({ items, pages, ready: both }), [items, pages, both, onChange]);
  return null;
}
