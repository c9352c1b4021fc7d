import '@/lib/server/only';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db';

/** Runs a raw statement and returns its rows (same shape on PGlite and node-postgres). */
export async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return result.rows as T[];
}

/** `(a, b, c)` of bound parameters; callers guarantee a non-empty list. */
export function sqlList(values: readonly (string | number)[]): SQL {
  return sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;
}
