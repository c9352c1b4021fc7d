import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import * as customerRoute from '@/pages/api/v1/account/customer';
import * as forgot from '@/pages/api/v1/account/forgot-password';
import * as logout from '@/pages/api/account/shopify-logout';
import { customerOrLoginRedirect } from '@/lib/server/account/pages';
import { getDb } from '@/lib/server/db';
import { passwordResetTokens, revokedTokens } from '@/lib/server/db/schema';
import { mailQueue, readOutbox } from '@/lib/server/mail';
import { signAuthToken } from '@/lib/server/security/jwt';
import { closeRateLimits, RATE_LIMITS } from '@/lib/server/security/rate-limit';
import { RESET_MAIL_SPACING_MS, RESET_MAILS_PER_HOUR } from '@/lib/server/account/password-reset';
import { callApi } from '../support/api';
import { bearer, email, ip, PASSWORD, postLogin, registered, type ErrorJson } from './account-helpers';

afterAll(closeRateLimits);

const me = (headers: Record<string, string>) => callApi(customerRoute, { url: '/api/v1/account/customer', headers });
const cookie = (token: string) => ({ cookie: `zweitwerk-auth-jwt=${token}` });
const subOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;

async function loginToken(address: string, password = PASSWORD, user?: string): Promise<string> {
  const res = await postLogin({ email: user, password }, { 'x-forwarded-for': address });
  expect(res.status).toBe(200);
  return (res.json as { authToken: string }).authToken;
}

describe('logout ends the token on the server', () => {
  it('the token taken before logout no longer opens the API or /account; other devices stay signed in', async () => {
    const c = await registered();
    const laptop = await loginToken(ip(), PASSWORD, c.email);
    const phone = await loginToken(ip(), PASSWORD, c.email);
    expect((await me(bearer(laptop))).status).toBe(200);

    const out = await callApi(logout, { url: '/api/account/shopify-logout?locale=de', headers: bearer(laptop) });
    expect(out.status).toBe(200);
    expect(out.json).toEqual({ url: 'http://localhost:3000/' });

    expect((await me(bearer(laptop))).status).toBe(401);
    expect((await me(cookie(laptop))).status).toBe(401);
    const page = await customerOrLoginRedirect({ req: { headers: {}, cookies: { 'zweitwerk-auth-jwt': laptop } } as never, locale: 'de', resolvedUrl: '/account' });
    expect(page).toEqual({ redirect: { destination: '/account/login?redirectTo=%2Faccount', permanent: false } });

    // the phone's token is another token: still valid
    expect((await me(bearer(phone))).status).toBe(200);
    // the denylist holds the token until it would have expired anyway
    const db = await getDb();
    const rows = await db.select().from(revokedTokens);
    const exp = JSON.parse(Buffer.from(laptop.split('.')[1]!, 'base64url').toString()).exp as number;
    expect(rows.some((r) => r.expiresAt.getTime() === exp * 1000)).toBe(true);
  });

  it('revokes the token of the auth cookie as well (browser logout without a bearer header)', async () => {
    const c = await registered();
    const token = await loginToken(ip(), PASSWORD, c.email);
    expect((await callApi(logout, { url: '/api/account/shopify-logout', headers: cookie(token) })).status).toBe(200);
    expect((await me(bearer(token))).status).toBe(401);
  });

  it('refuses a logout asked for by another site, and keeps the token', async () => {
    const c = await registered();
    const token = await loginToken(ip(), PASSWORD, c.email);
    const res = await callApi(logout, { url: '/api/account/shopify-logout', headers: { ...cookie(token), 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(403);
    expect((await me(bearer(token))).status).toBe(200);
  });

  it('refuses a token whose iat lies in the future', async () => {
    const c = await registered();
    const future = await signAuthToken(subOf(c.token), Date.now() + 60 * 60 * 1000);
    expect((await me(bearer(future))).status).toBe(401);
    // a token issued just now is fine
    expect((await me(bearer(await signAuthToken(subOf(c.token))))).status).toBe(200);
  });
});

describe('logout lands in the language it came from', () => {
  it('answers /en for English pages and / for German ones', async () => {
    const url = async (path: string, headers: Record<string, string> = {}) => ((await callApi(logout, { url: path, headers })).json as { url: string }).url;
    expect(await url('/api/account/shopify-logout?locale=en')).toBe('http://localhost:3000/en');
    expect(await url('/api/account/shopify-logout?locale=de')).toBe('http://localhost:3000/');
    expect(await url('/api/account/shopify-logout', { referer: 'http://localhost:3000/en/account' })).toBe('http://localhost:3000/en');
    expect(await url('/api/account/shopify-logout', { referer: 'http://localhost:3000/account' })).toBe('http://localhost:3000/');
    expect(await url('/api/account/shopify-logout', { referer: 'http://localhost:3000/entdecken' })).toBe('http://localhost:3000/');
  });
});

describe('targeted lockout', () => {
  it('an attacker hammering an account from many addresses does not lock out its owner', async () => {
    const owner = await registered();
    const attackers = Array.from({ length: 10 }, () => ip());
    const perAddress = RATE_LIMITS['login-ip-email'].points;
    // every attacker address guesses until it is refused; the addresses run side by side
    const outcomes = await Promise.all(
      attackers.map(async (address) => {
        const statuses: number[] = [];
        for (let i = 0; i <= perAddress; i++) statuses.push((await postLogin({ email: owner.email, password: `guess-${i}-wrong` }, { 'x-forwarded-for': address })).status);
        return statuses;
      }),
    );
    for (const statuses of outcomes) {
      expect(statuses.slice(0, perAddress)).toEqual(Array(perAddress).fill(401));
      // the attacker's address is stopped for this account
      expect(statuses[perAddress]).toBe(429);
    }
    // 100 wrong passwords later, the owner signs in from home with the right one
    const home = await postLogin({ email: owner.email, password: PASSWORD }, { 'x-forwarded-for': ip() });
    expect(home.status).toBe(200);
    // and an attacker address stays refused for that account
    const again = await postLogin({ email: owner.email, password: PASSWORD }, { 'x-forwarded-for': attackers[0]! });
    expect(again.status).toBe(429);
    expect((again.json as ErrorJson).error.code).toBe('rate_limited');
  });

  it('forgot-password requests by a third party never keep the owner from resetting', async () => {
    const owner = await registered();
    const forgotFrom = (address: string) =>
      callApi(forgot, { method: 'POST', url: '/api/v1/account/forgot-password', headers: { 'x-forwarded-for': address }, body: { email: owner.email } });
    // ten requests from ten addresses (before: three were enough to block resets for an hour)
    for (let i = 0; i < 10; i++) expect((await forgotFrom(ip())).status).toBe(202);
    const count = () => readOutbox().filter((m) => m.to === owner.email && m.tag === 'password-reset').length;
    // mails go out after the answer: count them once every mail begun so far is out
    const mails = async () => {
      await mailQueue.idle();
      return count();
    };
    // the owner's mailbox is not flooded: the first few go out at once, the rest are paced
    expect(await mails()).toBe(RESET_MAILS_PER_HOUR);
    // the owner asks from home: accepted, not refused; paced, the links already sent still work
    expect((await forgotFrom(ip())).status).toBe(202);
    expect(await mails()).toBe(RESET_MAILS_PER_HOUR);
    // once the pacing interval has passed since the last mail, the owner gets a fresh link
    const db = await getDb();
    const earlier = new Date(Date.now() - RESET_MAIL_SPACING_MS - 1000);
    await db.update(passwordResetTokens).set({ createdAt: earlier }).where(eq(passwordResetTokens.customerId, subOf(owner.token)));
    expect((await forgotFrom(ip())).status).toBe(202);
    expect(await mails()).toBe(RESET_MAILS_PER_HOUR + 1);
  });

  it('an unknown e-mail is limited in the same way (no hint whether it exists)', async () => {
    const target = email('nobody');
    const address = ip();
    for (let i = 0; i < RATE_LIMITS['login-ip-email'].points; i++) expect((await postLogin({ email: target, password: 'x' }, { 'x-forwarded-for': address })).status).toBe(401);
    expect((await postLogin({ email: target, password: 'x' }, { 'x-forwarded-for': address })).status).toBe(429);
  });
});
