import '@/lib/server/only';
import { sql, type SQL } from 'drizzle-orm';
import { resolveCo2 } from '@/lib/catalog/co2';
import { compareGrades } from '@/lib/catalog/constants';
import type {
  BrandSummary,
  Category,
  CategorySummary,
  Grade,
  ProductCard,
  ProductDetail,
  SpecValue,
  Suggestion,
  Variant,
} from '@/lib/catalog/types';
import type { Locale } from '@/lib/site-config';
import { getDb, type DbOrTx } from '../db';
import type { ProductSpecs } from '../db/schema/catalog';
import { planSearch } from './search';
import { reductionColumns, toReduction } from './prices';
import { rows } from './sql';

/** A product card as the card queries select it (listing and the card lists below). */
export type CardRow = {
  id: number;
  handle: string;
  title: string;
  category: Category;
  family: string;
  summary: string;
  cpu: string | null;
  screen_tenths: number | null;
  os: string | null;
  brand_slug: string;
  brand_name: string;
  from_price: number;
  compare_at: number | null;
  offer_id: number;
  grades: Grade[];
  stock: number;
  rams: number[] | null;
  storages: number[] | null;
  /** the shown offer's reduction (reductionColumns): a Date from a column, a string from JSON */
  reduction_lowest: number | null;
  reduction_since: string | Date | null;
};

export function toCard(r: CardRow): ProductCard {
  return {
    id: r.id,
    handle: r.handle,
    title: r.title,
    brand: { slug: r.brand_slug, name: r.brand_name },
    category: r.category,
    family: r.family,
    summary: r.summary,
    fromPriceCents: r.from_price,
    offerId: r.offer_id,
    compareAtCents: r.compare_at,
    reduction: toReduction(r.reduction_lowest, r.reduction_since),
    grades: [...r.grades].sort(compareGrades),
    stock: r.stock,
    cpu: r.cpu,
    screenTenths: r.screen_tenths,
    ramGb: [...(r.rams ?? [])].sort((a, b) => a - b),
    storageGb: [...(r.storages ?? [])].sort((a, b) => a - b),
    os: r.os,
  };
}

/** Cards for products matching `where` (over `p`), with aggregates of their offers in stock. */
async function queryCards(db: DbOrTx, locale: Locale, where: SQL, order: SQL, limit: number): Promise<ProductCard[]> {
  const summary = locale === 'en' ? sql.raw('p.summary_en') : sql.raw('p.summary_de');
  const reduction = reductionColumns('v', sql`${new Date().toISOString()}::timestamptz`);
  const result = await rows<CardRow>(
    db,
    sql`
      select p.id, p.handle, p.title, p.category, p.family, ${summary} as summary, p.specs->>'cpu' as cpu,
             p.screen_tenths, p.os, br.slug as brand_slug, br.name as brand_name,
             agg.from_price, agg.compare_at, agg.offer_id, agg.grades, agg.stock, agg.rams, agg.storages,
             agg.reduction_lowest, agg.reduction_since
      from products p
      join brands br on br.id = p.brand_id
      join lateral (
        select min(v.price_cents)::int as from_price,
               -- the offer the card shows (cheapest in stock) and that offer's own list price
               (array_agg(v.id order by v.price_cents, v.grade, v.id))[1] as offer_id,
               (array_agg(v.compare_at_cents order by v.price_cents, v.grade, v.id))[1] as compare_at,
               (array_agg(${reduction.lowest} order by v.price_cents, v.grade, v.id))[1] as reduction_lowest,
               (array_agg(${reduction.since} order by v.price_cents, v.grade, v.id))[1] as reduction_since,
               sum(v.stock)::int as stock, sum(v.units_sold)::int as sold,
               array_to_json(array_agg(distinct v.grade)) as grades,
               array_to_json(array_agg(distinct v.ram_gb) filter (where v.ram_gb is not null)) as rams,
               array_to_json(array_agg(distinct v.storage_gb) filter (where v.storage_gb is not null)) as storages
        from variants v where v.product_id = p.id and v.stock > 0
      ) agg on agg.from_price is not null
      where p.published and ${where}
      order by ${order}
      limit ${limit}
    `,
  );
  return result.map(toCard);
}

/** The best-selling products (units sold across offers), optionally of one category. */
export async function listBestsellers(locale: Locale, limit = 12, category?: Category): Promise<ProductCard[]> {
  const db = await getDb();
  const where = category ? sql`p.category = ${category}` : sql`true`;
  return queryCards(db, locale, where, sql`agg.sold desc, p.id asc`, limit);
}

/** Products to show beside one: same category, same family and brand first. */
export async function listRelatedProducts(product: Pick<ProductDetail, 'id' | 'category' | 'family' | 'brand'>, locale: Locale, limit = 4): Promise<ProductCard[]> {
  const db = await getDb();
  return queryCards(
    db,
    locale,
    sql`p.category = ${product.category} and p.id <> ${product.id}`,
    sql`(p.family = ${product.family}) desc, (br.slug = ${product.brand.slug}) desc, agg.sold desc, p.id asc`,
    limit,
  );
}

/**
 * Cards for the given handles in the order given (e.g. products an article recommends). Handles
 * that do not exist, are unpublished or have nothing in stock are left out.
 */
export async function listProductCardsByHandles(handles: readonly string[], locale: Locale): Promise<ProductCard[]> {
  const db = await getDb();
  const unique = [...new Set(handles)].slice(0, 24);
  if (unique.length === 0) return [];
  const cards = await queryCards(db, locale, sql`p.handle in (${sql.join(unique.map((h) => sql`${h}`), sql`, `)})`, sql`p.id asc`, unique.length);
  return cards.sort((a, b) => unique.indexOf(a.handle) - unique.indexOf(b.handle));
}

type ProductRow = {
  id: number;
  handle: string;
  title: string;
  category: Category;
  family: string;
  summary: string;
  description: string;
  cpu_family: string | null;
  screen_tenths: number | null;
  os: string | null;
  release_year: number | null;
  specs: ProductSpecs;
  tags: string[];
  co2_kg_override: number | null;
  co2_source: string | null;
  updated_at: string | Date;
  brand_slug: string;
  brand_name: string;
  variants: VariantRow[] | null;
};
type VariantRow = {
  id: number;
  sku: string;
  grade: Grade;
  ram_gb: number | null;
  storage_gb: number | null;
  colour: string | null;
  keyboard: string | null;
  price_cents: number;
  compare_at_cents: number | null;
  stock: number;
  reduction_lowest: number | null;
  reduction_since: string | null;
};

/** A published product with all its offers, by URL handle; null when there is none. */
export async function getProduct(handle: string, locale: Locale): Promise<ProductDetail | null> {
  const db = await getDb();
  const en = locale === 'en';
  const reduction = reductionColumns('v', sql`${new Date().toISOString()}::timestamptz`);
  const [r] = await rows<ProductRow>(
    db,
    sql`
      select p.id, p.handle, p.title, p.category, p.family,
             ${sql.raw(en ? 'p.summary_en' : 'p.summary_de')} as summary,
             ${sql.raw(en ? 'p.description_en' : 'p.description_de')} as description,
             p.cpu_family, p.screen_tenths, p.os, p.release_year, p.specs, p.tags, p.co2_kg_override, p.co2_source,
             p.updated_at, br.slug as brand_slug, br.name as brand_name,
             (select json_agg(json_build_object(
                 'id', v.id, 'sku', v.sku, 'grade', v.grade, 'ram_gb', v.ram_gb, 'storage_gb', v.storage_gb,
                 'colour', v.colour, 'keyboard', v.keyboard, 'price_cents', v.price_cents,
                 'compare_at_cents', v.compare_at_cents, 'stock', v.stock,
                 'reduction_lowest', ${reduction.lowest}, 'reduction_since', ${reduction.since})
               order by v.grade, v.price_cents, v.id)
              from variants v where v.product_id = p.id) as variants
      from products p join brands br on br.id = p.brand_id
      where p.handle = ${handle} and p.published
    `,
  );
  return r ? toDetail(r) : null;
}

function toDetail(r: ProductRow): ProductDetail {
  const specs: Record<string, SpecValue> = {};
  for (const [k, v] of Object.entries(r.specs ?? {})) if (v !== undefined && v !== null) specs[k] = v;
  const variants: Variant[] = (r.variants ?? []).map((v) => ({
    id: v.id,
    sku: v.sku,
    grade: v.grade,
    options: { ramGb: v.ram_gb, storageGb: v.storage_gb, colour: v.colour, keyboard: v.keyboard },
    priceCents: v.price_cents,
    compareAtCents: v.compare_at_cents,
    reduction: toReduction(v.reduction_lowest, v.reduction_since),
    stock: v.stock,
  }));
  return {
    id: r.id,
    handle: r.handle,
    title: r.title,
    brand: { slug: r.brand_slug, name: r.brand_name },
    category: r.category,
    family: r.family,
    summary: r.summary,
    description: r.description,
    cpu: typeof r.specs?.cpu === 'string' ? r.specs.cpu : null,
    cpuFamily: r.cpu_family,
    screenTenths: r.screen_tenths,
    os: r.os,
    releaseYear: r.release_year,
    specs,
    tags: r.tags ?? [],
    co2: resolveCo2({ category: r.category, family: r.family, co2KgOverride: r.co2_kg_override, co2Source: r.co2_source }),
    variants,
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

/** Brands with the number of published products that have an offer in stock. */
export async function listBrands(): Promise<BrandSummary[]> {
  const db = await getDb();
  return rows<BrandSummary>(
    db,
    sql`
      select br.slug, br.name, count(distinct p.id)::int as "productCount"
      from brands br
      join products p on p.brand_id = br.id and p.published
      where exists (select 1 from variants v where v.product_id = p.id and v.stock > 0)
      group by br.id
      order by br.name collate "und-x-icu"
    `,
  );
}

/** Each category with its product count and lowest price in stock. */
export async function listCategories(): Promise<CategorySummary[]> {
  const db = await getDb();
  return rows<CategorySummary>(
    db,
    sql`
      select p.category, count(distinct p.id)::int as "productCount", min(v.price_cents)::int as "fromPriceCents"
      from products p join variants v on v.product_id = p.id and v.stock > 0
      where p.published
      group by p.category
    `,
  );
}

/** Every tag in use with its product count. */
export async function listTags(): Promise<{ tag: string; productCount: number }[]> {
  const db = await getDb();
  return rows(
    db,
    sql`select t as tag, count(*)::int as "productCount" from products p, unnest(p.tags) t where p.published group by t order by t`,
  );
}

/** Up to `limit` products for the header's suggestions, best match first. */
export async function searchSuggestions(q: string, locale: Locale, limit = 6): Promise<Suggestion[]> {
  const db = await getDb();
  const plan = await planSearch(db, q, locale, { typing: true });
  if (plan.mode === 'none' || plan.mode === 'nothing') return [];
  // with offer conditions ('16 GB', 'unter 300 €') a product needs such an offer in stock, and its price is theirs
  const offers = plan.offerWhere ? sql`v.stock > 0 and ${plan.offerWhere}` : sql`v.stock > 0`;
  const needsOffer = plan.offerWhere ? sql`exists (select 1 from variants v where v.product_id = p.id and ${offers})` : sql`true`;
  return rows<Suggestion>(
    db,
    sql`
      select p.handle, p.title, p.category, p.family,
             (select min(v.price_cents)::int from variants v where v.product_id = p.id and ${offers}) as "fromPriceCents"
      from products p
      where p.published and ${plan.where} and ${needsOffer}
      order by ${plan.rank} desc, (select coalesce(sum(v.units_sold), 0) from variants v where v.product_id = p.id) desc, p.title collate "und-x-icu"
      limit ${limit}
    `,
  );
}

/** Handles and update times of all published products (sitemap). */
export async function listProductHandles(): Promise<{ handle: string; updatedAt: Date }[]> {
  const db = await getDb();
  const r = await rows<{ handle: string; updated_at: string | Date }>(
    db,
    sql`select handle, updated_at from products where published order by handle`,
  );
  return r.map((x) => ({ handle: x.handle, updatedAt: new Date(x.updated_at) }));
}
