import '@/lib/server/only';
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db';

/** Runs a raw statement and returns its rows (same shape on PGlite and node-postgres). */
export async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return result.rows as T[];
}

const dialect = new PgDialect();

type Prepared = ReturnType<DbOrTx['_']['session']['prepareQuery']>;
/** statements built so far, per session (the pool's, or a transaction's) and shape */
const preparedBySession = new WeakMap<object, Map<string, Prepared>>();

/**
 * Runs a statement the pages send on every uncached request as a named prepared statement, built
 * once per shape: `build` writes every value as a `sql.placeholder(name)`, and `values` fills them.
 * Each connection parses the statement once; after five executions PostgreSQL plans it once for all
 * values if that plan is no worse (plan_cache_mode auto). For the listing that saves the parse and
 * the planning, about half of its database time on the demo catalogue, and building the text,
 * a few per cent of the server's time per page. Each shape is one more statement kept by each
 * connection, so a shape must not depend on the values.
 */
export async function runPrepared<T>(db: DbOrTx, label: string, shape: string, build: () => SQL, values: Record<string, unknown>): Promise<T[]> {
  const session = db._.session;
  let statements = preparedBySession.get(session);
  if (!statements) preparedBySession.set(session, (statements = new Map()));
  let prepared = statements.get(shape);
  if (!prepared) {
    const built = dialect.sqlToQuery(build());
    const name = `${label}_${createHash('sha1').update(built.sql).digest('hex').slice(0, 16)}`;
    prepared = session.prepareQuery(built, undefined, name, false);
    statements.set(shape, prepared);
  }
  const result = await prepared.execute(values);
  return (result as { rows: T[] }).rows;
}

/** Runs a statement with placeholders once (unnamed), for statements whose text varies per request. */
export async function runStatement<T>(db: DbOrTx, query: SQL, values: Record<string, unknown>): Promise<T[]> {
  const result = await db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, undefined, false).execute(values);
  return (result as { rows: T[] }).rows;
}
