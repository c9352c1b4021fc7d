import '@/lib/server/only';
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { getDb, type DbOrTx } from '../db';
import { orderEvents, type Actor } from '../db/schema';

type OrderEventType = 'placed' | 'invoiced' | 'paid' | 'shipped' | 'cancelled' | 'credited';

export type OrderEventInput = {
  orderId: string;
  type: OrderEventType;
  fromStatus?: string | null;
  toStatus?: string | null;
  actor: Actor;
  data?: Record<string, unknown>;
  at?: Date;
};

/** Writes one entry of an order's status timeline; call it inside the transaction that changes the order. */
export async function recordOrderEvent(tx: DbOrTx, e: OrderEventInput): Promise<void> {
  await tx.insert(orderEvents).values({
    id: randomUUID(),
    orderId: e.orderId,
    type: e.type,
    fromStatus: e.fromStatus ?? null,
    toStatus: e.toStatus ?? null,
    actor: e.actor,
    data: e.data ?? {},
    ...(e.at ? { createdAt: e.at } : {}),
  });
}

export type OrderEventView = { type: string; fromStatus: string | null; toStatus: string | null; actor: string; data: Record<string, unknown>; createdAt: string };

/** An order's timeline, oldest first. */
export async function listOrderEvents(orderId: string): Promise<OrderEventView[]> {
  const db = await getDb();
  const rows = await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  return rows.map((r) => ({ type: r.type, fromStatus: r.fromStatus, toStatus: r.toStatus, actor: r.actor, data: r.data, createdAt: r.createdAt.toISOString() }));
}
