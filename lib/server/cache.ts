import '@/lib/server/only';

type Entry = { value: Promise<unknown>; expires: number };

/**
 * A small per-process cache for public, non-personal read models (catalog pages), with one
 * in-flight computation per key. Public pages are already shared-cacheable for 60 s
 * (s-maxage=60); keeping their data a few seconds in memory saves the database round trips of
 * every repeated render. Never store anything that depends on who asks.
 */
export class TtlCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
  ) {}

  get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) {
      // refresh recency for the LRU order
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value as Promise<T>;
    }
    const value = compute();
    const entry: Entry = { value, expires: now + this.ttlMs };
    this.entries.set(key, entry);
    // a failure is not cached: the next caller tries again
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}

/** TTL of catalog page data in ms (CATALOG_CACHE_MS; 0 turns the cache off). */
export function catalogCacheTtl(): number {
  const raw = Number(process.env.CATALOG_CACHE_MS ?? 15_000);
  return Number.isFinite(raw) && raw >= 0 ? raw : 15_000;
}
