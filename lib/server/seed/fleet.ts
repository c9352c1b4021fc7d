import '@/lib/server/only';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { resolveCo2 } from '@/lib/catalog/co2';
import type { Category } from '@/lib/catalog/constants';
import { variantOptions } from '@/lib/checkout/options';
import { computeTotals } from '@/lib/checkout/totals';
import { WARRANTY_MONTHS } from '@/lib/fleet/constants';
import { addMonths, berlinDate } from '@/lib/fleet/serial';
import { getDb, type Db } from '../db';
import { customers, devices, employees, orderCounters, orderEvents, orderLines, orders, products, variants } from '../db/schema';
import { issueInvoiceInTx } from '../invoicing';
import { shipOrder } from '../platform';
import { recordOrderEvent } from '../orders';

const EMPLOYEES: [string, string, string, string][] = [
  ['Lena', 'Albrecht', 'lena.albrecht@demo-gmbh.example', 'Geschäftsführung'],
  ['Jonas', 'Becker', 'jonas.becker@demo-gmbh.example', 'Vertrieb'],
  ['Aylin', 'Demir', 'aylin.demir@demo-gmbh.example', 'Vertrieb'],
  ['Tobias', 'Engel', 'tobias.engel@demo-gmbh.example', 'IT'],
  ['Mara', 'Fischer', 'mara.fischer@demo-gmbh.example', 'Buchhaltung'],
  ['Paul', 'Günther', 'paul.guenther@demo-gmbh.example', 'Einkauf'],
  ['Sofia', 'Hoffmann', 'sofia.hoffmann@demo-gmbh.example', 'Marketing'],
  ['Noah', 'Jansen', 'noah.jansen@demo-gmbh.example', 'IT'],
  ['Emilia', 'Keller', 'emilia.keller@demo-gmbh.example', 'Personal'],
  ['David', 'Lorenz', 'david.lorenz@demo-gmbh.example', 'Kundendienst'],
  ['Hannah', 'Müller', 'hannah.mueller@demo-gmbh.example', 'Kundendienst'],
  ['Yusuf', 'Özdemir', 'yusuf.oezdemir@demo-gmbh.example', 'Lager'],
];

/** Fleet orders of the demo company: months ago, and what they bought (category, family, units). */
const FLEET_ORDERS: { monthsAgo: number; items: [Category, string, number][] }[] = [
  { monthsAgo: 17, items: [['laptops', 'thinkpad', 8], ['monitors', 'office-monitor', 6], ['accessories', 'dock', 4]] },
  { monthsAgo: 11, items: [['laptops', 'business-laptop', 6], ['phones', 'iphone', 5]] },
  { monthsAgo: 6, items: [['laptops', 'ultrabook', 4], ['tablets', 'ipad', 2], ['monitors', 'office-monitor', 2]] },
  { monthsAgo: 2, items: [['pc-systems', 'mini-pc', 2], ['phones', 'android-phone', 3], ['accessories', 'headset', 2]] },
];

function monthsAgo(n: number, now = new Date()): Date {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - n);
  d.setUTCHours(9, 30, 0, 0);
  return d;
}

async function pickVariant(db: Db, category: Category, family: string) {
  const [row] = await db
    .select({ v: variants, handle: products.handle, title: products.title, family: products.family, co2: products.co2KgOverride })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(eq(products.category, category), eq(products.family, family), gt(variants.stock, 0)))
    .orderBy(asc(variants.priceCents))
    .limit(1);
  return row;
}

/** Places a past order on account for the demo company, invoices and ships it, dated `at`. */
async function seedFleetOrder(db: Db, customer: typeof customers.$inferSelect, at: Date, items: [Category, string, number][]): Promise<number> {
  const picked: (NonNullable<Awaited<ReturnType<typeof pickVariant>>> & { category: Category; quantity: number })[] = [];
  for (const [category, family, quantity] of items) {
    const row = await pickVariant(db, category, family);
    if (row) picked.push({ ...row, category, quantity });
  }
  if (!picked.length) return 0;
  const totals = computeTotals(picked.map((p) => ({ unitPriceCents: p.v.priceCents, quantity: p.quantity })));
  const orderId = randomUUID();
  const address = customer.shippingAddress ?? { street: 'Musterstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE' };
  await db.transaction(async (tx) => {
    const year = Number(berlinDate(at).slice(0, 4));
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
      customerId: customer.id,
      email: customer.email,
      customerType: 'business',
      firstName: customer.firstName,
      lastName: customer.lastName,
      company: customer.company,
      vatId: customer.vatId,
      shippingAddress: address,
      billingAddress: { ...address, name: `${customer.firstName} ${customer.lastName}`, company: customer.company ?? undefined },
      paymentMethod: 'invoice',
      status: 'invoiced',
      locale: customer.locale,
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
    await recordOrderEvent(tx, { orderId, type: 'placed', toStatus: 'invoiced', actor: 'customer', at });
    await issueInvoiceInTx(tx, orderId, 'system', at);
  });
  await shipOrder(orderId, { trackingNumber: `00340434${String(at.getTime()).slice(-10)}` }, 'system');
  // shipped two days after the order, as it would have been
  const shippedAt = new Date(at.getTime() + 2 * 86_400_000);
  await db.update(orders).set({ shippedAt, updatedAt: shippedAt }).where(eq(orders.id, orderId));
  await db.update(orderEvents).set({ createdAt: shippedAt }).where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, 'shipped')));
  await db
    .update(devices)
    .set({ shippedAt, warrantyEndsOn: addMonths(berlinDate(shippedAt), WARRANTY_MONTHS), createdAt: shippedAt })
    .where(eq(devices.orderId, orderId));
  return picked.reduce((s, p) => s + p.quantity, 0);
}

/**
 * The demo company's fleet (SEED_DEMO=1): about 40 devices from four shipped orders over 18 months,
 * 12 employees, most devices handed out, some in the pool, one in repair, one at end of life.
 * Does nothing when the demo company already has employees or devices.
 */
export async function seedDemoFleet(): Promise<string> {
  const db = await getDb();
  const [demo] = await db.select().from(customers).where(eq(customers.email, 'demo@zweitwerk.de'));
  if (!demo) return 'no demo company';
  const [has] = await db
    .select({ n: sql<number>`(select count(*) from ${employees} where customer_id = ${demo.id}) + (select count(*) from ${devices} where customer_id = ${demo.id})` })
    .from(customers)
    .where(eq(customers.id, demo.id));
  if (Number(has?.n ?? 0) > 0) return 'demo fleet present';

  let units = 0;
  for (const o of FLEET_ORDERS) units += await seedFleetOrder(db, demo, monthsAgo(o.monthsAgo), o.items);

  const staff = EMPLOYEES.map(([firstName, lastName, email, department]) => ({ id: randomUUID(), customerId: demo.id, firstName, lastName, email, department }));
  await db.insert(employees).values(staff);

  const fleet = await db.select({ id: devices.id, category: devices.category }).from(devices).where(eq(devices.customerId, demo.id)).orderBy(asc(devices.purchasedAt), asc(devices.serialNumber));
  // everyone gets a laptop; phones, monitors and docks go to some; the rest stays in the pool
  const byCategory = (c: Category) => fleet.filter((d) => d.category === c);
  const laptops = byCategory('laptops');
  const plan: { deviceId: string; employeeId: string }[] = [];
  staff.forEach((e, i) => {
    if (laptops[i]) plan.push({ deviceId: laptops[i]!.id, employeeId: e.id });
  });
  byCategory('monitors').slice(0, 6).forEach((d, i) => plan.push({ deviceId: d.id, employeeId: staff[i]!.id }));
  byCategory('phones').slice(0, 5).forEach((d, i) => plan.push({ deviceId: d.id, employeeId: staff[(i * 2) % staff.length]!.id }));
  byCategory('accessories').slice(0, 3).forEach((d, i) => plan.push({ deviceId: d.id, employeeId: staff[i]!.id }));
  for (const p of plan) {
    await db.update(devices).set({ status: 'in_use', employeeId: p.employeeId }).where(eq(devices.id, p.deviceId));
  }
  const assigned = new Set(plan.map((p) => p.deviceId));
  const pooled = fleet.filter((d) => !assigned.has(d.id));
  // the oldest spare laptop is in repair; the oldest spare monitor has been retired
  const repair = pooled.find((d) => d.category === 'laptops');
  const retired = pooled.find((d) => d.category === 'monitors') ?? pooled.find((d) => d.id !== repair?.id);
  if (repair) await db.update(devices).set({ status: 'in_repair' }).where(eq(devices.id, repair.id));
  if (retired) await db.update(devices).set({ status: 'end_of_life' }).where(inArray(devices.id, [retired.id]));
  return `demo fleet: ${units} devices, ${staff.length} employees`;
}
