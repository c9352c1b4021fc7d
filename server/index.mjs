// @ts-check
/**
 * The production server (`npm start`): Next behind a small front.
 *
 * Next runs in this process through its custom-server API and listens on a unix socket in a fresh
 * private directory (mode 0700), so nothing but this process reaches it. The public port is the
 * front (server/front.mjs): it answers public pages from a micro-cache for PAGE_CACHE_MS, forwards
 * the page requests that cache may store to that socket (appending the client's address to
 * X-Forwarded-For), and hands every other request to Next's handler directly.
 *
 *   node server/index.mjs [-p PORT] [-H HOSTNAME]      (PORT from the environment, default 3000)
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import nextEnv from '@next/env';
import { createFront } from './front.mjs';
import { processLogger, runInRequestContext } from './logging.mjs';
import { MicroCache, parsePageCacheMs } from './micro-cache.mjs';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @param {string} problem */
function fail(problem) {
  process.stderr.write(`Zweitwerk cannot start: ${problem}\n`);
  process.exit(1);
}

/** @returns {{ port: number, hostname: string | undefined, ttlMs: number }} */
function settings() {
  /** @type {{ port?: string, hostname?: string }} */
  let args = {};
  try {
    args = parseArgs({ options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } } }).values;
  } catch (err) {
    fail(`${err instanceof Error ? err.message : String(err)} (usage: node server/index.mjs [-p PORT] [-H HOSTNAME])`);
  }
  const rawPort = args.port ?? process.env.PORT ?? '3000';
  const port = Number(rawPort);
  if (!/^\d+$/.test(rawPort) || port < 1 || port > 65535) fail(`the port must be a whole number from 1 to 65535, not "${rawPort}"`);
  let ttlMs = 0;
  try {
    ttlMs = parsePageCacheMs(process.env.PAGE_CACHE_MS, process.env.NODE_ENV);
  } catch (err) {
    fail(err instanceof Error ? err.message : String(err));
  }
  return { port, hostname: args.hostname, ttlMs };
}

// a production server: React and Next pick their production builds from this before they load
/** @type {Record<string, string | undefined>} */ (process.env).NODE_ENV ||= 'production';
// .env files as Next reads them, so PAGE_CACHE_MS and PORT may live there too
nextEnv.loadEnvConfig(dir, false);
const { port, hostname, ttlMs } = settings();
// the process's one logger; Next's code (lib/server/logger.ts) finds it on globalThis
const logger = processLogger();

const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zw-next-'));
fs.chmodSync(socketDir, 0o700);
const socketPath = path.join(socketDir, 'next.sock');
const removeSocketDir = () => fs.rmSync(socketDir, { recursive: true, force: true });
process.on('exit', removeSocketDir);

const cache = new MicroCache({ ttlMs });
// the shop empties it when the catalog changes (lib/server/page-cache.ts); same process
/** @type {{ __zwPageCache?: { clear(): void } }} */ (globalThis).__zwPageCache = { clear: () => cache.clear() };

/** @type {ReturnType<typeof import('next').default> | undefined} */
let app;
/** @type {http.Server | undefined} */
let upstream;
/** @type {((req: http.IncomingMessage, res: http.ServerResponse) => void) | undefined} */
let serveNext;
// requests the cache has no part in go straight to Next in this process (server/front.mjs)
const front = createFront({ socketPath, cache, direct: (req, res) => serveNext?.(req, res) });

let stopping = false;
/** Stops accepting, lets running requests finish (10 s at most), closes Next, removes the socket. */
async function shutdown() {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(0), 10_000).unref();
  if (front.listening) await new Promise((resolve) => front.close(resolve));
  await app?.close().catch(() => {});
  upstream?.close();
  removeSocketDir();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());

/**
 * @param {http.Server} server
 * @param {(done: () => void) => void} listen
 * @param {string} what
 * @returns {Promise<void>}
 */
function listening(server, listen, what) {
  return new Promise((resolve) => {
    server.once('error', (err) => fail(`${what}: ${err.message}`));
    listen(() => resolve());
  });
}

try {
  const { default: next } = await import('next');
  app = next({ dev: false, dir, hostname: hostname ?? 'localhost', port });
  await app.prepare();
} catch (err) {
  fail(`Next could not start: ${err instanceof Error ? err.message : String(err)}`);
}
const handle = /** @type {NonNullable<typeof app>} */ (app).getRequestHandler();
serveNext = (req, res) => {
  handle(req, res).catch((err) => {
    logger.error({ err: String(err), method: req.method, url: req.url }, 'request failed');
    if (!res.headersSent) res.writeHead(500);
    res.end();
  });
};
// a page request the front forwards carries the id the front gave it: Next handles it in that request's context
upstream = http.createServer((req, res) => runInRequestContext(req, res, () => serveNext?.(req, res)));
// longer than the front's keep-alive agent keeps an idle connection, so the front closes it first
upstream.keepAliveTimeout = 65_000;
upstream.headersTimeout = 66_000;
await listening(upstream, (done) => upstream?.listen(socketPath, done), 'private socket');
await listening(front, (done) => (hostname ? front.listen(port, hostname, done) : front.listen(port, done)), `port ${port}`);
logger.info({ url: `http://${hostname ?? 'localhost'}:${port}`, pageCacheMs: ttlMs }, `Zweitwerk ready (page cache ${ttlMs > 0 ? `${ttlMs} ms` : 'off'})`);
