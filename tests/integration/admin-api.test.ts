import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as adminLogin from '@/pages/api/admin/login';
import * as adminLogout from '@/pages/api/admin/logout';
import * as me from '@/pages/api/admin/me';
import * as orderList from '@/pages/api/admin/orders/index';
import * as orderDetail from '@/pages/api/admin/orders/[orderId]/index';
import * as paid from '@/pages/api/admin/orders/[orderId]/paid';
import * as ship from '@/pages/api/admin/orders/[orderId]/ship';
import * as cancel from '@/pages/api/admin/orders/[orderId]/cancel';
import { getDb } from '@/lib/server/db';
import { auditLog, devices, invoices, orders, variants } from '@/lib/server/db/schema';
import { seedDemoAccounts } from '@/lib/server/seed/accounts';
import { callApi, type RouteModule } from '../support/api';
import { insertProduct } from '../support/catalog-fixtures';
import { placedOrder } from '../support/fleet-fixtures';
import { bearer, ip, registered, type ErrorJson } from './account-helpers';

const ADMIN_EMAIL = 'chefin@zweitwerk.example';
const ADMIN_PASSWORD = 'first-staff-password-1';
process.env.ADMIN_EMAIL = ADMIN_EMAIL;
process.env.ADMIN_PASSWORD = ADMIN_PASSWORD;

const COOKIE = 'zweitwerk-admin-session';

async function loginAs(emailAddress: string, password: string) {
  return callApi(adminLogin, { method: 'POST', url: '/api/admin/login', headers: { 'x-forwarded-for': ip() }, body: { email: emailAddress, password } });
}

function sessionOf(setCookie: string | null): string {
  const m = new RegExp(`${COOKIE}=([^;]+)`).exec(setCookie ?? '');
  if (!m) throw new Error(`no session cookie in ${setCookie}`);
  return m[1]!;
}

async function staffCookie(): Promise<Record<string, string>> {
  const res = await loginAs(ADMIN_EMAIL, ADMIN_PASSWORD);
  expect(res.status).toBe(200);
  return { cookie: `${COOKIE}=${sessionOf(res.headers.get('set-cookie'))}` };
}

function post(mod: RouteModule, orderId: string, headers: Record<string, string>, body: unknown = {}) {
  return callApi(mod, { method: 'POST', url: '/x', params: { orderId }, headers, body });
}

async function auditFor(orderId: string) {
  const db = await getDb();
  return db.select().from(auditLog).where(eq(auditLog.entityId, orderId));
}

describe('staff accounts and the role check', () => {
  it('creates the first staff account from ADMIN_EMAIL/ADMIN_PASSWORD and opens an HttpOnly, SameSite=Strict session', async () => {
    const res = await loginAs(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ staff: { email: ADMIN_EMAIL } });
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(new RegExp(`^${COOKIE}=[A-Za-z0-9_-]{40,}`));
    const attributes = cookie.split('; ').slice(1);
    expect(attributes.filter((a) => !a.startsWith('Max-Age=')).sort()).toEqual(['HttpOnly', 'Path=/', 'SameSite=Strict']);
    // one working day (10 hours), give or take the second the login took; not Secure on localhost
    expect(Number(attributes.find((a) => a.startsWith('Max-Age='))!.slice(8))).toBeGreaterThanOrEqual(36000 - 5);
    const who = await callApi(me, { url: '/api/admin/me', headers: { cookie: `${COOKIE}=${sessionOf(cookie)}` } });
    expect(who.status).toBe(200);
    expect(who.json).toMatchObject({ staff: { email: ADMIN_EMAIL, firstName: 'Admin' } });
  });

  it('refuses a wrong password and a customer at the staff login with the same 401', async () => {
    const wrong = await loginAs(ADMIN_EMAIL, 'not-the-password');
    const customer = await registered();
    const asCustomer = await loginAs(customer.email, customer.password);
    for (const r of [wrong, asCustomer]) {
      expect(r.status).toBe(401);
      expect((r.json as ErrorJson).error.message).toBe('Invalid e-mail or password.');
      expect(r.headers.get('set-cookie')).toBeNull();
    }
    const bad = await loginAs('no-at-sign', 'x');
    expect(bad.status).toBe(400);
    expect((bad.json as ErrorJson).error.code).toBe('invalid_request');
  });

  it('answers 401 to anonymous callers and 403 to customers (bearer token or auth cookie) on every admin route', async () => {
    const customer = await registered();
    const someId = '00000000-0000-4000-8000-000000000000';
    const calls: [RouteModule, string, string?][] = [
      [me, 'GET'],
      [orderList, 'GET'],
      [orderDetail, 'GET', someId],
      [paid, 'POST', someId],
      [ship, 'POST', someId],
      [cancel, 'POST', someId],
    ];
    for (const [mod, method, orderId] of calls) {
      const params = orderId ? { orderId } : undefined;
      const anon = await callApi(mod, { method, url: '/x', params, body: method === 'POST' ? { trackingNumber: '00340434161094042557' } : undefined });
      expect(anon.status).toBe(401);
      expect((anon.json as ErrorJson).error.code).toBe('unauthorized');
      const token = await callApi(mod, { method, url: '/x', params, headers: bearer(customer.token), body: method === 'POST' ? {} : undefined });
      expect(token.status).toBe(403);
      expect((token.json as ErrorJson).error.code).toBe('forbidden');
      const cookie = await callApi(mod, { method, url: '/x', params, headers: { cookie: `zweitwerk-auth-jwt=${customer.token}` }, body: method === 'POST' ? {} : undefined });
      expect(cookie.status).toBe(403);
    }
  });

  it('ends the session on logout and refuses a forged session cookie', async () => {
    const headers = await staffCookie();
    const out = await callApi(adminLogout, { method: 'POST', url: '/api/admin/logout', headers });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
    expect((await callApi(me, { url: '/x', headers })).status).toBe(401);
    expect((await callApi(me, { url: '/x', headers: { cookie: `${COOKIE}=forged-value-000000000000000000000000` } })).status).toBe(401);
  });

  it('seeds the demo staff account admin@zweitwerk.de / zweitwerk-admin', async () => {
    await seedDemoAccounts();
    const res = await loginAs('admin@zweitwerk.de', 'zweitwerk-admin');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ staff: { email: 'admin@zweitwerk.de' } });
    const demoCustomer = await loginAs('demo@zweitwerk.de', 'zweitwerk-demo');
    expect(demoCustomer.status).toBe(401);
  });
});

describe('admin orders', () => {
  it('lists orders with filters by status, payment, customer and number/e-mail search', async () => {
    const headers = await staffCookie();
    const [v] = await insertProduct([{ priceCents: 9900, stock: 20 }]);
    const mail = `filter-${Date.now()}@kunde.example`;
    const a = await placedOrder([{ variantId: v!.id, quantity: 1 }], { status: 'awaiting_payment', email: mail });
    const b = await placedOrder([{ variantId: v!.id, quantity: 2 }], { status: 'paid', email: mail });
    const byMail = await callApi(orderList, { url: `/api/admin/orders?q=${encodeURIComponent(mail)}`, headers });
    expect(byMail.status).toBe(200);
    const list = byMail.json as { orders: { orderNumber: string; status: string }[]; total: number };
    expect(list.total).toBe(2);
    expect(list.orders.map((o) => o.orderNumber).sort()).toEqual([a.orderNumber, b.orderNumber].sort());
    const awaiting = (await callApi(orderList, { url: `/api/admin/orders?q=${encodeURIComponent(mail)}&status=awaiting_payment`, headers })).json as typeof list;
    expect(awaiting.orders.map((o) => o.orderNumber)).toEqual([a.orderNumber]);
    const byNumber = (await callApi(orderList, { url: `/api/admin/orders?q=${b.orderNumber}`, headers })).json as typeof list;
    expect(byNumber.orders.map((o) => o.orderNumber)).toEqual([b.orderNumber]);
    const byCustomer = (await callApi(orderList, { url: `/api/admin/orders?customer=${encodeURIComponent(mail)}&payment=invoice`, headers })).json as typeof list;
    expect(byCustomer.total).toBe(0);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
    const todays = (await callApi(orderList, { url: `/api/admin/orders?q=${encodeURIComponent(mail)}&from=${today}&to=${today}`, headers })).json as typeof list;
    expect(todays.total).toBe(2);
    const past = (await callApi(orderList, { url: `/api/admin/orders?q=${encodeURIComponent(mail)}&to=2020-01-01`, headers })).json as typeof list;
    expect(past.total).toBe(0);
    const bad = await callApi(orderList, { url: '/api/admin/orders?status=lost&from=yesterday', headers });
    expect(bad.status).toBe(400);
    expect((bad.json as ErrorJson).error.details?.map((d) => d.path).sort()).toEqual(['from', 'status']);
  });

  it('marks a prepayment received (invoice issued), refuses it twice, and records who did it', async () => {
    const headers = await staffCookie();
    const [v] = await insertProduct([{ priceCents: 9900, stock: 5 }]);
    const order = await placedOrder([{ variantId: v!.id, quantity: 1 }], { status: 'awaiting_payment' });
    const detail = await callApi(orderDetail, { url: '/x', params: { orderId: order.id }, headers });
    expect(detail.json).toMatchObject({ status: 'awaiting_payment', paymentMethod: 'prepayment', actions: { markPaid: true, ship: false, cancel: true } });

    const notYet = await post(ship, order.id, headers, { trackingNumber: '00340434161094042557' });
    expect(notYet.status).toBe(409);

    const res = await post(paid, order.id, headers);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'paid', actions: { markPaid: false, ship: true, cancel: true } });
    const db = await getDb();
    const docs = await db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(docs.map((d) => d.kind)).toEqual(['invoice']);

    const again = await post(paid, order.id, headers);
    expect(again.status).toBe(409);
    expect((again.json as ErrorJson).error.code).toBe('already_paid');

    const entries = await auditFor(order.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ staffEmail: ADMIN_EMAIL, action: 'order.mark_paid', entityType: 'order', before: { status: 'awaiting_payment', paidAt: null }, after: { status: 'paid', invoiceNumber: docs[0]!.number } });
  });

  it('ships with the given serials and tracking: the devices belong to the customer; a second shipment is refused', async () => {
    const headers = await staffCookie();
    const customer = await registered({ customerType: 'business', company: 'Versand GmbH' });
    const db = await getDb();
    const [{ id: customerId }] = (await db.execute<{ id: string }>(`select id from customers where email = '${customer.email}'`)).rows as [{ id: string }];
    const [v] = await insertProduct([{ priceCents: 29900, stock: 5 }]);
    const order = await placedOrder([{ variantId: v!.id, quantity: 2 }], { status: 'paid', customerId });

    const badSerials = await post(ship, order.id, headers, { trackingNumber: '00340434161094042557', serials: [{ position: 1, serials: ['ONLY-ONE'] }] });
    expect(badSerials.status).toBe(400);
    expect((badSerials.json as ErrorJson).error.code).toBe('serial_count');
    const badTracking = await post(ship, order.id, headers, { trackingNumber: '' });
    expect(badTracking.status).toBe(400);

    const res = await post(ship, order.id, headers, { trackingNumber: '00340434161094042557', serials: [{ position: 1, serials: ['SN-A-0001', 'SN-A-0002'] }] });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ shipment: { trackingNumber: '00340434161094042557', lines: [{ position: 1, serials: ['SN-A-0001', 'SN-A-0002'] }] }, order: { status: 'shipped' } });
    const owned = await db.select().from(devices).where(eq(devices.orderId, order.id));
    expect(owned.map((d) => d.serialNumber).sort()).toEqual(['SN-A-0001', 'SN-A-0002']);
    expect(owned.every((d) => d.customerId === customerId)).toBe(true);

    const twice = await post(ship, order.id, headers, { trackingNumber: '00340434161094042558' });
    expect(twice.status).toBe(409);
    const cancelShipped = await post(cancel, order.id, headers, {});
    expect(cancelShipped.status).toBe(409);
    expect((cancelShipped.json as ErrorJson).error.code).toBe('already_shipped');
    expect((await auditFor(order.id)).map((e) => e.action)).toEqual(['order.ship']);
  });

  it('refuses the second of two concurrent shipments: one 200, one 409, the devices created once', async () => {
    const headers = await staffCookie();
    const [v] = await insertProduct([{ priceCents: 19900, stock: 5 }]);
    const order = await placedOrder([{ variantId: v!.id, quantity: 1 }], { status: 'paid' });
    const answers = await Promise.all([
      post(ship, order.id, headers, { trackingNumber: '00340434161094042601' }),
      post(ship, order.id, headers, { trackingNumber: '00340434161094042602' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const db = await getDb();
    expect(await db.select().from(devices).where(eq(devices.orderId, order.id))).toHaveLength(1);
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    const winner = answers.find((a) => a.status === 200)!.json as { shipment: { trackingNumber: string } };
    expect(row!.trackingNumber).toBe(winner.shipment.trackingNumber);
    expect((await auditFor(order.id)).map((e) => e.action)).toEqual(['order.ship']);
  });

  it('cancels an unshipped order (restocked), refuses a second cancel, and answers 404 for unknown ids', async () => {
    const headers = await staffCookie();
    const [v] = await insertProduct([{ priceCents: 9900, stock: 5 }]);
    const order = await placedOrder([{ variantId: v!.id, quantity: 2 }], { status: 'awaiting_payment' });
    const db = await getDb();
    const [before] = await db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, v!.id));
    const res = await post(cancel, order.id, headers, { reason: 'Kunde hat storniert' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ order: { status: 'cancelled', actions: { markPaid: false, ship: false, cancel: false } } });
    const [after] = await db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, v!.id));
    expect(after!.stock).toBe(before!.stock + 2);
    expect((await post(cancel, order.id, headers, {})).status).toBe(409);
    expect((await post(paid, order.id, headers)).status).toBe(409);
    const [entry] = await auditFor(order.id);
    expect(entry).toMatchObject({ action: 'order.cancel', before: { status: 'awaiting_payment' }, after: { status: 'cancelled', reason: 'Kunde hat storniert' } });

    expect((await callApi(orderDetail, { url: '/x', params: { orderId: '00000000-0000-4000-8000-000000000000' }, headers })).status).toBe(404);
    expect((await callApi(orderDetail, { url: '/x', params: { orderId: 'not-an-id' }, headers })).status).toBe(404);
  });
});
