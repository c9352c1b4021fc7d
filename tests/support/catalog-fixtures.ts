import { randomUUID } from 'node:crypto';
import { getDb } from '@/lib/server/db';
import { brands, products, variants } from '@/lib/server/db/schema';

export type FixtureVariant = { id: number; sku: string; priceCents: number; stock: number; handle: string };

/** Inserts a brand, a product and its variants straight into the schema; returns the variants. */
export async function insertProduct(
  offers: { priceCents: number; stock: number; grade?: 'A' | 'B' | 'C'; ramGb?: number; storageGb?: number }[],
  opts: { category?: 'laptops' | 'phones'; title?: string } = {},
): Promise<FixtureVariant[]> {
  const db = await getDb();
  const tag = randomUUID().slice(0, 8);
  const [brand] = await db.insert(brands).values({ slug: `brand-${tag}`, name: `Brand ${tag}` }).returning();
  const handle = `test-laptop-${tag}`;
  const [product] = await db
    .insert(products)
    .values({
      handle,
      brandId: brand!.id,
      category: opts.category ?? 'laptops',
      family: 'thinkpad',
      title: opts.title ?? `Test Laptop ${tag}`,
      summaryDe: 'Testgerät',
      summaryEn: 'Test device',
      descriptionDe: 'Testgerät',
      descriptionEn: 'Test device',
    })
    .returning();
  const rows = await db
    .insert(variants)
    .values(
      offers.map((o, i) => ({
        productId: product!.id,
        sku: `SKU-${tag}-${i}`,
        grade: o.grade ?? 'A',
        ramGb: o.ramGb ?? 16,
        storageGb: o.storageGb ?? 512,
        keyboard: 'DE (QWERTZ)',
        priceCents: o.priceCents,
        stock: o.stock,
      })),
    )
    .returning();
  return rows.map((r) => ({ id: r.id, sku: r.sku, priceCents: r.priceCents, stock: r.stock, handle }));
}

/** A valid checkout body for a cart (guest, private, prepayment, Germany). */
export function checkoutBody(cartId: string, overrides: Record<string, unknown> = {}) {
  return {
    cartId,
    email: 'kunde@example.de',
    customerType: 'private',
    firstName: 'Erika',
    lastName: 'Mustermann',
    shippingAddress: { street: 'Musterstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE' },
    paymentMethod: 'prepayment',
    acceptTerms: true,
    locale: 'de',
    ...overrides,
  };
}
