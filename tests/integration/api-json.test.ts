import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as unknownApi from '@/pages/api/[...path]';
import * as health from '@/pages/api/health';
import * as cart from '@/pages/api/cart/[cartId]/index';
import * as checkout from '@/pages/api/checkout';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiResolver } from 'next/dist/server/api-utils/node/api-resolver';
import { callApi, type ApiAnswer, type RouteModule } from '../support/api';

/** A GET with a body (fetch refuses to send one), through Next's API resolver as in `next start`. */
async function getWithBody(mod: RouteModule, params: Record<string, string>, body: string): Promise<{ status: number; type: string; json: unknown }> {
  const server = http.createServer((req, res) => void apiResolver(req, res, params, mod, {} as never, false));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: '/api/x', method: 'GET', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), json });
        });
      });
      req.on('error', reject);
      req.end(body);
    });
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

function expectJsonGet(res: { status: number; type: string; json: unknown }, status: number) {
  expect(res.status).toBe(status);
  expect(res.type).toMatch(/^application\/json/);
  expect(res.json).toBeDefined();
}

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return routeFiles(full);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

function expectJsonError(res: ApiAnswer, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const body = res.json as { error?: { code?: unknown; message?: unknown } };
  expect(typeof body.error?.code).toBe('string');
  expect(typeof body.error?.message).toBe('string');
}

describe('every answer under /api is JSON', () => {
  it('every route goes through apiHandler and leaves the body to it (no plain-text answers from Next\'s body parser)', () => {
    const files = routeFiles(path.join(process.cwd(), 'pages', 'api'));
    expect(files.length).toBeGreaterThan(20);
    const offenders = files.filter((f) => {
      const src = fs.readFileSync(f, 'utf8');
      return !/bodyParser:\s*false/.test(src) || !/apiHandler\(/.test(src);
    });
    expect(offenders.map((f) => path.relative(process.cwd(), f))).toEqual([]);
  });

  it('an unknown /api path answers a JSON 404 for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await callApi(unknownApi, { method, url: '/api/no/such/thing', params: { path: ['no', 'such', 'thing'] }, body: method === 'GET' ? undefined : {} });
      expectJsonError(res, 404);
    }
  });

  it('a GET route given a malformed JSON body answers JSON', async () => {
    expectJsonGet(await getWithBody(cart, { cartId: 'not-a-cart' }, '{"broken'), 404);
    const res = await getWithBody(health, {}, '{"broken');
    expect(res.type).toMatch(/^application\/json/);
  });

  it("a GET route given a body over Next's 1 MB limit answers JSON", async () => {
    expectJsonGet(await getWithBody(cart, { cartId: 'not-a-cart' }, JSON.stringify({ pad: 'x'.repeat(1_200_000) })), 404);
  });

  it('an oversized or malformed body on a POST route is a JSON 413 / 400', async () => {
    expectJsonError(await callApi(checkout, { method: 'POST', url: '/api/checkout', body: JSON.stringify({ pad: 'x'.repeat(200_000) }) }), 413);
    expectJsonError(await callApi(checkout, { method: 'POST', url: '/api/checkout', headers: { 'content-type': 'text/plain' }, body: '{"cartId":' }), 400);
  });
});
