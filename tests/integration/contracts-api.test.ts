import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import * as cartIndex from '@/pages/api/cart/index';
import * as lines from '@/pages/api/cart/[cartId]/lines/index';
import * as checkout from '@/pages/api/checkout';
import * as customerRoute from '@/pages/api/v1/account/customer';
import * as forgot from '@/pages/api/v1/account/forgot-password';
import * as passwordRoute from '@/pages/api/v1/account/password';
import * as register from '@/pages/api/v1/account/register';
import * as reset from '@/pages/api/v1/account/reset-password';
import { getDb } from '@/lib/server/db';
import { orders, variants } from '@/lib/server/db/schema';
import { closeRateLimits } from '@/lib/server/security/rate-limit';
import type { Cart } from '@/lib/checkout/types';
import { callApi, type ApiAnswer } from '../support/api';
import { checkoutBody, insertProduct } from '../support/catalog-fixtures';
import { bearer, ip, PASSWORD, postLogin, registered, registration } from './account-helpers';

afterAll(closeRateLimits);

type Problem = { path: string; code: string; message: string };
type ErrorAnswer = { error: { code: string; message: string; details?: Problem[] } };

/** path → code of a 400 answer's details. */
function codes(res: ApiAnswer): Record<string, string> {
  return Object.fromEntries(((res.json as ErrorAnswer).error.details ?? []).map((d) => [d.path, d.code]));
}

function expectJson400(res: ApiAnswer, label: string) {
  expect(res.status, `${label}: ${res.text}`).toBe(400);
  expect(res.headers.get('content-type'), label).toMatch(/application\/json/);
  expect((res.json as ErrorAnswer).error.code, label).toBe('invalid_request');
}

async function cartWith(variantId: number): Promise<string> {
  const cart = (await callApi(cartIndex, { url: '/api/cart/' })).json as Cart;
  expect((await callApi(lines, { method: 'POST', url: '/x', params: { cartId: cart.id }, body: { variantId, quantity: 1 } })).status).toBe(200);
  return cart.id;
}

const post = (mod: Parameters<typeof callApi>[0], body: unknown, headers: Record<string, string> = {}) =>
  callApi(mod, { method: 'POST', url: '/x', headers: { 'x-forwarded-for': ip(), ...headers }, body });

const order = (body: unknown, headers: Record<string, string> = {}) => callApi(checkout, { method: 'POST', url: '/api/checkout', body, headers });

const NUL = '\u0000';

describe('control characters are a 400 with the field named, never a 500', () => {
  it('login, forgot password and reset', async () => {
    for (const [label, res, field] of [
      ['login e-mail', await postLogin({ email: `a${NUL}@example.de`, password: PASSWORD }), 'email'],
      ['login password', await postLogin({ email: 'a@example.de', password: `pass${NUL}word-long` }), 'password'],
      ['forgot e-mail', await post(forgot, { email: `x@example.de${NUL}` }), 'email'],
      ['reset password', await post(reset, { token: 'a'.repeat(43), password: `new-password${NUL}` }), 'password'],
    ] as const) {
      expectJson400(res, label);
      expect(codes(res)[field], label).toBe('control_characters');
    }
  });

  it('registration, in every text field', async () => {
    for (const field of ['email', 'password', 'firstName', 'lastName', 'company', 'vatId', 'phone']) {
      const res = await post(register, registration({ customerType: 'business', company: 'Muster GmbH', [field]: `Muster${NUL}-long-enough` }));
      expectJson400(res, field);
      expect(codes(res)[field], field).toBe('control_characters');
    }
    const escape = await post(register, registration({ firstName: 'Eri\u001bka', shippingAddress: { street: 'Weg 1', postalCode: '10115', city: `Ber${NUL}lin`, country: 'DE' } }));
    expect(codes(escape)).toEqual({ firstName: 'control_characters', 'shippingAddress.city': 'control_characters' });
  });

  it('profile update and password change', async () => {
    const c = await registered();
    for (const body of [{ firstName: `Eva${NUL}` }, { phone: `030${NUL}` }, { shippingAddress: { street: `Weg 1${NUL}`, postalCode: '10115', city: 'Berlin', country: 'DE' } }]) {
      const res = await callApi(customerRoute, { method: 'PATCH', url: '/api/v1/account/customer', headers: bearer(c.token), body });
      expectJson400(res, JSON.stringify(body));
      expect(Object.values(codes(res))).toEqual(['control_characters']);
    }
    const pw = await callApi(passwordRoute, { method: 'POST', url: '/x', headers: bearer(c.token), body: { currentPassword: PASSWORD, newPassword: `another${NUL}password` } });
    expectJson400(pw, 'password change');
    expect(codes(pw)).toEqual({ newPassword: 'control_characters' });
  });

  it('checkout, in every text field, and nothing is ordered', async () => {
    const [v] = await insertProduct([{ priceCents: 10000, stock: 1 }]);
    const cartId = await cartWith(v!.id);
    const bad = `X${NUL}1`;
    const res = await order(
      checkoutBody(cartId, {
        customerType: 'business',
        email: `a@b.de${NUL}`,
        firstName: bad,
        lastName: bad,
        company: bad,
        vatId: bad,
        poNumber: bad,
        phone: bad,
        shippingAddress: { street: bad, postalCode: bad, city: bad, country: bad },
        billingAddress: { name: bad, company: bad, street: 'Weg 1', postalCode: '10115', city: 'Berlin', country: 'DE' },
      }),
    );
    expectJson400(res, 'checkout');
    expect(codes(res)).toEqual(
      Object.fromEntries(
        ['email', 'firstName', 'lastName', 'company', 'vatId', 'poNumber', 'phone']
          .concat(['street', 'postalCode', 'city', 'country'].map((k) => `shippingAddress.${k}`))
          .concat(['billingAddress.name', 'billingAddress.company'])
          .map((k) => [k, 'control_characters']),
      ),
    );
    const db = await getDb();
    const [row] = await db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, v!.id));
    expect(row!.stock).toBe(1);
  });
});

describe('registration refuses what checkout refuses', () => {
  it('a too short German VAT ID and a US address', async () => {
    const vat = await post(register, registration({ customerType: 'business', company: 'Muster GmbH', vatId: 'DE12345' }));
    expectJson400(vat, 'register vat');
    expect(codes(vat)).toEqual({ vatId: 'vat_id_invalid' });
    const us = await post(register, registration({ shippingAddress: { street: '1 Main Street', postalCode: '10001', city: 'New York', country: 'US' } }));
    expectJson400(us, 'register us');
    expect(codes(us)).toEqual({ 'shippingAddress.country': 'country_unsupported' });

    const [v] = await insertProduct([{ priceCents: 10000, stock: 1 }]);
    const cartId = await cartWith(v!.id);
    const coVat = await order(checkoutBody(cartId, { customerType: 'business', company: 'Muster GmbH', vatId: 'DE12345' }));
    expect(codes(coVat)).toEqual({ vatId: 'vat_id_invalid' });
    const coUs = await order(checkoutBody(cartId, { shippingAddress: { street: '1 Main Street', postalCode: '10001', city: 'New York', country: 'US' } }));
    expect(codes(coUs)).toEqual({ 'shippingAddress.country': 'country_unsupported' });
  });

  it('stores what both accept in the same normalised form', async () => {
    const c = await registered({ customerType: 'business', company: ' Muster GmbH ', vatId: 'at u12345678', shippingAddress: { street: 'Ring 1', postalCode: '1010', city: 'Wien', country: 'at' } });
    const me = await callApi(customerRoute, { url: '/x', headers: bearer(c.token) });
    expect(me.json).toMatchObject({ company: 'Muster GmbH', vatId: 'ATU12345678', shippingAddress: { street: 'Ring 1', postalCode: '1010', city: 'Wien', country: 'AT' } });
  });
});

describe('pay on invoice only for a signed-in business account', () => {
  const invoiceBody = (cartId: string) => checkoutBody(cartId, { customerType: 'business', company: 'Schein GmbH', paymentMethod: 'invoice' });

  async function statusOfOrders(cartId: string) {
    const db = await getDb();
    return db.select({ status: orders.status }).from(orders).where(eq(orders.cartId, cartId));
  }

  it('a guest claiming to be a business gets a 403 with a clear message and no order', async () => {
    const [v] = await insertProduct([{ priceCents: 10000, stock: 1 }]);
    const cartId = await cartWith(v!.id);
    const res = await order(invoiceBody(cartId));
    expect(res.status).toBe(403);
    expect((res.json as ErrorAnswer).error).toMatchObject({ code: 'invoice_not_allowed', message: expect.stringMatching(/signed-in business customers/) });
    expect(await statusOfOrders(cartId)).toEqual([]);
    // prepayment stays open to the same guest
    expect((await order({ ...invoiceBody(cartId), paymentMethod: 'prepayment' })).status).toBe(201);
  });

  it('a private account sending customerType business gets a 403 too', async () => {
    const [v] = await insertProduct([{ priceCents: 10000, stock: 1 }]);
    const cartId = await cartWith(v!.id);
    const c = await registered();
    const res = await order(invoiceBody(cartId), bearer(c.token));
    expect(res.status).toBe(403);
    expect((res.json as ErrorAnswer).error.code).toBe('invoice_not_allowed');
    expect(await statusOfOrders(cartId)).toEqual([]);
  });

  it('a business account orders on invoice (status invoiced), also with the auth cookie', async () => {
    const [v] = await insertProduct([{ priceCents: 10000, stock: 2 }]);
    const c = await registered({ customerType: 'business', company: 'Echt GmbH' });
    const viaBearer = await cartWith(v!.id);
    expect((await order(invoiceBody(viaBearer), bearer(c.token))).status).toBe(201);
    expect(await statusOfOrders(viaBearer)).toEqual([{ status: 'invoiced' }]);
    const viaCookie = await cartWith(v!.id);
    expect((await order(invoiceBody(viaCookie), { cookie: `zweitwerk-auth-jwt=${c.token}` })).status).toBe(201);
    expect(await statusOfOrders(viaCookie)).toEqual([{ status: 'invoiced' }]);
  });

  it('a business account choosing private in the form cannot pay on invoice', async () => {
    const [v] = await insertProduct([{ priceCents: 10000, stock: 1 }]);
    const cartId = await cartWith(v!.id);
    const c = await registered({ customerType: 'business', company: 'Echt GmbH' });
    const res = await order(checkoutBody(cartId, { paymentMethod: 'invoice' }), bearer(c.token));
    expect(res.status).toBe(400);
    expect(codes(res)).toEqual({ paymentMethod: 'invoice_business_only' });
  });
});
