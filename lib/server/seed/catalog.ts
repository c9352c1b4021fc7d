import '@/lib/server/only';
import type { Db } from '../db';

/** Loads the demo catalog when the products table is empty; returns what it did. */
export async function seedDemoCatalog(db: Db): Promise<string> {
  void db;
  return 'no demo catalog defined';
}
