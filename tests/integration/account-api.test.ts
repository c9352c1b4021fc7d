import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import * as customerRoute from '@/pages/api/v1/account/customer';
import * as passwordRoute from '@/pages/api/v1/account/password';
import * as register from '@/pages/api/v1/account/register';
import { currentCustomer } from '@/lib/server/account/current';
import { closeRateLimits } from '@/lib/server/security/rate-limit';
import { callApi } from '../support/api';
import { bearer, email, ip, PASSWORD, postLogin, registered, registration, type ErrorJson } from './account-helpers';

afterAll(closeRateLimits);

const getCustomer = (headers: Record<string, string>) => callApi(customerRoute, { url: '/api/v1/account/customer', headers });

describe('POST /api/v1/account/register', () => {
  it('accepts a JSON body sent without a content-type header and answers 201 { authToken }', async () => {
    const data = registration({ email: email('NoType').replace('notype', 'NoType') });
    const res = await callApi(register, { method: 'POST', url: '/api/v1/account/register', headers: { 'x-forwarded-for': ip() }, body: JSON.stringify(data) });
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const { authToken } = res.json as { authToken: string };
    expect(authToken.split('.')).toHaveLength(3);
    const me = await getCustomer(bearer(authToken));
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ email: data.email.toLowerCase(), firstName: 'Erika', customerType: 'private', newsletter: false, locale: 'de' });
    expect(JSON.stringify(me.json)).not.toMatch(/password/i);
  });

  it('stores business data and requires a company for business customers', async () => {
    const missing = await callApi(register, {
      method: 'POST',
      url: '/api/v1/account/register',
      headers: { 'x-forwarded-for': ip() },
      body: registration({ customerType: 'business' }),
    });
    expect(missing.status).toBe(400);
    expect((missing.json as ErrorJson).error.details?.map((d) => d.path)).toContain('company');
    const b = await registered({ customerType: 'business', company: 'Muster AG', vatId: 'de 123 456 789', locale: 'en', newsletter: true });
    const me = await getCustomer(bearer(b.token));
    expect(me.json).toMatchObject({ customerType: 'business', company: 'Muster AG', vatId: 'DE123456789', locale: 'en', newsletter: true });
  });

  it.each([
    ['a short password', { password: 'short' }, 'password'],
    ['an invalid e-mail', { email: 'not-an-email' }, 'email'],
    ['terms not accepted', { acceptTerms: false }, 'acceptTerms'],
    ['a missing last name', { lastName: '' }, 'lastName'],
    ['an unknown customer type', { customerType: 'reseller' }, 'customerType'],
  ])('answers 400 with the field for %s', async (_label, override, field) => {
    const res = await callApi(register, { method: 'POST', url: '/api/v1/account/register', headers: { 'x-forwarded-for': ip() }, body: registration(override) });
    expect(res.status).toBe(400);
    const body = res.json as ErrorJson;
    expect(body.error.code).toBe('invalid_request');
    expect(body.error.details?.map((d) => d.path)).toContain(field);
  });

  it('answers a JSON 400 for malformed JSON and for a non-object body', async () => {
    for (const body of ['{"email":', 'null', '[1,2]']) {
      const res = await callApi(register, { method: 'POST', url: '/api/v1/account/register', headers: { 'x-forwarded-for': ip() }, body });
      expect(res.status).toBe(400);
      expect((res.json as ErrorJson).error.code).toMatch(/^invalid_/);
    }
  });

  it('answers 409 for an e-mail that exists (in any letter case)', async () => {
    const first = await registered();
    const res = await callApi(register, {
      method: 'POST',
      url: '/api/v1/account/register',
      headers: { 'x-forwarded-for': ip() },
      body: registration({ email: first.email.toUpperCase() }),
    });
    expect(res.status).toBe(409);
    expect((res.json as ErrorJson).error.code).toBe('email_taken');
  });

  it('answers 405 with Allow for GET', async () => {
    const res = await callApi(register, { url: '/api/v1/account/register' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });
});

describe('POST /api/v1/account/login', () => {
  it('answers { authToken } for the right password (e-mail in any case)', async () => {
    const c = await registered();
    const res = await postLogin({ email: `  ${c.email.toUpperCase()} `, password: PASSWORD });
    expect(res.status).toBe(200);
    const token = (res.json as { authToken: string }).authToken;
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string; exp: number; iat: number };
    expect(payload.exp - payload.iat).toBe(30 * 24 * 3600);
    expect((await getCustomer(bearer(token))).status).toBe(200);
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const c = await registered();
    const wrong = await postLogin({ email: c.email, password: 'wrong-password-123' });
    const unknown = await postLogin({ email: email('nobody'), password: 'wrong-password-123' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual(unknown.json);
    expect((wrong.json as ErrorJson).error.message).toBe('Invalid e-mail or password.');
  });

  it('answers 400 when fields are missing', async () => {
    expect((await postLogin({ email: 'x@example.com' })).status).toBe(400);
  });
});

describe('GET/PATCH /api/v1/account/customer', () => {
  it('answers 401 without a token, with garbage, with alg none and with a foreign key', async () => {
    const c = await registered();
    const sub = JSON.parse(Buffer.from(c.token.split('.')[1]!, 'base64url').toString()).sub as string;
    const now = Math.floor(Date.now() / 1000);
    const none = new UnsecuredJWT({ iat_ms: now * 1000 }).setSubject(sub).setIssuer('zweitwerk').setAudience('zweitwerk-account').setIssuedAt(now).setExpirationTime(now + 3600).encode();
    const foreign = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuer('zweitwerk')
      .setAudience('zweitwerk-account')
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(new TextEncoder().encode('some-other-secret-that-is-long-enough-000'));
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuer('zweitwerk')
      .setAudience('zweitwerk-account')
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(new TextEncoder().encode(process.env.JWT_SECRET!));
    const [h, p] = c.token.split('.');
    const algNoneReuse = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p!, 'base64url').toString()), sub: '00000000-0000-4000-8000-000000000000' })).toString('base64url')}.${c.token.split('.')[2]}`;
    for (const headers of [{}, bearer('garbage'), bearer(none), bearer(foreign), bearer(expired), bearer(algNoneReuse), bearer(tampered), { authorization: `Basic ${c.token}` }]) {
      const res = await getCustomer(headers);
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect((res.json as ErrorJson).error.code).toBe('unauthorized');
    }
    expect(await currentCustomer({ headers: bearer(none) })).toBeNull();
    expect(await currentCustomer({ headers: {}, cookies: { 'zweitwerk-auth-jwt': foreign } })).toBeNull();
  });

  it('currentCustomer reads the bearer header or the auth cookie', async () => {
    const c = await registered();
    expect((await currentCustomer({ headers: bearer(c.token) }))?.email).toBe(c.email);
    expect((await currentCustomer({ headers: {}, cookies: { 'zweitwerk-auth-jwt': c.token } }))?.email).toBe(c.email);
    // a bearer header, when present, is the only credential considered
    expect(await currentCustomer({ headers: bearer('garbage'), cookies: { 'zweitwerk-auth-jwt': c.token } })).toBeNull();
  });

  it('updates the profile and refuses unknown fields and e-mail changes', async () => {
    const c = await registered();
    const res = await callApi(customerRoute, {
      method: 'PATCH',
      url: '/api/v1/account/customer',
      headers: bearer(c.token),
      body: { firstName: 'Eva', phone: '+49 30 1234567', shippingAddress: { street: 'Weg 1', postalCode: '10115', city: 'Berlin', country: 'de' } },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ firstName: 'Eva', phone: '+49 30 1234567', shippingAddress: { country: 'DE' } });
    const bad = await callApi(customerRoute, { method: 'PATCH', url: '/api/v1/account/customer', headers: bearer(c.token), body: { email: 'new@example.com' } });
    expect(bad.status).toBe(400);
    const business = await callApi(customerRoute, { method: 'PATCH', url: '/api/v1/account/customer', headers: bearer(c.token), body: { customerType: 'business' } });
    expect(business.status).toBe(400);
    expect(business.json).toMatchObject({ error: { code: 'invalid_request', details: [{ path: 'company', code: 'company_required' }] } });
    const anonymous = await callApi(customerRoute, { method: 'PATCH', url: '/api/v1/account/customer', body: { firstName: 'X' } });
    expect(anonymous.status).toBe(401);
  });
});

describe('POST /api/v1/account/password', () => {
  it('changes the password, revokes older tokens and answers a new one', async () => {
    const c = await registered();
    const wrong = await callApi(passwordRoute, { method: 'POST', url: '/api/v1/account/password', headers: bearer(c.token), body: { currentPassword: 'nope-nope-nope', newPassword: 'another-long-password' } });
    expect(wrong.status).toBe(400);
    expect((wrong.json as ErrorJson).error.code).toBe('wrong_password');
    const short = await callApi(passwordRoute, { method: 'POST', url: '/api/v1/account/password', headers: bearer(c.token), body: { currentPassword: PASSWORD, newPassword: 'short' } });
    expect(short.status).toBe(400);
    const res = await callApi(passwordRoute, { method: 'POST', url: '/api/v1/account/password', headers: bearer(c.token), body: { currentPassword: PASSWORD, newPassword: 'another-long-password' } });
    expect(res.status).toBe(200);
    const fresh = (res.json as { authToken: string }).authToken;
    expect((await getCustomer(bearer(c.token))).status).toBe(401);
    expect((await getCustomer(bearer(fresh))).status).toBe(200);
    expect((await postLogin({ email: c.email, password: PASSWORD })).status).toBe(401);
    expect((await postLogin({ email: c.email, password: 'another-long-password' })).status).toBe(200);
    const anonymous = await callApi(passwordRoute, { method: 'POST', url: '/api/v1/account/password', body: { currentPassword: PASSWORD, newPassword: 'another-long-password' } });
    expect(anonymous.status).toBe(401);
  });
});
