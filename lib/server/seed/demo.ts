import '@/lib/server/only';
import { runExclusive } from '../db';
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
export async function seedDemoIfEmpty(): Promise<void> {
  const started = Date.now();
  const catalog = await seedDemoCatalog();
  const accounts = await seedDemoAccounts();
  const fleet = await seedDemoFleet();
  const history = await seedAccountHistory();
  const quotes = await seedDemoQuotes();
  logger.info({ catalog, accounts, fleet, history, quotes, ms: Date.now() - started }, 'demo data checked');
}

/**
 * Start-up's seeding step (instrumentation.ts, after the database opened): with SEED_DEMO=1 the
 * demo data, under the start lock, so instances starting together on one PostgreSQL seed once and
 * never while another one migrates. Without SEED_DEMO=1 nothing happens.
 */
export async function seedDemoOnStart(): Promise<void> {
  if (env().SEED_DEMO !== '1') return;
  await runExclusive(() => seedDemoIfEmpty());
}
