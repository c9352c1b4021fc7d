import '@/lib/server/only';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { resolveCo2 } from '@/lib/catalog/co2';
import type { Category } from '@/lib/catalog/constants';
import { variantOptions } from '@/lib/checkout/options';
import { computeTotals } from '@/lib/checkout/totals';
import { getDb, type Db } from '../db';
import { customers, invoices, orderCounters, orderLines, orders, products, variants } from '../db/schema';
import { issueCreditNoteForLinesInTx, issueInvoiceInTx } from '../invoicing';
import { recordOrderEvent } from '../orders';

type Customer = typeof customers.$inferSelect;
type Plan = {
  daysAgo: number;
  payment: 'prepayment' | 'invoice';
  items: [Category, number][];
  then: 'open' | 'paid' | 'cancelled';
  poNumber?: string;
  /** units of the first line sent back after payment and corrected by a credit note */
  returned?: number;
};

/** The demo company's orders besides its fleet orders: one in every state the account shows, one of them partly sent back. */
const DEMO_ORDERS: Plan[] = [
  { daysAgo: 400, payment: 'invoice', items: [['accessories', 3]], then: 'paid', poNumber: 'PO-2025-0142' },
  { daysAgo: 45, payment: 'prepayment', items: [['monitors', 1]], then: 'cancelled' },
  { daysAgo: 9, payment: 'prepayment', items: [['laptops', 2]], then: 'paid', returned: 1 },
  { daysAgo: 4, payment: 'invoice', items: [['laptops', 1], ['accessories', 1]], then: 'open', poNumber: '04011000-12345-67' },
  { daysAgo: 1, payment: 'prepayment', items: [['phones', 2]], then: 'open' },
];

/** The consumer's two orders: a paid one (invoiced when the money came) and one awaiting payment. */
const CONSUMER_ORDERS: Plan[] = [
  { daysAgo: 120, payment: 'prepayment', items: [['phones', 1]], then: 'paid' },
  { daysAgo: 3, payment: 'prepayment', items: [['tablets', 1]], then: 'open' },
];

function daysAgo(n: number): Date {
  const d = new Date(Date.now() - n * 86_400_000);
  d.setUTCHours(10, 15, 0, 0);
  return d;
}

async function pick(db: Db, category: Category, offset: number) {
  const [row] = await db
    .select({ v: variants, handle: products.handle, title: products.title, family: products.family, co2: products.co2KgOverride })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(eq(products.category, category), gt(variants.stock, 0)))
    .orderBy(asc(variants.id))
    .offset(offset)
    .limit(1);
  return row;
}

async function seedOrder(db: Db, c: Customer, plan: Plan, n: number): Promise<void> {
  const picked: (NonNullable<Awaited<ReturnType<typeof pick>>> & { category: Category; quantity: number })[] = [];
  for (const [category, quantity] of plan.items) {
    const row = await pick(db, category, n);
    if (row) picked.push({ ...row, category, quantity });
  }
  if (!picked.length) return;
  const at = daysAgo(plan.daysAgo);
  const totals = computeTotals(picked.map((p) => ({ unitPriceCents: p.v.priceCents, quantity: p.quantity })));
  const orderId = randomUUID();
  const address = c.shippingAddress ?? { street: 'Musterstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE' };
  const business = c.customerType === 'business';
  const placedStatus = plan.payment === 'invoice' ? 'invoiced' : 'awaiting_payment';
  await db.transaction(async (tx) => {
    const year = Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(at));
    const [counter] = await tx
      .insert(orderCounters)
      .values({ year, lastSeq: 1 })
      .onConflictDoUpdate({ target: orderCounters.year, set: { lastSeq: sql`${orderCounters.lastSeq} + 1` } })
      .returning({ seq: orderCounters.lastSeq });
    const seq = counter!.seq;
    await tx.insert(orders).values({
      id: orderId,
      orderNumber: `ZW-${year}-${String(seq).padStart(6, '0')}`,
      year,
      seq,
      customerId: c.id,
      email: c.email,
      customerType: c.customerType,
      firstName: c.firstName,
      lastName: c.lastName,
      company: business ? c.company : null,
      vatId: business ? c.vatId : null,
      poNumber: plan.poNumber ?? null,
      shippingAddress: address,
      billingAddress: { ...address, name: `${c.firstName} ${c.lastName}`, ...(business && c.company ? { company: c.company } : {}) },
      paymentMethod: plan.payment,
      status: placedStatus,
      locale: c.locale,
      ...totals,
      createdAt: at,
      updatedAt: at,
    });
    await tx.insert(orderLines).values(
      picked.map((p, i) => ({
        orderId,
        position: i + 1,
        variantId: p.v.id,
        productHandle: p.handle,
        title: p.title,
        sku: p.v.sku,
        grade: p.v.grade,
        options: variantOptions(p.v),
        quantity: p.quantity,
        unitPriceCents: p.v.priceCents,
        lineTotalCents: p.v.priceCents * p.quantity,
        co2Kg: resolveCo2({ category: p.category, family: p.family, co2KgOverride: p.co2, co2Source: null }).kg,
      })),
    );
    await recordOrderEvent(tx, { orderId, type: 'placed', toStatus: placedStatus, actor: 'customer', at });
    if (plan.payment === 'invoice') await issueInvoiceInTx(tx, orderId, 'system', at);
    if (plan.then === 'cancelled') {
      const cancelledAt = new Date(at.getTime() + 7 * 86_400_000);
      await tx.update(orders).set({ status: 'cancelled', cancelledAt, updatedAt: cancelledAt }).where(eq(orders.id, orderId));
      await recordOrderEvent(tx, { orderId, type: 'cancelled', fromStatus: placedStatus, toStatus: 'cancelled', actor: 'system', at: cancelledAt });
    }
  });
  if (plan.then === 'paid') await backdatedPayment(db, orderId, new Date(at.getTime() + 2 * 86_400_000));
  if (plan.returned) {
    const returnedAt = new Date(at.getTime() + 5 * 86_400_000);
    await db.transaction(async (tx) => {
      const [invoice] = await tx.select({ id: invoices.id }).from(invoices).where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
      if (invoice) await issueCreditNoteForLinesInTx(tx, invoice.id, { lines: [{ position: 1, quantity: plan.returned! }], includeShipping: false, reason: 'Widerruf' }, 'system', returnedAt);
    });
  }
}

/**
 * Records an order's payment as markOrderPaid does (status, paid date, timeline, invoice for a
 * prepayment order), dated when it happened. Written against the seeding handle: the seed runs
 * while the database is being opened, so the platform functions (which open it) cannot be used.
 */
async function backdatedPayment(db: Db, orderId: string, paidAt: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [o] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!o || o.paidAt || o.status === 'cancelled') return;
    const to = o.status === 'shipped' ? 'shipped' : 'paid';
    await tx.update(orders).set({ status: to, paidAt, updatedAt: paidAt }).where(eq(orders.id, orderId));
    await recordOrderEvent(tx, { orderId, type: 'paid', fromStatus: o.status, toStatus: to, actor: 'system', at: paidAt });
    await issueInvoiceInTx(tx, orderId, 'system', paidAt);
  });
}

/** Extension point: other areas' demo history for the same accounts runs after this one. */
type HistoryHook = (db: Db, accounts: { demo: Customer | null; consumer: Customer | null }) => Promise<string>;
const hooks: HistoryHook[] = [];

/**
 * Order history of the demo accounts (SEED_DEMO=1): demo@zweitwerk.de gets orders in every state
 * beside its fleet orders, and its older fleet invoices are paid; kunde@zweitwerk.de two consumer
 * orders. Does nothing when these orders exist already.
 */
export async function seedAccountHistory(): Promise<string> {
  const db = await getDb();
  const [demo] = await db.select().from(customers).where(eq(customers.email, 'demo@zweitwerk.de'));
  const [consumer] = await db.select().from(customers).where(eq(customers.email, 'kunde@zweitwerk.de'));
  if (!demo && !consumer) return 'no demo accounts';
  const counts = await db
    .select({ customerId: orders.customerId, n: sql<number>`count(*)::int`, prepaid: sql<number>`(count(*) filter (where ${orders.paymentMethod} = 'prepayment'))::int` })
    .from(orders)
    .groupBy(orders.customerId);
  const has = (c: Customer | undefined) => counts.find((r) => r.customerId === c?.id);
  const out: string[] = [];
  if (demo && !(has(demo)?.prepaid ?? 0)) {
    for (const [i, plan] of DEMO_ORDERS.entries()) await seedOrder(db, demo, plan, i);
    // fleet orders older than three months have been paid two weeks after their invoice
    const unpaid = await db
      .select({ id: orders.id, createdAt: orders.createdAt })
      .from(orders)
      .innerJoin(invoices, eq(invoices.orderId, orders.id))
      .where(and(eq(orders.customerId, demo.id), sql`${orders.paidAt} is null`, sql`${orders.status} = 'shipped'`, sql`${orders.createdAt} < now() - interval '90 days'`));
    for (const o of unpaid) await backdatedPayment(db, o.id, new Date(o.createdAt.getTime() + 14 * 86_400_000));
    out.push(`demo: ${DEMO_ORDERS.length} orders`);
  }
  if (consumer && !has(consumer)) {
    for (const [i, plan] of CONSUMER_ORDERS.entries()) await seedOrder(db, consumer, plan, i + 2);
    out.push(`consumer: ${CONSUMER_ORDERS.length} orders`);
  }
  for (const hook of hooks) out.push(await hook(db, { demo: demo ?? null, consumer: consumer ?? null }));
  return out.join('; ') || 'account history present';
}
