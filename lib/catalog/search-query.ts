/** Most words a search takes into account. */
const MAX_TERMS = 8;

/** Letters and digits only: the words of a query, lower-cased. */
export function searchTerms(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_TERMS);
}

/**
 * A to_tsquery input from free text: every word must match, each as a prefix so results follow
 * the typing ('thin' finds ThinkPad). Only letters and digits get through, so the syntax is safe.
 */
export function toPrefixTsQuery(q: string): string | null {
  const terms = searchTerms(q);
  if (terms.length === 0) return null;
  return terms.map((t) => `${t}:*`).join(' & ');
}
