import { afterAll, describe, expect, it } from 'vitest';
import * as customerRoute from '@/pages/api/v1/account/customer';
import * as passwordRoute from '@/pages/api/v1/account/password';
import { closeRateLimits } from '@/lib/server/security/rate-limit';
import { callApi } from '../support/api';
import { bearer, ip, PASSWORD, postLogin, registered, type ErrorJson } from './account-helpers';

afterAll(closeRateLimits);

type Profile = Record<string, unknown> & { id: string; pricesNet: boolean };

const getCustomer = (token: string) => callApi(customerRoute, { url: '/api/v1/account/customer', headers: bearer(token) });
const patchCustomer = (token: string, body: unknown) =>
  callApi(customerRoute, { method: 'PATCH', url: '/api/v1/account/customer', headers: { ...bearer(token), 'x-forwarded-for': ip() }, body });
const changePassword = (token: string, body: unknown) =>
  callApi(passwordRoute, { method: 'POST', url: '/api/v1/account/password', headers: { ...bearer(token), 'x-forwarded-for': ip() }, body });
const paths = (json: unknown) => ((json as ErrorJson).error.details ?? []).map((d) => d.path);
const codes = (json: unknown) => ((json as ErrorJson).error.details ?? []).map((d) => (d as { code?: string }).code);

const billing = { name: 'Muster AG Buchhaltung', company: 'Muster AG', street: 'Hauptstraße 5', postalCode: '10115', city: 'Berlin', country: 'DE' };
const shipping = { company: 'Muster AG Lager', street: 'Lagerweg 12a', postalCode: '1010', city: 'Wien', country: 'at' };

describe('profile: PATCH and GET /api/v1/account/customer', () => {
  it('stores names, company, VAT ID, phone and both addresses and reads them back', async () => {
    const b = await registered({ customerType: 'business', company: 'Alt GmbH' });
    const res = await patchCustomer(b.token, {
      firstName: '  Jana ',
      lastName: 'Beispiel',
      company: 'Muster AG',
      vatId: 'de 123 456 789',
      phone: '+49 30 1234567',
      newsletter: true,
      locale: 'en',
      billingAddress: billing,
      shippingAddress: shipping,
    });
    expect(res.status).toBe(200);
    const me = await getCustomer(b.token);
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('private, no-store');
    expect(me.json).toMatchObject({
      firstName: 'Jana',
      lastName: 'Beispiel',
      customerType: 'business',
      company: 'Muster AG',
      vatId: 'DE123456789',
      phone: '+49 30 1234567',
      newsletter: true,
      locale: 'en',
      pricesNet: false,
      billingAddress: { name: 'Muster AG Buchhaltung', company: 'Muster AG', street: 'Hauptstraße 5', postalCode: '10115', city: 'Berlin', country: 'DE' },
      shippingAddress: { company: 'Muster AG Lager', street: 'Lagerweg 12a', postalCode: '1010', city: 'Wien', country: 'AT' },
    });
  });

  it('clears optional fields with null or blank and leaves the rest unchanged', async () => {
    const b = await registered({ customerType: 'business', company: 'Muster AG', vatId: 'DE123456789', phone: '030 1234567' });
    await patchCustomer(b.token, { shippingAddress: shipping });
    const res = await patchCustomer(b.token, { vatId: '', phone: null, shippingAddress: null });
    expect(res.status).toBe(200);
    expect((await getCustomer(b.token)).json).toMatchObject({ vatId: null, phone: null, shippingAddress: null, company: 'Muster AG', firstName: 'Erika' });
  });

  it.each([
    ['a street without number', { billingAddress: { ...billing, street: 'Hauptstraße' } }, 'billingAddress.street', 'street_number_missing'],
    ['a postal code of the wrong country', { shippingAddress: { ...shipping, postalCode: '10115' } }, 'shippingAddress.postalCode', 'postal_code_invalid'],
    ['a country we do not ship to', { shippingAddress: { ...shipping, country: 'CH' } }, 'shippingAddress.country', 'country_unsupported'],
    ['a missing city', { billingAddress: { ...billing, city: '  ' } }, 'billingAddress.city', 'required'],
    ['a malformed VAT ID', { vatId: 'XX12' }, 'vatId', 'vat_id_invalid'],
    ['a phone number with letters', { phone: 'call me' }, 'phone', 'phone_invalid'],
    ['an empty first name', { firstName: '' }, 'firstName', 'required'],
    ['an unknown field', { email: 'new@example.com' }, 'email', 'unknown_field'],
  ])('answers 400 JSON with the field path for %s and stores nothing', async (_label, body, path, code) => {
    const b = await registered({ customerType: 'business', company: 'Muster AG', billingAddress: billing });
    const res = await patchCustomer(b.token, { lastName: 'Geändert', ...body });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect((res.json as ErrorJson).error.code).toBe('invalid_request');
    expect(paths(res.json)).toContain(path);
    expect(codes(res.json)).toContain(code);
    const me = (await getCustomer(b.token)).json as Profile;
    expect(me.lastName).toBe('Muster');
    expect(me.billingAddress).toMatchObject({ street: 'Hauptstraße 5' });
  });

  it('refuses to drop the company of a business account', async () => {
    const b = await registered({ customerType: 'business', company: 'Muster AG' });
    const res = await patchCustomer(b.token, { company: null });
    expect(res.status).toBe(400);
    expect(paths(res.json)).toContain('company');
  });

  it('answers 401 JSON without a token', async () => {
    const res = await callApi(customerRoute, { method: 'PATCH', url: '/api/v1/account/customer', body: { firstName: 'X' } });
    expect(res.status).toBe(401);
    expect((res.json as ErrorJson).error.code).toBeTruthy();
  });

  it("another customer cannot change mine: the token decides, an id in the body is refused", async () => {
    const mine = await registered({ customerType: 'business', company: 'Meine GmbH' });
    const other = await registered();
    const myId = ((await getCustomer(mine.token)).json as Profile).id;
    const res = await patchCustomer(other.token, { id: myId, company: 'Fremd GmbH', lastName: 'Fremd' });
    expect(res.status).toBe(400);
    expect(paths(res.json)).toContain('id');
    const ok = await patchCustomer(other.token, { lastName: 'Anders' });
    expect(ok.status).toBe(200);
    expect((ok.json as Profile).id).not.toBe(myId);
    expect((await getCustomer(mine.token)).json).toMatchObject({ id: myId, lastName: 'Muster', company: 'Meine GmbH' });
  });
});

describe('net prices (pricesNet)', () => {
  it('a business customer switches net prices on and off; the choice is read back', async () => {
    const b = await registered({ customerType: 'business', company: 'Muster AG' });
    expect(((await getCustomer(b.token)).json as Profile).pricesNet).toBe(false);
    const on = await patchCustomer(b.token, { pricesNet: true });
    expect(on.status).toBe(200);
    expect((on.json as Profile).pricesNet).toBe(true);
    expect(((await getCustomer(b.token)).json as Profile).pricesNet).toBe(true);
    const off = await patchCustomer(b.token, { pricesNet: false });
    expect((off.json as Profile).pricesNet).toBe(false);
    expect(((await getCustomer(b.token)).json as Profile).pricesNet).toBe(false);
  });

  it('a consumer switching net prices on gets a 400 JSON error on pricesNet and keeps gross', async () => {
    const c = await registered();
    const res = await patchCustomer(c.token, { pricesNet: true });
    expect(res.status).toBe(400);
    expect(paths(res.json)).toEqual(['pricesNet']);
    expect(codes(res.json)).toEqual(['net_prices_business_only']);
    expect(((await getCustomer(c.token)).json as Profile).pricesNet).toBe(false);
    // switching them off is harmless
    expect((await patchCustomer(c.token, { pricesNet: false })).status).toBe(200);
  });

  it('becoming a consumer in the same request with net prices on is refused', async () => {
    const b = await registered({ customerType: 'business', company: 'Muster AG' });
    const res = await patchCustomer(b.token, { customerType: 'private', pricesNet: true });
    expect(res.status).toBe(400);
    expect(paths(res.json)).toContain('pricesNet');
    expect((await getCustomer(b.token)).json).toMatchObject({ customerType: 'business', pricesNet: false });
  });

  it('a business account that becomes a consumer account loses net prices', async () => {
    const b = await registered({ customerType: 'business', company: 'Muster AG' });
    await patchCustomer(b.token, { pricesNet: true });
    const res = await patchCustomer(b.token, { customerType: 'private' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ customerType: 'private', pricesNet: false });
    // and becoming business again does not bring them back silently
    await patchCustomer(b.token, { customerType: 'business' });
    expect(((await getCustomer(b.token)).json as Profile).pricesNet).toBe(false);
  });

  it('a consumer upgrading to business may switch net prices on in the same request', async () => {
    const c = await registered();
    const res = await patchCustomer(c.token, { customerType: 'business', company: 'Neu GmbH', pricesNet: true });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ customerType: 'business', company: 'Neu GmbH', pricesNet: true });
  });

  it('answers 400 for a pricesNet that is not a boolean', async () => {
    const b = await registered({ customerType: 'business', company: 'Muster AG' });
    const res = await patchCustomer(b.token, { pricesNet: 'yes' });
    expect(res.status).toBe(400);
    expect(paths(res.json)).toContain('pricesNet');
  });
});

describe('password change: POST /api/v1/account/password', () => {
  it('refuses a wrong current password and keeps the old one', async () => {
    const c = await registered();
    const res = await changePassword(c.token, { currentPassword: 'not-the-password', newPassword: 'brand-new-secret-1' });
    expect(res.status).toBe(400);
    expect((res.json as ErrorJson).error.code).toBe('wrong_password');
    expect((await postLogin({ email: c.email, password: PASSWORD })).status).toBe(200);
    expect((await postLogin({ email: c.email, password: 'brand-new-secret-1' })).status).toBe(401);
  });

  it('answers 400 with the field for a new password that is too short', async () => {
    const c = await registered();
    const res = await changePassword(c.token, { currentPassword: PASSWORD, newPassword: 'short' });
    expect(res.status).toBe(400);
    expect(paths(res.json)).toContain('newPassword');
    expect(codes(res.json)).toContain('password_too_short');
  });

  it('the new password works for login, the old one no longer does, and the new token reads the profile', async () => {
    const c = await registered();
    const res = await changePassword(c.token, { currentPassword: PASSWORD, newPassword: 'brand-new-secret-2' });
    expect(res.status).toBe(200);
    const { authToken } = res.json as { authToken: string };
    expect((await getCustomer(authToken)).status).toBe(200);
    expect((await postLogin({ email: c.email, password: PASSWORD })).status).toBe(401);
    const login = await postLogin({ email: c.email, password: 'brand-new-secret-2' });
    expect(login.status).toBe(200);
    expect((await getCustomer((login.json as { authToken: string }).authToken)).json).toMatchObject({ email: c.email });
  });
});
