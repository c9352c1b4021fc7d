import type { FacetKey, ListingFilters, ListingState, SortKey } from './types';

export const PAGE_SIZE = 24;
/** Highest page number a URL may ask for. */
export const MAX_PAGE = 500;

/** Price buckets of the price facet, whole euros, inclusive; an open upper end is undefined. */
export const PRICE_BUCKETS: readonly { min: number; max?: number }[] = [
  { min: 0, max: 199 },
  { min: 200, max: 399 },
  { min: 400, max: 699 },
  { min: 700, max: 999 },
  { min: 1000 },
];

export function priceBucketValue(b: { min: number; max?: number }): string {
  return `${b.min}-${b.max ?? ''}`;
}

/** The default sort: relevance (search rank, without a query popularity). */
export function defaultSort(): SortKey {
  return 'relevance';
}

function emptyFilters(): ListingFilters {
  return { brand: [], grade: [], ram: [], storage: [], screen: [], cpu: [], os: [] };
}

export function initialState(partial: Partial<ListingState> = {}): ListingState {
  return { ...emptyFilters(), sort: defaultSort(), page: 1, ...partial };
}

const LIST_KEYS = ['brand', 'grade', 'ram', 'storage', 'screen', 'cpu', 'os'] as const;

/**
 * Canonical query string of a listing state: fixed key order, sorted unique values, defaults
 * left out; `fixed` keys (e.g. the category of a category route) are omitted too.
 */
export function serializeListing(state: Partial<ListingState>, omit: readonly string[] = []): URLSearchParams {
  const p = new URLSearchParams();
  if (state.q && !omit.includes('q')) p.set('q', state.q);
  if (state.category && !omit.includes('category')) p.set('category', state.category);
  for (const key of LIST_KEYS) {
    if (omit.includes(key)) continue;
    const values = (state[key] ?? []) as (string | number)[];
    const unique = Array.from(new Set(values.map(String))).sort((a, b) => {
      const na = Number(a);
      const nb = Number(b);
      return Number.isFinite(na) && Number.isFinite(nb) ? na - nb : a.localeCompare(b);
    });
    for (const v of unique) p.append(key, v);
  }
  if (state.minPrice !== undefined) p.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== undefined) p.set('maxPrice', String(state.maxPrice));
  if (state.sort && state.sort !== defaultSort()) p.set('sort', state.sort);
  if (state.page && state.page > 1) p.set('page', String(state.page));
  return p;
}

/** `path?query` for a listing state (no '?' when the state is empty). */
export function listingHref(path: string, state: Partial<ListingState>, omit: readonly string[] = []): string {
  const qs = serializeListing(state, omit).toString();
  return qs ? `${path}?${qs}` : path;
}

/** Toggles one facet value; any filter change goes back to page 1. */
export function toggleFacetValue(state: ListingState, key: Exclude<FacetKey, 'price'>, value: string): ListingState {
  const current = (state[key] as (string | number)[]).map(String);
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const typed = key === 'ram' || key === 'storage' || key === 'screen' ? next.map(Number) : next;
  return { ...state, [key]: typed, page: 1 } as ListingState;
}

/** Sets or clears the price range (whole euros); page 1. */
export function setPriceRange(state: ListingState, min: number | undefined, max: number | undefined): ListingState {
  return { ...state, minPrice: min, maxPrice: max, page: 1 };
}

/** Number of active filters (the query and the fixed category do not count). */
export function activeFilterCount(state: ListingFilters): number {
  return (
    LIST_KEYS.reduce((n, k) => n + (state[k] as unknown[]).length, 0) +
    (state.minPrice !== undefined || state.maxPrice !== undefined ? 1 : 0)
  );
}

/** Removes every filter but keeps query, category and sort. */
export function clearFilters(state: ListingState): ListingState {
  return { ...state, ...emptyFilters(), category: state.category, q: state.q, minPrice: undefined, maxPrice: undefined, page: 1 };
}
