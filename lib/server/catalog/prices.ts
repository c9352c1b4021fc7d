import '@/lib/server/only';
import { sql, type SQL } from 'drizzle-orm';
import type { PriceReduction } from '@/lib/catalog/types';
import { getDb, type DbOrTx } from '../db';
import { priceHistory, variants } from '../db/schema';
import { emit } from '../events';
import { rows } from './sql';

/**
 * Price history of the offers (§ 11 PAngV). Every price an offer had is a row with the moment it
 * took effect; a price shown as reduced names the lowest price of the 30 days before the
 * reduction. The back office changes prices only through recordPriceChange.
 */

/** Days before a reduction whose lowest price is the reference (§ 11 (1) PAngV); migration 0012 computes with it. */
export const LOWEST_PRICE_DAYS = 30;
/** A reduction is advertised for this many days after it took effect, then the price is just the price. */
const REDUCTION_SHOWN_DAYS = 30;

export class PriceChangeError extends Error {
  constructor(
    readonly code: 'variant_not_found' | 'invalid_price',
    message: string,
  ) {
    super(message);
  }
}

export type PriceChange = { variantId: number; previousCents: number; priceCents: number; changed: boolean; at: Date };

/**
 * Sets an offer's price and records it in the price history, in one transaction (a savepoint of
 * the caller's transaction when given one, so a back-office edit commits or rolls back as a
 * whole). The first change of an offer without history also records the price it had until now
 * (from its creation), so the 30-day rule can see it. Setting the same price again changes nothing.
 */
export async function recordPriceChange(
  db: DbOrTx,
  variantId: number,
  priceCents: number,
  opts: { actor: string; at?: Date },
): Promise<PriceChange> {
  if (!Number.isInteger(priceCents) || priceCents <= 0) throw new PriceChangeError('invalid_price', 'price must be a positive whole number of cents');
  const at = opts.at ?? new Date();
  let handle = '';
  const change = await db.transaction(async (tx) => {
    const [v] = await rows<{ price_cents: number; created_at: string | Date; has_history: boolean; handle: string }>(
      tx,
      sql`select v.price_cents, v.created_at, p.handle, exists (select 1 from price_history h where h.variant_id = v.id) as has_history
          from variants v join products p on p.id = v.product_id where v.id = ${variantId} for update of v`,
    );
    if (!v) throw new PriceChangeError('variant_not_found', `variant ${variantId} does not exist`);
    handle = v.handle;
    if (v.price_cents === priceCents) return { variantId, previousCents: v.price_cents, priceCents, changed: false, at };
    if (!v.has_history) {
      const since = new Date(v.created_at) < at ? new Date(v.created_at) : at;
      await tx.execute(
        sql`insert into price_history (variant_id, price_cents, valid_from, changed_by) values (${variantId}, ${v.price_cents}, ${since.toISOString()}, 'initial')`,
      );
    }
    await tx.execute(sql`update variants set price_cents = ${priceCents}, updated_at = ${at.toISOString()} where id = ${variantId}`);
    await tx.execute(
      sql`insert into price_history (variant_id, price_cents, valid_from, changed_by) values (${variantId}, ${priceCents}, ${at.toISOString()}, ${opts.actor})`,
    );
    return { variantId, previousCents: v.price_cents, priceCents, changed: true, at };
  });
  // cached pages and listings show the old price until they hear of the change
  if (change.changed) await emit('catalog.changed', { handles: [handle] });
  return change;
}

export type NewOffer = Omit<typeof variants.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'unitsSold'>;

/**
 * Creates an offer and records its first price in the price history, in one transaction (a
 * savepoint of the caller's transaction when given one): from its
 * first moment the history knows since when the price applies, so a later reduction names the
 * lowest price of the 30 days before it. Offers with a price come into being only through here
 * (the seed and test fixtures aside), as prices change only through recordPriceChange.
 */
export async function createOfferWithPrice(db: DbOrTx, offer: NewOffer, opts: { actor: string; at?: Date }): Promise<typeof variants.$inferSelect> {
  if (!Number.isInteger(offer.priceCents) || offer.priceCents <= 0) throw new PriceChangeError('invalid_price', 'price must be a positive whole number of cents');
  const at = opts.at ?? new Date();
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(variants).values({ ...offer, createdAt: at, updatedAt: at }).returning();
    await tx.insert(priceHistory).values({ variantId: created!.id, priceCents: created!.priceCents, validFrom: at, changedBy: opts.actor });
    return created!;
  });
}

/**
 * SQL: the reduction offer `v` (an alias of variants) shows at `now`, as two columns' values: the
 * lowest price of the 30 days before its price took effect, and that moment; both null when it
 * shows none. An offer counts as reduced when its current price is the latest one recorded, took
 * effect within the last REDUCTION_SHOWN_DAYS and is below the lowest price of the 30 days before.
 * The database keeps those facts on the offer (migration 0012): a listing reads them with the rest.
 */
export function reductionColumns(v: string, now: SQL): { lowest: SQL; since: SQL } {
  const o = sql.raw(v);
  const shown = sql`(${o}.recorded_price_cents = ${o}.price_cents and ${o}.lowest_prior_cents > ${o}.price_cents
    and ${o}.price_from <= ${now} and ${o}.price_from >= ${now} - make_interval(days => ${sql.raw(String(REDUCTION_SHOWN_DAYS))}))`;
  return { lowest: sql`(case when ${shown} then ${o}.lowest_prior_cents end)`, since: sql`(case when ${shown} then ${o}.price_from end)` };
}

/** A reduction from the two columns of reductionColumns (as a query or JSON gives them). */
export function toReduction(lowest: number | null | undefined, since: string | Date | null | undefined): PriceReduction | null {
  return lowest != null && since != null ? { lowestPriorCents: lowest, since: new Date(since).toISOString() } : null;
}

/** The reductions to show for these offers at `now` (see reductionColumns). */
export async function priceReductions(variantIds: readonly number[], now: Date = new Date()): Promise<Map<number, PriceReduction>> {
  const db = await getDb();
  const out = new Map<number, PriceReduction>();
  if (variantIds.length === 0) return out;
  const { lowest, since } = reductionColumns('v', sql`${now.toISOString()}::timestamptz`);
  const result = await rows<{ id: number; lowest: number | null; since: string | Date | null }>(
    db,
    sql`select v.id, ${lowest} as lowest, ${since} as since from variants v where v.id = any(${sql.param([...new Set(variantIds)])}::int[])`,
  );
  for (const r of result) {
    const reduction = toReduction(r.lowest, r.since);
    if (reduction) out.set(r.id, reduction);
  }
  return out;
}

/** The history of one offer, oldest first (back office, tests). */
export async function priceHistoryOf(variantId: number): Promise<{ priceCents: number; validFrom: string; changedBy: string }[]> {
  const db = await getDb();
  const r = await rows<{ price_cents: number; valid_from: string | Date; changed_by: string }>(
    db,
    sql`select price_cents, valid_from, changed_by from price_history where variant_id = ${variantId} order by valid_from, id`,
  );
  return r.map((x) => ({ priceCents: x.price_cents, validFrom: new Date(x.valid_from).toISOString(), changedBy: x.changed_by }));
}
