import '@/lib/server/only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { documentCounters } from '../db/schema';
import { formatDocumentNumber, type DocumentSeries } from '@/lib/invoicing/numbers';

/**
 * The next number of a series in a year. Must run inside the issuing transaction: the counter
 * row stays locked until commit, so concurrent issues queue and a rolled-back issue frees its
 * number again — the numbers have no gaps.
 */
export async function nextDocumentNumber(tx: DbOrTx, series: DocumentSeries, year: number): Promise<{ seq: number; number: string }> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ series, year, lastSeq: 1 })
    .onConflictDoUpdate({ target: [documentCounters.series, documentCounters.year], set: { lastSeq: sql`${documentCounters.lastSeq} + 1` } })
    .returning({ seq: documentCounters.lastSeq });
  const seq = row!.seq;
  return { seq, number: formatDocumentNumber(series, year, seq) };
}
