// @ts-check
import http from 'node:http';
import { pipeline } from 'node:stream';
import { processLogger, runInRequestContext } from './logging.mjs';
import { cacheKey, endToEndHeaders, isCacheableRequest, isStorableResponse, replay, storedHeadersFor } from './micro-cache.mjs';

/** @typedef {import('./micro-cache.mjs').MicroCache} MicroCache */
/** @typedef {(fields: Record<string, unknown>, msg: string) => void} LogFn */

/** An error line through the process's logger (server/logging.mjs). @type {LogFn} */
const logError = (fields, msg) => processLogger().error(fields, msg);

/**
 * The spec's two cart calls end in a slash (`GET /api/cart/`, `GET /api/cart/{cartId}/`). Next
 * serves the route without it and answers a path with one by a 308 to it, which would cost every
 * page load a round trip: they are handed to Next as the path without the slash. Every other path
 * keeps Next's redirect.
 * @param {string} url the request target (path and query)
 * @returns {string}
 */
export function withoutCartSlash(url) {
  return url.replace(/^(\/api\/cart(?:\/[^/?#]+)?)\/(?=$|\?)/, '$1');
}

/**
 * The public HTTP server. Every request gets a request id (its own X-Request-Id when that is a
 * plain token, else a new one), answered in X-Request-Id and passed on to Next, and is handled
 * inside its request context, so every log line written for it carries the id.
 *
 * A request the micro-cache may answer or store (a GET of a page while the
 * cache is on) is forwarded to the upstream (Next) on a unix socket, streaming both ways, so the
 * answer can be kept without reaching into Next; a stored answer is replayed from memory.
 *
 * Every other request (the API, static files, other methods, or all of them with PAGE_CACHE_MS=0)
 * goes to `direct`, Next's handler in this process, when one is given: the cache has no part in
 * it, and the second HTTP hop (parsing each request and copying each answer through the socket
 * twice) only cost time. Next then sees the client's own connection, so the shop's clientIp()
 * takes the socket's peer address where behind the socket it took the entry the front appended to
 * X-Forwarded-For: the same address either way.
 * @param {{ socketPath: string, cache: MicroCache, log?: LogFn, direct?: (req: http.IncomingMessage, res: http.ServerResponse) => void }} options
 * @returns {http.Server}
 */
export function createFront({ socketPath, cache, log = logError, direct }) {
  const agent = new http.Agent({ keepAlive: true, timeout: 60_000 });

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  function handle(req, res) {
    runInRequestContext(req, res, () => route(req, res));
  }

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  function route(req, res) {
    if (req.url?.startsWith('/api/cart/')) req.url = withoutCartSlash(req.url);
    const key = cache.enabled && isCacheableRequest(req.method, req.url) ? cacheKey(req) : undefined;
    if (key === undefined && direct) {
      direct(req, res);
      return;
    }
    const hit = key === undefined ? undefined : cache.get(key);
    if (hit) {
      const answer = replay(hit, req.headers, cache.now());
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body ?? undefined);
      return;
    }

    // Expect: 100-continue was already answered to the client by this server
    const headers = endToEndHeaders(req.headers, ['expect']);
    // the peer this server saw, after whatever the client or proxies before it wrote
    const peer = req.socket.remoteAddress ?? 'unknown';
    const forwarded = req.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = forwarded ? `${forwarded}, ${peer}` : peer;

    const upstream = http.request({ socketPath, agent, method: req.method, path: req.url, headers });
    upstream.on('response', (upRes) => {
      const status = upRes.statusCode ?? 502;
      const store = key !== undefined && isStorableResponse(status, upRes.headers, cache.maxBodyBytes);
      const out = endToEndHeaders(upRes.headers);
      if (store) out['x-page-cache'] = 'MISS';
      res.writeHead(status, upRes.statusMessage, out);
      /** @type {Buffer[] | null} */
      let chunks = store ? [] : null;
      let size = 0;
      if (chunks) {
        upRes.on('data', (/** @type {Buffer} */ chunk) => {
          size += chunk.length;
          if (size > cache.maxBodyBytes) chunks = null;
          else chunks?.push(chunk);
        });
      }
      pipeline(upRes, res, (err) => {
        if (!err && chunks && key !== undefined) {
          const body = Buffer.concat(chunks);
          cache.set(key, { status, headers: storedHeadersFor(upRes.headers, body), body });
        }
      });
    });
    let clientGone = false;
    res.on('close', () => {
      // a client that goes away before its answer is complete ends the upstream request too
      if (res.writableFinished) return;
      clientGone = true;
      upstream.destroy();
    });
    upstream.on('error', (err) => {
      if (clientGone) return;
      if (res.headersSent) {
        res.destroy();
        return;
      }
      log({ err: err.message, method: req.method, url: req.url }, 'upstream unavailable');
      const body = JSON.stringify({ error: { code: 'bad_gateway', message: 'The shop is not reachable right now. Please try again shortly.' } });
      res.writeHead(502, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    });
    req.pipe(upstream);
  }

  const server = http.createServer(handle);
  server.on('close', () => agent.destroy());
  return server;
}
