import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db';
import { invoices, orderEvents, orders } from '@/lib/server/db/schema';
import { issueCreditNote, issueInvoice } from '@/lib/server/invoicing';
import { nextDocumentNumber } from '@/lib/server/invoicing/numbers';
import { markOrderPaid } from '@/lib/server/platform/payments';
import { insertOrder } from '../support/order-fixtures';

const yearNow = () => Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(new Date()));

async function numbersOf(series: string): Promise<number[]> {
  const db = await getDb();
  const rows = await db.select({ seq: invoices.seq }).from(invoices).where(sql`${invoices.series} = ${series} and ${invoices.year} = ${yearNow()}`);
  return rows.map((r) => r.seq).sort((a, b) => a - b);
}

describe('invoices', () => {
  it('50 concurrent issues get the numbers 1..50 without a gap, also when issues roll back in between', async () => {
    const db = await getDb();
    const made: { id: string }[] = [];
    for (let i = 0; i < 50; i++) made.push(await insertOrder({ status: 'invoiced' }));
    const failing = Array.from({ length: 10 }, () =>
      db
        .transaction(async (tx) => {
          await nextDocumentNumber(tx, 'RE', yearNow());
          throw new Error('rolled back on purpose');
        })
        .catch((e: unknown) => e),
    );
    const issued = await Promise.all([...made.map((o) => issueInvoice(o.id, 'system')), ...failing]);
    const rows = issued.filter((x): x is typeof invoices.$inferSelect => !(x instanceof Error));
    expect(rows).toHaveLength(50);
    expect(await numbersOf('RE')).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.number)).size).toBe(50);
    expect(rows.map((r) => r.number).sort()[0]).toBe(`RE-${yearNow()}-00001`);
    expect(rows.map((r) => r.number).sort()[49]).toBe(`RE-${yearNow()}-00050`);
    // asking again returns the same invoice, no new number
    const again = await issueInvoice(made[0]!.id, 'system');
    expect(again.number).toBe(rows.find((r) => r.orderId === made[0]!.id)!.number);
    expect(await numbersOf('RE')).toHaveLength(50);
  });

  it('freezes seller, buyer and sums; net and VAT add up to the gross the customer paid', async () => {
    const o = await insertOrder({ lines: [{ quantity: 2, unitPriceCents: 34900 }, { quantity: 1, unitPriceCents: 1990 }], poNumber: 'PO-4711' });
    const inv = await issueInvoice(o.id, 'system');
    // 2 × 349.00 + 19.90 + 5.90 shipping = 723.80 gross: net 608.23, VAT 19 % of it 115.56, 0.01 rounding
    expect(inv.totalCents).toBe(72380);
    expect(inv.vatCents).toBe(11556);
    expect(inv.netCents).toBe(60823);
    expect(inv.lines.reduce((s, l) => s + l.lineNetCents, 0)).toBe(60823);
    expect(inv.lines.map((l) => [l.kind, l.quantity, l.lineGrossCents])).toEqual([
      ['item', 2, 69800],
      ['item', 1, 1990],
      ['shipping', 1, 590],
    ]);
    expect(inv.seller).toMatchObject({ name: 'Zweitwerk GmbH', vatId: 'DE341587726', address: { city: 'Berlin' } });
    expect(inv.buyer).toMatchObject({ company: 'Muster GmbH', vatId: 'DE123456789', address: { street: 'Musterstraße 1' } });
    expect(inv.buyerReference).toBe('PO-4711');
    expect(inv.dueDate).not.toBeNull();
  });

  it('is immutable: the database refuses updates and deletes; a correction is a credit note', async () => {
    const o = await insertOrder({});
    const inv = await issueInvoice(o.id, 'system');
    const db = await getDb();
    await expect(db.update(invoices).set({ totalCents: 1 }).where(eq(invoices.id, inv.id))).rejects.toThrow();
    await expect(db.delete(invoices).where(eq(invoices.id, inv.id))).rejects.toThrow();
    const kr = await issueCreditNote(inv.id, { reason: 'Rücksendung' }, 'staff:test');
    expect(kr.number).toMatch(new RegExp(`^KR-${yearNow()}-\\d{5}$`));
    expect(kr.kind).toBe('credit_note');
    expect(kr.correctsNumber).toBe(inv.number);
    expect(kr.totalCents).toBe(-inv.totalCents);
    expect(kr.vatCents).toBe(-inv.vatCents);
    await expect(issueCreditNote(inv.id, { reason: 'again' }, 'staff:test')).rejects.toMatchObject({ status: 409, code: 'already_credited' });
    const [unchanged] = await db.select().from(invoices).where(eq(invoices.id, inv.id));
    expect(unchanged!.totalCents).toBe(inv.totalCents);
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id));
    expect(events.map((e) => e.type).sort()).toEqual(['credited', 'invoiced', 'placed']);
  });

  it('markOrderPaid: a prepaid order becomes paid and gets its invoice; a second call and cancelled orders are refused', async () => {
    const o = await insertOrder({ status: 'awaiting_payment', paymentMethod: 'prepayment' });
    const db = await getDb();
    expect(await db.select().from(invoices).where(eq(invoices.orderId, o.id))).toHaveLength(0);
    const results = await Promise.allSettled([markOrderPaid(o.id, 'staff:a'), markOrderPaid(o.id, 'staff:b')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason).toMatchObject({ status: 409, code: 'already_paid' });
    const [row] = await db.select().from(orders).where(eq(orders.id, o.id));
    expect(row!.status).toBe('paid');
    expect(row!.paidAt).not.toBeNull();
    const inv = await db.select().from(invoices).where(eq(invoices.orderId, o.id));
    expect(inv).toHaveLength(1);
    expect(inv[0]!.dueDate).toBeNull();
    expect(inv[0]!.totalCents).toBe(o.totalCents);

    const cancelled = await insertOrder({ status: 'cancelled', paymentMethod: 'prepayment' });
    await expect(markOrderPaid(cancelled.id, 'staff:a')).rejects.toMatchObject({ status: 409, code: 'order_cancelled' });
    await expect(markOrderPaid('00000000-0000-4000-8000-000000000000', 'staff:a')).rejects.toMatchObject({ status: 404 });
  });

  it('an order on account keeps its invoice when paid and records the payment in its timeline', async () => {
    const o = await insertOrder({ status: 'invoiced', paymentMethod: 'invoice' });
    const first = await issueInvoice(o.id, 'system');
    const paid = await markOrderPaid(o.id, 'staff:a');
    expect(paid.invoice.number).toBe(first.number);
    const db = await getDb();
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id));
    expect(events.find((e) => e.type === 'paid')).toMatchObject({ fromStatus: 'invoiced', toStatus: 'paid', actor: 'staff:a' });
  });
});
