import { z } from 'zod';
import { CATEGORIES, GRADES } from './constants';
import { MAX_PAGE, defaultSort } from './listing-url';
import { SORT_KEYS, type ListingState } from './types';

type RawQuery = Record<string, string | string[] | undefined>;

/** Repeated params and comma lists both work: brand=a&brand=b or brand=a,b. */
function list<T extends z.ZodType>(item: T, max = 20) {
  return z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) =>
      (v === undefined ? [] : Array.isArray(v) ? v : [v])
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(max) as unknown as z.ZodType<z.output<T>[], string[]>);
}

const single = <T extends z.ZodType>(inner: T) =>
  z.preprocess((v) => (Array.isArray(v) ? (v.length === 1 ? v[0] : v) : v === '' ? undefined : v), inner);

const intString = (min: number, max: number) =>
  z.string().regex(/^\d{1,6}$/).transform(Number).pipe(z.number().int().min(min).max(max));
const euro = single(z.string().regex(/^\d{1,6}$/, 'whole euros').transform(Number).optional());

/** Each listing parameter on its own, so a page can drop a single bad value. */
const listingFieldSchemas = {
  q: single(z.string().trim().max(100).optional()).transform((s) => (s ? s : undefined)),
  category: single(z.enum(CATEGORIES).optional()),
  brand: list(z.string().regex(/^[a-z0-9-]{1,40}$/)),
  grade: list(z.enum(GRADES), 3),
  ram: list(intString(1, 256)),
  storage: list(intString(1, 16384)),
  screen: list(intString(10, 1000)),
  cpu: list(z.string().min(1).max(40).regex(/^[\p{L}\p{N} .+-]+$/u)),
  os: list(z.string().min(1).max(40).regex(/^[\p{L}\p{N} .+-]+$/u)),
  minPrice: euro,
  maxPrice: euro,
  sort: single(z.enum(SORT_KEYS).optional()),
  page: single(z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(1).max(MAX_PAGE)).optional()),
} as const;

type FieldKey = keyof typeof listingFieldSchemas;
const FIELD_KEYS = Object.keys(listingFieldSchemas) as FieldKey[];

/** The API's schema: every key known, every value valid, min ≤ max. */
const listingQuerySchema = z
  .object({ ...listingFieldSchemas, locale: single(z.enum(['de', 'en']).optional()) })
  .strict()
  .refine((v) => v.minPrice === undefined || v.maxPrice === undefined || v.minPrice <= v.maxPrice, {
    message: 'minPrice must not exceed maxPrice',
    path: ['minPrice'],
  });

function toState(v: Partial<{ [K in FieldKey]: z.output<(typeof listingFieldSchemas)[K]> }>): ListingState {
  return {
    q: v.q,
    category: v.category,
    brand: v.brand ?? [],
    grade: v.grade ?? [],
    ram: v.ram ?? [],
    storage: v.storage ?? [],
    screen: v.screen ?? [],
    cpu: v.cpu ?? [],
    os: v.os ?? [],
    minPrice: v.minPrice,
    maxPrice: v.maxPrice,
    sort: v.sort ?? defaultSort(),
    page: v.page ?? 1,
  };
}

/** Strict parsing for the API: throws a ZodError (→ 400) for unknown keys or bad values. */
export function parseListingQuery(query: RawQuery): ListingState & { locale: 'de' | 'en' } {
  const v = listingQuerySchema.parse(query);
  return { ...toState(v), locale: v.locale ?? 'de' };
}

/** Lenient parsing for pages: bad values are dropped, unknown keys (utm_…) ignored. */
export function parseListingQueryLenient(query: RawQuery): ListingState {
  const out: Record<string, unknown> = {};
  for (const key of FIELD_KEYS) {
    // an absent parameter takes its default in toState; most pages have none or one of thirteen
    if (query[key] === undefined) continue;
    const r = listingFieldSchemas[key].safeParse(query[key]);
    if (r.success) out[key] = r.data;
  }
  const state = toState(out);
  if (state.minPrice !== undefined && state.maxPrice !== undefined && state.minPrice > state.maxPrice) {
    state.maxPrice = undefined;
  }
  return state;
}
