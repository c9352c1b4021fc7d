import '@/lib/server/only';
import type { ServerResponse } from 'node:http';
import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
// Next marks client-side navigation requests (/_next/data/…json) on the request itself
import { getRequestMeta } from 'next/dist/server/request-meta';
import { TtlMap } from './cache';
import { subscribeOnce } from './events';
import { env } from './env';
import { logger } from './logger';

type CachedPage = { body: Buffer; headers: Record<string, string> };

/**
 * Micro-cache for public pages: the rendered HTML (or the JSON of a client-side navigation) of a
 * page that declared itself shared-cacheable (Cache-Control: public) is kept for a few seconds
 * and answered without rendering again. It does inside one instance what a CDN does with the
 * pages' s-maxage=60: a burst on one category or product page renders it once. Pages that depend
 * on the visitor never send `public`, so they are never stored.
 */
// on globalThis: Next bundles pages and API routes with separate module registries, and an order
// placed through the API must be able to empty the cache the pages read
const globalForPages = globalThis as unknown as { __zwPageCache?: TtlMap<CachedPage> };
const pages = (globalForPages.__zwPageCache ??= new TtlMap<CachedPage>(10_000, 300));
/** Headers of the stored response that are replayed on a hit (the rest comes from next.config). */
const REPLAYED = ['content-type', 'cache-control', 'vary', 'x-nextjs-cache', 'content-language'];

/** TTL in ms from PAGE_CACHE_MS (default 10 s in production, off elsewhere; 0 turns it off). */
export function pageCacheTtl(): number {
  return env().PAGE_CACHE_MS;
}

type Kind = 'html' | 'json';

function requestKind(ctx: GetServerSidePropsContext): Kind {
  const data = getRequestMeta(ctx.req, 'isNextDataReq') === true || ctx.req.headers['x-nextjs-data'] !== undefined || (ctx.req.url ?? '').startsWith('/_next/data/');
  return data ? 'json' : 'html';
}

const CONTENT_TYPES: Record<Kind, RegExp> = { html: /^text\/html\b/, json: /^application\/json\b/ };

function toBuffer(chunk: unknown, encoding?: unknown): Buffer | null {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return null;
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  return null;
}

/** Records what Next writes to the response and stores it when it is a cacheable 200. */
function capture(res: ServerResponse, key: string, kind: Kind, ttl: number): void {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((...args: unknown[]) => {
    const b = toBuffer(args[0], args[1]);
    if (b) chunks.push(b);
    return write(...args);
  }) as ServerResponse['write'];
  res.end = ((...args: unknown[]) => {
    const b = toBuffer(args[0], args[1]);
    if (b) chunks.push(b);
    try {
      const cacheControl = String(res.getHeader('cache-control') ?? '');
      const contentType = String(res.getHeader('content-type') ?? '');
      // stored only when the answer is what this kind of request expects (never JSON for a page load)
      if (res.statusCode === 200 && CONTENT_TYPES[kind].test(contentType) && /\bpublic\b/.test(cacheControl) && !res.hasHeader('set-cookie')) {
        const headers: Record<string, string> = {};
        for (const name of REPLAYED) {
          const v = res.getHeader(name);
          if (v !== undefined) headers[name] = Array.isArray(v) ? v.join(', ') : String(v);
        }
        pages.set(key, { body: Buffer.concat(chunks), headers }, ttl);
      }
    } catch (err) {
      logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'page cache: could not store a page');
    }
    return end(...args);
  }) as ServerResponse['end'];
}

/**
 * Wraps a public page's getServerSideProps with the micro-cache. A hit answers from memory before
 * any data is loaded (Next skips rendering once the response is sent); a miss renders as usual
 * and keeps the result when the page set `Cache-Control: public`.
 */
// Next's own GetServerSideProps constraint is `{ [key: string]: any }`
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function withPageCache<P extends { [key: string]: any }>(gssp: GetServerSideProps<P>): GetServerSideProps<P> {
  return async (ctx) => {
    const ttl = pageCacheTtl();
    if (ttl === 0 || ctx.req.method !== 'GET') return gssp(ctx);
    const kind = requestKind(ctx);
    const key = `${kind}|${ctx.locale ?? ''}|${ctx.resolvedUrl}`;
    const hit = pages.get(key);
    if (hit) {
      for (const [name, value] of Object.entries(hit.headers)) ctx.res.setHeader(name, value);
      ctx.res.setHeader('X-Page-Cache', 'HIT');
      ctx.res.statusCode = 200;
      ctx.res.end(hit.body);
      return { props: {} as P };
    }
    const result = await gssp(ctx);
    if ('props' in result) {
      ctx.res.setHeader('X-Page-Cache', 'MISS');
      capture(ctx.res, key, kind, ttl);
    }
    return result;
  };
}

/** Drops every stored page (tests; after catalog changes). */
export function clearPageCache(): void {
  pages.clear();
}

// a change of stock or price makes stored pages stale, here and (through Redis) on every instance
subscribeOnce('page-cache', 'catalog.changed', () => clearPageCache());
