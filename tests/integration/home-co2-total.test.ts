import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as cartIndex from '@/pages/api/cart/index';
import * as lines from '@/pages/api/cart/[cartId]/lines/index';
import * as checkout from '@/pages/api/checkout';
import type { Cart } from '@/lib/checkout/types';
import { getDb } from '@/lib/server/db';
import { orders } from '@/lib/server/db/schema';
import { totalCo2AvoidedKg } from '@/lib/server/platform/co2-total';
import { callApi } from '../support/api';
import { checkoutBody, insertProduct } from '../support/catalog-fixtures';

async function order(items: { variantId: number; quantity: number }[]): Promise<string> {
  const cart = (await callApi(cartIndex, { url: '/api/cart/' })).json as Cart;
  for (const item of items) await callApi(lines, { method: 'POST', url: '/x', params: { cartId: cart.id }, body: item });
  const res = await callApi(checkout, { method: 'POST', url: '/api/checkout', body: checkoutBody(cart.id) });
  expect(res.status).toBe(201);
  return (res.json as { orderNumber: string }).orderNumber;
}

describe('CO2e avoided by all orders (home page)', () => {
  it('is zero before the first order', async () => {
    expect(await totalCo2AvoidedKg()).toEqual({ kg: 0, orders: 0, devices: 0 });
  });

  it('sums each line’s stored factor × quantity over all orders that are not cancelled', async () => {
    // category defaults: a laptop avoids 150 kg, a phone 50 kg
    const [laptop] = await insertProduct([{ priceCents: 30000, stock: 10 }], { category: 'laptops' });
    const [phone] = await insertProduct([{ priceCents: 20000, stock: 10 }], { category: 'phones' });
    await order([{ variantId: laptop!.id, quantity: 2 }, { variantId: phone!.id, quantity: 1 }]);
    await order([{ variantId: phone!.id, quantity: 3 }]);
    expect(await totalCo2AvoidedKg()).toEqual({ kg: 2 * 150 + 50 + 3 * 50, orders: 2, devices: 6 });

    const cancelled = await order([{ variantId: laptop!.id, quantity: 1 }]);
    const db = await getDb();
    await db.update(orders).set({ status: 'cancelled' }).where(eq(orders.orderNumber, cancelled));
    expect(await totalCo2AvoidedKg()).toEqual({ kg: 500, orders: 2, devices: 6 });
  });
});
