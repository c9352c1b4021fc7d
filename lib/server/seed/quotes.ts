import '@/lib/server/only';
import { and, asc, eq, gt } from 'drizzle-orm';
import { variantOptions } from '@/lib/checkout/options';
import type { Category } from '@/lib/catalog/constants';
import { getDb } from '../db';
import { customers, products, quotes, variants } from '../db/schema';
import { insertQuoteInTx, type QuoteLineInput } from '../quotes';

/** The demo company's open quote: made two days ago from a cart of laptops and monitors. */
const DEMO_QUOTE: [Category, number, number][] = [
  ['laptops', 5, 4],
  ['monitors', 3, 4],
];

/**
 * One open quote for demo@zweitwerk.de (SEED_DEMO=1), numbered like any other. Written against the
 * seeding handle (the seed runs while the database opens). Does nothing when the account has quotes.
 */
export async function seedDemoQuotes(): Promise<string> {
  const db = await getDb();
  const [demo] = await db.select().from(customers).where(eq(customers.email, 'demo@zweitwerk.de'));
  if (!demo) return 'no demo account';
  const [existing] = await db.select({ id: quotes.id }).from(quotes).where(eq(quotes.customerId, demo.id)).limit(1);
  if (existing) return 'demo quote present';
  const lines: QuoteLineInput[] = [];
  for (const [category, offset, quantity] of DEMO_QUOTE) {
    const [row] = await db
      .select({ v: variants, handle: products.handle, title: products.title })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .where(and(eq(products.category, category), eq(products.published, true), gt(variants.stock, quantity)))
      .orderBy(asc(variants.id))
      .offset(offset)
      .limit(1);
    if (!row) continue;
    lines.push({
      variantId: row.v.id,
      productHandle: row.handle,
      title: row.title,
      sku: row.v.sku,
      grade: row.v.grade,
      options: variantOptions(row.v),
      quantity,
      unitPriceCents: row.v.priceCents,
    });
  }
  if (lines.length === 0) return 'no demo quote (no stock)';
  const made = new Date(Date.now() - 2 * 86_400_000);
  const quote = await db.transaction((tx) => insertQuoteInTx(tx, demo, lines, { locale: demo.locale, now: made }));
  return `demo quote ${quote.number}`;
}
