import '@/lib/server/only';
import type { Db } from '../db';
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
