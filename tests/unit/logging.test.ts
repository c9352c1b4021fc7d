// @vitest-environment node
// The request id (server/front.mjs, server/logging.mjs) and what reaches the log: lines written by
// lib/server code while the front handles a request carry the id the front answered with.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeEvents, emit, on } from '@/lib/server/events';
import { logger } from '@/lib/server/logger';
import { createFront } from '@/server/front.mjs';
import { createLogger, maskEmails, runInRequestContext, setProcessLogger } from '@/server/logging.mjs';
import { MicroCache } from '@/server/micro-cache.mjs';

type Line = Record<string, unknown> & { msg: string; level: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const lines: Line[] = [];
let dir: string;
let upstream: http.Server;
const fronts: http.Server[] = [];

/** What the shop does for a request: a listener of a domain event fails, and lib/server/events logs it. */
async function shopWork(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  await emit('catalog.changed', { handles: [req.url ?? '?'] });
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, s-maxage=60' });
  res.end('<p>ok</p>');
}

async function startFront(ttlMs: number): Promise<number> {
  const socketPath = path.join(dir, 'upstream.sock');
  const server = createFront({ socketPath, cache: new MicroCache({ ttlMs }), direct: (req, res) => void shopWork(req, res) });
  fronts.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

function get(port: number, pathname: string, headers: http.OutgoingHttpHeaders = {}): Promise<{ status: number; requestId: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathname, headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, requestId: res.headers['x-request-id'] as string | undefined }));
    });
    req.on('error', reject);
  });
}

const failures = () => lines.filter((l) => l.msg === 'event listener failed');

beforeAll(async () => {
  setProcessLogger(createLogger({ level: 'info', pretty: false, destination: { write: (s: string) => void lines.push(JSON.parse(s) as Line) } }));
  on('catalog.changed', () => {
    throw new Error('listener down');
  });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zw-logging-test-'));
  // Next behind the socket, as server/index.mjs runs it: in the context of the id the front passed on
  upstream = http.createServer((req, res) => runInRequestContext(req, res, () => void shopWork(req, res)));
  await new Promise<void>((resolve) => upstream.listen(path.join(dir, 'upstream.sock'), resolve));
});

beforeEach(() => {
  lines.length = 0;
});

afterAll(async () => {
  for (const f of fronts) await new Promise((resolve) => f.close(resolve));
  await new Promise((resolve) => upstream.close(resolve));
  await closeEvents();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('request id', () => {
  it('gives a request without one a new id, and the log lines written for it carry that id', async () => {
    const port = await startFront(0);
    const res = await get(port, '/gebrauchte-laptops');
    expect(res.status).toBe(200);
    expect(res.requestId).toMatch(UUID);
    expect(failures()).toHaveLength(1);
    expect(failures()[0]).toMatchObject({ level: 'error', reqId: res.requestId, event: 'catalog.changed', err: 'listener down' });
  });

  it('keeps the id a proxy or client sent when it is a plain token', async () => {
    const port = await startFront(0);
    const res = await get(port, '/a', { 'x-request-id': 'lb-7f3a.91_c-2' });
    expect(res.requestId).toBe('lb-7f3a.91_c-2');
    expect(failures().map((l) => l.reqId)).toEqual(['lb-7f3a.91_c-2']);
  });

  it('replaces an id that is too long or not a plain token', async () => {
    const port = await startFront(0);
    for (const sent of ['x'.repeat(129), 'id with spaces', 'id;drop', '<script>', 'ümlaut']) {
      const res = await get(port, '/b', { 'x-request-id': sent });
      expect(res.requestId, sent).toMatch(UUID);
    }
    const longest = 'y'.repeat(128);
    expect((await get(port, '/b', { 'x-request-id': longest })).requestId).toBe(longest);
  });

  it('keeps two requests apart, and carries the id over the socket to Next when a page may be stored', async () => {
    const port = await startFront(60_000);
    const first = await get(port, '/page', { 'x-request-id': 'first-request' });
    // answered from the micro-cache: its own id, not the stored answer's
    const second = await get(port, '/page', { 'x-request-id': 'second-request' });
    const third = await get(port, '/page');
    expect([first.requestId, second.requestId]).toEqual(['first-request', 'second-request']);
    expect(third.requestId).toMatch(UUID);
    // only the first reached the shop, behind the socket, and its line names it
    expect(failures().map((l) => l.reqId)).toEqual(['first-request']);
  });

  it('writes no id on lines outside a request', () => {
    logger.info({ job: 'cart sweep' }, 'outside');
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toHaveProperty('reqId');
    expect(lines[0]).toMatchObject({ level: 'info', msg: 'outside', job: 'cart sweep' });
  });
});

describe('no personal data in logs', () => {
  it('masks e-mail addresses in every field, nested ones and error messages included', () => {
    logger.error(
      {
        email: 'kunde@zweitwerk.de',
        to: 'Erika.Mustermann@firma-gmbh.example',
        note: 'from a@b.de to bob.smith+shop@mail.example.org',
        lines: [{ contact: 'x@y.de' }],
        err: new Error('duplicate key (email)=(demo@zweitwerk.de)'),
        count: 3,
      },
      'masked',
    );
    expect(lines[0]).toMatchObject({
      email: 'k***@zweitwerk.de',
      to: 'E***@firma-gmbh.example',
      note: 'from a***@b.de to b***@mail.example.org',
      lines: [{ contact: 'x***@y.de' }],
      err: { type: 'Error', message: 'duplicate key (email)=(d***@zweitwerk.de)' },
      count: 3,
    });
    expect(JSON.stringify(lines[0])).not.toMatch(/kunde|Mustermann|bob\.smith|demo@/);
  });

  it('logs URLs without their query, and never a password or token', () => {
    logger.warn({ method: 'GET', url: '/account/reset-password?token=abc123&email=k%40x.de', password: 'geheim-123', token: 'abc123' }, 'cut');
    expect(lines[0]).toMatchObject({ method: 'GET', url: '/account/reset-password', password: '[redacted]', token: '[redacted]' });
    expect(JSON.stringify(lines[0])).not.toContain('abc123');
  });

  it('leaves text without an address as it is', () => {
    expect(maskEmails('order ZW-10023 shipped @ 10:00')).toBe('order ZW-10023 shipped @ 10:00');
    expect(maskEmails('k@zweitwerk.de')).toBe('k***@zweitwerk.de');
  });
});
