import '@/lib/server/only';
import { sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@/lib/site-config';
import type { DbOrTx } from '../db';
import { isOpenQuery, parseShopperQuery, type ShopperQuery, type TermWord } from '@/lib/catalog/shopper-query';
import { rows } from './sql';

/** word_similarity above which a title counts as a typo match. */
const FUZZY_THRESHOLD = 0.4;
/** how far below the best title a typo match may lie */
const FUZZY_MARGIN = 0.1;

/** The text-search configuration and stored vector per locale. */
function searchColumn(locale: Locale): { config: SQL; vector: SQL } {
  return locale === 'en'
    ? { config: sql.raw(`'english'::regconfig`), vector: sql.raw('p.search_en') }
    : { config: sql.raw(`'german'::regconfig`), vector: sql.raw('p.search_de') };
}

export type SearchMatch = {
  /** condition on the product (alias p) */
  where: SQL;
  /** condition an offer (alias v) must meet, or null when the query says nothing about offers */
  offerWhere: SQL | null;
  rank: SQL;
  query: ShopperQuery;
};

export type SearchPlan =
  | { mode: 'none' }
  | ({ mode: 'fulltext' | 'fuzzy' } & SearchMatch)
  /** some words match no product at all and were left out; the rest of the query still applies */
  | ({ mode: 'relaxed'; dropped: string[] } & SearchMatch)
  | { mode: 'nothing' };

export type SearchOptions = {
  /** the shopper is still typing (suggestions): a trailing number is a prefix ('iphone 1' → 13, 14) */
  typing?: boolean;
};

/** A to_tsquery operand: letters and digits only (safe syntax); numbers match whole, words as prefixes. */
function operand(t: TermWord, prefixNumbers: boolean): string | null {
  const w = (t.word.match(/[\p{L}\p{N}]+/gu) ?? []).join('');
  if (!w) return null;
  return /^\d+$/.test(w) && !prefixNumbers ? w : `${w}:*`;
}

/** The offer conditions of a query, or null when it has none. */
function offerCondition(q: ShopperQuery): SQL | null {
  const parts: SQL[] = [];
  for (const gb of q.offer.sizesGb) parts.push(sql`(v.ram_gb = ${gb} or v.storage_gb = ${gb})`);
  for (const gb of q.offer.ramGb) parts.push(sql`v.ram_gb = ${gb}`);
  for (const gb of q.offer.storageGb) parts.push(sql`v.storage_gb = ${gb}`);
  if (q.offer.grades.length) parts.push(sql`v.grade in (${sql.join(q.offer.grades.map((g) => sql`${g}`), sql`, `)})`);
  for (const names of q.offer.colours) {
    parts.push(sql`(${sql.join(names.map((n) => sql`lower(v.colour) like ${`%${n}%`}`), sql` or `)})`);
  }
  if (q.offer.minPriceCents !== undefined) parts.push(sql`v.price_cents >= ${q.offer.minPriceCents}`);
  if (q.offer.maxPriceCents !== undefined) parts.push(sql`v.price_cents <= ${q.offer.maxPriceCents}`);
  return parts.length ? sql.join(parts, sql` and `) : null;
}

/** Product conditions besides the words: category picks and screen size. */
function productConditions(q: ShopperQuery): SQL[] {
  const parts: SQL[] = [];
  if (q.picks.length) {
    const picks = q.picks.map((p) => (p.family ? sql`(p.category = ${p.category} and p.family = ${p.family})` : sql`p.category = ${p.category}`));
    parts.push(sql`(${sql.join(picks, sql` or `)})`);
  }
  if (q.screen) parts.push(sql`p.screen_tenths between ${q.screen.min} and ${q.screen.max}`);
  return parts;
}

/**
 * Decides how a query is matched. The query is read as a shopper means it (lib/catalog/shopper-query):
 * category words pick categories, sizes/prices/grades/colours become conditions on one offer in
 * stock, filler words ('gebraucht', 'refurbished') drop out, and the remaining words must match the
 * PostgreSQL full text in the locale's configuration (stemming, synonyms from the keyword columns);
 * a purpose word matches the products tagged with it too. When the words match no product at all,
 * trigram similarity of the title catches typos ('thinkpda').
 */
export async function planSearch(db: DbOrTx, q: string | undefined, locale: Locale, opts: SearchOptions = {}): Promise<SearchPlan> {
  if (!q) return { mode: 'none' };
  const query = parseShopperQuery(q);
  if (!query.hasWords) return { mode: 'nothing' };
  const { config, vector } = searchColumn(locale);
  const offerWhere = offerCondition(query);
  const base = productConditions(query);

  const textOf = (terms: TermWord[]): SQL[] => {
    const plain = terms.filter((t) => !t.tag);
    const ops = plain.map((t, i) => operand(t, Boolean(opts.typing) && i === plain.length - 1)).filter((o): o is string => o !== null);
    const parts: SQL[] = [];
    if (ops.length) parts.push(sql`${vector} @@ to_tsquery(${config}, ${ops.join(' & ')})`);
    for (const t of terms.filter((x) => x.tag)) {
      const op = operand(t, true);
      if (op) parts.push(sql`(${vector} @@ to_tsquery(${config}, ${op}) or p.tags @> array[${t.tag!}]::text[])`);
    }
    return parts;
  };
  const anyProduct = async (where: SQL): Promise<boolean> =>
    Boolean((await rows<{ found: boolean }>(db, sql`select exists(select 1 from products p where p.published and ${where}) as found`))[0]?.found);

  const rankOps = [...query.terms, ...query.soft].map((t) => operand(t, true)).filter((o): o is string => o !== null);
  const rankTags = [...query.terms, ...query.soft].filter((t) => t.tag).map((t) => t.tag!);
  const rankParts: SQL[] = [];
  if (rankOps.length) rankParts.push(sql`ts_rank(${vector}, to_tsquery(${config}, ${rankOps.join(' | ')}))`);
  if (rankTags.length) rankParts.push(sql`(case when p.tags && array[${sql.join(rankTags.map((t) => sql`${t}`), sql`, `)}]::text[] then 0.1 else 0 end)`);
  // an expression, never a bare 0: `order by 0` would name a column position
  const rank = rankParts.length ? sql.join(rankParts, sql` + `) : sql`0::float8`;

  const and = (parts: SQL[]): SQL => (parts.length ? sql.join(parts, sql` and `) : sql`true`);
  const textParts = textOf(query.terms);
  if (isOpenQuery(query) || textParts.length === 0) {
    return { mode: 'fulltext', where: and(base), offerWhere, rank, query };
  }
  const textWhere = and(textParts);
  if (await anyProduct(textWhere)) return { mode: 'fulltext', where: and([...base, textWhere]), offerWhere, rank, query };

  // a typo: the closest titles only ('thinkpda' means ThinkPads, not every Lenovo 'Think…')
  const needle = query.terms.map((t) => t.word.toLowerCase()).join(' ');
  if (needle.length >= 3) {
    const sim = sql`word_similarity(${needle}, lower(p.title))`;
    const best = (await rows<{ best: number | null }>(db, sql`select max(${sim})::float8 as best from products p where p.published and ${and(base)}`))[0]?.best ?? 0;
    if (best >= FUZZY_THRESHOLD) {
      const floor = Math.max(FUZZY_THRESHOLD, best - FUZZY_MARGIN);
      return { mode: 'fuzzy', where: and([...base, sql`${sim} >= ${floor}`]), offerWhere, rank: sim, query };
    }
  }

  // words the catalog knows nothing of ('Laptop Leasing', 'Laptop Tasche') drop out when the
  // rest of the query still says what to look for; the listing tells the shopper which
  const known: TermWord[] = [];
  const dropped: string[] = [];
  for (const t of query.terms) {
    if (await anyProduct(and(textOf([t])))) known.push(t);
    else dropped.push(t.word);
  }
  const rest = { ...query, terms: known };
  if (!dropped.length || isOpenQuery({ ...rest, soft: [] })) return { mode: 'nothing' };
  const restText = textOf(known);
  if (restText.length && !(await anyProduct(and(restText)))) return { mode: 'nothing' };
  return { mode: 'relaxed', dropped, where: and([...base, ...restText]), offerWhere, rank, query: rest };
}
