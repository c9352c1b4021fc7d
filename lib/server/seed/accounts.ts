import '@/lib/server/only';
import type { Db } from '../db';

/** Creates the demo accounts (demo@, kunde@, admin@zweitwerk.de) when they do not exist; returns what it did. */
export async function seedDemoAccounts(db: Db): Promise<string> {
  void db;
  return 'no demo accounts defined';
}
