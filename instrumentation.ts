/**
 * Runs once when the server starts: checks the configuration (an invalid one stops the server
 * with one line per problem), then opens (and migrates) the database instead of on the first
 * request, and with SEED_DEMO=1 seeds the demo data.
 */
export async function register(): Promise<void> {
  // Next's own runtime markers, read before anything else is loaded (this file is also built for the edge runtime)
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { configurationProblems } = await import('./lib/server/env');
  const problems = configurationProblems();
  if (problems.length > 0) {
    process.stderr.write(`Zweitwerk cannot start: the configuration is invalid.\n${problems.map((p) => `  ${p}\n`).join('')}`);
    process.exit(1);
  }
  const { getDb } = await import('./lib/server/db');
  const { logger } = await import('./lib/server/logger');
  let opened = false;
  try {
    await getDb();
    opened = true;
  } catch (err) {
    // the server keeps running: /api/health answers 503 and the next request retries
    logger.error({ err: err instanceof Error ? err.message : String(err) }, 'database unavailable at start');
  }
  if (opened) {
    // the demo data (SEED_DEMO=1) under the start lock, as tests/support/start-instance.ts does
    const { seedDemoOnStart } = await import('./lib/server/seed/demo');
    await seedDemoOnStart().catch((err: unknown) => logger.error({ err: err instanceof Error ? err.message : String(err) }, 'demo data could not be seeded'));
  }
  // deletes unconfirmed newsletter sign-ups and old enquiries as the privacy notice promises
  const { scheduleLeadRetention } = await import('./lib/server/leads');
  scheduleLeadRetention();
  // empty carts nobody touched for 30 days: swept now and daily (every instance may run it)
  const { startCartSweep } = await import('./lib/server/platform');
  startCartSweep((err) => logger.error({ err: err instanceof Error ? err.message : String(err) }, 'cart sweep failed'));
  // empties the micro-cache in front of Next (server/index.mjs) when the catalog changes, here and
  // through Redis on every instance: subscribed now, not on the first request
  await import('./lib/server/page-cache');
  // the site search's page and article index, built from the Markdown files (no database)
  const { warmContentSearch } = await import('./lib/server/content');
  await warmContentSearch().catch((err: unknown) => logger.error({ err: err instanceof Error ? err.message : String(err) }, 'content search index failed at start'));
}
