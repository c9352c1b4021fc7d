import '@/lib/server/only';
import { LRUCache } from 'lru-cache';
import { env } from './env';

/** A cached result; null is a result too (an unknown product), which lru-cache cannot hold bare. */
type Cached = { value: unknown };
type Compute = () => Promise<unknown>;

/**
 * A small per-process cache for public, non-personal read models (catalog pages, content), with
 * one in-flight computation per key: an LRUCache of at most `maxEntries` results that live
 * `ttlMs` (0: until evicted by size). Public pages are already shared-cacheable for 60 s
 * (s-maxage=60); keeping their data a few seconds in memory saves the database round trips of
 * every repeated render. Never store anything that depends on who asks.
 */
export class TtlCache {
  private readonly entries: LRUCache<string, Cached, Compute>;

  constructor(ttlMs: number, maxEntries = 2000) {
    this.entries = new LRUCache<string, Cached, Compute>({
      max: maxEntries,
      ttl: ttlMs,
      // wall-clock time, as the rest of the shop keeps it (and tests' fake clocks drive)
      perf: { now: () => Date.now() },
      // concurrent calls for a key share this one computation; a failure is not kept
      fetchMethod: async (_key, _stale, { context: compute }) => ({ value: await compute() }),
      // a computation still running when clear() empties the cache answers its callers but is
      // not stored: it may have read the data from before the change that emptied the cache
      ignoreFetchAbort: true,
    });
  }

  async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = await this.entries.fetch(key, { context: compute });
    return hit!.value as T;
  }

  clear(): void {
    this.entries.clear();
  }
}

/** TTL of catalog page data in ms (CATALOG_CACHE_MS; 0 turns the cache off). */
export function catalogCacheTtl(): number {
  return env().CATALOG_CACHE_MS;
}
