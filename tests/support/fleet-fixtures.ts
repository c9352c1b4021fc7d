import { eq } from 'drizzle-orm';
import * as cartIndex from '@/pages/api/cart/index';
import * as lines from '@/pages/api/cart/[cartId]/lines/index';
import * as checkout from '@/pages/api/checkout';
import { getDb } from '@/lib/server/db';
import { orders, type OrderStatus } from '@/lib/server/db/schema';
import type { Cart } from '@/lib/checkout/types';
import { callApi } from './api';
import { checkoutBody } from './catalog-fixtures';

/**
 * Places a real order through the cart and checkout routes (prices and CO2 figures as checkout
 * computes them), then sets its owner and status as the back office would have.
 */
export async function placedOrder(
  items: { variantId: number; quantity: number }[],
  opts: { customerId?: string | null; status?: OrderStatus; email?: string } = {},
): Promise<{ id: string; orderNumber: string }> {
  const cart = (await callApi(cartIndex, { url: '/api/cart/' })).json as Cart;
  for (const item of items) {
    const res = await callApi(lines, { method: 'POST', url: '/x', params: { cartId: cart.id }, body: item });
    if (res.status !== 200) throw new Error(`add to cart failed: ${res.status} ${res.text}`);
  }
  const res = await callApi(checkout, { method: 'POST', url: '/api/checkout', body: checkoutBody(cart.id, opts.email ? { email: opts.email } : {}) });
  if (res.status !== 201) throw new Error(`checkout failed: ${res.status} ${res.text}`);
  const { orderNumber } = res.json as { orderNumber: string };
  const db = await getDb();
  const [row] = await db
    .update(orders)
    .set({ customerId: opts.customerId ?? null, status: opts.status ?? 'paid' })
    .where(eq(orders.orderNumber, orderNumber))
    .returning({ id: orders.id });
  return { id: row!.id, orderNumber };
}
