import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db';
import { customers, invoices, orders } from '@/lib/server/db/schema';
import { seedDemoIfEmpty } from '@/lib/server/seed/demo';
import { seedAccountHistory } from '@/lib/server/seed/account-history';

describe('demo order history', () => {
  it('gives demo@ orders in every state over about 18 months with invoices, kunde@ two orders; runs once', async () => {
    const db = await getDb();
    await seedDemoIfEmpty();
    expect(await seedAccountHistory()).toBe('account history present');
    const [demo] = await db.select().from(customers).where(eq(customers.email, 'demo@zweitwerk.de'));
    const [consumer] = await db.select().from(customers).where(eq(customers.email, 'kunde@zweitwerk.de'));
    const demoOrders = await db.select().from(orders).where(eq(orders.customerId, demo!.id));
    expect(demoOrders.length).toBeGreaterThanOrEqual(8);
    expect(new Set(demoOrders.map((o) => o.status))).toEqual(new Set(['awaiting_payment', 'invoiced', 'paid', 'shipped', 'cancelled']));
    const oldest = Math.min(...demoOrders.map((o) => o.createdAt.getTime()));
    expect((Date.now() - oldest) / 86_400_000).toBeGreaterThan(500);
    const demoInvoices = await db.select().from(invoices).where(eq(invoices.customerId, demo!.id));
    // every order on account and every paid prepayment order has exactly one invoice
    const invoiced = demoOrders.filter((o) => o.paymentMethod === 'invoice' || o.paidAt);
    expect(demoInvoices.filter((i) => i.kind === 'invoice').map((i) => i.orderId).sort()).toEqual(invoiced.map((o) => o.id).sort());
    // one of the two laptops of the order paid nine days ago came back: a credit note for that unit
    const credits = demoInvoices.filter((i) => i.kind === 'credit_note');
    expect(credits).toHaveLength(1);
    const corrected = demoInvoices.find((i) => i.id === credits[0]!.correctsInvoiceId)!;
    expect(corrected.lines[0]!.quantity).toBe(2);
    expect(credits[0]!.lines).toEqual([expect.objectContaining({ position: 1, quantity: -1, lineGrossCents: -corrected.lines[0]!.unitGrossCents })]);
    expect(credits[0]!.reason).toBe('Widerruf');
    const consumerOrders = await db.select().from(orders).where(eq(orders.customerId, consumer!.id));
    expect(consumerOrders.map((o) => o.status).sort()).toEqual(['awaiting_payment', 'paid']);
  }, 180_000);
});
