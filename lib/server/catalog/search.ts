import '@/lib/server/only';
import { sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@/lib/site-config';
import type { DbOrTx } from '../db';
import { searchTerms, toPrefixTsQuery } from '@/lib/catalog/search-query';
import { rows } from './sql';

/** word_similarity above which a title counts as a typo match. */
const FUZZY_THRESHOLD = 0.4;

/** The text-search configuration and stored vector per locale. */
export function searchColumn(locale: Locale): { config: SQL; vector: SQL } {
  return locale === 'en'
    ? { config: sql.raw(`'english'::regconfig`), vector: sql.raw('p.search_en') }
    : { config: sql.raw(`'german'::regconfig`), vector: sql.raw('p.search_de') };
}

export type SearchPlan =
  | { mode: 'none' }
  | { mode: 'fulltext'; where: SQL; rank: SQL }
  | { mode: 'fuzzy'; where: SQL; rank: SQL }
  | { mode: 'nothing' };

/**
 * Decides how a query is matched: PostgreSQL full text in the locale's configuration (stemming,
 * synonyms from the keyword columns); when that finds nothing, trigram similarity of the title
 * catches typos ('thinkpda').
 */
export async function planSearch(db: DbOrTx, q: string | undefined, locale: Locale): Promise<SearchPlan> {
  if (!q) return { mode: 'none' };
  const tsq = toPrefixTsQuery(q);
  if (!tsq) return { mode: 'nothing' };
  const { config, vector } = searchColumn(locale);
  const query = sql`to_tsquery(${config}, ${tsq})`;
  const hit = await rows<{ found: boolean }>(
    db,
    sql`select exists(select 1 from products p where p.published and ${vector} @@ ${query}) as found`,
  );
  if (hit[0]?.found) {
    return { mode: 'fulltext', where: sql`${vector} @@ ${query}`, rank: sql`ts_rank(${vector}, ${query})` };
  }
  const needle = searchTerms(q).join(' ');
  if (needle.length < 3) return { mode: 'nothing' };
  const sim = sql`word_similarity(${needle}, lower(p.title))`;
  return { mode: 'fuzzy', where: sql`${sim} >= ${FUZZY_THRESHOLD}`, rank: sim };
}
