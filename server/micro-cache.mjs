// @ts-check
/**
 * The micro-cache of the production server (server/index.mjs): what may be stored, under which
 * key, and how a stored answer is replayed. No I/O here, so every rule is unit-tested on its own.
 *
 * A public page (HTML, or the JSON of a client-side navigation) that Next answered with 200 and
 * `Cache-Control: public` is kept for a few seconds: a burst of visitors on one page renders it
 * once, as a CDN would with the pages' s-maxage. Anything that depends on the visitor sends
 * `private`/`no-store` or a cookie and is never stored.
 */

import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** @typedef {import('node:http').IncomingHttpHeaders} IncomingHttpHeaders */
/** @typedef {import('node:http').OutgoingHttpHeaders} OutgoingHttpHeaders */
/** @typedef {{ status: number, headers: OutgoingHttpHeaders, body: Buffer, storedAt: number }} Entry */

const DEFAULT_MAX_ENTRIES = 10_000;
const DEFAULT_MAX_BODY_BYTES = 2 * 1024 * 1024;
const MAX_TTL_MS = 86_400_000;

/** Headers that concern one connection only (RFC 9110 7.6.1): never forwarded, never stored. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade'];

/**
 * The hop-by-hop header names of a message: the fixed list plus those its Connection header names.
 * @param {IncomingHttpHeaders} headers
 * @returns {Set<string>}
 */
function hopByHopNames(headers) {
  const names = new Set(HOP_BY_HOP);
  for (const name of String(headers.connection ?? '').split(',')) {
    const n = name.trim().toLowerCase();
    if (n) names.add(n);
  }
  return names;
}

/**
 * A copy of the headers without the hop-by-hop ones (and without `drop`).
 * @param {IncomingHttpHeaders} headers
 * @param {Iterable<string>} [drop]
 * @returns {OutgoingHttpHeaders}
 */
export function endToEndHeaders(headers, drop = []) {
  const skip = hopByHopNames(headers);
  for (const name of drop) skip.add(name);
  /** @type {OutgoingHttpHeaders} */
  const out = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !skip.has(name)) out[name] = value;
  return out;
}

/**
 * PAGE_CACHE_MS: whole milliseconds, 0 turns the cache off; unset means 10 s in production and off
 * elsewhere. Throws with a one-line message for anything else.
 * @param {string | undefined} value
 * @param {string | undefined} nodeEnv
 * @returns {number}
 */
export function parsePageCacheMs(value, nodeEnv) {
  if (value === undefined || value.trim() === '') return nodeEnv === 'production' ? 10_000 : 0;
  const v = value.trim();
  if (!/^\d+$/.test(v) || Number(v) > MAX_TTL_MS) {
    throw new Error(`PAGE_CACHE_MS must be a whole number of milliseconds from 0 to ${MAX_TTL_MS} (0 turns the page cache off), not "${value}"`);
  }
  return Number(v);
}

/**
 * Whether a request may be answered from (and stored in) the cache: GET of a page or of the JSON
 * of a client-side navigation; never the API, static files or the image optimizer.
 * @param {string | undefined} method
 * @param {string | undefined} url path and query
 */
export function isCacheableRequest(method, url) {
  if (method !== 'GET' || !url || !url.startsWith('/')) return false;
  const path = url.split('?', 1)[0] ?? '';
  if (path === '/api' || path.startsWith('/api/')) return false;
  if (path.startsWith('/_next/')) return path.startsWith('/_next/data/') && path.endsWith('.json');
  return true;
}

/**
 * Accept-Encoding reduced to what decides Next's choice of encoding: its codings (with their
 * q-values when not 1) in a fixed order. Two requests with the same value get the same body.
 * @param {string | string[] | undefined} header
 */
export function normaliseAcceptEncoding(header) {
  const raw = Array.isArray(header) ? header.join(',') : (header ?? '');
  const codings = new Set();
  for (const part of raw.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    codings.add(Number.isFinite(weight) && weight !== 1 ? `${name};q=${weight}` : name);
  }
  return [...codings].sort().join(',');
}

/**
 * The cache key: host (headers such as HSTS depend on it), the normalised Accept-Encoding (a gzip
 * body must never reach a client that did not ask for it) and the URL with its query.
 * @param {{ url?: string, headers: IncomingHttpHeaders }} req
 */
export function cacheKey(req) {
  return `${String(req.headers.host ?? '').toLowerCase()} ${normaliseAcceptEncoding(req.headers['accept-encoding'])} ${req.url ?? ''}`;
}

/**
 * Whether an upstream answer to a cacheable request may be stored, judged on its status and
 * headers (the body size is checked again while it streams).
 * @param {number | undefined} status
 * @param {IncomingHttpHeaders} headers
 * @param {number} [maxBodyBytes]
 */
export function isStorableResponse(status, headers, maxBodyBytes = DEFAULT_MAX_BODY_BYTES) {
  if (status !== 200 || headers['set-cookie'] !== undefined) return false;
  const cacheControl = String(headers['cache-control'] ?? '').toLowerCase();
  if (!/\bpublic\b/.test(cacheControl) || /\b(private|no-store|no-cache)\b/.test(cacheControl)) return false;
  if (!/^(text\/html|application\/json)\s*(;|$)/i.test(String(headers['content-type'] ?? ''))) return false;
  // the key covers Accept-Encoding only: an answer that varies on anything else is not stored
  const vary = String(headers.vary ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  if (vary.some((name) => name !== 'accept-encoding')) return false;
  const length = headers['content-length'];
  return length === undefined || Number(length) <= maxBodyBytes;
}

/** Response headers that are not kept: per connection, per visitor or request, or recomputed on replay. */
const NOT_STORED = ['set-cookie', 'date', 'age', 'content-length', 'x-page-cache', 'x-request-id'];

/**
 * The headers a stored answer replays: everything but hop-by-hop, cookies, date and length.
 * @param {IncomingHttpHeaders} headers
 */
export function storedHeaders(headers) {
  return endToEndHeaders(headers, NOT_STORED);
}

/**
 * The headers a stored answer replays, with an ETag of its body when the upstream sent none. Next
 * computes no ETags (generateEtags: false): its hash ran over every rendered page in JavaScript,
 * 3.5 % of the server's time on a listing, while only stored pages are ever asked again. This one
 * is computed once per stored body; the body as sent (gzip or not) is what it names.
 * @param {IncomingHttpHeaders} headers
 * @param {Buffer} body
 */
export function storedHeadersFor(headers, body) {
  const kept = storedHeaders(headers);
  if (kept.etag === undefined) kept.etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return kept;
}

/**
 * Whether If-None-Match names the stored ETag (weak comparison, as for GET).
 * @param {string | string[] | undefined} ifNoneMatch
 * @param {unknown} etag
 */
export function etagMatches(ifNoneMatch, etag) {
  if (ifNoneMatch === undefined || typeof etag !== 'string') return false;
  const opaque = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, '');
  const wanted = (Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch).split(',').map(opaque);
  return wanted.includes('*') || wanted.includes(opaque(etag));
}

/** Headers not sent with a 304: it has no body. */
const NOT_IN_304 = new Set(['content-type', 'content-encoding', 'content-language']);

/**
 * The answer a hit gives: 304 when If-None-Match names the stored ETag, else the stored page.
 * @param {Entry} entry
 * @param {IncomingHttpHeaders} requestHeaders
 * @param {number} now
 * @returns {{ status: number, headers: OutgoingHttpHeaders, body: Buffer | null }}
 */
export function replay(entry, requestHeaders, now) {
  const age = String(Math.max(0, Math.floor((now - entry.storedAt) / 1000)));
  if (etagMatches(requestHeaders['if-none-match'], entry.headers.etag)) {
    /** @type {OutgoingHttpHeaders} */
    const headers = {};
    for (const [name, value] of Object.entries(entry.headers)) if (!NOT_IN_304.has(name)) headers[name] = value;
    return { status: 304, headers: { ...headers, age, 'x-page-cache': 'HIT' }, body: null };
  }
  return {
    status: entry.status,
    headers: { ...entry.headers, age, 'content-length': entry.body.length, 'x-page-cache': 'HIT' },
    body: entry.body,
  };
}

/**
 * The store: an LRUCache (lru-cache) of at most `maxEntries` answers, each living `ttlMs`. What
 * is stored, under which key, and how it is replayed (ETag, 304, Age) is decided above; the
 * cache only keeps them. Expired answers are dropped when read, and all of them at most once a TTL
 * when one is stored, so the memory follows the pages asked for lately.
 */
export class MicroCache {
  /**
   * @param {{ ttlMs: number, maxEntries?: number, maxBodyBytes?: number, now?: () => number }} options
   */
  constructor({ ttlMs, maxEntries = DEFAULT_MAX_ENTRIES, maxBodyBytes = DEFAULT_MAX_BODY_BYTES, now = Date.now }) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
    this.maxBodyBytes = maxBodyBytes;
    this.now = now;
    /** @type {LRUCache<string, Entry>} */
    this.entries = new LRUCache({
      max: maxEntries,
      // an entry is fresh until ttlMs after it was stored; lru-cache keeps one as long as its age
      // does not exceed its ttl, hence one millisecond less (a TTL of 0 stores nothing anyway)
      ttl: Math.max(1, ttlMs - 1),
      perf: { now },
      // the clock is read on every check: a test's clock moves without real time passing
      ttlResolution: 0,
    });
    /** when expired entries were last dropped */
    this.purgedAt = now();
  }

  get enabled() {
    return this.ttlMs > 0;
  }

  get size() {
    return this.entries.size;
  }

  /**
   * The fresh entry under a key, or undefined (an expired one is dropped).
   * @param {string} key
   * @returns {Entry | undefined}
   */
  get(key) {
    return this.entries.get(key);
  }

  /**
   * Stores an answer; refuses (and answers false) when the cache is off or the body too large.
   * @param {string} key
   * @param {{ status: number, headers: OutgoingHttpHeaders, body: Buffer }} answer
   */
  set(key, answer) {
    if (!this.enabled || answer.body.length > this.maxBodyBytes) return false;
    const now = this.now();
    if (now - this.purgedAt >= this.ttlMs) {
      this.entries.purgeStale();
      this.purgedAt = now;
    }
    this.entries.set(key, { ...answer, storedAt: now });
    return true;
  }

  clear() {
    this.entries.clear();
  }
}
