/** Opens (and migrates, and with SEED_DEMO=1 seeds) the database when the server starts, not on the first request. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getDb } = await import('./lib/server/db');
  const { logger } = await import('./lib/server/logger');
  try {
    await getDb();
  } catch (err) {
    // the server keeps running: /api/health answers 503 and the next request retries
    logger.error({ err: err instanceof Error ? err.message : String(err) }, 'database unavailable at start');
  }
  // the site search's page and article index, built from the Markdown files (no database)
  const { warmContentSearch } = await import('./lib/server/content/search');
  await warmContentSearch().catch((err: unknown) => logger.error({ err: err instanceof Error ? err.message : String(err) }, 'content search index failed at start'));
}
