// @vitest-environment node
// The front (server/front.mjs) against a small fake upstream on a unix socket, as Next sits behind it.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clientIp } from '@/lib/server/security/rate-limit';
import { createFront, withoutCartSlash } from '@/server/front.mjs';
import { MicroCache } from '@/server/micro-cache.mjs';

const PUBLIC = 'public, s-maxage=60, stale-while-revalidate=600';

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

let dir: string;
let socketPath: string;
let upstream: http.Server;
let front: http.Server;
let port: number;
let cache: MicroCache;
const upstreamCalls: string[] = [];
const logged: string[] = [];
/** lets the streaming test release the second half of a slow page */
let releaseSecondHalf: () => void = () => {};

function fakeNext(req: http.IncomingMessage, res: http.ServerResponse): void {
  const url = req.url ?? '/';
  if (url.startsWith('/echo')) {
    // the request as Next would see it, and the client address the shop would take from it
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'private, no-store' });
    res.end(JSON.stringify({ method: req.method, url, headers: req.headers, clientIp: clientIp(req, 0), clientIpBehindOneProxy: clientIp(req, 1) }));
    return;
  }
  if (url.startsWith('/upload')) {
    // echoes every chunk of the request body as it arrives
    res.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'no-store' });
    req.on('data', (chunk: Buffer) => res.write(chunk));
    req.on('end', () => res.end('|end'));
    return;
  }
  if (url.startsWith('/slow')) {
    res.writeHead(200, { 'content-type': 'text/html', 'cache-control': PUBLIC });
    res.write('first half;');
    releaseSecondHalf = () => res.end('second half');
    return;
  }
  const html = `<p>page ${url}</p>`;
  const headers: http.OutgoingHttpHeaders = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': url.startsWith('/private') ? 'private, no-store' : PUBLIC,
    ...(url.startsWith('/no-etag') ? {} : { etag: `"etag-${url}"` }),
    vary: 'Accept-Encoding',
    'x-frame-options': 'DENY',
  };
  if (url.startsWith('/cookie')) headers['set-cookie'] = 'session=1; HttpOnly';
  if (url.startsWith('/missing')) {
    res.writeHead(404, headers);
    res.end(html);
    return;
  }
  if (String(req.headers['accept-encoding'] ?? '').includes('gzip')) {
    res.writeHead(200, { ...headers, 'content-encoding': 'gzip' });
    res.end(gzipSync(html));
    return;
  }
  res.writeHead(200, headers);
  res.end(html);
}

function request(pathname: string, opts: { method?: string; headers?: http.OutgoingHttpHeaders; body?: string; port?: number } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: opts.port ?? port, path: pathname, method: opts.method ?? 'GET', headers: opts.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

async function startUpstream(): Promise<void> {
  // what reaches Next through the socket
  upstream = http.createServer((req, res) => {
    upstreamCalls.push(`${req.method} ${req.url}`);
    fakeNext(req, res);
  });
  await new Promise<void>((resolve) => upstream.listen(socketPath, resolve));
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zw-front-test-'));
  socketPath = path.join(dir, 'upstream.sock');
  await startUpstream();
  cache = new MicroCache({ ttlMs: 60_000 });
  front = createFront({ socketPath, cache, log: (_fields, msg) => logged.push(msg) });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  port = (front.address() as AddressInfo).port;
});

afterEach(() => {
  upstreamCalls.length = 0;
  cache.clear();
});

afterAll(async () => {
  await new Promise((resolve) => front.close(resolve));
  if (upstream.listening) await new Promise((resolve) => upstream.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('forwarding', () => {
  it('passes method, URL and headers (Host included) and drops hop-by-hop headers', async () => {
    const res = await request('/echo/a?b=1&c=2', { method: 'DELETE', headers: { host: 'shop.test', 'x-custom': 'yes', 'proxy-authorization': 'Basic x', te: 'trailers' } });
    const seen = JSON.parse(res.body.toString());
    expect(seen.method).toBe('DELETE');
    expect(seen.url).toBe('/echo/a?b=1&c=2');
    expect(seen.headers.host).toBe('shop.test');
    expect(seen.headers['x-custom']).toBe('yes');
    expect(seen.headers['proxy-authorization']).toBeUndefined();
    expect(seen.headers.te).toBeUndefined();
  });

  it('creates X-Forwarded-For with the peer address, or appends it', async () => {
    const direct = JSON.parse((await request('/echo')).body.toString());
    expect(direct.headers['x-forwarded-for']).toBe('127.0.0.1');
    const behind = JSON.parse((await request('/echo', { headers: { 'x-forwarded-for': '203.0.113.9' } })).body.toString());
    expect(behind.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
  });

  it('lets the shop take the peer for the client on its unix socket, whatever the client wrote', async () => {
    const seen = JSON.parse((await request('/echo', { headers: { 'x-forwarded-for': '6.6.6.6' } })).body.toString());
    // TRUST_PROXY=0: the address the front saw; with one trusted proxy in front: what it appended
    expect(seen.clientIp).toBe('127.0.0.1');
    expect(seen.clientIpBehindOneProxy).toBe('6.6.6.6');
  });

  it('streams the answer: the first half arrives before the upstream has finished', async () => {
    const received = await new Promise<{ first: string; all: string }>((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/slow?stream=1', agent: false }, (res) => {
        let all = '';
        let first = '';
        res.on('data', (c: Buffer) => {
          all += c.toString();
          if (!first) {
            first = all;
            releaseSecondHalf();
          }
        });
        res.on('end', () => resolve({ first, all }));
      });
      req.on('error', reject);
    });
    expect(received.first).toBe('first half;');
    expect(received.all).toBe('first half;second half');
  });

  it('streams the request body: the upstream echoes a part before the client has sent the rest', async () => {
    const echoed = await new Promise<string>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: '/upload', method: 'POST', agent: false, headers: { 'content-type': 'text/plain' } }, (res) => {
        let all = '';
        res.on('data', (c: Buffer) => {
          const before = all;
          all += c.toString();
          // the first part came back while the request is still open: now send the rest
          if (!before) req.end('part 2');
        });
        res.on('end', () => resolve(all));
      });
      req.on('error', reject);
      req.write('part 1;');
    });
    expect(echoed).toBe('part 1;part 2|end');
  });

  it('answers 502 with a JSON error when the upstream is down, and keeps serving', async () => {
    await new Promise((resolve) => upstream.close(resolve));
    try {
      const res = await request('/gebrauchte-laptops');
      expect(res.status).toBe(502);
      expect(res.headers['content-type']).toContain('application/json');
      expect(JSON.parse(res.body.toString())).toEqual({ error: { code: 'bad_gateway', message: expect.any(String) } });
      expect(logged).toContain('upstream unavailable');
    } finally {
      await startUpstream();
    }
    expect((await request('/gebrauchte-laptops')).status).toBe(200);
  });
});

describe('micro-cache', () => {
  it('answers a public page once from the upstream (MISS), then from memory (HIT)', async () => {
    const first = await request('/gebrauchte-tablets?page=1');
    const second = await request('/gebrauchte-tablets?page=1');
    expect(first.headers['x-page-cache']).toBe('MISS');
    expect(second.headers['x-page-cache']).toBe('HIT');
    expect(second.body.toString()).toBe('<p>page /gebrauchte-tablets?page=1</p>');
    expect(second.headers['cache-control']).toBe(PUBLIC);
    expect(second.headers['x-frame-options']).toBe('DENY');
    expect(second.headers.etag).toBe('"etag-/gebrauchte-tablets?page=1"');
    expect(upstreamCalls).toEqual(['GET /gebrauchte-tablets?page=1']);
    // another query is another page
    expect((await request('/gebrauchte-tablets?page=2')).headers['x-page-cache']).toBe('MISS');
  });

  it('keeps gzip and identity bodies apart', async () => {
    const gz1 = await request('/home', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const plain1 = await request('/home');
    const gz2 = await request('/home', { headers: { 'accept-encoding': 'br, gzip, deflate' } });
    const plain2 = await request('/home');
    expect([gz1, plain1, gz2, plain2].map((r) => r.headers['x-page-cache'])).toEqual(['MISS', 'MISS', 'HIT', 'HIT']);
    expect(gz2.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz2.body).toString()).toBe('<p>page /home</p>');
    expect(plain2.headers['content-encoding']).toBeUndefined();
    expect(plain2.body.toString()).toBe('<p>page /home</p>');
    expect(upstreamCalls).toHaveLength(2);
  });

  it('answers 304 from memory when If-None-Match names the stored ETag', async () => {
    await request('/etag-page');
    const res = await request('/etag-page', { headers: { 'if-none-match': '"etag-/etag-page"' } });
    expect(res.status).toBe(304);
    expect(res.headers['x-page-cache']).toBe('HIT');
    expect(res.body.length).toBe(0);
    expect(upstreamCalls).toHaveLength(1);
  });

  it('gives a stored page without an ETag one of its body, and answers 304 for it', async () => {
    const first = await request('/no-etag/a');
    expect(first.headers.etag).toBeUndefined();
    const second = await request('/no-etag/a');
    const expected = `"${createHash('sha256').update('<p>page /no-etag/a</p>').digest('base64url').slice(0, 27)}"`;
    expect(second.headers.etag).toBe(expected);
    const revalidated = await request('/no-etag/a', { headers: { 'if-none-match': expected } });
    expect(revalidated.status).toBe(304);
    // another body, another tag; the gzip body of the same page is named apart from the plain one
    expect((await request('/no-etag/b')).headers.etag).toBeUndefined();
    expect((await request('/no-etag/b')).headers.etag).not.toBe(expected);
    await request('/no-etag/a', { headers: { 'accept-encoding': 'gzip' } });
    const gz = await request('/no-etag/a', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.etag).toBe(`"${createHash('sha256').update(gz.body).digest('base64url').slice(0, 27)}"`);
    expect(gz.headers.etag).not.toBe(expected);
    expect(upstreamCalls).toHaveLength(3);
  });

  it('never stores private pages, cookies, errors, other methods or HEAD', async () => {
    for (const p of ['/private/cart', '/cookie/page', '/missing/page', '/echo']) {
      await request(p);
      const again = await request(p);
      expect(again.headers['x-page-cache'], p).toBeUndefined();
    }
    await request('/upload', { method: 'POST', body: 'x' });
    expect((await request('/head-page', { method: 'HEAD' })).headers['x-page-cache']).toBeUndefined();
    expect((await request('/head-page', { method: 'HEAD' })).headers['x-page-cache']).toBeUndefined();
    expect(upstreamCalls.filter((c) => c === 'HEAD /head-page')).toHaveLength(2);
    expect(cache.size).toBe(0);
  });

  it('is emptied by clear()', async () => {
    await request('/cleared');
    expect((await request('/cleared')).headers['x-page-cache']).toBe('HIT');
    cache.clear();
    expect((await request('/cleared')).headers['x-page-cache']).toBe('MISS');
  });
});

describe('requests the cache has no part in go to the in-process handler', () => {
  const directCalls: string[] = [];
  const fronts: http.Server[] = [];

  /** A front whose `direct` handler is the fake Next itself, recording what reaches it that way. */
  async function frontWith(ttlMs: number): Promise<{ port: number; cache: MicroCache }> {
    const own = new MicroCache({ ttlMs });
    const server = createFront({
      socketPath,
      cache: own,
      log: (_fields, msg) => logged.push(msg),
      direct: (req, res) => {
        directCalls.push(`${req.method} ${req.url}`);
        fakeNext(req, res);
      },
    });
    fronts.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { port: (server.address() as AddressInfo).port, cache: own };
  }

  afterEach(() => {
    directCalls.length = 0;
  });

  afterAll(async () => {
    for (const f of fronts) await new Promise((resolve) => f.close(resolve));
  });

  it('with the cache off, every request is handled in the process and none crosses the socket', async () => {
    const { port: p } = await frontWith(0);
    const page = await request('/gebrauchte-laptops', { port: p });
    expect(page.status).toBe(200);
    expect(page.body.toString()).toBe('<p>page /gebrauchte-laptops</p>');
    expect(page.headers['x-page-cache']).toBeUndefined();
    const upload = await request('/upload', { method: 'POST', body: 'abc', port: p });
    expect(upload.body.toString()).toBe('abc|end');
    expect(directCalls).toEqual(['GET /gebrauchte-laptops', 'POST /upload']);
    expect(upstreamCalls).toEqual([]);
  });

  it('the shop takes the same client address as behind the socket, whatever the client wrote', async () => {
    const { port: p } = await frontWith(0);
    const seen = JSON.parse((await request('/echo', { headers: { 'x-forwarded-for': '6.6.6.6' }, port: p })).body.toString());
    // the header reaches Next as the client sent it; the peer is the connection's own address
    expect(seen.headers['x-forwarded-for']).toBe('6.6.6.6');
    expect(seen.clientIp).toBe('127.0.0.1');
    expect(seen.clientIpBehindOneProxy).toBe('6.6.6.6');
  });

  it('with the cache on, pages still pass through the socket to be stored; the API and other methods do not', async () => {
    const { port: p, cache: own } = await frontWith(60_000);
    expect((await request('/page-x', { port: p })).headers['x-page-cache']).toBe('MISS');
    expect((await request('/page-x', { port: p })).headers['x-page-cache']).toBe('HIT');
    expect(upstreamCalls).toEqual(['GET /page-x']);
    await request('/api/cart', { port: p });
    await request('/_next/static/chunks/app.js', { port: p });
    await request('/upload', { method: 'POST', body: 'x', port: p });
    expect(directCalls).toEqual(['GET /api/cart', 'GET /_next/static/chunks/app.js', 'POST /upload']);
    expect(upstreamCalls).toEqual(['GET /page-x']);
    expect(own.size).toBe(1);
  });

  it("hands the spec's slash cart calls to Next without the slash, and nothing else", async () => {
    const { port: p } = await frontWith(0);
    await request('/api/cart/', { port: p });
    await request('/api/cart/8d0c6f0e-4a55-4c2c-9f4e-2f0d1c3b5a77/', { port: p });
    await request('/api/cart/8d0c6f0e-4a55-4c2c-9f4e-2f0d1c3b5a77/?x=1', { port: p });
    await request('/api/cart/abc/lines/', { port: p });
    await request('/api/cart/completedCheckout/abc/', { port: p });
    await request('/api/carts/', { port: p });
    expect(directCalls).toEqual([
      'GET /api/cart',
      'GET /api/cart/8d0c6f0e-4a55-4c2c-9f4e-2f0d1c3b5a77',
      'GET /api/cart/8d0c6f0e-4a55-4c2c-9f4e-2f0d1c3b5a77?x=1',
      'GET /api/cart/abc/lines/',
      'GET /api/cart/completedCheckout/abc/',
      'GET /api/carts/',
    ]);
    expect(withoutCartSlash('/api/cart//')).toBe('/api/cart//');
  });
});
