import 'server-only';
import type { Db } from '../db';
import { logger } from '../logger';

/** Seeds the demo catalog, content and demo accounts into an empty database. */
export async function seedDemoIfEmpty(db: Db): Promise<void> {
  void db;
  logger.info({}, 'demo seed: nothing to seed yet');
}
