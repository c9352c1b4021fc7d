import '@/lib/server/only';
import { and, ne, sql } from 'drizzle-orm';
import { getDb } from '../db';
import { orderLines, orders } from '../db/schema';

/**
 * kg CO2e avoided by every order placed so far: the factor each order line stored at the time of
 * the order × its quantity. Cancelled orders do not count.
 */
export async function totalCo2AvoidedKg(): Promise<{ kg: number; orders: number; devices: number }> {
  const db = await getDb();
  const [row] = await db
    .select({
      kg: sql<string>`coalesce(sum(${orderLines.co2Kg} * ${orderLines.quantity}), 0)`,
      devices: sql<string>`coalesce(sum(${orderLines.quantity}), 0)`,
      orders: sql<string>`count(distinct ${orders.id})`,
    })
    .from(orderLines)
    .innerJoin(orders, sql`${orders.id} = ${orderLines.orderId}`)
    .where(and(ne(orders.status, 'cancelled')));
  return { kg: Number(row?.kg ?? 0), orders: Number(row?.orders ?? 0), devices: Number(row?.devices ?? 0) };
}
