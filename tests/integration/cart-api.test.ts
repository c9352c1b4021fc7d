import { describe, expect, it } from 'vitest';
import * as cartIndex from '@/pages/api/cart/index';
import * as cartById from '@/pages/api/cart/[cartId]/index';
import * as lines from '@/pages/api/cart/[cartId]/lines/index';
import * as line from '@/pages/api/cart/[cartId]/lines/[lineId]';
import * as completed from '@/pages/api/cart/completedCheckout/[cartId]';
import * as checkout from '@/pages/api/checkout';
import type { Cart } from '@/lib/checkout/types';
import { callApi } from '../support/api';
import { checkoutBody, insertProduct } from '../support/catalog-fixtures';

type ErrorBody = { error: { code: string; details?: unknown } };

async function newCart(): Promise<Cart> {
  const res = await callApi(cartIndex, { url: '/api/cart/' });
  expect(res.status).toBe(200);
  return res.json as Cart;
}

const add = (cartId: string, body: unknown) => callApi(lines, { method: 'POST', url: `/api/cart/${cartId}/lines`, params: { cartId }, body });
const patch = (cartId: string, lineId: string, body: unknown) =>
  callApi(line, { method: 'PATCH', url: `/api/cart/${cartId}/lines/${lineId}`, params: { cartId, lineId }, body });

describe('the spec cart calls', () => {
  it('GET /api/cart/ creates an empty cart with a random UUID id', async () => {
    const a = await newCart();
    const b = await newCart();
    expect(a.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a.id).not.toBe(b.id);
    expect(a).toEqual({ id: a.id, lines: [], subtotalCents: 0, shippingCents: 0, vatCents: 0, totalCents: 0, completed: false });
  });

  it('GET /api/cart/{id}/ returns the cart, 404 JSON for unknown or malformed ids, never cached', async () => {
    const cart = await newCart();
    const res = await callApi(cartById, { url: `/api/cart/${cart.id}/`, params: { cartId: cart.id } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect((res.json as Cart).id).toBe(cart.id);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
      const miss = await callApi(cartById, { url: `/api/cart/x/`, params: { cartId: id } });
      expect(miss.status).toBe(404);
      expect((miss.json as ErrorBody).error.code).toBe('not_found');
    }
  });

  it('completedCheckout: false before, true after the order, 404 for an unknown cart', async () => {
    const [v] = await insertProduct([{ priceCents: 19900, stock: 3 }]);
    const cart = await newCart();
    const ask = (cartId: string) => callApi(completed, { url: `/api/cart/completedCheckout/${cartId}`, params: { cartId } });
    const before = await ask(cart.id);
    expect(before.status).toBe(200);
    expect(before.json).toBe(false);
    await add(cart.id, { variantId: v!.id, quantity: 1 });
    const order = await callApi(checkout, { method: 'POST', url: '/api/checkout', body: checkoutBody(cart.id) });
    expect(order.status).toBe(201);
    const after = await ask(cart.id);
    expect(after.json).toBe(true);
    expect((await ask('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await ask('nope')).status).toBe(404);
  });

  it('answers 405 with Allow for other methods', async () => {
    const res = await callApi(cartIndex, { method: 'DELETE', url: '/api/cart/' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toContain('GET');
  });
});

describe('cart lines', () => {
  it('adds, merges, updates and removes lines with totals from the database', async () => {
    const [a, b] = await insertProduct([
      { priceCents: 34900, stock: 5 },
      { priceCents: 1999, stock: 10 },
    ]);
    const cart = await newCart();
    let res = await add(cart.id, { variantId: a!.id, quantity: 1 });
    expect(res.status).toBe(200);
    res = await add(cart.id, { variantId: a!.id, quantity: 2 });
    let c = res.json as Cart;
    expect(c.lines).toHaveLength(1);
    expect(c.lines[0]).toMatchObject({ variantId: a!.id, productId: a!.handle, quantity: 3, unitPriceCents: 34900, lineTotalCents: 104700, available: 5 });
    res = await add(cart.id, { variantId: b!.id });
    c = res.json as Cart;
    expect(c.lines.map((l) => l.quantity)).toEqual([3, 1]);
    expect(c.subtotalCents).toBe(104700 + 1999);
    expect(c.shippingCents).toBe(590);
    expect(c.totalCents).toBe(104700 + 1999 + 590);
    expect(c.vatCents).toBe(Math.round(c.totalCents - c.totalCents / 1.19));

    res = await patch(cart.id, c.lines[1]!.id, { quantity: 4 });
    expect((res.json as Cart).lines[1]!.quantity).toBe(4);
    res = await patch(cart.id, c.lines[1]!.id, { quantity: 0 });
    expect((res.json as Cart).lines).toHaveLength(1);
    res = await callApi(line, { method: 'DELETE', url: '/x', params: { cartId: cart.id, lineId: c.lines[0]!.id } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ lines: [], subtotalCents: 0, shippingCents: 0, totalCents: 0 });
    const again = await callApi(line, { method: 'DELETE', url: '/x', params: { cartId: cart.id, lineId: c.lines[0]!.id } });
    expect(again.status).toBe(404);
  });

  it('bounds quantities by stock with a 409 that names what is available', async () => {
    const [v] = await insertProduct([{ priceCents: 10000, stock: 2 }]);
    const cart = await newCart();
    const res = await add(cart.id, { variantId: v!.id, quantity: 3 });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ error: { code: 'insufficient_stock', details: { variantId: v!.id, available: 2 } } });
    const ok = (await add(cart.id, { variantId: v!.id, quantity: 2 })).json as Cart;
    expect((await add(cart.id, { variantId: v!.id, quantity: 1 })).status).toBe(409);
    expect((await patch(cart.id, ok.lines[0]!.id, { quantity: 3 })).status).toBe(409);
    expect(((await callApi(cartById, { url: '/x', params: { cartId: cart.id } })).json as Cart).lines[0]!.quantity).toBe(2);
  });

  it('ignores prices in the request: the database price wins', async () => {
    const [v] = await insertProduct([{ priceCents: 59900, stock: 4 }]);
    const cart = await newCart();
    const res = await add(cart.id, { variantId: v!.id, quantity: 1, unitPriceCents: 1, priceCents: 1, lineTotalCents: 1 });
    expect(res.status).toBe(200);
    expect((res.json as Cart).lines[0]!.unitPriceCents).toBe(59900);
    expect((res.json as Cart).subtotalCents).toBe(59900);
  });

  it.each([
    [{ variantId: 1, quantity: 0 }],
    [{ variantId: 1, quantity: -1 }],
    [{ variantId: 1, quantity: 1.5 }],
    [{ variantId: 1, quantity: 100 }],
    [{ variantId: '1', quantity: 1 }],
    [{ quantity: 1 }],
    ['{not json'],
  ])('rejects %j with a JSON 400', async (body) => {
    const cart = await newCart();
    const res = await add(cart.id, body);
    expect(res.status).toBe(400);
    expect((res.json as ErrorBody).error.code).toMatch(/^invalid_/);
  });

  it('404 for an unknown variant or cart; 409 once the cart was ordered', async () => {
    const [v] = await insertProduct([{ priceCents: 5000, stock: 5 }]);
    const cart = await newCart();
    expect((await add(cart.id, { variantId: 99999999, quantity: 1 })).status).toBe(404);
    expect((await add('00000000-0000-4000-8000-000000000000', { variantId: v!.id, quantity: 1 })).status).toBe(404);
    await add(cart.id, { variantId: v!.id, quantity: 1 });
    expect((await callApi(checkout, { method: 'POST', url: '/api/checkout', body: checkoutBody(cart.id) })).status).toBe(201);
    const late = await add(cart.id, { variantId: v!.id, quantity: 1 });
    expect(late.status).toBe(409);
    expect((late.json as ErrorBody).error.code).toBe('cart_completed');
  });
});
