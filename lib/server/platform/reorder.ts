import '@/lib/server/only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { getDb } from '../db';
import { isUuid } from '../db/ids';
import { carts, orderLines, orders, products, variants } from '../db/schema';
import { NotFoundError } from '../http/errors';
import { addCartLine, createCart, MAX_LINE_QUANTITY } from './cart';

export type ReorderResult = {
  cartId: string;
  added: { variantId: number; title: string; quantity: number }[];
  /** lines that could not be added in full: gone, unpublished or short of stock */
  missing: { title: string; requested: number; added: number }[];
};

/**
 * 'Order again': puts the items of one of the customer's orders into a cart at today's prices (the
 * cart always prices from the catalog). Uses the browser's open cart when it names one, otherwise a
 * new cart of the customer; a line short of stock is added with what is left and reported. 404 when
 * the order is not the customer's.
 */
export async function reorder(customerId: string, orderId: string, cartId: string | null | undefined): Promise<ReorderResult> {
  if (!isUuid(orderId)) throw new NotFoundError('Order not found.');
  const db = await getDb();
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  if (!order) throw new NotFoundError('Order not found.');
  const lines = await db
    .select({ variantId: orderLines.variantId, title: orderLines.title, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position));
  let target: string | null = null;
  if (cartId && isUuid(cartId)) {
    const [c] = await db.select({ id: carts.id, completedAt: carts.completedAt, customerId: carts.customerId }).from(carts).where(eq(carts.id, cartId));
    if (c && !c.completedAt && (c.customerId === null || c.customerId === customerId)) target = c.id;
  }
  target ??= (await createCart(customerId)).id;
  const ids = lines.map((l) => l.variantId).filter((v): v is number => v !== null);
  const stockRows = ids.length
    ? await db
        .select({ id: variants.id, stock: variants.stock, published: products.published })
        .from(variants)
        .innerJoin(products, eq(products.id, variants.productId))
        .where(inArray(variants.id, ids))
    : [];
  const stock = new Map(stockRows.map((r) => [r.id, r.published ? Math.min(r.stock, MAX_LINE_QUANTITY) : 0]));
  const result: ReorderResult = { cartId: target, added: [], missing: [] };
  for (const line of lines) {
    const available = line.variantId === null ? 0 : (stock.get(line.variantId) ?? 0);
    const qty = Math.min(line.quantity, available);
    let added = 0;
    if (qty > 0) {
      try {
        await addCartLine(target, line.variantId!, qty);
        added = qty;
        result.added.push({ variantId: line.variantId!, title: line.title, quantity: qty });
      } catch {
        added = 0; // the cart already holds what stock allows
      }
    }
    if (added < line.quantity) result.missing.push({ title: line.title, requested: line.quantity, added });
  }
  return result;
}
