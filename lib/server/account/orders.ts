import '@/lib/server/only';
import { desc, eq } from 'drizzle-orm';
import { getDb } from '../db';
import { orders } from '../db/schema';

/** An order as the account overview lists it. */
export type OrderSummary = {
  id: string;
  orderNumber: string;
  /** cents, gross incl. VAT */
  totalCents: number;
  status: (typeof orders.$inferSelect)['status'];
  /** ISO 8601 */
  createdAt: string;
};

/** The customer's most recent orders, newest first (read-only view of the commerce tables). */
export async function listLatestOrders(customerId: string, limit = 5): Promise<OrderSummary[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber, totalCents: orders.totalCents, status: orders.status, createdAt: orders.createdAt })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
