import { afterAll, describe, expect, it } from 'vitest';
import type { GetServerSidePropsContext } from 'next';
import * as multipass from '@/pages/api/account/multipass';
import * as logout from '@/pages/api/account/shopify-logout';
import { getServerSideProps } from '@/pages/account/login/multipass/[token]';
import { encodeMultipass } from '@/lib/server/security/multipass';
import { closeRateLimits } from '@/lib/server/security/rate-limit';
import { callApi } from '../support/api';
import { bearer, registered, type ErrorJson } from './account-helpers';

afterAll(closeRateLimits);

const ssoUrl = (query: string, headers: Record<string, string>) => callApi(multipass, { url: `/api/account/multipass?${query}`, headers });

type Redirect = { redirect: { destination: string } };

/** Runs the platform's Multipass page and answers its redirect and Set-Cookie. */
async function openMultipass(token: string, locale = 'de') {
  const headers: Record<string, string | string[]> = {};
  const ctx = {
    params: { token },
    locale,
    req: { headers: { host: 'localhost:3000' }, cookies: {} },
    res: {
      setHeader: (k: string, v: string | string[]) => {
        headers[k.toLowerCase()] = v;
      },
    },
    query: {},
    resolvedUrl: `/account/login/multipass/${token}`,
  } as unknown as GetServerSidePropsContext;
  const result = (await getServerSideProps(ctx)) as Redirect;
  return { destination: result.redirect.destination, cookie: headers['set-cookie'] as string | undefined };
}

function tokenOf(url: string): string {
  const m = /\/account\/login\/multipass\/([^/?#]+)$/.exec(url);
  if (!m) throw new Error(`not a multipass URL: ${url}`);
  return m[1]!;
}

describe('GET /api/account/multipass', () => {
  it('answers the platform URL for the token holder, by bearer or auth cookie', async () => {
    const c = await registered();
    const res = await ssoUrl(`email=${encodeURIComponent(c.email.toUpperCase())}&redirectTo=%2Fen%2Faccount`, bearer(c.token));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const { url } = res.json as { url: string };
    expect(url.startsWith('http://localhost:3000/account/login/multipass/')).toBe(true);
    const viaCookie = await ssoUrl(`email=${encodeURIComponent(c.email)}`, { cookie: `zweitwerk-auth-jwt=${c.token}` });
    expect(viaCookie.status).toBe(200);
  });

  it('refuses anonymous callers (401) and another customer e-mail (403)', async () => {
    const a = await registered();
    const b = await registered();
    expect((await ssoUrl(`email=${encodeURIComponent(a.email)}`, {})).status).toBe(401);
    expect((await ssoUrl(`email=${encodeURIComponent(a.email)}`, bearer('garbage'))).status).toBe(401);
    const other = await ssoUrl(`email=${encodeURIComponent(b.email)}`, bearer(a.token));
    expect(other.status).toBe(403);
    expect((other.json as ErrorJson).error.code).toBe('forbidden');
    expect((await ssoUrl('', bearer(a.token))).status).toBe(400);
  });
});

describe('platform Multipass login /account/login/multipass/[token]', () => {
  it('signs in once, sets an HttpOnly platform session cookie and redirects to return_to; a replay is refused', async () => {
    const c = await registered();
    const { url } = (await ssoUrl(`email=${encodeURIComponent(c.email)}&redirectTo=${encodeURIComponent('/en/account?tab=1')}`, bearer(c.token))).json as { url: string };
    const token = tokenOf(url);
    const first = await openMultipass(token);
    expect(first.destination).toBe('/en/account?tab=1');
    const [session, ...attributes] = first.cookie!.split('; ');
    expect(session).toMatch(/^zweitwerk-platform-session=[\w-]{40,}$/);
    expect(attributes.filter((a) => !a.startsWith('Max-Age=')).sort()).toEqual(['HttpOnly', 'Path=/', 'SameSite=Lax']);
    // 30 days, give or take the second the sign-in took; not Secure on localhost
    expect(Number(attributes.find((a) => a.startsWith('Max-Age='))!.slice(8))).toBeGreaterThanOrEqual(30 * 24 * 3600 - 5);
    const replay = await openMultipass(token);
    expect(replay.destination).toBe('/account');
    expect(replay.cookie).toBeUndefined();
    // the unpadded spelling of the same token is the same token
    expect((await openMultipass(token.replace(/=+$/, ''))).cookie).toBeUndefined();
  });

  it.each([
    ['//evil.example/x'],
    ['https://evil.example'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
  ])('never redirects off-site: redirectTo %s lands on /account', async (redirectTo) => {
    const c = await registered();
    const { url } = (await ssoUrl(`email=${encodeURIComponent(c.email)}&redirectTo=${encodeURIComponent(redirectTo)}`, bearer(c.token))).json as { url: string };
    expect((await openMultipass(tokenOf(url))).destination).toBe('/account');
  });

  it('sanitises return_to again on the platform side, and refuses tampered, foreign and old tokens', async () => {
    const c = await registered();
    const secret = process.env.MULTIPASS_SECRET!;
    const hostile = encodeMultipass({ email: c.email, created_at: new Date().toISOString(), return_to: '//evil.example' }, secret);
    const opened = await openMultipass(hostile);
    expect(opened.destination).toBe('/account');
    expect(opened.cookie).toBeDefined();

    const old = encodeMultipass({ email: c.email, created_at: new Date(Date.now() - 16 * 60 * 1000).toISOString(), return_to: '/x' }, secret);
    const foreign = encodeMultipass({ email: c.email, created_at: new Date().toISOString(), return_to: '/x' }, 'not-our-multipass-secret');
    const good = encodeMultipass({ email: c.email, created_at: new Date().toISOString(), return_to: '/x' }, secret);
    const tampered = `${good.slice(0, 10)}${good[10] === 'A' ? 'B' : 'A'}${good.slice(11)}`;
    const unknown = encodeMultipass({ email: 'nobody@example.com', created_at: new Date().toISOString(), return_to: '/x' }, secret);
    for (const bad of [old, foreign, tampered, unknown, 'garbage']) {
      const r = await openMultipass(bad, 'en');
      expect(r.destination).toBe('/en/account');
      expect(r.cookie).toBeUndefined();
    }
  });
});

describe('GET /api/account/shopify-logout', () => {
  it('ends the platform session, clears its cookie and answers the URL to go to', async () => {
    const c = await registered();
    const { url } = (await ssoUrl(`email=${encodeURIComponent(c.email)}`, bearer(c.token))).json as { url: string };
    const { cookie } = await openMultipass(tokenOf(url));
    const session = cookie!.split(';')[0]!;
    const res = await callApi(logout, { url: '/api/account/shopify-logout', headers: { cookie: session } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ url: 'http://localhost:3000/' });
    expect(res.headers.get('set-cookie')!.split('; ').sort()).toEqual(['zweitwerk-platform-session=', 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=0'].sort());
    const { getDb } = await import('@/lib/server/db');
    const { platformSessions } = await import('@/lib/server/db/schema');
    const { eq } = await import('drizzle-orm');
    const db = await getDb();
    const sub = JSON.parse(Buffer.from(c.token.split('.')[1]!, 'base64url').toString()).sub as string;
    expect(await db.select().from(platformSessions).where(eq(platformSessions.customerId, sub))).toHaveLength(0);
    // without a session it still answers the URL
    expect((await callApi(logout, { url: '/api/account/shopify-logout' })).json).toEqual({ url: 'http://localhost:3000/' });
  });
});
