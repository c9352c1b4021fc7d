import type { Category, Grade } from './constants';

export type { Category, Grade };

/** Sort orders of a listing; 'relevance' ranks by search match, without a query by popularity. */
export const SORT_KEYS = ['relevance', 'price_asc', 'price_desc', 'newest', 'bestselling'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** Facets a listing offers, in display order. */
export const FACET_KEYS = ['brand', 'price', 'grade', 'ram', 'storage', 'screen', 'cpu', 'os'] as const;
export type FacetKey = (typeof FACET_KEYS)[number];

/** Filters of a listing; every list is OR within itself, AND across lists. */
export type ListingFilters = {
  category?: Category;
  /** brand slugs */
  brand: string[];
  grade: Grade[];
  ram: number[];
  storage: number[];
  /** screen diagonal in tenths of an inch */
  screen: number[];
  cpu: string[];
  os: string[];
  /** whole euros, inclusive */
  minPrice?: number;
  /** whole euros, inclusive */
  maxPrice?: number;
  q?: string;
};

/** Everything a listing URL carries. */
export type ListingState = ListingFilters & { sort: SortKey; page: number };

/** A product as a card in a listing. */
export type ProductCard = {
  id: number;
  handle: string;
  title: string;
  brand: { slug: string; name: string };
  category: Category;
  family: string;
  summary: string;
  /** cents gross: cheapest matching offer */
  fromPriceCents: number;
  /** the offer whose price the card shows */
  offerId: number;
  /** cents gross: that offer's manufacturer's original list price (UVP), when known */
  compareAtCents: number | null;
  /** that offer's recent price reduction, if any */
  reduction: PriceReduction | null;
  /** grades among the matching offers, best first */
  grades: Grade[];
  /** units in stock across the matching offers */
  stock: number;
  cpu: string | null;
  screenTenths: number | null;
  ramGb: number[];
  storageGb: number[];
  os: string | null;
};

/**
 * A product card as a page hands it to the browser: what the card shows, without the record's id,
 * summary and brand slug (page props stay small; the API keeps the full card).
 */
export type CardView = Omit<ProductCard, 'id' | 'summary' | 'brand'> & { brand: { name: string } };

/** The card view of a product card. */
export function toCardView(card: ProductCard): CardView {
  return {
    handle: card.handle,
    title: card.title,
    brand: { name: card.brand.name },
    category: card.category,
    family: card.family,
    fromPriceCents: card.fromPriceCents,
    offerId: card.offerId,
    compareAtCents: card.compareAtCents,
    reduction: card.reduction,
    grades: card.grades,
    stock: card.stock,
    cpu: card.cpu,
    screenTenths: card.screenTenths,
    ramGb: card.ramGb,
    storageGb: card.storageGb,
    os: card.os,
  };
}

type FacetValue = { value: string; label?: string; count: number; selected: boolean };
export type Facet = { key: FacetKey; values: FacetValue[] };

export type ListingResult = {
  items: ProductCard[];
  facets: Facet[];
  total: number;
  page: number;
  pageSize: number;
  /** how the query was matched: full text, trigram fallback for typos, full text without words no product has, or no query */
  searchMode: 'none' | 'fulltext' | 'fuzzy' | 'relaxed';
  /** with searchMode 'relaxed': the query's words that were left out */
  searchDropped?: string[];
};

type VariantOptions = {
  ramGb: number | null;
  storageGb: number | null;
  colour: string | null;
  keyboard: string | null;
};

/**
 * An offer whose price was lowered recently (§ 11 PAngV): the lowest price it had in the 30 days
 * before the reduction, and since when the current price applies.
 */
export type PriceReduction = { lowestPriorCents: number; since: string };

/** One offer of a product. */
export type Variant = {
  id: number;
  sku: string;
  grade: Grade;
  options: VariantOptions;
  /** cents gross */
  priceCents: number;
  /** cents gross: the manufacturer's original list price (UVP) of this configuration, when known */
  compareAtCents: number | null;
  /** a recent price reduction (§ 11 PAngV), if any */
  reduction: PriceReduction | null;
  stock: number;
};

export type SpecValue = string | number | boolean | string[];

export type ProductDetail = {
  id: number;
  handle: string;
  title: string;
  brand: { slug: string; name: string };
  category: Category;
  family: string;
  summary: string;
  description: string;
  cpu: string | null;
  cpuFamily: string | null;
  screenTenths: number | null;
  os: string | null;
  releaseYear: number | null;
  specs: Record<string, SpecValue>;
  tags: string[];
  co2: { kg: number; source: string; custom: boolean };
  variants: Variant[];
  updatedAt: string;
};

export type BrandSummary = { slug: string; name: string; productCount: number };
export type CategorySummary = { category: Category; productCount: number; fromPriceCents: number | null };

export type Suggestion = { handle: string; title: string; category: Category; family: string; fromPriceCents: number | null };

/** Which listing a page shows. */
type ListingKind = { type: 'all' } | { type: 'category'; category: Category } | { type: 'tag'; tag: string };

/** What a listing route hands its screen. */
export type ListingPageData = {
  kind: ListingKind;
  /** locale-neutral path of this listing, e.g. /gebrauchte-laptops */
  basePath: string;
  /** query keys the route itself implies (left out of links) */
  fixed: string[];
  state: ListingState;
  result: ListingView;
};

/** A listing result as a page hands it to the browser: cards as card views. */
export type ListingView = Omit<ListingResult, 'items'> & { items: CardView[] };
