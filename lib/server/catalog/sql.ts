import '@/lib/server/only';
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db';

/** Runs a raw statement and returns its rows (same shape on PGlite and node-postgres). */
export async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return result.rows as T[];
}

const dialect = new PgDialect();

/**
 * Runs a statement the pages send on every uncached request as a named prepared statement. Each
 * connection parses it once; after five executions PostgreSQL plans it once for all parameter
 * values if that plan is no worse (plan_cache_mode auto). For the listing that saves the parse and
 * the planning, about half of its time on the demo catalogue. The name is derived from the text,
 * so the statement's text must not vary with the values it is run with, only with its shape (a
 * caller passes lists as one array parameter, never as `in (...)`): each distinct text is one more
 * statement kept by each connection.
 */
export async function preparedRows<T>(db: DbOrTx, label: string, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const name = `${label}_${createHash('sha1').update(built.sql).digest('hex').slice(0, 16)}`;
  const result = await db._.session.prepareQuery(built, undefined, name, false).execute();
  return (result as { rows: T[] }).rows;
}

/** A list bound as one array parameter (`= any(...)`), or null for no list: the statement text stays the same whatever the values. */
export function sqlArray(values: readonly (string | number)[] | null, type: 'text' | 'int'): SQL {
  return sql`${sql.param(values && values.length ? [...values] : null)}::${sql.raw(type)}[]`;
}
