import { useEffect, useState } from 'react';
import useSWR from 'swr';
import type { Suggestion } from '@/lib/catalog/types';
import type { ContentHit } from '@/lib/content/types';

import { SUGGEST_DEBOUNCE_MS, SUGGEST_MIN_CHARS } from './search-constants';


function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return debounced;
}

async function fetchSuggestions(url: string): Promise<Suggestion[]> {
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`suggestions failed: ${res.status}`);
  const body = (await res.json()) as { items: Suggestion[] };
  return body.items;
}

/** One empty list for every render, so consumers can compare by reference. */
const NONE: Suggestion[] = [];

/** Product suggestions for the header search, debounced and cached by swr. */
export function useSearchSuggestions(query: string, locale: string): { items: Suggestion[]; loading: boolean; ready: boolean } {
  const q = useDebounced(query.trim(), SUGGEST_DEBOUNCE_MS);
  const key = q.length >= SUGGEST_MIN_CHARS ? `/api/products/suggest?${new URLSearchParams({ q, locale }).toString()}` : null;
  const { data, isLoading } = useSWR(key, fetchSuggestions, { keepPreviousData: true, revalidateOnFocus: false, dedupingInterval: 30_000 });
  return { items: key ? (data ?? NONE) : NONE, loading: isLoading, ready: Boolean(key && data) };
}

async function fetchContentHits(url: string): Promise<ContentHit[]> {
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`content search failed: ${res.status}`);
  const body = (await res.json()) as { items: ContentHit[] };
  return body.items;
}

const NO_PAGES: ContentHit[] = [];

/** Pages and articles for the header search (up to three), debounced and cached like the products. */
export function useContentSuggestions(query: string, locale: string): { pages: ContentHit[]; ready: boolean } {
  const q = useDebounced(query.trim(), SUGGEST_DEBOUNCE_MS);
  const key = q.length >= SUGGEST_MIN_CHARS ? `/api/content/search?${new URLSearchParams({ q, locale, limit: '3' }).toString()}` : null;
  const { data, error } = useSWR(key, fetchContentHits, { keepPreviousData: true, revalidateOnFocus: false, dedupingInterval: 30_000 });
  // a failed content search must not hold back the product suggestions
  return { pages: key ? (data ?? NO_PAGES) : NO_PAGES, ready: Boolean(key && (data || error)) };
}
