// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  MicroCache,
  cacheKey,
  etagMatches,
  isCacheableRequest,
  isStorableResponse,
  normaliseAcceptEncoding,
  parsePageCacheMs,
  replay,
  storedHeaders,
} from '@/server/micro-cache.mjs';

const PAGE = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, s-maxage=60, stale-while-revalidate=600' };

function clock(start = 1_000_000) {
  const c = { t: start, now: () => c.t };
  return c;
}

function answer(body: string, headers: Record<string, string> = PAGE) {
  return { status: 200, headers, body: Buffer.from(body) };
}

describe('parsePageCacheMs', () => {
  it('defaults to 10 s in production and off elsewhere', () => {
    expect(parsePageCacheMs(undefined, 'production')).toBe(10_000);
    expect(parsePageCacheMs('', 'production')).toBe(10_000);
    expect(parsePageCacheMs(undefined, 'development')).toBe(0);
    expect(parsePageCacheMs(undefined, undefined)).toBe(0);
  });

  it('takes whole milliseconds, 0 turning the cache off', () => {
    expect(parsePageCacheMs('0', 'production')).toBe(0);
    expect(parsePageCacheMs('2500', 'production')).toBe(2500);
  });

  it('refuses anything else with one line naming the variable', () => {
    for (const bad of ['-1', '1.5', '10s', 'abc', '86400001']) {
      expect(() => parsePageCacheMs(bad, 'production'), bad).toThrow(/^PAGE_CACHE_MS must be a whole number of milliseconds[^\n]*$/);
    }
  });
});

describe('isCacheableRequest', () => {
  it('takes GET of pages and of client-side navigation data', () => {
    expect(isCacheableRequest('GET', '/')).toBe(true);
    expect(isCacheableRequest('GET', '/gebrauchte-laptops?sort=price-asc')).toBe(true);
    expect(isCacheableRequest('GET', '/en/products/x')).toBe(true);
    expect(isCacheableRequest('GET', '/_next/data/build-1/de/gebrauchte-laptops.json?page=2')).toBe(true);
  });

  it('never the API, static files or the image optimizer', () => {
    expect(isCacheableRequest('GET', '/api/products')).toBe(false);
    expect(isCacheableRequest('GET', '/api')).toBe(false);
    expect(isCacheableRequest('GET', '/_next/static/chunks/main.js')).toBe(false);
    expect(isCacheableRequest('GET', '/_next/image?url=%2Fa.jpg&w=640&q=75')).toBe(false);
    expect(isCacheableRequest('GET', '/_next/data/build-1/de/x.txt')).toBe(false);
  });

  it('never other methods, HEAD included', () => {
    for (const method of ['HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS']) expect(isCacheableRequest(method, '/'), method).toBe(false);
  });
});

describe('isStorableResponse', () => {
  it('stores a public 200 HTML or JSON answer', () => {
    expect(isStorableResponse(200, PAGE)).toBe(true);
    expect(isStorableResponse(200, { ...PAGE, 'content-type': 'application/json' })).toBe(true);
    expect(isStorableResponse(200, { ...PAGE, vary: 'Accept-Encoding' })).toBe(true);
  });

  it('not another status', () => {
    for (const status of [201, 204, 301, 304, 404, 500]) expect(isStorableResponse(status, PAGE), String(status)).toBe(false);
  });

  it('not without public, nor with private, no-store or no-cache', () => {
    expect(isStorableResponse(200, { ...PAGE, 'cache-control': 's-maxage=60' })).toBe(false);
    expect(isStorableResponse(200, { 'content-type': 'text/html' })).toBe(false);
    expect(isStorableResponse(200, { ...PAGE, 'cache-control': 'private, no-store' })).toBe(false);
    expect(isStorableResponse(200, { ...PAGE, 'cache-control': 'public, no-cache' })).toBe(false);
  });

  it('not when it sets a cookie', () => {
    expect(isStorableResponse(200, { ...PAGE, 'set-cookie': ['a=1'] } as never)).toBe(false);
  });

  it('not another content type', () => {
    for (const type of ['application/xml', 'text/plain', 'image/png', 'application/javascript', 'text/htmlx']) {
      expect(isStorableResponse(200, { ...PAGE, 'content-type': type }), type).toBe(false);
    }
    expect(isStorableResponse(200, { 'cache-control': PAGE['cache-control'] })).toBe(false);
  });

  it('not when it varies on more than Accept-Encoding', () => {
    expect(isStorableResponse(200, { ...PAGE, vary: 'Accept-Encoding, Cookie' })).toBe(false);
    expect(isStorableResponse(200, { ...PAGE, vary: '*' })).toBe(false);
  });

  it('not when its declared length is over the cap', () => {
    expect(isStorableResponse(200, { ...PAGE, 'content-length': '100' }, 100)).toBe(true);
    expect(isStorableResponse(200, { ...PAGE, 'content-length': '101' }, 100)).toBe(false);
  });
});

describe('cacheKey', () => {
  const key = (url: string, headers: Record<string, string> = {}) => cacheKey({ url, headers: { host: 'shop.test', ...headers } });

  it('separates queries', () => {
    expect(key('/gebrauchte-tablets?page=2')).not.toBe(key('/gebrauchte-tablets'));
    expect(key('/gebrauchte-tablets?page=2')).not.toBe(key('/gebrauchte-tablets?page=3'));
    expect(key('/gebrauchte-tablets?page=2')).toBe(key('/gebrauchte-tablets?page=2'));
  });

  it('separates Accept-Encoding, but not its spelling or order', () => {
    expect(key('/', { 'accept-encoding': 'gzip' })).not.toBe(key('/'));
    expect(key('/', { 'accept-encoding': 'gzip' })).not.toBe(key('/', { 'accept-encoding': 'br' }));
    expect(key('/', { 'accept-encoding': 'gzip, deflate, br' })).toBe(key('/', { 'accept-encoding': 'br,GZIP , deflate' }));
    expect(key('/', { 'accept-encoding': 'gzip;q=0.5, br' })).not.toBe(key('/', { 'accept-encoding': 'gzip, br' }));
  });

  it('separates hosts (HSTS is sent on production hosts only)', () => {
    expect(cacheKey({ url: '/', headers: { host: 'zweitwerk.de' } })).not.toBe(cacheKey({ url: '/', headers: { host: 'localhost:3000' } }));
    expect(cacheKey({ url: '/', headers: { host: 'Zweitwerk.DE' } })).toBe(cacheKey({ url: '/', headers: { host: 'zweitwerk.de' } }));
  });
});

describe('normaliseAcceptEncoding', () => {
  it('lists the codings sorted, q-values only when not 1', () => {
    expect(normaliseAcceptEncoding('gzip, deflate, br')).toBe('br,deflate,gzip');
    expect(normaliseAcceptEncoding('gzip;q=1.0, identity; q=0.5')).toBe('gzip,identity;q=0.5');
    expect(normaliseAcceptEncoding(undefined)).toBe('');
    expect(normaliseAcceptEncoding('')).toBe('');
  });
});

describe('storedHeaders', () => {
  it('keeps what the page sent, without hop-by-hop headers, cookies, date and length', () => {
    const kept = {
      ...PAGE,
      'content-encoding': 'gzip',
      etag: '"abc"',
      vary: 'Accept-Encoding',
      'content-security-policy': "default-src 'self'",
      'x-content-type-options': 'nosniff',
      'strict-transport-security': 'max-age=63072000',
    };
    const stored = storedHeaders({
      ...kept,
      connection: 'keep-alive, x-hop',
      'keep-alive': 'timeout=5',
      'x-hop': '1',
      'transfer-encoding': 'chunked',
      date: 'Mon, 01 Jan 2024 00:00:00 GMT',
      'content-length': '42',
    });
    expect(stored).toEqual(kept);
  });
});

describe('MicroCache', () => {
  it('answers what was stored until the TTL has passed', () => {
    const c = clock();
    const cache = new MicroCache({ ttlMs: 10_000, now: c.now });
    expect(cache.set('k', answer('<p>1</p>'))).toBe(true);
    c.t += 9_999;
    expect(cache.get('k')?.body.toString()).toBe('<p>1</p>');
    c.t += 1;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('stores nothing when off (TTL 0)', () => {
    const cache = new MicroCache({ ttlMs: 0 });
    expect(cache.enabled).toBe(false);
    expect(cache.set('k', answer('x'))).toBe(false);
    expect(cache.get('k')).toBeUndefined();
  });

  it('refuses a body over the size cap', () => {
    const cache = new MicroCache({ ttlMs: 1000, maxBodyBytes: 4 });
    expect(cache.set('small', answer('1234'))).toBe(true);
    expect(cache.set('big', answer('12345'))).toBe(false);
    expect(cache.get('big')).toBeUndefined();
    expect(cache.get('small')).toBeDefined();
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const c = clock();
    const cache = new MicroCache({ ttlMs: 60_000, maxEntries: 3, now: c.now });
    for (const k of ['a', 'b', 'c', 'd', 'e']) {
      cache.set(k, answer(k));
      c.t += 1;
    }
    expect(cache.size).toBe(3);
    expect(['a', 'b', 'c', 'd', 'e'].map((k) => cache.get(k)?.body.toString() ?? null)).toEqual([null, null, 'c', 'd', 'e']);
  });

  it('beyond maxEntries drops the page read least recently, so a page still asked for stays', () => {
    const c = clock();
    const cache = new MicroCache({ ttlMs: 60_000, maxEntries: 2, now: c.now });
    cache.set('popular', answer('p'));
    cache.set('once', answer('o'));
    expect(cache.get('popular')?.body.toString()).toBe('p');
    cache.set('new', answer('n'));
    expect(cache.get('once')).toBeUndefined();
    expect(cache.get('popular')?.body.toString()).toBe('p');
    expect(cache.get('new')?.body.toString()).toBe('n');
  });

  it('drops expired entries when storing', () => {
    const c = clock();
    const cache = new MicroCache({ ttlMs: 1000, maxEntries: 100, now: c.now });
    cache.set('old1', answer('1'));
    cache.set('old2', answer('2'));
    c.t += 1000;
    cache.set('new', answer('3'));
    expect(cache.size).toBe(1);
  });

  it('a second store under a key replaces the first and counts as new', () => {
    const c = clock();
    const cache = new MicroCache({ ttlMs: 1000, maxEntries: 2, now: c.now });
    cache.set('a', answer('a1'));
    cache.set('b', answer('b'));
    cache.set('a', answer('a2'));
    cache.set('c', answer('c'));
    expect(cache.get('a')?.body.toString()).toBe('a2');
    expect(cache.get('b')).toBeUndefined();
  });

  it('clear() empties it', () => {
    const cache = new MicroCache({ ttlMs: 1000 });
    cache.set('a', answer('a'));
    cache.set('b', answer('b'));
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.get('a')).toBeUndefined();
  });
});

describe('replay', () => {
  const c = clock();
  const cache = new MicroCache({ ttlMs: 10_000, now: c.now });
  cache.set('k', answer('<p>page</p>', { ...PAGE, etag: '"v1"', 'content-encoding': 'gzip', 'x-frame-options': 'DENY' }));
  const entry = cache.get('k')!;

  it('answers the stored page with HIT, its length and age', () => {
    const r = replay(entry, {}, c.t + 3_500);
    expect(r.status).toBe(200);
    expect(r.body?.toString()).toBe('<p>page</p>');
    expect(r.headers).toEqual({ ...PAGE, etag: '"v1"', 'content-encoding': 'gzip', 'x-frame-options': 'DENY', 'content-length': 11, age: '3', 'x-page-cache': 'HIT' });
  });

  it('answers 304 without a body when If-None-Match names the ETag', () => {
    for (const inm of ['"v1"', 'W/"v1"', '"v0", "v1"', '*']) {
      const r = replay(entry, { 'if-none-match': inm }, c.t);
      expect(r.status, inm).toBe(304);
      expect(r.body, inm).toBeNull();
      expect(r.headers.etag).toBe('"v1"');
      expect(r.headers['x-page-cache']).toBe('HIT');
      expect(r.headers['content-type']).toBeUndefined();
      expect(r.headers['content-encoding']).toBeUndefined();
    }
    expect(replay(entry, { 'if-none-match': '"v2"' }, c.t).status).toBe(200);
  });
});

describe('etagMatches', () => {
  it('compares weakly and needs a stored ETag', () => {
    expect(etagMatches('W/"x"', '"x"')).toBe(true);
    expect(etagMatches('"x"', 'W/"x"')).toBe(true);
    expect(etagMatches('"y"', '"x"')).toBe(false);
    expect(etagMatches(undefined, '"x"')).toBe(false);
    expect(etagMatches('"x"', undefined)).toBe(false);
  });
});
