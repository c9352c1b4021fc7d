import '@/lib/server/only';
import { getDb, runExclusive, type Db } from '../db';
import { env } from '../env';
import { logger } from '../logger';
import { seedDemoAccounts } from './accounts';
import { seedAccountHistory } from './account-history';
import { seedDemoCatalog } from './catalog';
import { seedDemoFleet } from './fleet';
import { seedDemoQuotes } from './quotes';

/**
 * Seeds the demo catalog and the demo accounts into an empty database (SEED_DEMO=1).
 * Each area's seeder checks its own tables and does nothing when they already hold data.
 */
export async function seedDemoIfEmpty(db: Db): Promise<void> {
  const started = Date.now();
  const catalog = await seedDemoCatalog(db);
  const accounts = await seedDemoAccounts(db);
  const fleet = await seedDemoFleet(db);
  const history = await seedAccountHistory(db);
  const quotes = await seedDemoQuotes(db);
  logger.info({ catalog, accounts, fleet, history, quotes, ms: Date.now() - started }, 'demo data checked');
}

/**
 * Start-up's seeding step (instrumentation.ts, after the database opened): with SEED_DEMO=1 the
 * demo data, under the start lock, so instances starting together on one PostgreSQL seed once and
 * never while another one migrates. Without SEED_DEMO=1 nothing happens.
 */
export async function seedDemoOnStart(): Promise<void> {
  if (env().SEED_DEMO !== '1') return;
  const db = await getDb();
  await runExclusive(() => seedDemoIfEmpty(db));
}
