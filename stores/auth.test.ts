import { describe, expect, it, vi } from 'vitest';
import { createAuthStore } from './auth';
import { GENERIC_AUTH_ERROR, loginFailedMessage, multipassFailedMessage, type AuthDeps } from './auth-flow';

function jwt(claims: Record<string, unknown>): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.sig`;
}

const TOKEN = jwt({ sub: 'c1', exp: Math.floor(Date.now() / 1000) + 3600 });
const CUSTOMER = { id: 'c1', email: 'kunde@zweitwerk.de', firstName: 'Karl', lastName: 'Kunde' };
const TARGETS = { redirectTo: '/account', accountPath: '/account' };

type Route = { status: number; statusText?: string; body: unknown };

/** Fake side effects that answer by URL and record every call and navigation in order. */
function fakeDeps(routes: Record<string, Route | (() => Route)>, stored: string | null = null) {
  const log: string[] = [];
  const errors: string[] = [];
  const calls: { url: string; init: RequestInit; token: string | null }[] = [];
  let token = stored;
  const deps: AuthDeps = {
    request: async (url, init, t) => {
      calls.push({ url, init, token: t });
      log.push(`${init.method ?? 'GET'} ${url.split('?')[0]}`);
      const key = Object.keys(routes).find((k) => url.startsWith(k));
      if (!key) throw new TypeError('Failed to fetch');
      const r = routes[key]!;
      const { status, statusText = '', body } = typeof r === 'function' ? r() : r;
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, statusText });
    },
    tokens: {
      read: () => token,
      write: (t) => {
        token = t;
        log.push('store token');
      },
      clear: () => {
        token = null;
        log.push('clear token');
      },
    },
    navigate: (url) => log.push(`navigate ${url}`),
    logError: (m) => errors.push(m),
  };
  return { deps, log, errors, calls, token: () => token };
}

describe('auth store: login sequence (spec §4)', () => {
  it('posts credentials, stores the token, loads the customer, fetches the SSO URL and navigates to it', async () => {
    const f = fakeDeps({
      '/api/v1/account/login': { status: 200, body: { authToken: TOKEN } },
      '/api/v1/account/customer': { status: 200, body: CUSTOMER },
      '/api/account/multipass': { status: 200, body: { url: 'http://platform.test/account/login/multipass/abc' } },
    });
    const store = createAuthStore(f.deps);
    await store.getState().login('Kunde@Zweitwerk.de', 'secret-password', { redirectTo: '/en/account', accountPath: '/en/account' });
    expect(f.log).toEqual([
      'POST /api/v1/account/login',
      'store token',
      'GET /api/v1/account/customer',
      'GET /api/account/multipass',
      'navigate http://platform.test/account/login/multipass/abc',
    ]);
    expect(JSON.parse(f.calls[0]!.init.body as string)).toEqual({ email: 'Kunde@Zweitwerk.de', password: 'secret-password' });
    expect(f.calls[1]!.token).toBe(TOKEN);
    const sso = new URL(f.calls[2]!.url, 'http://x');
    expect(sso.searchParams.get('email')).toBe('kunde@zweitwerk.de');
    expect(sso.searchParams.get('redirectTo')).toBe('/en/account');
    expect(store.getState()).toMatchObject({ token: TOKEN, customer: CUSTOMER, error: null });
  });

  it('stores and logs "Login failed: {status} {statusText} - {body}" and stays put', async () => {
    const body = '{"error":{"code":"unauthorized","message":"Invalid e-mail or password."}}';
    const f = fakeDeps({ '/api/v1/account/login': { status: 401, statusText: 'Unauthorized', body } });
    const store = createAuthStore(f.deps);
    await store.getState().login('a@b.de', 'wrong', TARGETS);
    const expected = `Login failed: 401 Unauthorized - ${body}`;
    expect(loginFailedMessage(401, 'Unauthorized', body)).toBe(expected);
    expect(store.getState().error).toBe(expected);
    expect(store.getState().failure).toMatchObject({ step: 'login', status: 401, code: 'unauthorized' });
    expect(store.getState().status).toBe('idle');
    expect(f.errors).toEqual([expected]);
    expect(f.log.some((l) => l.startsWith('navigate'))).toBe(false);
    expect(f.token()).toBeNull();
  });

  it('goes to the account index when the Multipass URL fetch fails, with the spec message', async () => {
    const f = fakeDeps({
      '/api/v1/account/login': { status: 200, body: { authToken: TOKEN } },
      '/api/v1/account/customer': { status: 200, body: CUSTOMER },
      '/api/account/multipass': { status: 500, statusText: 'Internal Server Error', body: 'boom' },
    });
    const store = createAuthStore(f.deps);
    await store.getState().login('kunde@zweitwerk.de', 'pw', { redirectTo: '/x', accountPath: '/en/account' });
    expect(f.log.at(-1)).toBe('navigate /en/account');
    expect(store.getState().error).toBe('Multipass URL fetch failed: 500 Internal Server Error - boom');
    expect(multipassFailedMessage(403, 'Forbidden', 'no')).toBe('Multipass URL fetch failed: 403 Forbidden - no');
    expect(f.errors).toContain('Multipass URL fetch failed: 500 Internal Server Error - boom');
    expect(store.getState().token).toBe(TOKEN);
  });

  it('stores "An error occurred" when an error has no message (network failure)', async () => {
    const f = fakeDeps({});
    f.deps.request = async () => {
      throw new TypeError('');
    };
    const store = createAuthStore(f.deps);
    await store.getState().login('a@b.de', 'pw', TARGETS);
    expect(store.getState().error).toBe(GENERIC_AUTH_ERROR);
    expect(GENERIC_AUTH_ERROR).toBe('An error occurred');
    expect(store.getState().failure?.step).toBe('network');
  });
});

describe('auth store: registration', () => {
  it('sends JSON without a content-type header and fails with the status text', async () => {
    const f = fakeDeps({
      '/api/v1/account/register': {
        status: 409,
        statusText: 'Conflict',
        body: { error: { code: 'email_taken', message: 'exists' } },
      },
    });
    const store = createAuthStore(f.deps);
    await store.getState().register({ email: 'a@b.de', password: 'x' }, TARGETS);
    const init = f.calls[0]!.init;
    expect(new Headers(init.headers).has('content-type')).toBe(false);
    expect(init.body).toBeInstanceOf(Blob);
    expect((init.body as Blob).type).toBe('');
    expect(JSON.parse(await (init.body as Blob).text())).toEqual({ email: 'a@b.de', password: 'x' });
    expect(store.getState().error).toBe('Conflict');
    expect(store.getState().failure).toMatchObject({ step: 'register', status: 409, code: 'email_taken' });
  });

  it('signs in after a successful registration', async () => {
    const f = fakeDeps({
      '/api/v1/account/register': { status: 201, body: { authToken: TOKEN } },
      '/api/v1/account/customer': { status: 200, body: CUSTOMER },
      '/api/account/multipass': { status: 200, body: { url: '/account/login/multipass/t' } },
    });
    const store = createAuthStore(f.deps);
    await store.getState().register({ email: 'kunde@zweitwerk.de' }, TARGETS);
    expect(f.log).toEqual([
      'POST /api/v1/account/register',
      'store token',
      'GET /api/v1/account/customer',
      'GET /api/account/multipass',
      'navigate /account/login/multipass/t',
    ]);
  });
});

describe('auth store: returning visitor and logout', () => {
  it('starts the single sign-on automatically for a stored token with a known e-mail', async () => {
    const f = fakeDeps(
      {
        '/api/v1/account/customer': { status: 200, body: CUSTOMER },
        '/api/account/multipass': { status: 200, body: { url: '/sso' } },
      },
      TOKEN,
    );
    const store = createAuthStore(f.deps);
    expect(await store.getState().resumeSession({ redirectTo: '/', accountPath: '/account' })).toBe(true);
    expect(f.log).toEqual(['GET /api/v1/account/customer', 'GET /api/account/multipass', 'navigate /sso']);
  });

  it('drops a token the API refuses and shows the login form instead', async () => {
    const f = fakeDeps({ '/api/v1/account/customer': { status: 401, body: { error: { code: 'unauthorized' } } } }, TOKEN);
    const store = createAuthStore(f.deps);
    expect(await store.getState().resumeSession(TARGETS)).toBe(false);
    expect(f.token()).toBeNull();
    expect(store.getState().token).toBeNull();
    expect(f.log.some((l) => l.startsWith('navigate'))).toBe(false);
  });

  it('does nothing for an anonymous visitor', async () => {
    const f = fakeDeps({});
    const store = createAuthStore(f.deps);
    expect(await store.getState().resumeSession(TARGETS)).toBe(false);
    expect(f.calls).toEqual([]);
  });

  it('logout clears customer and token, calls the platform logout and goes to its URL', async () => {
    const f = fakeDeps({ '/api/account/shopify-logout': { status: 200, body: { url: 'http://shop.test/' } } }, TOKEN);
    const store = createAuthStore(f.deps);
    store.setState({ token: TOKEN, customer: CUSTOMER as never });
    await store.getState().logout();
    expect(f.log).toEqual(['clear token', 'GET /api/account/shopify-logout', 'navigate http://shop.test/']);
    expect(store.getState()).toMatchObject({ token: null, customer: null });
    // the token taken before the logout goes along, so the server can revoke it
    expect(f.calls.at(-1)).toMatchObject({ url: '/api/account/shopify-logout?locale=de', token: TOKEN });
  });

  it('logout from an English page asks for the English home and falls back to it', async () => {
    const f = fakeDeps({ '/api/account/shopify-logout': { status: 200, body: { url: 'http://shop.test/en' } } }, TOKEN);
    await createAuthStore(f.deps).getState().logout('en');
    expect(f.calls.at(-1)).toMatchObject({ url: '/api/account/shopify-logout?locale=en', token: TOKEN });
    expect(f.log.at(-1)).toBe('navigate http://shop.test/en');
    const offline = fakeDeps({});
    await createAuthStore(offline.deps).getState().logout('en');
    expect(offline.log.at(-1)).toBe('navigate /en');
  });

  it('logout goes home when the platform returns no URL', async () => {
    for (const route of [{ status: 500, body: 'x' }, { status: 200, body: {} }]) {
      const f = fakeDeps({ '/api/account/shopify-logout': route });
      await createAuthStore(f.deps).getState().logout();
      expect(f.log.at(-1)).toBe('navigate /');
    }
    const offline = fakeDeps({});
    await createAuthStore(offline.deps).getState().logout();
    expect(offline.log.at(-1)).toBe('navigate /');
  });

  it('hydrate keeps only what the token reader accepts', () => {
    const read = vi.fn(() => null);
    const f = fakeDeps({});
    f.deps.tokens.read = read;
    const store = createAuthStore(f.deps);
    store.setState({ token: 'stale', customer: CUSTOMER as never });
    expect(store.getState().hydrate()).toBeNull();
    expect(store.getState()).toMatchObject({ token: null, customer: null });
  });
});
