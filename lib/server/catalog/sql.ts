import '@/lib/server/only';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../db';

/** Runs a raw statement and returns its rows (same shape on PGlite and node-postgres). */
export async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return result.rows as T[];
}

const dialect = new PgDialect();

/**
 * Runs a statement written with `sql.placeholder(name)` for each value, `values` filling them, on
 * the pool's driver (`db.$client`). With a `name`, pg prepares it as a named statement once per
 * connection: the text must then be the same for every value (it is the statement's identity), and
 * PostgreSQL parses it once and may keep one plan for all values. Without a name it is sent as an
 * unnamed statement, for texts that vary per request (a search's conditions).
 */
export async function runStatement<T>(db: Db, query: SQL, values: Record<string, unknown>, name?: string): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const result = await db.$client.query({ text, values: fillPlaceholders(params, values), ...(name ? { name } : {}) });
  return result.rows as T[];
}
