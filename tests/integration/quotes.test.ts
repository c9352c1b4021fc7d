import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import * as cartIndex from '@/pages/api/cart/index';
import * as cartLinesRoute from '@/pages/api/cart/[cartId]/lines/index';
import * as quotesRoute from '@/pages/api/v1/account/quotes/index';
import * as quoteOne from '@/pages/api/v1/account/quotes/[quoteId]/index';
import * as quotePdfRoute from '@/pages/api/v1/account/quotes/[quoteId]/pdf';
import * as quoteOrderRoute from '@/pages/api/v1/account/quotes/[quoteId]/order';
import * as quoteRequestsRoute from '@/pages/api/v1/account/quote-requests';
import { customerForToken } from '@/lib/server/account/tokens';
import { getDb } from '@/lib/server/db';
import { carts, invoices, orderLines, orders, quoteRequests, quotes, variants } from '@/lib/server/db/schema';
import { readOutbox } from '@/lib/server/mail';
import type { Cart } from '@/lib/checkout/types';
import { callApi, type RouteModule } from '../support/api';
import { insertProduct } from '../support/catalog-fixtures';
import { bearer, registered, type ErrorJson } from './account-helpers';

// registration hashes passwords with scrypt: slow on a busy machine
vi.setConfig({ testTimeout: 180_000 });

const ADDRESS = { name: 'Erika Muster', company: 'Muster GmbH', street: 'Hauptstraße 5', postalCode: '20095', city: 'Hamburg', country: 'DE' };

async function customer(type: 'private' | 'business' = 'business') {
  const r = await registered(
    type === 'business' ? { customerType: 'business', company: 'Muster GmbH', vatId: 'DE123456789', billingAddress: ADDRESS, shippingAddress: ADDRESS } : { shippingAddress: ADDRESS },
  );
  const row = await customerForToken(r.token);
  return { token: r.token, id: row!.id, email: r.email };
}

async function cartWith(items: { variantId: number; quantity: number }[]): Promise<string> {
  const cart = (await callApi(cartIndex, { url: '/api/cart/' })).json as Cart;
  for (const item of items) {
    const res = await callApi(cartLinesRoute, { method: 'POST', url: '/x', params: { cartId: cart.id }, body: item });
    if (res.status >= 300) throw new Error(`add to cart failed: ${res.status} ${res.text}`);
  }
  return cart.id;
}

const call = (mod: RouteModule, token: string | null, opts: { method?: 'GET' | 'POST'; params?: Record<string, string>; body?: unknown } = {}) =>
  callApi(mod, { method: opts.method ?? 'GET', url: '/x', params: opts.params, headers: token ? bearer(token) : {}, body: opts.body });

type QuoteJson = { id: string; number: string; state: string; validUntil: string; createdAt: string; totalCents: number; itemCount: number; orderId: string | null };
type DetailJson = QuoteJson & { lines: { title: string; quantity: number; unitPriceCents: number; lineTotalCents: number }[]; subtotalCents: number; shippingCents: number; vatCents: number; netCents: number; orderNumber: string | null; buyer: { company: string; vatId: string; address: { city: string } } };

async function createQuote(token: string, cartId: string) {
  return call(quotesRoute, token, { method: 'POST', body: { cartId } });
}

const order = (token: string, quoteId: string, body: unknown = { paymentMethod: 'invoice' }) => call(quoteOrderRoute, token, { method: 'POST', params: { quoteId }, body });

describe('quotes API', () => {
  it('makes a numbered quote from the cart with prices fixed for 14 days, even when the catalog price changes', async () => {
    const me = await customer();
    const [a, b] = await insertProduct([
      { priceCents: 49_900, stock: 10 },
      { priceCents: 12_345, stock: 5 },
    ]);
    const cartId = await cartWith([
      { variantId: a!.id, quantity: 2 },
      { variantId: b!.id, quantity: 1 },
    ]);
    const before = Date.now();
    const res = await createQuote(me.token, cartId);
    expect(res.status).toBe(201);
    const q = res.json as QuoteJson;
    expect(q.number).toMatch(/^AN-\d{4}-\d{5}$/);
    expect(q.state).toBe('open');
    expect(q.itemCount).toBe(3);
    // 2 × 499.00 + 123.45 + 5.90 shipping
    expect(q.totalCents).toBe(99_800 + 12_345 + 590);
    const days = (Date.parse(q.validUntil) - Date.parse(q.createdAt)) / 86_400_000;
    expect(days).toBe(14);
    expect(Date.parse(q.createdAt)).toBeGreaterThanOrEqual(before - 1000);

    // the catalog price rises afterwards: the quote keeps its price
    const db = await getDb();
    await db.update(variants).set({ priceCents: 59_900 }).where(eq(variants.id, a!.id));
    const detail = (await call(quoteOne, me.token, { params: { quoteId: q.id } })).json as DetailJson;
    expect(detail.lines.map((l) => [l.quantity, l.unitPriceCents, l.lineTotalCents])).toEqual([
      [2, 49_900, 99_800],
      [1, 12_345, 12_345],
    ]);
    expect(detail).toMatchObject({ subtotalCents: 112_145, shippingCents: 590, totalCents: 112_735, orderNumber: null });
    // 1,127.35 gross holds 19/119 VAT = 180.00 (179.9966 rounded)
    expect(detail.vatCents).toBe(18_000);
    expect(detail.netCents).toBe(112_735 - 18_000);
    expect(detail.buyer).toMatchObject({ company: 'Muster GmbH', vatId: 'DE123456789', address: { city: 'Hamburg' } });

    // the cart stays as it was
    const [cart] = await db.select().from(carts).where(eq(carts.id, cartId));
    expect(cart!.completedAt).toBeNull();

    const list = (await call(quotesRoute, me.token)).json as { items: QuoteJson[] };
    expect(list.items.map((i) => i.number)).toEqual([q.number]);
  });

  it('scopes quotes: another customer 404, a consumer 403, anonymous 401', async () => {
    const me = await customer();
    const other = await customer();
    const consumer = await customer('private');
    const [v] = await insertProduct([{ priceCents: 10_000, stock: 3 }]);
    const cartId = await cartWith([{ variantId: v!.id, quantity: 1 }]);
    const q = (await createQuote(me.token, cartId)).json as QuoteJson;

    for (const mod of [quoteOne, quotePdfRoute]) {
      const foreign = await call(mod, other.token, { params: { quoteId: q.id } });
      expect(foreign.status).toBe(404);
      expect((foreign.json as ErrorJson).error.code).toBe('not_found');
      expect((await call(mod, me.token, { params: { quoteId: '00000000-0000-4000-8000-000000000000' } })).status).toBe(404);
      expect((await call(mod, me.token, { params: { quoteId: 'nope' } })).status).toBe(404);
      expect((await call(mod, null, { params: { quoteId: q.id } })).status).toBe(401);
    }
    expect((await order(other.token, q.id)).status).toBe(404);
    expect(((await call(quotesRoute, other.token)).json as { items: unknown[] }).items).toEqual([]);

    const consumerList = await call(quotesRoute, consumer.token);
    expect(consumerList.status).toBe(403);
    expect(consumerList.headers.get('content-type')).toContain('application/json');
    expect((await createQuote(consumer.token, await cartWith([{ variantId: v!.id, quantity: 1 }]))).status).toBe(403);
    expect((await call(quoteOne, consumer.token, { params: { quoteId: q.id } })).status).toBe(403);
    expect((await order(consumer.token, q.id)).status).toBe(403);
    expect((await call(quoteRequestsRoute, consumer.token, { method: 'POST', body: { variantId: v!.id, quantity: 50 } })).status).toBe(403);
    expect((await call(quotesRoute, null)).status).toBe(401);
    expect((await createQuote('not-a-token', cartId)).status).toBe(401);

    // another customer's cart is not found; an empty cart cannot become a quote
    const db = await getDb();
    const foreignCart = await cartWith([{ variantId: v!.id, quantity: 1 }]);
    await db.update(carts).set({ customerId: other.id }).where(eq(carts.id, foreignCart));
    expect((await createQuote(me.token, foreignCart)).status).toBe(404);
    const empty = await createQuote(me.token, await cartWith([]));
    expect(empty.status).toBe(409);
    expect((empty.json as ErrorJson).error.code).toBe('cart_empty');
  });

  it('gives 20 concurrent quotes gapless, distinct numbers', async () => {
    const me = await customer();
    const [v] = await insertProduct([{ priceCents: 5_000, stock: 2 }]);
    // one cart each, so nothing but the number counter makes them wait for one another
    const cartIds: string[] = [];
    for (let i = 0; i < 20; i++) cartIds.push(await cartWith([{ variantId: v!.id, quantity: 1 + (i % 2) }]));
    const answers = await Promise.all(cartIds.map((cartId) => createQuote(me.token, cartId)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    const seqs = answers.map((a) => Number((a.json as QuoteJson).number.slice(-5))).sort((x, y) => x - y);
    expect(new Set(seqs).size).toBe(20);
    expect(seqs[19]! - seqs[0]!).toBe(19);
    const db = await getDb();
    const all = await db.select({ seq: quotes.seq }).from(quotes);
    const every = all.map((r) => r.seq).sort((x, y) => x - y);
    // no gaps over the whole series either
    expect(every).toEqual(Array.from({ length: every.length }, (_, i) => i + 1));
  });

  it('serves a PDF with the quote number', async () => {
    const me = await customer();
    const [v] = await insertProduct([{ priceCents: 23_456, stock: 4 }]);
    const q = (await createQuote(me.token, await cartWith([{ variantId: v!.id, quantity: 3 }]))).json as QuoteJson;
    const pdf = await call(quotePdfRoute, me.token, { params: { quoteId: q.id } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.text.startsWith('%PDF-')).toBe(true);
    expect(pdf.text).toContain(q.number);
  });

  it('orders a quote at its prices, decrements stock, invoices an order on account, and refuses a second order', async () => {
    const me = await customer();
    const [a, b] = await insertProduct([
      { priceCents: 30_000, stock: 5 },
      { priceCents: 2_000, stock: 9 },
    ]);
    const q = (await createQuote(me.token, await cartWith([
      { variantId: a!.id, quantity: 2 },
      { variantId: b!.id, quantity: 3 },
    ]))).json as QuoteJson;
    const db = await getDb();
    await db.update(variants).set({ priceCents: 35_000 }).where(eq(variants.id, a!.id));

    const res = await order(me.token, q.id, { paymentMethod: 'invoice', poNumber: 'PO-77' });
    expect(res.status).toBe(201);
    const placed = res.json as { orderId: string; orderNumber: string; totalCents: number; quoteNumber: string };
    expect(placed.quoteNumber).toBe(q.number);
    expect(placed.totalCents).toBe(60_000 + 6_000 + 590);

    const [o] = await db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(o).toMatchObject({ orderNumber: placed.orderNumber, customerId: me.id, quoteId: q.id, paymentMethod: 'invoice', status: 'invoiced', poNumber: 'PO-77', company: 'Muster GmbH', subtotalCents: 66_000, totalCents: 66_590 });
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, placed.orderId));
    expect(lines.map((l) => [l.variantId, l.quantity, l.unitPriceCents]).sort()).toEqual(
      [
        [a!.id, 2, 30_000],
        [b!.id, 3, 2_000],
      ].sort(),
    );
    const stock = await db.select({ id: variants.id, stock: variants.stock }).from(variants).where(inArray(variants.id, [a!.id, b!.id]));
    expect(Object.fromEntries(stock.map((s) => [s.id, s.stock]))).toEqual({ [a!.id]: 3, [b!.id]: 6 });
    const inv = await db.select().from(invoices).where(eq(invoices.orderId, placed.orderId));
    expect(inv).toHaveLength(1);
    expect(inv[0]!.totalCents).toBe(66_590);
    expect(readOutbox().some((m) => m.tag === 'order-confirmation' && m.to === me.email && m.subject.includes(placed.orderNumber))).toBe(true);

    const detail = (await call(quoteOne, me.token, { params: { quoteId: q.id } })).json as DetailJson;
    expect(detail).toMatchObject({ state: 'ordered', orderId: placed.orderId, orderNumber: placed.orderNumber });

    const again = await order(me.token, q.id, { paymentMethod: 'prepayment' });
    expect(again.status).toBe(409);
    expect((again.json as ErrorJson).error.code).toBe('quote_ordered');
    expect(await db.select().from(orders).where(eq(orders.quoteId, q.id))).toHaveLength(1);
  });

  it('places exactly one order when the same quote is ordered ten times at once', async () => {
    const me = await customer();
    const [v] = await insertProduct([{ priceCents: 11_100, stock: 50 }]);
    const q = (await createQuote(me.token, await cartWith([{ variantId: v!.id, quantity: 2 }]))).json as QuoteJson;
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => order(me.token, q.id, { paymentMethod: i % 2 ? 'invoice' : 'prepayment' })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).every((a) => (a.json as ErrorJson).error.code === 'quote_ordered')).toBe(true);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
    const db = await getDb();
    expect(await db.select().from(orders).where(eq(orders.quoteId, q.id))).toHaveLength(1);
    const [row] = await db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, v!.id));
    expect(row!.stock).toBe(48);
  });

  it('refuses an expired quote with 410 and a clear message', async () => {
    const me = await customer();
    const [v] = await insertProduct([{ priceCents: 7_000, stock: 5 }]);
    const q = (await createQuote(me.token, await cartWith([{ variantId: v!.id, quantity: 1 }]))).json as QuoteJson;
    const db = await getDb();
    await db.update(quotes).set({ validUntil: new Date(Date.now() - 1000) }).where(eq(quotes.id, q.id));
    const res = await order(me.token, q.id);
    expect(res.status).toBe(410);
    expect((res.json as ErrorJson).error).toMatchObject({ code: 'quote_expired', message: expect.stringContaining('expired') });
    expect(((await call(quoteOne, me.token, { params: { quoteId: q.id } })).json as DetailJson).state).toBe('expired');
    const [row] = await db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, v!.id));
    expect(row!.stock).toBe(5);
    expect(await db.select().from(orders).where(eq(orders.quoteId, q.id))).toHaveLength(0);
  });

  it('refuses an order when stock ran short, changing nothing', async () => {
    const me = await customer();
    const [a, b] = await insertProduct([
      { priceCents: 8_000, stock: 4 },
      { priceCents: 9_000, stock: 4 },
    ]);
    const q = (await createQuote(me.token, await cartWith([
      { variantId: a!.id, quantity: 2 },
      { variantId: b!.id, quantity: 3 },
    ]))).json as QuoteJson;
    const db = await getDb();
    await db.update(variants).set({ stock: 2 }).where(eq(variants.id, b!.id));
    const counterBefore = await db.select({ id: orders.id }).from(orders);

    const res = await order(me.token, q.id);
    expect(res.status).toBe(409);
    const err = (res.json as ErrorJson & { error: { details: { variantId: number; requested: number; available: number }[] } }).error;
    expect(err.code).toBe('out_of_stock');
    expect(err.details).toEqual([{ variantId: b!.id, requested: 3, available: 2 }]);
    const stock = await db.select({ id: variants.id, stock: variants.stock }).from(variants).where(inArray(variants.id, [a!.id, b!.id]));
    expect(Object.fromEntries(stock.map((s) => [s.id, s.stock]))).toEqual({ [a!.id]: 4, [b!.id]: 2 });
    expect(await db.select({ id: orders.id }).from(orders)).toHaveLength(counterBefore.length);
    expect(((await call(quoteOne, me.token, { params: { quoteId: q.id } })).json as DetailJson).state).toBe('open');

    // once stock is back, the same quote orders fine
    await db.update(variants).set({ stock: 3 }).where(eq(variants.id, b!.id));
    expect((await order(me.token, q.id)).status).toBe(201);
  });

  it('stores a request for more than the stock and mails a confirmation', async () => {
    const me = await customer();
    const [v] = await insertProduct([{ priceCents: 40_000, stock: 3 }], { title: 'Bulk Laptop X1' });
    const res = await call(quoteRequestsRoute, me.token, { method: 'POST', body: { variantId: v!.id, quantity: 40, message: 'Bis Ende des Monats,\nbitte mit Lieferzeit.' } });
    expect(res.status).toBe(201);
    const created = res.json as { id: string; status: string; stockAtRequest: number };
    expect(created).toMatchObject({ status: 'new', stockAtRequest: 3, quantity: 40 });
    const db = await getDb();
    const [row] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, created.id));
    expect(row).toMatchObject({ customerId: me.id, variantId: v!.id, quantity: 40, stockAtRequest: 3, sku: v!.sku, title: 'Bulk Laptop X1', message: 'Bis Ende des Monats,\nbitte mit Lieferzeit.', status: 'new' });
    const mail = readOutbox().find((m) => m.tag === 'quote-request' && m.to === me.email);
    expect(mail?.text).toContain('Bulk Laptop X1');
    expect(mail?.text).toContain('40');
    expect(readOutbox().some((m) => m.tag === 'quote-request-sales' && m.text.includes(v!.sku))).toBe(true);

    const inStock = await call(quoteRequestsRoute, me.token, { method: 'POST', body: { variantId: v!.id, quantity: 3 } });
    expect(inStock.status).toBe(422);
    expect((inStock.json as ErrorJson).error.code).toBe('quantity_in_stock');
    expect((await call(quoteRequestsRoute, me.token, { method: 'POST', body: { variantId: 99_999_999, quantity: 5 } })).status).toBe(404);
  });

  it('answers bad input with 4xx JSON', async () => {
    const me = await customer();
    const [v] = await insertProduct([{ priceCents: 1_000, stock: 1 }]);
    const cases: [RouteModule, Record<string, string> | undefined, unknown, string][] = [
      [quotesRoute, undefined, {}, 'cartId'],
      [quotesRoute, undefined, { cartId: 'not-a-uuid' }, 'cartId'],
      [quoteRequestsRoute, undefined, { variantId: v!.id, quantity: 0 }, 'quantity'],
      [quoteRequestsRoute, undefined, { variantId: v!.id, quantity: 2.5 }, 'quantity'],
      [quoteRequestsRoute, undefined, { variantId: 'x', quantity: 5 }, 'variantId'],
      [quoteRequestsRoute, undefined, { variantId: v!.id, quantity: 5, message: 'x'.repeat(2001) }, 'message'],
      [quoteOrderRoute, { quoteId: '00000000-0000-4000-8000-000000000000' }, { paymentMethod: 'cash' }, 'paymentMethod'],
      [quoteOrderRoute, { quoteId: '00000000-0000-4000-8000-000000000000' }, {}, 'paymentMethod'],
    ];
    for (const [mod, params, body, field] of cases) {
      const res = await call(mod, me.token, { method: 'POST', params, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect((res.json as ErrorJson).error.details?.map((d) => d.path)).toContain(field);
    }
    const broken = await callApi(quotesRoute, { method: 'POST', url: '/x', headers: { ...bearer(me.token), 'content-type': 'application/json' }, body: '{"cartId":' });
    expect(broken.status).toBe(400);
    expect((broken.json as ErrorJson).error.code).toBe('invalid_json');
    const wrongMethod = await call(quoteOne, me.token, { method: 'POST', params: { quoteId: '00000000-0000-4000-8000-000000000000' } });
    expect(wrongMethod.status).toBe(405);
  });
});
