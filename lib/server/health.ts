import '@/lib/server/only';
import { dbKind, pingDb } from './db';
import { logger } from './logger';

export type Health = { ok: boolean; database: { ok: boolean; kind?: string; latencyMs?: number } };

/** Pings the database; never throws, so the route can answer 503 instead of 500. */
export async function checkHealth(): Promise<Health> {
  const started = performance.now();
  try {
    await pingDb();
    const kind = await dbKind();
    return { ok: true, database: { ok: true, kind, latencyMs: Math.round((performance.now() - started) * 10) / 10 } };
  } catch (err) {
    logger.error({ err: err instanceof Error ? err.message : String(err) }, 'health check: database down');
    return { ok: false, database: { ok: false } };
  }
}
