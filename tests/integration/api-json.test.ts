import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as unknownApi from '@/pages/api/[...path]';
import * as checkout from '@/pages/api/checkout';
import { callApi, type ApiAnswer } from '../support/api';

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

  it('an oversized or malformed body on a POST route is a JSON 413 / 400', async () => {
    expectJsonError(await callApi(checkout, { method: 'POST', url: '/api/checkout', body: JSON.stringify({ pad: 'x'.repeat(200_000) }) }), 413);
    expectJsonError(await callApi(checkout, { method: 'POST', url: '/api/checkout', headers: { 'content-type': 'text/plain' }, body: '{"cartId":' }), 400);
  });
});
