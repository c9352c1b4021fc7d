import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as listRoute from '@/pages/api/products/index';
import * as productRoute from '@/pages/api/products/[productId]';
import type { ListingResult, ProductDetail } from '@/lib/catalog/types';
import { getDb } from '@/lib/server/db';
import { LOWEST_PRICE_DAYS, PriceChangeError, priceHistoryOf, priceReductions, recordPriceChange } from '@/lib/server/catalog';
import { on } from '@/lib/server/events';
import { DEMO_REDUCTION, seedDemoCatalog } from '@/lib/server/seed/catalog';
import { callApi } from '../support/api';
import { insertProduct } from '../support/catalog-fixtures';

const DAY = 86_400_000;
const NOW = new Date('2026-06-30T12:00:00Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY);

/** One offer at 500 € that has existed for 100 days (before NOW). */
async function offerAt500(): Promise<number> {
  const [v] = await insertProduct([{ priceCents: 50000, stock: 3 }]);
  const db = await getDb();
  await db.execute(sql`update variants set created_at = ${daysAgo(100).toISOString()} where id = ${v!.id}`);
  return v!.id;
}

async function reductionOf(variantId: number) {
  return (await priceReductions([variantId], NOW)).get(variantId) ?? null;
}

beforeAll(async () => {
  expect(await seedDemoCatalog()).toMatch(/seeded|kept/);
});

describe('recordPriceChange', () => {
  it('sets the price and records it, with the price the offer had since its creation', async () => {
    const id = await offerAt500();
    const heard: string[][] = [];
    const off = on('catalog.changed', (p) => void heard.push(p.handles));
    const change = await recordPriceChange(await getDb(), id, 45000, { actor: 'staff@zweitwerk.de', at: daysAgo(10) });
    off();
    expect(change).toMatchObject({ previousCents: 50000, priceCents: 45000, changed: true });
    expect(await priceHistoryOf(id)).toEqual([
      { priceCents: 50000, validFrom: daysAgo(100).toISOString(), changedBy: 'initial' },
      { priceCents: 45000, validFrom: daysAgo(10).toISOString(), changedBy: 'staff@zweitwerk.de' },
    ]);
    const [row] = (await (await getDb()).execute(sql`select price_cents from variants where id = ${id}`)).rows as { price_cents: number }[];
    expect(row!.price_cents).toBe(45000);
    expect(heard).toHaveLength(1);
  });

  it('changes nothing for the same price, refuses bad prices and unknown offers', async () => {
    const id = await offerAt500();
    expect(await recordPriceChange(await getDb(), id, 50000, { actor: 'x' })).toMatchObject({ changed: false });
    expect(await priceHistoryOf(id)).toEqual([]);
    await expect(recordPriceChange(await getDb(), id, 0, { actor: 'x' })).rejects.toBeInstanceOf(PriceChangeError);
    await expect(recordPriceChange(await getDb(), id, 12.5, { actor: 'x' })).rejects.toBeInstanceOf(PriceChangeError);
    await expect(recordPriceChange(await getDb(), 987654321, 100, { actor: 'x' })).rejects.toMatchObject({ code: 'variant_not_found' });
  });
});

describe('30-day lowest price rule (§ 11 PAngV)', () => {
  it('a reduction names the price before it', async () => {
    const id = await offerAt500();
    await recordPriceChange(await getDb(), id, 45000, { actor: 'staff', at: daysAgo(10) });
    expect(await reductionOf(id)).toEqual({ lowestPriorCents: 50000, since: daysAgo(10).toISOString() });
  });

  it('a raise shortly before a reduction does not count: the lowest price of the 30 days before is named', async () => {
    const id = await offerAt500();
    await recordPriceChange(await getDb(), id, 60000, { actor: 'staff', at: daysAgo(20) });
    await recordPriceChange(await getDb(), id, 45000, { actor: 'staff', at: daysAgo(5) });
    expect(await reductionOf(id)).toMatchObject({ lowestPriorCents: 50000 });
  });

  it('a step-wise reduction names the lowest earlier step in the window', async () => {
    const id = await offerAt500();
    await recordPriceChange(await getDb(), id, 48000, { actor: 'staff', at: daysAgo(20) });
    await recordPriceChange(await getDb(), id, 45000, { actor: 'staff', at: daysAgo(10) });
    expect(await reductionOf(id)).toMatchObject({ lowestPriorCents: 48000 });
  });

  it('a price that went up is not a reduction', async () => {
    const id = await offerAt500();
    await recordPriceChange(await getDb(), id, 55000, { actor: 'staff', at: daysAgo(3) });
    expect(await reductionOf(id)).toBeNull();
  });

  it('a price below an earlier one within the window but above the lowest is not a reduction', async () => {
    const id = await offerAt500();
    await recordPriceChange(await getDb(), id, 40000, { actor: 'staff', at: daysAgo(25) });
    await recordPriceChange(await getDb(), id, 60000, { actor: 'staff', at: daysAgo(15) });
    await recordPriceChange(await getDb(), id, 45000, { actor: 'staff', at: daysAgo(5) });
    expect(await reductionOf(id)).toBeNull();
  });

  it('a reduction older than 30 days is no longer advertised', async () => {
    const id = await offerAt500();
    await recordPriceChange(await getDb(), id, 45000, { actor: 'staff', at: daysAgo(40) });
    expect(await reductionOf(id)).toBeNull();
  });

  it('an offer whose price was changed past the history is not shown as reduced', async () => {
    const id = await offerAt500();
    await recordPriceChange(await getDb(), id, 45000, { actor: 'staff', at: daysAgo(10) });
    await (await getDb()).execute(sql`update variants set price_cents = 44000 where id = ${id}`);
    expect(await reductionOf(id)).toBeNull();
  });
});

describe('card, product page and API agree on one offer', () => {
  it('a card pairs its price with the list price of that same offer', async () => {
    const res = await callApi(listRoute, { url: '/api/products?category=laptops&q=thinkpad&sort=price_asc' });
    expect(res.status).toBe(200);
    const { items } = res.json as ListingResult;
    expect(items.length).toBeGreaterThan(3);
    for (const card of items) {
      const detail = (await callApi(productRoute, { url: `/api/products/${card.handle}`, params: { productId: card.handle } })).json as ProductDetail;
      const offer = detail.variants.find((v) => v.id === card.offerId);
      expect(offer, card.handle).toBeDefined();
      expect(card.fromPriceCents).toBe(offer!.priceCents);
      expect(card.compareAtCents).toBe(offer!.compareAtCents);
      // the shown offer is the cheapest one in stock
      expect(offer!.priceCents).toBe(Math.min(...detail.variants.filter((v) => v.stock > 0).map((v) => v.priceCents)));
    }
  });

  it('with a filter, the card shows the cheapest offer matching it', async () => {
    const res = await callApi(listRoute, { url: '/api/products?category=laptops&ram=32' });
    const { items } = res.json as ListingResult;
    expect(items.length).toBeGreaterThan(0);
    for (const card of items.slice(0, 5)) {
      const detail = (await callApi(productRoute, { url: `/api/products/${card.handle}`, params: { productId: card.handle } })).json as ProductDetail;
      const offer = detail.variants.find((v) => v.id === card.offerId)!;
      expect(offer.options.ramGb).toBe(32);
      expect(card.fromPriceCents).toBe(Math.min(...detail.variants.filter((v) => v.stock > 0 && v.options.ramGb === 32).map((v) => v.priceCents)));
    }
  });

  it('the demo reduction shows on the card and the offer with the price before it', async () => {
    const res = await callApi(productRoute, { url: `/api/products/${DEMO_REDUCTION.handle}`, params: { productId: DEMO_REDUCTION.handle } });
    const detail = res.json as ProductDetail;
    const reduced = detail.variants.filter((v) => v.reduction);
    expect(reduced).toHaveLength(1);
    expect(reduced[0]!.reduction!.lowestPriorCents).toBe(DEMO_REDUCTION.previousCents);
    expect(reduced[0]!.priceCents).toBeLessThan(DEMO_REDUCTION.previousCents);
    const list = (await callApi(listRoute, { url: '/api/products?q=thinkpad%20t14%20gen%202' })).json as ListingResult;
    const card = list.items.find((c) => c.handle === DEMO_REDUCTION.handle)!;
    expect(card.offerId).toBe(reduced[0]!.id);
    expect(card.reduction?.lowestPriorCents).toBe(DEMO_REDUCTION.previousCents);
  });

  it('every card of a listing names the reduction of its offer, as the product page does (category and search listings)', async () => {
    let reducedCards = 0;
    const urls = ['/api/products?category=laptops&sort=price_asc', '/api/products?category=phones', '/api/products?q=thinkpad', '/api/products?q=thinkpad%20t14%20gen%202'];
    for (const base of urls) {
      for (let page = 1; ; page++) {
        const res = await callApi(listRoute, { url: `${base}&page=${page}` });
        expect(res.status).toBe(200);
        const { items, total, pageSize } = res.json as ListingResult;
        const expected = await priceReductions(items.map((c) => c.offerId));
        for (const card of items) {
          expect(card.reduction, `${base} ${card.handle}`).toEqual(expected.get(card.offerId) ?? null);
          if (card.reduction) reducedCards++;
        }
        if (page * pageSize >= total) break;
      }
    }
    // the demo reduction is among them: on the laptops' pages and in both searches
    expect(reducedCards).toBeGreaterThanOrEqual(3);
  });
});

describe('the price facts the database keeps on each offer', () => {
  type Facts = { recorded_price_cents: number | null; price_from: string | Date | null; lowest_prior_cents: number | null };
  async function factsOf(id: number): Promise<{ recorded: number | null; from: string | null; lowest: number | null }> {
    const [r] = (await (await getDb()).execute(sql`select recorded_price_cents, price_from, lowest_prior_cents from variants where id = ${id}`)).rows as Facts[];
    return { recorded: r!.recorded_price_cents, from: r!.price_from === null ? null : new Date(r!.price_from).toISOString(), lowest: r!.lowest_prior_cents };
  }
  const history = (id: number, cents: number, at: Date) =>
    sql`insert into price_history (variant_id, price_cents, valid_from, changed_by) values (${id}, ${cents}, ${at.toISOString()}, 'test')`;

  it('follows rows written to the history directly: inserted, changed, deleted', async () => {
    const db = await getDb();
    const id = await offerAt500();
    expect(await factsOf(id)).toEqual({ recorded: null, from: null, lowest: null });

    await db.execute(history(id, 50000, daysAgo(100)));
    expect(await factsOf(id)).toEqual({ recorded: 50000, from: daysAgo(100).toISOString(), lowest: null });

    // 470 € from 40 days ago: the price at the window's start; 480 € and then 450 € within it
    await db.execute(history(id, 47000, daysAgo(40)));
    await db.execute(history(id, 48000, daysAgo(20)));
    await db.execute(sql`update variants set price_cents = 45000 where id = ${id}`);
    await db.execute(history(id, 45000, daysAgo(5)));
    expect(await factsOf(id)).toEqual({ recorded: 45000, from: daysAgo(5).toISOString(), lowest: 47000 });
    expect(await reductionOf(id)).toEqual({ lowestPriorCents: 47000, since: daysAgo(5).toISOString() });

    // a correction of a row in the window
    await db.execute(sql`update price_history set price_cents = 46000 where variant_id = ${id} and price_cents = 48000`);
    expect(await factsOf(id)).toMatchObject({ lowest: 46000 });

    // the latest row taken back: the one before it is the price again, and 450 € is no longer recorded
    await db.execute(sql`delete from price_history where variant_id = ${id} and price_cents = 45000`);
    expect(await factsOf(id)).toMatchObject({ recorded: 46000, from: daysAgo(20).toISOString() });
    expect(await reductionOf(id)).toBeNull();

    await db.execute(sql`delete from price_history where variant_id = ${id}`);
    expect(await factsOf(id)).toEqual({ recorded: null, from: null, lowest: null });
  });

  it('keeps the facts of many offers written in one statement', async () => {
    const db = await getDb();
    const ids = [await offerAt500(), await offerAt500(), await offerAt500()];
    await db.execute(
      sql`insert into price_history (variant_id, price_cents, valid_from, changed_by)
          select id, 50000, ${daysAgo(60).toISOString()}::timestamptz, 'test' from variants where id = any(${sql.param(ids)}::int[])
          union all
          select id, 42000, ${daysAgo(2).toISOString()}::timestamptz, 'test' from variants where id = any(${sql.param(ids)}::int[])`,
    );
    await db.execute(sql`update variants set price_cents = 42000 where id = any(${sql.param(ids)}::int[])`);
    const reductions = await priceReductions(ids, NOW);
    for (const id of ids) {
      expect(await factsOf(id)).toEqual({ recorded: 42000, from: daysAgo(2).toISOString(), lowest: 50000 });
      expect(reductions.get(id)).toEqual({ lowestPriorCents: 50000, since: daysAgo(2).toISOString() });
    }
  });

  it('looks back LOWEST_PRICE_DAYS, as the rule says', () => {
    const migration = fs.readFileSync(path.join(process.cwd(), 'drizzle', '0012_price_facts.sql'), 'utf8');
    const windows = [...migration.matchAll(/interval '(\d+) days'/g)].map((m) => Number(m[1]));
    expect(windows).toHaveLength(2);
    expect(windows.every((d) => d === LOWEST_PRICE_DAYS)).toBe(true);
  });

  it('shows a reduction from the moment it applies until 30 days later', async () => {
    const id = await offerAt500();
    await recordPriceChange(await getDb(), id, 45000, { actor: 'staff', at: daysAgo(10) });
    const at = async (when: Date) => (await priceReductions([id], when)).get(id) ?? null;
    expect(await at(daysAgo(11))).toBeNull();
    expect(await at(daysAgo(10))).toMatchObject({ lowestPriorCents: 50000 });
    expect(await at(new Date(daysAgo(10).getTime() + 30 * DAY))).toMatchObject({ lowestPriorCents: 50000 });
    expect(await at(new Date(daysAgo(10).getTime() + 30 * DAY + 1000))).toBeNull();
  });
});
