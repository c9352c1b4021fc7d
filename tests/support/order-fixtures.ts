import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { orderLines, orders, type OrderStatus } from '@/lib/server/db/schema';
import { recordOrderEvent } from '@/lib/server/orders';

export type FixtureLine = { title?: string; quantity: number; unitPriceCents: number; variantId?: number | null; handle?: string };

/**
 * Inserts an order straight into the schema (numbers from a counter of its own far in the
 * future, so they never meet the checkout's). Totals are the sums written here as literals by
 * the caller's lines plus 5.90 shipping.
 */
export async function insertOrder(opts: {
  customerId?: string | null;
  status?: OrderStatus;
  paymentMethod?: 'prepayment' | 'invoice';
  customerType?: 'private' | 'business';
  lines?: FixtureLine[];
  createdAt?: Date;
  vatCents?: number;
  poNumber?: string | null;
  locale?: 'de' | 'en';
}): Promise<{ id: string; orderNumber: string; totalCents: number }> {
  const db = await getDb();
  const lines = opts.lines ?? [{ quantity: 1, unitPriceCents: 34900 }];
  const subtotal = lines.reduce((s, l) => s + l.quantity * l.unitPriceCents, 0);
  const total = subtotal + 590;
  const vat = opts.vatCents ?? Math.round((total * 19) / 119);
  const id = randomUUID();
  const seq = Number(
    (await db.execute<{ n: number }>(sql`select coalesce(max(seq), 900000) + 1 as n from orders where year = 2999`)).rows[0]!.n,
  );
  const orderNumber = `ZW-2999-${String(seq).padStart(6, '0')}`;
  const business = (opts.customerType ?? 'business') === 'business';
  const status = opts.status ?? 'invoiced';
  await db.insert(orders).values({
    id,
    orderNumber,
    year: 2999,
    seq,
    customerId: opts.customerId ?? null,
    email: 'einkauf@muster.example',
    customerType: business ? 'business' : 'private',
    firstName: 'Erika',
    lastName: 'Muster',
    company: business ? 'Muster GmbH' : null,
    vatId: business ? 'DE123456789' : null,
    poNumber: opts.poNumber ?? null,
    shippingAddress: { street: 'Musterstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE' },
    billingAddress: { street: 'Musterstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE', name: 'Erika Muster', ...(business ? { company: 'Muster GmbH' } : {}) },
    paymentMethod: opts.paymentMethod ?? (status === 'awaiting_payment' ? 'prepayment' : 'invoice'),
    status,
    locale: opts.locale ?? 'de',
    subtotalCents: subtotal,
    shippingCents: 590,
    totalCents: total,
    vatCents: vat,
    netCents: total - vat,
    ...(opts.createdAt ? { createdAt: opts.createdAt } : {}),
  });
  await db.insert(orderLines).values(
    lines.map((l, i) => ({
      orderId: id,
      position: i + 1,
      variantId: l.variantId ?? null,
      productHandle: l.handle ?? 'test-laptop',
      title: l.title ?? `Test Laptop ${i + 1}`,
      sku: `SKU-T-${i + 1}`,
      grade: 'A',
      options: '16 GB · 512 GB',
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      lineTotalCents: l.quantity * l.unitPriceCents,
    })),
  );
  await recordOrderEvent(db, { orderId: id, type: 'placed', toStatus: status, actor: 'customer', ...(opts.createdAt ? { at: opts.createdAt } : {}) });
  return { id, orderNumber, totalCents: total };
}
