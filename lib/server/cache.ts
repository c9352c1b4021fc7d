import '@/lib/server/only';
import { env } from './env';

type Entry<V> = { value: V; expires: number };

/** A map whose entries expire after a TTL and whose least recently used entries go beyond a size. */
export class TtlMap<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
  ) {}

  /** The fresh value of a key (refreshing its recency), or undefined; a stale entry is dropped. */
  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    if (hit.expires <= Date.now()) return undefined;
    this.entries.set(key, hit);
    return hit.value;
  }

  set(key: string, value: V, ttlMs = this.ttlMs): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: Date.now() + ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** Removes a key; with `only`, just when it still holds that value. */
  delete(key: string, only?: V): void {
    if (only === undefined || this.entries.get(key)?.value === only) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * A bounded map for values read far more often than written (the server's HTML memo), kept in two
 * generations. A read of an entry in the current generation changes nothing: unlike TtlMap, which
 * moves a key to the end on every read (a delete and an insert, and the key text kept anew), it makes
 * no garbage. A read in the previous generation moves the entry to the current one. When the current
 * one holds `perGeneration` entries or is `maxAgeMs` old, it becomes the previous one and the
 * previous one is dropped: an entry not read for one to two generations is gone, and there are never
 * more than twice `perGeneration`.
 */
export class GenerationMap<V> {
  private current = new Map<string, V>();
  private previous = new Map<string, V>();
  private startedAt: number;

  constructor(
    private readonly perGeneration: number,
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.startedAt = now();
  }

  get(key: string): V | undefined {
    this.ageOut();
    const value = this.current.get(key);
    if (value !== undefined) return value;
    const old = this.previous.get(key);
    if (old === undefined) return undefined;
    this.previous.delete(key);
    this.insert(key, old);
    return old;
  }

  set(key: string, value: V): void {
    this.ageOut();
    this.previous.delete(key);
    this.insert(key, value);
  }

  /** Entries in both generations. */
  get size(): number {
    return this.current.size + this.previous.size;
  }

  clear(): void {
    this.current = new Map();
    this.previous = new Map();
    this.startedAt = this.now();
  }

  private insert(key: string, value: V): void {
    if (this.current.size >= this.perGeneration && !this.current.has(key)) this.rotate();
    this.current.set(key, value);
  }

  private ageOut(): void {
    if (this.now() - this.startedAt >= this.maxAgeMs) this.rotate();
  }

  private rotate(): void {
    this.previous = this.current;
    this.current = new Map();
    this.startedAt = this.now();
  }
}

/**
 * A small per-process cache for public, non-personal read models (catalog pages), with one
 * in-flight computation per key. Public pages are already shared-cacheable for 60 s
 * (s-maxage=60); keeping their data a few seconds in memory saves the database round trips of
 * every repeated render. Never store anything that depends on who asks.
 */
export class TtlCache {
  private readonly map: TtlMap<Promise<unknown>>;

  constructor(ttlMs: number, maxEntries = 2000) {
    this.map = new TtlMap(ttlMs, maxEntries);
  }

  get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.map.get(key);
    if (hit) return hit as Promise<T>;
    const value = compute();
    this.map.set(key, value);
    // a failure is not cached: the next caller tries again
    value.catch(() => this.map.delete(key, value));
    return value;
  }

  clear(): void {
    this.map.clear();
  }
}

/** TTL of catalog page data in ms (CATALOG_CACHE_MS; 0 turns the cache off). */
export function catalogCacheTtl(): number {
  return env().CATALOG_CACHE_MS;
}
