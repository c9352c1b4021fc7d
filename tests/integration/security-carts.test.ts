import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import * as cartIndex from '@/pages/api/cart/index';
import * as lines from '@/pages/api/cart/[cartId]/lines/index';
import { getDb } from '@/lib/server/db';
import { resetEnvForTests } from '@/lib/server/env';
import { carts } from '@/lib/server/db/schema';
import { sweepEmptyCarts } from '@/lib/server/platform/cart';
import { closeRateLimits } from '@/lib/server/security/rate-limit';
import type { Cart } from '@/lib/checkout/types';
import { callApi } from '../support/api';
import { insertProduct } from '../support/catalog-fixtures';
import { ip } from './account-helpers';

afterAll(closeRateLimits);

const DAY = 24 * 60 * 60 * 1000;

async function newCart(address = ip()) {
  return callApi(cartIndex, { url: '/api/cart/', headers: { 'x-forwarded-for': address } });
}

describe('cart creation per address', () => {
  it('answers 429 once an address has created its hourly number of carts; other addresses go on', async () => {
    process.env.CART_CREATES_PER_HOUR = '5';
    resetEnvForTests();
    await closeRateLimits();
    try {
      const address = ip();
      for (let i = 0; i < 5; i++) expect((await newCart(address)).status).toBe(200);
      const refused = await newCart(address);
      expect(refused.status).toBe(429);
      expect((refused.json as { error: { code: string } }).error.code).toBe('rate_limited');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await newCart(ip())).status).toBe(200);
    } finally {
      process.env.CART_CREATES_PER_HOUR = '1000000';
      resetEnvForTests();
      await closeRateLimits();
    }
  });
});

describe('sweep of empty carts', () => {
  it('deletes open, empty carts untouched for 30 days and keeps every other cart', async () => {
    const [v] = await insertProduct([{ priceCents: 5000, stock: 5 }]);
    const ids = await Promise.all(Array.from({ length: 4 }, async () => ((await newCart()).json as Cart).id));
    const [oldEmpty, oldWithLine, recentEmpty, oldCompleted] = ids as [string, string, string, string];
    expect((await callApi(lines, { method: 'POST', url: '/x', params: { cartId: oldWithLine }, body: { variantId: v!.id, quantity: 1 } })).status).toBe(200);
    const db = await getDb();
    const old = new Date(Date.now() - 31 * DAY);
    await db.update(carts).set({ updatedAt: old }).where(inArray(carts.id, [oldEmpty, oldWithLine, oldCompleted]));
    await db.update(carts).set({ updatedAt: new Date(Date.now() - 29 * DAY) }).where(eq(carts.id, recentEmpty));
    await db.update(carts).set({ completedAt: sql`now()` }).where(eq(carts.id, oldCompleted));

    expect(await sweepEmptyCarts()).toBeGreaterThanOrEqual(1);
    const left = (await db.select({ id: carts.id }).from(carts).where(inArray(carts.id, ids))).map((r) => r.id);
    expect(left.sort()).toEqual([oldWithLine, recentEmpty, oldCompleted].sort());
    // a second run (another instance, the next day) finds nothing more of these
    await sweepEmptyCarts();
    expect(await db.select({ id: carts.id }).from(carts).where(inArray(carts.id, ids))).toHaveLength(3);
  });
});
