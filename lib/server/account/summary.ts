import '@/lib/server/only';
import { and, count, eq, isNull, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb } from '../db';
import { invoices, orders } from '../db/schema';
import { fleetFigures } from './fleet-figures';
import { countOpenOrders } from './order-history';

/** The account index's figures. Fleet figures only for business accounts (null for consumers). */
export type AccountSummary = {
  customerType: 'private' | 'business';
  openOrders: number;
  orders: number;
  /** invoices not yet paid, and their gross sum */
  openInvoices: number;
  openInvoicesCents: number;
  invoices: number;
  co2Kg: number;
  devicesInUse: number | null;
  poolSize: number | null;
};

/** A credit note that corrects an invoice: the invoices table a second time, under its own name. */
const creditNotes = alias(invoices, 'credit_notes');

export async function accountSummary(customerId: string, customerType: 'private' | 'business'): Promise<AccountSummary> {
  const db = await getDb();
  const [[all], [inv], [open], figures, openOrders] = await Promise.all([
    db.select({ n: count() }).from(orders).where(eq(orders.customerId, customerId)),
    db.select({ n: count() }).from(invoices).where(eq(invoices.customerId, customerId)),
    db
      .select({ n: count(), cents: sql<string>`coalesce(sum(${invoices.totalCents}), 0)` })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(
        and(
          eq(invoices.customerId, customerId),
          eq(invoices.kind, 'invoice'),
          isNull(orders.paidAt),
          sql`${orders.status} <> 'cancelled'`,
          notExists(db.select({ one: sql`1` }).from(creditNotes).where(eq(creditNotes.correctsInvoiceId, invoices.id))),
        ),
      ),
    fleetFigures(customerId),
    countOpenOrders(customerId),
  ]);
  const business = customerType === 'business';
  return {
    customerType,
    openOrders,
    orders: Number(all?.n ?? 0),
    openInvoices: Number(open?.n ?? 0),
    openInvoicesCents: Number(open?.cents ?? 0),
    invoices: Number(inv?.n ?? 0),
    co2Kg: figures.co2Kg,
    devicesInUse: business ? figures.devicesInUse : null,
    poolSize: business ? figures.poolSize : null,
  };
}
