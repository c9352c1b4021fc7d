import * as z from 'zod/mini';
import { CATEGORIES, GRADES } from '@/lib/catalog/constants';
import { choice, flag, hasLineControl, hasTextControl, line, optionalLine, paragraph, str } from './fields';

/**
 * Contracts of the back office's catalog section: the product list, the edit of one product with
 * its offers, and the rows of the CSV export/import.
 */

export const ADMIN_CATALOG_PUBLISHED = ['yes', 'no'] as const;

/** `GET /api/admin/catalog/products`: every filter optional; `q` matches a title, handle or SKU. */
export const adminProductQuery = z.object({
  q: optionalLine(120),
  category: z.optional(choice(CATEGORIES)),
  /** brand slug */
  brand: z.optional(z.string().check(z.regex(/^[a-z0-9-]{1,60}$/, 'invalid_choice'))),
  published: z.optional(choice(ADMIN_CATALOG_PUBLISHED)),
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
});
export type AdminProductQuery = z.output<typeof adminProductQuery>;

/** A product id in a path: digits only (no sign, exponent or leading zero), a positive int4. */
export const productIdParam = z.pipe(
  z.string().check(z.regex(/^[1-9]\d{0,9}$/, 'not_found')),
  z.pipe(z.transform(Number), z.number().check(z.maximum(2_147_483_647, 'not_found'))),
);

const MAX_CENTS = 10_000_000;
const cents = z.number({ error: (i) => (i.input === undefined || i.input === null ? 'required' : 'invalid_number') }).check(
  z.int('invalid_number'),
  z.minimum(1, 'invalid_number'),
  z.maximum(MAX_CENTS, 'invalid_number'),
);
const stockCount = z.number({ error: (i) => (i.input === undefined || i.input === null ? 'required' : 'invalid_number') }).check(
  z.int('invalid_number'),
  z.minimum(0, 'invalid_number'),
  z.maximum(100_000, 'invalid_number'),
);

/** Optional multi-line text of an update (descriptions): missing stays as it is. */
function optionalParagraph(max: number) {
  return z.optional(paragraph(max));
}

/** Keywords may be empty. */
const keywords = z.optional(
  str().check(
    z.refine((v) => !hasLineControl(v), { message: 'control_characters', abort: true }),
    z.trim(),
    z.maxLength(500, 'too_long'),
  ),
);

/** One offer's editable numbers; `listPriceCents: null` clears the manufacturer's list price. */
export const adminOfferUpdate = z.strictObject({
  id: z.number().check(z.int(), z.minimum(1)),
  priceCents: z.optional(cents),
  listPriceCents: z.optional(z.nullable(cents)),
  stock: z.optional(stockCount),
});
export type AdminOfferUpdate = z.output<typeof adminOfferUpdate>;

/**
 * `PATCH /api/admin/catalog/products/{id}`: any of the product's texts (title, summary, description
 * and search keywords per language), its publish state, and the numbers of its offers.
 */
export const adminProductUpdate = z.strictObject({
  title: z.optional(line(200)),
  summaryDe: optionalParagraph(1000),
  summaryEn: optionalParagraph(1000),
  descriptionDe: optionalParagraph(20_000),
  descriptionEn: optionalParagraph(20_000),
  keywordsDe: keywords,
  keywordsEn: keywords,
  published: z.optional(flag),
  offers: z.optional(z.array(adminOfferUpdate).check(z.maxLength(500, 'too_long'))),
});
export type AdminProductUpdate = z.output<typeof adminProductUpdate>;

/**
 * The CSV of the catalog: one row per offer with its product's columns. Semicolon-separated,
 * UTF-8 with BOM, prices in euros with a decimal comma (German Excel opens it as it is).
 * `sku` is the offer's key and `handle` its product's: a known SKU changes that offer (title,
 * summaries and publish state of its product; price, list price and stock of the offer; grade,
 * options, brand and category must stay as they are), an unknown SKU creates an offer with the
 * row's grade and options for the product `handle` names, and an unknown handle also creates that
 * product from the row's title, brand (a known brand's slug), category, summaries and publish state.
 */
export const CATALOG_CSV_COLUMNS = [
  'handle',
  'sku',
  'title',
  'brand',
  'category',
  'grade',
  'ram_gb',
  'storage_gb',
  'colour',
  'keyboard',
  'price_eur',
  'list_price_eur',
  'stock',
  'published',
  'summary_de',
  'summary_en',
] as const;

/** Euros as written in the CSV (`1299,00`, `1299.00`, `1.299,00` or `1299`) → cents, or null. */
export function parseEuros(value: string): number | null {
  const v = value.trim().replace(/\s|€/g, '');
  let m = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(v);
  if (m) return Number(m[1]!.replace(/\./g, '')) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
  m = /^(\d+)\.(\d{1,2})$/.exec(v);
  if (m) return Number(m[1]) * 100 + Number(m[2]!.padEnd(2, '0'));
  return null;
}

/** Cents as the CSV writes them: `1299,00`. */
export function formatEuros(cents: number): string {
  return `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
}

const euros = (required: boolean) =>
  z.pipe(
    str(),
    z.transform((v, ctx) => {
      if (v.trim() === '') {
        if (required) ctx.issues.push({ code: 'custom', message: 'required', input: v });
        return null;
      }
      const c = parseEuros(v);
      if (c === null || c <= 0 || c > MAX_CENTS) {
        ctx.issues.push({ code: 'custom', message: 'invalid_number', input: v });
        return null;
      }
      return c;
    }),
  );

const wholeNumber = z.pipe(
  str(),
  z.transform((v, ctx) => {
    const t = v.trim();
    if (!/^\d{1,6}$/.test(t)) {
      ctx.issues.push({ code: 'custom', message: t === '' ? 'required' : 'invalid_number', input: v });
      return 0;
    }
    return Number(t);
  }),
);

/** One of the given values; an empty cell is `required`. */
function cellChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.pipe(
    z.pipe(
      str(),
      z.transform((v) => v.trim() || undefined),
    ),
    choice(values),
  );
}

/** RAM or storage in GB: a whole number, or empty (the offer has no such option). */
const optionalGb = z.pipe(
  str(),
  z.transform((v, ctx): number | null => {
    const t = v.trim();
    if (t === '') return null;
    if (!/^\d{1,6}$/.test(t) || Number(t) === 0) {
      ctx.issues.push({ code: 'custom', message: 'invalid_number', input: v });
      return null;
    }
    return Number(t);
  }),
);

/** Colour or keyboard layout: one line of text, or empty (null). */
const optionalOption = z.pipe(
  str().check(z.refine((v) => !hasLineControl(v), { message: 'control_characters', abort: true }), z.trim(), z.maxLength(100, 'too_long')),
  z.transform((v) => (v === '' ? null : v)),
);

/** A brand's slug (the brand must exist for a new product). */
const brandSlug = str().check(z.trim(), z.minLength(1, { message: 'required', abort: true }), z.regex(/^[a-z0-9-]{1,60}$/, 'invalid_choice'));

const yesNo = z.pipe(
  str(),
  z.transform((v, ctx) => {
    const t = v.trim().toLowerCase();
    if (['1', 'ja', 'yes', 'true', 'x'].includes(t)) return true;
    if (['0', 'nein', 'no', 'false', ''].includes(t)) return false;
    ctx.issues.push({ code: 'custom', message: 'invalid_choice', input: v });
    return false;
  }),
);

const summary = str().check(
  z.refine((v) => !hasTextControl(v), { message: 'control_characters', abort: true }),
  z.trim(),
  z.minLength(1, 'required'),
  z.maxLength(1000, 'too_long'),
);

/** One data row of the CSV (all cells are text). */
export const catalogCsvRow = z.object({
  handle: line(200),
  sku: line(100),
  title: line(200),
  brand: brandSlug,
  category: cellChoice(CATEGORIES),
  grade: cellChoice(GRADES),
  ram_gb: optionalGb,
  storage_gb: optionalGb,
  colour: optionalOption,
  keyboard: optionalOption,
  price_eur: euros(true),
  list_price_eur: euros(false),
  stock: wholeNumber,
  published: yesNo,
  summary_de: summary,
  summary_en: summary,
});
export type CatalogCsvRow = z.output<typeof catalogCsvRow>;

/** The largest CSV an import accepts, bytes. */
export const CATALOG_CSV_MAX_BYTES = 5_000_000;

/** One problem of an import: the CSV line (1 = header), the column and a stable code. */
export type CatalogImportIssue = { line: number; column: string; code: string; message: string };

/** What an import did. */
export type CatalogImportCounts = {
  rows: number;
  productsCreated: number;
  offersCreated: number;
  productsChanged: number;
  offersChanged: number;
  pricesChanged: number;
};

/** The handle of a new product: lower-case letters and digits in groups joined by single hyphens. */
export const PRODUCT_HANDLE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The SKU of a new offer: letters, digits, dot, underscore and hyphen, starting with a letter or digit. */
export const OFFER_SKU = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
