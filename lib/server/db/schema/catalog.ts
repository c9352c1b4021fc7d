import { relations, sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CATEGORIES, GRADES, type Category, type Grade } from '../../../catalog/constants';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export { CATEGORIES, GRADES, type Category, type Grade };

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('brands_slug_uq').on(t.slug)],
);

/** Free-form technical data of a model; every key optional, units in the key name. */
export type ProductSpecs = {
  cpu?: string;
  gpu?: string;
  screenResolution?: string;
  panel?: string;
  refreshHz?: number;
  ports?: string[];
  weightGrams?: number;
  batteryMah?: number;
  batteryWh?: number;
  camera?: string;
  connectivity?: string[];
  dimensionsMm?: string;
  [key: string]: string | number | boolean | string[] | undefined;
};

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    /** URL handle, e.g. lenovo-thinkpad-t14-gen2 */
    handle: text('handle').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    category: text('category').$type<Category>().notNull(),
    /** model family; picks the illustration */
    family: text('family').notNull(),
    title: text('title').notNull(),
    summaryDe: text('summary_de').notNull(),
    summaryEn: text('summary_en').notNull(),
    descriptionDe: text('description_de').notNull(),
    descriptionEn: text('description_en').notNull(),
    /** extra search words per language (synonyms such as Notebook for laptops) */
    keywordsDe: text('keywords_de').notNull().default(''),
    keywordsEn: text('keywords_en').notNull().default(''),
    cpuFamily: text('cpu_family'),
    /** screen diagonal in tenths of an inch (14.0" = 140) */
    screenTenths: integer('screen_tenths'),
    os: text('os'),
    releaseYear: integer('release_year'),
    specs: jsonb('specs').$type<ProductSpecs>().notNull().default({}),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** kg CO2e avoided per unit; null uses the category default */
    co2KgOverride: integer('co2_kg_override'),
    co2Source: text('co2_source'),
    published: boolean('published').notNull().default(true),
    searchDe: tsvector('search_de').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('german', coalesce(${products.title}, '')), 'A') || setweight(to_tsvector('german', coalesce(${products.keywordsDe}, '')), 'B') || setweight(to_tsvector('german', coalesce(${products.summaryDe}, '')), 'C')`,
    ),
    searchEn: tsvector('search_en').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', coalesce(${products.title}, '')), 'A') || setweight(to_tsvector('english', coalesce(${products.keywordsEn}, '')), 'B') || setweight(to_tsvector('english', coalesce(${products.summaryEn}, '')), 'C')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_handle_uq').on(t.handle),
    index('products_category_idx').on(t.category),
    // listings read only these columns of published products of a category: an index-only scan
    // instead of reading every product row (specs, texts and search vectors make the table wide)
    index('products_listing_idx')
      .on(t.category, t.id, t.brandId, t.screenTenths, t.cpuFamily, t.os, t.releaseYear)
      .where(sql`${t.published}`),
    index('products_brand_idx').on(t.brandId),
    index('products_search_de_idx').using('gin', t.searchDe),
    index('products_search_en_idx').using('gin', t.searchEn),
    index('products_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    index('products_tags_idx').using('gin', t.tags),
  ],
);

export const variants = pgTable(
  'variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    grade: text('grade').$type<Grade>().notNull(),
    ramGb: integer('ram_gb'),
    storageGb: integer('storage_gb'),
    colour: text('colour'),
    /** keyboard layout, e.g. DE (QWERTZ), US (QWERTY) */
    keyboard: text('keyboard'),
    /** cents, gross incl. VAT */
    priceCents: integer('price_cents').notNull(),
    /**
     * cents, gross: the manufacturer's original list price (UVP) of this configuration when it was
     * new, if known. Savings shown always compare an offer with its own list price.
     */
    compareAtCents: integer('compare_at_cents'),
    stock: integer('stock').notNull().default(0),
    unitsSold: integer('units_sold').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The offer's price history in three facts, kept by the database (a trigger on price_history,
     * migration 0012): the latest recorded price, the moment it took effect, and the lowest price of
     * the 30 days before that moment (§ 11 PAngV). Whether a reduction shows is then a comparison
     * (lib/server/catalog/prices.ts), no lookup in the history. Null while the offer has no history.
     */
    recordedPriceCents: integer('recorded_price_cents'),
    priceFrom: timestamp('price_from', { withTimezone: true }),
    lowestPriorCents: integer('lowest_prior_cents'),
  },
  (t) => [
    uniqueIndex('variants_sku_uq').on(t.sku),
    index('variants_product_idx').on(t.productId),
    index('variants_price_idx').on(t.priceCents),
    index('variants_grade_idx').on(t.grade),
    // listings read only these columns of offers in stock: an index-only scan per product
    index('variants_listing_idx')
      .on(t.productId, t.grade, t.ramGb, t.storageGb, t.priceCents, t.unitsSold)
      .where(sql`${t.stock} > 0`),
    check('variants_stock_nonnegative', sql`${t.stock} >= 0`),
    check('variants_price_positive', sql`${t.priceCents} > 0`),
    check('variants_grade_valid', sql`${t.grade} in ('A', 'B', 'C')`),
  ],
);

/**
 * Every price an offer had, from the moment it applied (§ 11 PAngV: a reduction names the lowest
 * price of the 30 days before it). Written by recordPriceChange in lib/server/catalog/prices.ts.
 */
export const priceHistory = pgTable(
  'price_history',
  {
    id: serial('id').primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    /** cents, gross incl. VAT */
    priceCents: integer('price_cents').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    /** who set the price: 'seed', 'initial', a staff member's e-mail, an import … */
    changedBy: text('changed_by').notNull(),
  },
  (t) => [index('price_history_variant_idx').on(t.variantId, t.validFrom), check('price_history_price_positive', sql`${t.priceCents} > 0`)],
);

export const brandsRelations = relations(brands, ({ many }) => ({ products: many(products) }));
export const productsRelations = relations(products, ({ one, many }) => ({
  brand: one(brands, { fields: [products.brandId], references: [brands.id] }),
  variants: many(variants),
}));
export const variantsRelations = relations(variants, ({ one }) => ({
  product: one(products, { fields: [variants.productId], references: [products.id] }),
}));
