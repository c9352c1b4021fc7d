import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import * as cartIndex from '@/pages/api/cart/index';
import * as lines from '@/pages/api/cart/[cartId]/lines/index';
import * as checkout from '@/pages/api/checkout';
import * as customer from '@/pages/api/v1/account/customer';
import { getDb } from '@/lib/server/db';
import { orders } from '@/lib/server/db/schema';
import { closeRateLimits } from '@/lib/server/security/rate-limit';
import type { Cart } from '@/lib/checkout/types';
import { callApi } from '../support/api';
import { checkoutBody, insertProduct } from '../support/catalog-fixtures';
import { bearer, registered } from './account-helpers';

afterAll(closeRateLimits);

type ErrorBody = { error: { code: string; message: string } };
type Placed = { orderNumber: string; totalCents: number };

const SITE = 'http://localhost:3000';

async function cartWith(variantId: number, quantity = 1): Promise<string> {
  const cart = (await callApi(cartIndex, { url: '/api/cart/' })).json as Cart;
  const res = await callApi(lines, { method: 'POST', url: '/x', params: { cartId: cart.id }, body: { variantId, quantity } });
  expect(res.status).toBe(200);
  return cart.id;
}

const authCookie = (token: string) => ({ cookie: `zweitwerk-auth-jwt=${token}` });

async function ordersOfCart(cartId: string) {
  const db = await getDb();
  return db.select({ id: orders.id, customerId: orders.customerId }).from(orders).where(eq(orders.cartId, cartId));
}

describe('cross-origin writes (CSRF)', () => {
  it('refuses a same-site, cross-origin text/plain checkout carrying the victim\'s auth cookie', async () => {
    const victim = await registered();
    const [v] = await insertProduct([{ priceCents: 9900, stock: 5 }]);
    const cartId = await cartWith(v!.id);
    // what a page on another subdomain can send without a preflight
    const res = await callApi(checkout, {
      method: 'POST',
      url: '/api/checkout',
      headers: { ...authCookie(victim.token), 'content-type': 'text/plain', origin: 'http://shop.evil.localhost:3000', 'sec-fetch-site': 'same-site' },
      body: JSON.stringify(checkoutBody(cartId)),
    });
    expect(res.status).toBe(403);
    expect((res.json as ErrorBody).error.code).toBe('cross_origin_request');
    expect(await ordersOfCart(cartId)).toEqual([]);
  });

  it('refuses a foreign Origin alone, and Sec-Fetch-Site cross-site alone', async () => {
    const victim = await registered();
    const [v] = await insertProduct([{ priceCents: 9900, stock: 5 }]);
    const cartId = await cartWith(v!.id);
    const attempts: Record<string, string>[] = [{ origin: 'https://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }];
    for (const headers of attempts) {
      const res = await callApi(checkout, { method: 'POST', url: '/api/checkout', headers: { ...authCookie(victim.token), ...headers }, body: checkoutBody(cartId) });
      expect(res.status).toBe(403);
    }
    expect(await ordersOfCart(cartId)).toEqual([]);
  });

  it('accepts the shop\'s own pages (same origin) with the cookie', async () => {
    const buyer = await registered();
    const [v] = await insertProduct([{ priceCents: 9900, stock: 5 }]);
    const cartId = await cartWith(v!.id);
    const res = await callApi(checkout, {
      method: 'POST',
      url: '/api/checkout',
      headers: { ...authCookie(buyer.token), origin: SITE, 'sec-fetch-site': 'same-origin' },
      body: checkoutBody(cartId),
    });
    expect(res.status).toBe(201);
    expect(await ordersOfCart(cartId)).toHaveLength(1);
  });

  it('guards the other state-changing routes too: profile update and cart lines', async () => {
    const victim = await registered();
    const foreign = { origin: 'http://evil.localhost:3000', 'sec-fetch-site': 'same-site' };
    const patch = await callApi(customer, { method: 'PATCH', url: '/api/v1/account/customer', headers: { ...authCookie(victim.token), ...foreign }, body: { firstName: 'Mallory' } });
    expect(patch.status).toBe(403);
    const me = await callApi(customer, { url: '/api/v1/account/customer', headers: bearer(victim.token) });
    expect((me.json as { firstName: string }).firstName).toBe('Erika');
    const [v] = await insertProduct([{ priceCents: 9900, stock: 5 }]);
    const cart = (await callApi(cartIndex, { url: '/api/cart/' })).json as Cart;
    const add = await callApi(lines, { method: 'POST', url: '/x', params: { cartId: cart.id }, headers: foreign, body: { variantId: v!.id, quantity: 1 } });
    expect(add.status).toBe(403);
  });

  it('lets a bearer-token call through from any origin: a browser never adds that header by itself', async () => {
    const c = await registered();
    const res = await callApi(customer, {
      method: 'PATCH',
      url: '/api/v1/account/customer',
      headers: { ...bearer(c.token), origin: 'https://app.example' },
      body: { firstName: 'Erika-Maria' },
    });
    expect(res.status).toBe(200);
  });
});

describe('Idempotency-Key', () => {
  it('answers 422 when the same key comes with a different body, and keeps the first order', async () => {
    const [v] = await insertProduct([{ priceCents: 12000, stock: 10 }]);
    const cartId = await cartWith(v!.id);
    const key = randomUUID();
    const first = await callApi(checkout, { method: 'POST', url: '/api/checkout', headers: { 'Idempotency-Key': key }, body: checkoutBody(cartId) });
    expect(first.status).toBe(201);
    const changed = await callApi(checkout, {
      method: 'POST',
      url: '/api/checkout',
      headers: { 'Idempotency-Key': key },
      body: checkoutBody(cartId, { email: 'someone-else@example.de', shippingAddress: { street: 'Andere Str. 2', postalCode: '20095', city: 'Hamburg', country: 'DE' } }),
    });
    expect(changed.status).toBe(422);
    expect((changed.json as ErrorBody).error.code).toBe('idempotency_key_mismatch');
    expect(changed.headers.get('idempotent-replayed')).toBeNull();
    // the identical request (keys in another order) still replays the first order
    const body = checkoutBody(cartId);
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const retry = await callApi(checkout, { method: 'POST', url: '/api/checkout', headers: { 'Idempotency-Key': key }, body: reordered });
    expect(retry.status).toBe(201);
    expect((retry.json as Placed).orderNumber).toBe((first.json as Placed).orderNumber);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const db = await getDb();
    const [row] = await db.select({ email: orders.email }).from(orders).where(eq(orders.idempotencyKey, key));
    expect(row!.email).toBe('kunde@example.de');
  });
});
