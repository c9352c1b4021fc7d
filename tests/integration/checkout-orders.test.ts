import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import * as cartIndex from '@/pages/api/cart/index';
import * as lines from '@/pages/api/cart/[cartId]/lines/index';
import * as checkout from '@/pages/api/checkout';
import { closeDb, getDb } from '@/lib/server/db';
import { carts, orderLines, orders, variants } from '@/lib/server/db/schema';
import { readOutbox } from '@/lib/server/mail';
import { getOrderForViewer } from '@/lib/server/platform/orders';
import { orderAccessCookieName } from '@/lib/server/platform/order-access';
import type { Cart } from '@/lib/checkout/types';
import { callApi } from '../support/api';
import { checkoutBody, insertProduct } from '../support/catalog-fixtures';
import { closeRateLimits } from '@/lib/server/security/rate-limit';
import { bearer, registered } from './account-helpers';

afterAll(closeRateLimits);

type ErrorBody = { error: { code: string; details?: unknown } };

/** The field problems of a 400 answer as path → code. */
function fieldCodes(body: unknown): Record<string, string> {
  const details = (body as { error: { details?: { path: string; code: string }[] } }).error.details ?? [];
  return Object.fromEntries(details.map((d) => [d.path, d.code]));
}
type Placed = { orderNumber: string; totalCents: number };

async function cartWith(items: { variantId: number; quantity: number }[]): Promise<string> {
  const cart = (await callApi(cartIndex, { url: '/api/cart/' })).json as Cart;
  for (const item of items) {
    const res = await callApi(lines, { method: 'POST', url: '/x', params: { cartId: cart.id }, body: item });
    expect(res.status).toBe(200);
  }
  return cart.id;
}

const order = (body: unknown, headers: Record<string, string> = {}) => callApi(checkout, { method: 'POST', url: '/api/checkout', body, headers });

async function stockOf(id: number): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, id));
  return row!.stock;
}

describe('POST /api/checkout', () => {
  it('places an order at database prices, decrements stock, completes the cart and mails a confirmation', async () => {
    const [a, b] = await insertProduct([
      { priceCents: 34900, stock: 5 },
      { priceCents: 1990, stock: 9 },
    ]);
    const cartId = await cartWith([
      { variantId: a!.id, quantity: 2 },
      { variantId: b!.id, quantity: 1 },
    ]);
    const res = await order(checkoutBody(cartId, { totalCents: 1, subtotalCents: 1, lines: [{ variantId: a!.id, unitPriceCents: 1 }] }));
    expect(res.status).toBe(201);
    const placed = res.json as Placed;
    expect(placed.orderNumber).toMatch(/^ZW-\d{4}-\d{6}$/);
    expect(placed.totalCents).toBe(2 * 34900 + 1990 + 590);
    expect(res.headers.get('set-cookie')).toContain(`${orderAccessCookieName(placed.orderNumber)}=`);
    expect(res.headers.get('set-cookie')!.split('; ').slice(1).sort()).toEqual(['HttpOnly', 'Max-Age=2592000', 'Path=/', 'SameSite=Lax']);
    expect(await stockOf(a!.id)).toBe(3);
    expect(await stockOf(b!.id)).toBe(8);

    const db = await getDb();
    const [row] = await db.select().from(orders).where(eq(orders.orderNumber, placed.orderNumber));
    expect(row).toMatchObject({
      status: 'awaiting_payment',
      paymentMethod: 'prepayment',
      subtotalCents: 71790,
      shippingCents: 590,
      totalCents: 72380,
      vatCents: Math.round(72380 - 72380 / 1.19),
      netCents: 72380 - Math.round(72380 - 72380 / 1.19),
      email: 'kunde@example.de',
      cartId,
      customerType: 'private',
      company: null,
    });
    expect(row!.billingAddress).toMatchObject({ name: 'Erika Mustermann', street: 'Musterstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE' });
    const ol = await db.select().from(orderLines).where(eq(orderLines.orderId, row!.id));
    expect(ol.map((l) => [l.position, l.quantity, l.unitPriceCents, l.lineTotalCents])).toEqual([
      [1, 2, 34900, 69800],
      [2, 1, 1990, 1990],
    ]);
    const [cart] = await db.select().from(carts).where(eq(carts.id, cartId));
    expect(cart!.completedAt).not.toBeNull();

    const mail = readOutbox().find((m) => m.subject.includes(placed.orderNumber));
    expect(mail).toBeDefined();
    expect(mail!.to).toBe('kunde@example.de');
    expect(mail!.tag).toBe('order-confirmation');
    expect(mail!.subject).toBe(`Ihre Bestellung ${placed.orderNumber} bei Zweitwerk`);
    expect(mail!.text).toContain('IBAN: DE89 3704 0044 0532 0130 00');
    expect(mail!.text).toContain(`Verwendungszweck: ${placed.orderNumber}`);
    expect(mail!.text).toContain('723,80');
    expect(mail!.text).toContain('Widerrufsrecht');
  });

  it('a signed-in business customer pays on invoice; the mail is in English for an English order', async () => {
    const [v] = await insertProduct([{ priceCents: 49900, stock: 2 }]);
    const cartId = await cartWith([{ variantId: v!.id, quantity: 1 }]);
    const account = await registered({ customerType: 'business', company: 'Muster GmbH' });
    const res = await order(
      checkoutBody(cartId, {
        customerType: 'business',
        company: 'Muster GmbH',
        vatId: 'de 123 456 789',
        poNumber: 'PO-4711',
        paymentMethod: 'invoice',
        email: 'Einkauf@Muster.example',
        locale: 'en',
        billingAddress: { name: 'Buchhaltung', company: 'Muster GmbH', street: 'Rechnungsweg 5', postalCode: '1010', city: 'Wien', country: 'AT' },
      }),
      bearer(account.token),
    );
    expect(res.status).toBe(201);
    const placed = res.json as Placed;
    const db = await getDb();
    const [row] = await db.select().from(orders).where(eq(orders.orderNumber, placed.orderNumber));
    expect(row).toMatchObject({ status: 'invoiced', paymentMethod: 'invoice', company: 'Muster GmbH', vatId: 'DE123456789', poNumber: 'PO-4711', email: 'einkauf@muster.example', locale: 'en' });
    expect(row!.billingAddress).toMatchObject({ city: 'Wien', country: 'AT', name: 'Buchhaltung' });
    const mail = readOutbox().find((m) => m.subject.includes(placed.orderNumber))!;
    expect(mail.subject).toBe(`Your Zweitwerk order ${placed.orderNumber}`);
    expect(mail.text).toContain('pay on invoice');
    expect(mail.text).not.toContain('IBAN');
    expect(mail.text).toContain('PO-4711');
  });

  it('rejects invalid input field by field with a JSON 400 and touches nothing', async () => {
    const [v] = await insertProduct([{ priceCents: 10000, stock: 1 }]);
    const cartId = await cartWith([{ variantId: v!.id, quantity: 1 }]);
    const res = await order(
      checkoutBody(cartId, {
        email: 'nope',
        paymentMethod: 'invoice',
        acceptTerms: false,
        shippingAddress: { street: 'Musterstraße', postalCode: '1234', city: '', country: 'US' },
      }),
    );
    expect(res.status).toBe(400);
    expect((res.json as ErrorBody).error.code).toBe('invalid_request');
    expect(fieldCodes(res.json)).toEqual({
      email: 'email_invalid',
      paymentMethod: 'invoice_business_only',
      acceptTerms: 'terms_required',
      'shippingAddress.street': 'street_number_missing',
      'shippingAddress.city': 'required',
      'shippingAddress.country': 'country_unsupported',
    });
    const bad = await order(checkoutBody(cartId, { customerType: 'business', company: 'X GmbH', vatId: 'DE12345' }));
    expect(fieldCodes(bad.json)).toEqual({ vatId: 'vat_id_invalid' });
    expect((await order('{oops')).status).toBe(400);
    expect((await order({ ...checkoutBody(cartId), email: 42 })).status).toBe(400);
    expect((await order(checkoutBody(cartId), { 'Idempotency-Key': 'short' })).status).toBe(400);
    expect(await stockOf(v!.id)).toBe(1);
  });

  it('409 for an empty cart, 404 for an unknown one, 409 when the cart was already ordered', async () => {
    const empty = await cartWith([]);
    const res = await order(checkoutBody(empty));
    expect(res.status).toBe(409);
    expect((res.json as ErrorBody).error.code).toBe('cart_empty');
    expect((await order(checkoutBody(randomUUID()))).status).toBe(404);
    const [v] = await insertProduct([{ priceCents: 10000, stock: 5 }]);
    const cartId = await cartWith([{ variantId: v!.id, quantity: 1 }]);
    expect((await order(checkoutBody(cartId))).status).toBe(201);
    const twice = await order(checkoutBody(cartId));
    expect(twice.status).toBe(409);
    expect((twice.json as ErrorBody).error.code).toBe('cart_completed');
    expect(await stockOf(v!.id)).toBe(4);
  });

  it('409 out_of_stock when stock ran out after the item went into the cart', async () => {
    const [v] = await insertProduct([{ priceCents: 10000, stock: 2 }]);
    const first = await cartWith([{ variantId: v!.id, quantity: 2 }]);
    const second = await cartWith([{ variantId: v!.id, quantity: 1 }]);
    expect((await order(checkoutBody(first))).status).toBe(201);
    const res = await order(checkoutBody(second));
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ error: { code: 'out_of_stock', details: [{ variantId: v!.id, requested: 1, available: 0 }] } });
    expect(await stockOf(v!.id)).toBe(0);
  });
});

describe('never oversold, never double-ordered', () => {
  it('50 concurrent checkouts for a variant with stock 5 give exactly 5 orders and 45 clean 409s', async () => {
    const [v] = await insertProduct([{ priceCents: 29900, stock: 5 }]);
    const cartIds: string[] = [];
    for (let i = 0; i < 50; i++) cartIds.push(await cartWith([{ variantId: v!.id, quantity: 1 }]));
    const results = await Promise.all(cartIds.map((id) => order(checkoutBody(id), { 'Idempotency-Key': randomUUID() })));
    const created = results.filter((r) => r.status === 201);
    const conflicts = results.filter((r) => r.status === 409);
    expect(created).toHaveLength(5);
    expect(conflicts).toHaveLength(45);
    for (const c of conflicts) expect((c.json as ErrorBody).error.code).toBe('out_of_stock');
    expect(await stockOf(v!.id)).toBe(0);
    const db = await getDb();
    const [sold] = await db.select({ unitsSold: variants.unitsSold }).from(variants).where(eq(variants.id, v!.id));
    expect(sold!.unitsSold).toBe(5);
    const numbers = created.map((r) => (r.json as Placed).orderNumber);
    expect(new Set(numbers).size).toBe(5);
  });

  it('the same Idempotency-Key twice gives one order, also when sent concurrently', async () => {
    const [v] = await insertProduct([{ priceCents: 15000, stock: 10 }]);
    const cartId = await cartWith([{ variantId: v!.id, quantity: 2 }]);
    const key = randomUUID();
    const first = await order(checkoutBody(cartId), { 'Idempotency-Key': key });
    const retry = await order(checkoutBody(cartId), { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.json).toEqual(first.json);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.headers.get('set-cookie')).toBe(first.headers.get('set-cookie'));
    expect(await stockOf(v!.id)).toBe(8);

    const cart2 = await cartWith([{ variantId: v!.id, quantity: 1 }]);
    const key2 = randomUUID();
    const burst = await Promise.all(Array.from({ length: 8 }, () => order(checkoutBody(cart2), { 'Idempotency-Key': key2 })));
    expect(burst.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(new Set(burst.map((r) => (r.json as Placed).orderNumber)).size).toBe(1);
    expect(await stockOf(v!.id)).toBe(7);
    const db = await getDb();
    expect(await db.select().from(orders).where(eq(orders.idempotencyKey, key2))).toHaveLength(1);
    const mails = readOutbox().filter((m) => m.subject.includes((burst[0]!.json as Placed).orderNumber));
    expect(mails).toHaveLength(1);

    const reused = await order(checkoutBody(await cartWith([{ variantId: v!.id, quantity: 1 }])), { 'Idempotency-Key': key });
    // the same key with another request (here: another cart) is refused, never answered with the first order
    expect(reused.status).toBe(422);
    expect((reused.json as ErrorBody).error.code).toBe('idempotency_key_mismatch');
  });

  it('numbers orders gaplessly per year, failed attempts included', async () => {
    const [v] = await insertProduct([{ priceCents: 1000, stock: 3 }]);
    const numbers: string[] = [];
    for (let i = 0; i < 5; i++) {
      const cartId = await cartWith(i < 3 ? [{ variantId: v!.id, quantity: 1 }] : []);
      if (i >= 3) {
        // an empty cart and a sold-out variant fail: they must not burn a number
        expect((await order(checkoutBody(cartId))).status).toBe(409);
        continue;
      }
      const res = await order(checkoutBody(cartId));
      numbers.push((res.json as Placed).orderNumber);
    }
    const db = await getDb();
    const all = await db.select({ year: orders.year, seq: orders.seq, n: orders.orderNumber }).from(orders);
    const byYear = new Map<number, number[]>();
    for (const o of all) byYear.set(o.year, [...(byYear.get(o.year) ?? []), o.seq]);
    for (const seqs of byYear.values()) {
      const sorted = [...seqs].sort((a, b) => a - b);
      expect(sorted).toEqual(Array.from({ length: sorted.length }, (_, i) => i + 1));
    }
    for (const o of all) expect(o.n).toBe(`ZW-${o.year}-${String(o.seq).padStart(6, '0')}`);
    expect(numbers).toHaveLength(3);
  });

  it('an order survives a restart of the database', async () => {
    const [v] = await insertProduct([{ priceCents: 77700, stock: 1 }]);
    const cartId = await cartWith([{ variantId: v!.id, quantity: 1 }]);
    const res = await order(checkoutBody(cartId));
    const placed = res.json as Placed;
    const token = /zw-order-[^=]+=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1]!;
    await closeDb();
    await getDb();
    const view = await getOrderForViewer(placed.orderNumber, { accessToken: token });
    expect(view).toMatchObject({ orderNumber: placed.orderNumber, totalCents: 77700 + 590, lines: [{ quantity: 1, unitPriceCents: 77700 }] });
    expect(await stockOf(v!.id)).toBe(0);
    expect(await getOrderForViewer(placed.orderNumber, { accessToken: 'wrong' })).toBeNull();
    expect(await getOrderForViewer(placed.orderNumber, {})).toBeNull();
    expect(await getOrderForViewer(placed.orderNumber, { customerId: randomUUID() })).toBeNull();
  });
});
