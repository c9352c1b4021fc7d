import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db';
import { devices, invoices, orderEvents, orders, variants } from '@/lib/server/db/schema';
import { markOrderPaid } from '@/lib/server/platform/payments';
import { readOutbox } from '@/lib/server/mail';
import { cancelOrder, shipOrder, type Actor } from '@/lib/server/platform/fulfilment';
import { HttpError } from '@/lib/server/http/errors';
import { insertProduct } from '../support/catalog-fixtures';
import { placedOrder } from '../support/fleet-fixtures';
import { registered } from './account-helpers';
import { findCustomerByEmail } from '@/lib/server/account/customers';

const staff: Actor = 'staff:test';

async function customerId(): Promise<string> {
  const c = await registered({ customerType: 'business', company: 'Flotte GmbH' });
  return (await findCustomerByEmail(c.email))!.id;
}

async function errorOf(p: Promise<unknown>): Promise<HttpError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof HttpError) return err;
    throw err;
  }
  throw new Error('expected an HttpError');
}

async function stockOf(id: number): Promise<{ stock: number; unitsSold: number }> {
  const db = await getDb();
  const [row] = await db.select({ stock: variants.stock, unitsSold: variants.unitsSold }).from(variants).where(eq(variants.id, id));
  return row!;
}

describe('shipOrder', () => {
  it('assigns a unique serial per unit, stores tracking, marks the order shipped, creates the devices and mails the buyer', async () => {
    const owner = await customerId();
    const [laptop] = await insertProduct([{ priceCents: 49900, stock: 10 }]);
    const [phone] = await insertProduct([{ priceCents: 19900, stock: 10 }], { category: 'phones' });
    const order = await placedOrder(
      [
        { variantId: laptop!.id, quantity: 3 },
        { variantId: phone!.id, quantity: 1 },
      ],
      { customerId: owner, email: 'einkauf@flotte.example' },
    );
    const shipped = await shipOrder(order.id, { trackingNumber: '00340434161094042557', serials: [{ position: 2, serials: ['imei-3567-0001'] }] }, staff);
    expect(shipped.lines.map((l) => l.serials.length)).toEqual([3, 1]);
    expect(shipped.lines[1]!.serials).toEqual(['IMEI-3567-0001']);
    for (const s of shipped.lines[0]!.serials) expect(s).toMatch(/^ZW-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);

    const db = await getDb();
    const [o] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(o!.status).toBe('shipped');
    expect(o!.trackingNumber).toBe('00340434161094042557');
    expect(o!.shippedAt).not.toBeNull();
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.find((e) => e.type === 'shipped')).toMatchObject({ fromStatus: 'paid', toStatus: 'shipped', actor: 'staff:test', data: { trackingNumber: '00340434161094042557', carrier: 'DHL', units: 4 } });
    const rows = await db.select().from(devices).where(eq(devices.orderId, order.id));
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((r) => r.serialNumber)).size).toBe(4);
    expect(rows.every((r) => r.customerId === owner && r.status === 'in_pool' && r.employeeId === null)).toBe(true);
    expect(rows.filter((r) => r.category === 'laptops').map((r) => r.co2Kg)).toEqual([150, 150, 150]);
    expect(rows.filter((r) => r.category === 'phones').map((r) => r.co2Kg)).toEqual([50]);
    // 12 months of warranty from the shipping day
    const shipDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(rows[0]!.shippedAt);
    const [y, m, d] = shipDay.split('-');
    expect(rows[0]!.warrantyEndsOn).toBe(d === '29' && m === '02' ? `${Number(y) + 1}-02-28` : `${Number(y) + 1}-${m}-${d}`);

    const mail = readOutbox().find((x) => x.tag === 'order-shipped' && x.to === 'einkauf@flotte.example');
    expect(mail?.subject).toBe(`Ihre Bestellung ${order.orderNumber} ist unterwegs`);
    expect(mail?.text).toContain('00340434161094042557');
    for (const r of rows) expect(mail?.text).toContain(r.serialNumber);
  });

  it('refuses an unpaid prepayment order, a cancelled one and a second shipment', async () => {
    const [v] = await insertProduct([{ priceCents: 9900, stock: 10 }]);
    const unpaid = await placedOrder([{ variantId: v!.id, quantity: 1 }], { status: 'awaiting_payment' });
    expect(await errorOf(shipOrder(unpaid.id, { trackingNumber: 'TRACK-1' }, staff))).toMatchObject({ status: 409, code: 'order_unpaid' });
    const cancelled = await placedOrder([{ variantId: v!.id, quantity: 1 }], { status: 'cancelled' });
    expect(await errorOf(shipOrder(cancelled.id, { trackingNumber: 'TRACK-2' }, staff))).toMatchObject({ status: 409, code: 'order_cancelled' });
    const paid = await placedOrder([{ variantId: v!.id, quantity: 1 }]);
    await shipOrder(paid.id, { trackingNumber: 'TRACK-3' }, staff);
    expect(await errorOf(shipOrder(paid.id, { trackingNumber: 'TRACK-4' }, staff))).toMatchObject({ status: 409, code: 'already_shipped' });
    const db = await getDb();
    expect(await db.select().from(devices).where(eq(devices.orderId, paid.id))).toHaveLength(1);
    expect(await errorOf(shipOrder('00000000-0000-4000-8000-000000000000', { trackingNumber: 'TRACK-5' }, staff))).toMatchObject({ status: 404 });
  });

  it('ships once when two calls race: one succeeds, the other gets 409, one set of devices', async () => {
    const [v] = await insertProduct([{ priceCents: 9900, stock: 10 }]);
    const order = await placedOrder([{ variantId: v!.id, quantity: 2 }], { status: 'invoiced' });
    const results = await Promise.allSettled([
      shipOrder(order.id, { trackingNumber: 'RACE-A' }, staff),
      shipOrder(order.id, { trackingNumber: 'RACE-B' }, staff),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(rejected).toHaveLength(1);
    expect(rejected[0]!.reason).toMatchObject({ status: 409, code: 'already_shipped' });
    const db = await getDb();
    expect(await db.select().from(devices).where(eq(devices.orderId, order.id))).toHaveLength(2);
    expect((await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).filter((e) => e.type === 'shipped')).toHaveLength(1);
  });

  it('checks given serials: count per line, duplicates, serials already in use, bad tracking numbers', async () => {
    const [v] = await insertProduct([{ priceCents: 9900, stock: 10 }]);
    const order = await placedOrder([{ variantId: v!.id, quantity: 2 }]);
    expect(await errorOf(shipOrder(order.id, { trackingNumber: 'T-0001', serials: [{ position: 1, serials: ['SN-0001'] }] }, staff))).toMatchObject({
      status: 400,
      code: 'serial_count',
    });
    expect(await errorOf(shipOrder(order.id, { trackingNumber: 'T-0001', serials: [{ position: 1, serials: ['SN-0001', 'sn-0001'] }] }, staff))).toMatchObject({
      status: 400,
      code: 'duplicate_serial',
    });
    expect(await errorOf(shipOrder(order.id, { trackingNumber: 'T-0001', serials: [{ position: 2, serials: ['SN-0001'] }] }, staff))).toMatchObject({
      status: 400,
      code: 'unknown_line',
    });
    expect(await errorOf(shipOrder(order.id, { trackingNumber: '<x>' }, staff))).toMatchObject({ status: 400, code: 'invalid_request' });
    const other = await placedOrder([{ variantId: v!.id, quantity: 1 }]);
    await shipOrder(other.id, { trackingNumber: 'T-0002', serials: [{ position: 1, serials: ['SN-TAKEN-1'] }] }, staff);
    expect(await errorOf(shipOrder(order.id, { trackingNumber: 'T-0003', serials: [{ position: 1, serials: ['SN-TAKEN-1', 'SN-FREE-2'] }] }, staff))).toMatchObject({
      status: 409,
      code: 'serial_taken',
    });
    const db = await getDb();
    const [o] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(o!.status).toBe('paid');
  });
});

describe('cancelOrder', () => {
  it('puts the units back in stock and marks the order cancelled; refuses shipped and cancelled orders', async () => {
    const [v] = await insertProduct([{ priceCents: 9900, stock: 5 }]);
    const order = await placedOrder([{ variantId: v!.id, quantity: 2 }], { status: 'awaiting_payment' });
    expect(await stockOf(v!.id)).toEqual({ stock: 3, unitsSold: 2 });
    const done = await cancelOrder(order.id, staff);
    expect(done.restocked).toEqual([{ variantId: v!.id, quantity: 2 }]);
    expect(await stockOf(v!.id)).toEqual({ stock: 5, unitsSold: 0 });
    expect(await errorOf(cancelOrder(order.id, staff))).toMatchObject({ status: 409, code: 'already_cancelled' });
    expect(await stockOf(v!.id)).toEqual({ stock: 5, unitsSold: 0 });

    const shipped = await placedOrder([{ variantId: v!.id, quantity: 1 }]);
    await shipOrder(shipped.id, { trackingNumber: 'T-9999' }, staff);
    expect(await errorOf(cancelOrder(shipped.id, staff))).toMatchObject({ status: 409, code: 'already_shipped' });
    expect(await stockOf(v!.id)).toEqual({ stock: 4, unitsSold: 1 });
  });

  it('corrects the issued invoice of a paid order by a credit note', async () => {
    const [v] = await insertProduct([{ priceCents: 9900, stock: 5 }]);
    const order = await placedOrder([{ variantId: v!.id, quantity: 1 }], { status: 'awaiting_payment' });
    const { invoice } = await markOrderPaid(order.id, staff);
    const done = await cancelOrder(order.id, staff, { reason: 'Kunde hat storniert' });
    expect(done.creditNoteNumber).toMatch(/^KR-\d{4}-\d{5}$/);
    const db = await getDb();
    const [credit] = await db.select().from(invoices).where(eq(invoices.correctsInvoiceId, invoice.id));
    expect(credit).toMatchObject({ kind: 'credit_note', number: done.creditNoteNumber, totalCents: -(9900 + 590), reason: 'Kunde hat storniert' });
    const [o] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(o).toMatchObject({ status: 'cancelled' });
    expect(o!.cancelledAt).not.toBeNull();
  });
});
