import '@/lib/server/only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '../db';
import { orders, type Actor, type OrderStatus } from '../db/schema';
import { ConflictError, NotFoundError } from '../http/errors';
import { emit } from '../events';
import { issueInvoiceInTx, type InvoiceRow } from '../invoicing';
import { recordOrderEvent } from '../orders';

export type PaidResult = { orderId: string; status: OrderStatus; invoice: InvoiceRow };

/**
 * Records that an order's money arrived. A prepayment order moves from awaiting payment to
 * paid and gets its invoice now; an order on account (invoiced, or shipped already) is marked
 * paid against the invoice issued when it was placed. Refused for cancelled or already paid
 * orders; the order row is locked, so two concurrent calls cannot both succeed.
 */
export async function markOrderPaid(orderId: string, actor: Actor): Promise<PaidResult> {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [o] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!o) throw new NotFoundError('Order not found.');
    if (o.status === 'cancelled') throw new ConflictError('order_cancelled', 'The order is cancelled.');
    if (o.paidAt || o.status === 'paid') throw new ConflictError('already_paid', 'The order is paid already.');
    const now = new Date();
    const to: OrderStatus = o.status === 'shipped' ? 'shipped' : 'paid';
    await tx.update(orders).set({ status: to, paidAt: now, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
    await recordOrderEvent(tx, { orderId, type: 'paid', fromStatus: o.status, toStatus: to, actor, at: now });
    const invoice = await issueInvoiceInTx(tx, orderId, actor, now);
    return { orderId, from: o.status, status: to, invoice };
  });
  if (result.from !== result.status) await emit('order.status_changed', { orderId, from: result.from, to: result.status });
  return { orderId, status: result.status, invoice: result.invoice };
}
