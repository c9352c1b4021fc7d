import '@/lib/server/only';
import { and, asc, count, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AdminProductQuery, AdminProductUpdate } from '@/lib/contracts/admin-catalog';
import { getDb } from '../db';
import { brands, products, variants } from '../db/schema';
import { emit } from '../events';
import { HttpError, NotFoundError } from '../http/errors';
import { priceHistoryOf, recordPriceChange } from '../catalog';
import { recordAuditInTx } from './audit';
import type { Staff } from './staff';

const ADMIN_CATALOG_PAGE_SIZE = 50;

/** `%` and `_` are literal in a search term. */
function like(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The product list of the back office: filtered, by title, 50 a page, with offer counts and stock. */
export async function listAdminProducts(q: AdminProductQuery) {
  const db = await getDb();
  const where: SQL[] = [];
  if (q.category) where.push(eq(products.category, q.category));
  if (q.brand) where.push(eq(brands.slug, q.brand));
  if (q.published) where.push(eq(products.published, q.published === 'yes'));
  if (q.q) {
    const p = like(q.q);
    where.push(
      or(
        ilike(products.title, p),
        ilike(products.handle, p),
        exists(db.select({ one: sql`1` }).from(variants).where(and(eq(variants.productId, products.id), ilike(variants.sku, p)))),
      )!,
    );
  }
  const cond = where.length ? and(...where) : undefined;
  const ofProduct = eq(variants.productId, products.id);
  const page = q.page ?? 1;
  const [rows, [total], brandList] = await Promise.all([
    db
      .select({
        id: products.id,
        handle: products.handle,
        title: products.title,
        category: products.category,
        brand: brands.name,
        published: products.published,
        offers: db.$count(variants, ofProduct),
        stock: sql<number>`(${db.select({ n: sql`coalesce(sum(${variants.stock}), 0)::int` }).from(variants).where(ofProduct)})`,
        minPriceCents: sql<number | null>`(${db.select({ n: sql`min(${variants.priceCents})::int` }).from(variants).where(ofProduct)})`,
      })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(cond)
      .orderBy(asc(products.title), asc(products.id))
      .limit(ADMIN_CATALOG_PAGE_SIZE)
      .offset((page - 1) * ADMIN_CATALOG_PAGE_SIZE),
    db.select({ n: count() }).from(products).innerJoin(brands, eq(brands.id, products.brandId)).where(cond),
    db.select({ slug: brands.slug, name: brands.name }).from(brands).orderBy(asc(brands.name)),
  ]);
  return {
    products: rows.map((r) => ({ ...r, offers: Number(r.offers), stock: Number(r.stock), minPriceCents: r.minPriceCents === null ? null : Number(r.minPriceCents) })),
    total: total?.n ?? 0,
    page,
    pageSize: ADMIN_CATALOG_PAGE_SIZE,
    brands: brandList,
  };
}

/** One product with its texts, publish state and offers (with their last price changes). */
export async function getAdminProduct(productId: number) {
  const db = await getDb();
  const [p] = await db
    .select({ product: products, brand: brands.name })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(eq(products.id, productId));
  if (!p) throw new NotFoundError('Product not found.');
  const offers = await db.select().from(variants).where(eq(variants.productId, productId)).orderBy(asc(variants.priceCents), asc(variants.id));
  const histories = await Promise.all(offers.map((v) => priceHistoryOf(v.id)));
  const x = p.product;
  return {
    id: x.id,
    handle: x.handle,
    brand: p.brand,
    category: x.category,
    title: x.title,
    summaryDe: x.summaryDe,
    summaryEn: x.summaryEn,
    descriptionDe: x.descriptionDe,
    descriptionEn: x.descriptionEn,
    keywordsDe: x.keywordsDe,
    keywordsEn: x.keywordsEn,
    published: x.published,
    updatedAt: x.updatedAt.toISOString(),
    offers: offers.map((v, i) => ({
      id: v.id,
      sku: v.sku,
      grade: v.grade,
      ramGb: v.ramGb,
      storageGb: v.storageGb,
      colour: v.colour,
      keyboard: v.keyboard,
      priceCents: v.priceCents,
      listPriceCents: v.compareAtCents,
      stock: v.stock,
      unitsSold: v.unitsSold,
      /** the last price changes, newest first */
      priceHistory: histories[i]!.slice(-5).reverse(),
    })),
  };
}

const TEXT_FIELDS = ['title', 'summaryDe', 'summaryEn', 'descriptionDe', 'descriptionEn', 'keywordsDe', 'keywordsEn', 'published'] as const;

/**
 * Changes a product's texts, publish state and its offers' prices, list prices and stock in one
 * transaction: prices through the price history, one audit entry with what changed (before and
 * after). Cached catalog pages are emptied as after an order.
 */
export async function updateAdminProduct(staff: Staff, productId: number, input: AdminProductUpdate) {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [p] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
    if (!p) throw new NotFoundError('Product not found.');
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const productSet: Partial<typeof products.$inferInsert> = {};
    for (const field of TEXT_FIELDS) {
      const value = input[field];
      if (value === undefined || value === p[field]) continue;
      before[field] = p[field];
      after[field] = value;
      (productSet as Record<string, unknown>)[field] = value;
    }
    const offerChanges: { sku: string; before: Record<string, unknown>; after: Record<string, unknown> }[] = [];
    const offers = input.offers ?? [];
    if (offers.length) {
      const ids = offers.map((o) => o.id);
      if (new Set(ids).size !== ids.length) throw new HttpError(400, 'duplicate_offer', 'An offer appears twice.');
      const current = await tx.select().from(variants).where(and(eq(variants.productId, productId), inArray(variants.id, ids)));
      if (current.length !== ids.length) throw new NotFoundError('Offer not found for this product.');
      const byId = new Map(current.map((v) => [v.id, v]));
      for (const o of offers) {
        const v = byId.get(o.id)!;
        const b: Record<string, unknown> = {};
        const a: Record<string, unknown> = {};
        const set: Partial<typeof variants.$inferInsert> = {};
        if (o.stock !== undefined && o.stock !== v.stock) {
          b.stock = v.stock;
          a.stock = o.stock;
          set.stock = o.stock;
        }
        if (o.listPriceCents !== undefined && o.listPriceCents !== v.compareAtCents) {
          b.listPriceCents = v.compareAtCents;
          a.listPriceCents = o.listPriceCents;
          set.compareAtCents = o.listPriceCents;
        }
        if (Object.keys(set).length) await tx.update(variants).set({ ...set, updatedAt: new Date() }).where(eq(variants.id, v.id));
        if (o.priceCents !== undefined && o.priceCents !== v.priceCents) {
          // nested: a savepoint inside this transaction, so a later failure undoes the price too
          await recordPriceChange(tx, v.id, o.priceCents, { actor: staff.email });
          b.priceCents = v.priceCents;
          a.priceCents = o.priceCents;
        }
        if (Object.keys(a).length) offerChanges.push({ sku: v.sku, before: b, after: a });
      }
    }
    if (Object.keys(productSet).length) await tx.update(products).set({ ...productSet, updatedAt: new Date() }).where(eq(products.id, productId));
    const changed = Object.keys(after).length > 0 || offerChanges.length > 0;
    if (changed) {
      await recordAuditInTx(
        tx,
        staff,
        {
          action: 'catalog.product_update',
          entityType: 'product',
          entityId: String(productId),
          before: { handle: p.handle, ...before, offers: offerChanges.map((c) => ({ sku: c.sku, ...c.before })) },
          after: { handle: p.handle, ...after, offers: offerChanges.map((c) => ({ sku: c.sku, ...c.after })) },
        },
      );
    }
    return { handle: p.handle, changed, offersChanged: offerChanges.length, productChanged: Object.keys(after).length > 0 };
  });
  // the pages and listings cached here and on other instances must not show the old state
  if (result.changed) await emit('catalog.changed', { handles: [result.handle] });
  return result;
}
