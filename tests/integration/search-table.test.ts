import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as listRoute from '@/pages/api/products/index';
import * as suggestRoute from '@/pages/api/products/suggest';
import type { ListingResult, Suggestion } from '@/lib/catalog/types';
import { getDb } from '@/lib/server/db';
import { seedDemoCatalog } from '@/lib/server/seed/catalog';
import { callApi } from '../support/api';
import { SEARCH_TABLE, type SearchCase } from './search-table';

// The shopper query table (search-table.ts) against the demo catalog: each query must find
// exactly the products its SQL describes, on whichever engine this run uses.

const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const outcomes: { q: string; locale: string; pass: boolean }[] = [];

beforeAll(async () => {
  expect(await seedDemoCatalog()).toMatch(/seeded|kept/);
});

afterAll(() => {
  const passed = outcomes.filter((o) => o.pass).length;
  console.log(`search table on ${engine}: ${passed} of ${SEARCH_TABLE.length} queries pass`);
  for (const o of outcomes.filter((x) => !x.pass)) console.log(`  failing: [${o.locale}] ${o.q}`);
});

/** Handles the table's SQL describes, in no particular order. */
async function expected(c: SearchCase): Promise<string[]> {
  const db = await getDb();
  const offer = c.offer ?? 'true';
  const r = await db.execute(
    sql.raw(`
      select p.handle from products p join brands b on b.id = p.brand_id
      where p.published and (${c.product})
        and exists (select 1 from variants v where v.product_id = p.id and v.stock > 0 and (${offer}))`),
  );
  return (r.rows as { handle: string }[]).map((x) => x.handle);
}

/** The handle satisfies the case's `top` condition. */
async function holds(condition: string, handle: string): Promise<boolean> {
  const db = await getDb();
  const r = await db.execute(
    sql`select exists(select 1 from products p join brands b on b.id = p.brand_id where p.handle = ${handle} and (${sql.raw(condition)})) as ok`,
  );
  return (r.rows[0] as { ok: boolean }).ok;
}

/** Every product the shop's listing API returns for the query, all pages, in order. */
async function found(c: SearchCase): Promise<{ handles: string[]; total: number }> {
  const handles: string[] = [];
  let total = 0;
  for (let page = 1; page < 20; page++) {
    const res = await callApi(listRoute, { url: `/api/products?${new URLSearchParams({ q: c.q, locale: c.locale, page: String(page) }).toString()}` });
    expect(res.status, res.text).toBe(200);
    const body = res.json as ListingResult;
    total = body.total;
    handles.push(...body.items.map((i) => i.handle));
    if (handles.length >= total || body.items.length === 0) break;
  }
  return { handles, total };
}

describe(`shopper query table (${engine})`, () => {
  it('has at least 45 queries in both languages', () => {
    expect(SEARCH_TABLE.length).toBeGreaterThanOrEqual(45);
    expect(SEARCH_TABLE.filter((c) => c.locale === 'en').length).toBeGreaterThanOrEqual(15);
  });

  it('says which words it left out', async () => {
    const res = await callApi(listRoute, { url: `/api/products?q=${encodeURIComponent('Laptop Leasing')}&locale=de` });
    expect(res.json).toMatchObject({ searchMode: 'relaxed', searchDropped: ['leasing'] });
    const exact = await callApi(listRoute, { url: '/api/products?q=laptop&locale=de' });
    expect(exact.json).toMatchObject({ searchMode: 'fulltext' });
    expect(exact.json).not.toHaveProperty('searchDropped');
  });

  it.each([
    ['gebrauchter laptop', 'de', 'laptops'],
    ['laptop 16 gb', 'de', 'laptops'],
    ['Handy bis 300 €', 'de', 'phones'],
    ['used tablets', 'en', 'tablets'],
  ] as const)('suggests products for "%s" while typing', async (q, locale, category) => {
    const res = await callApi(suggestRoute, { url: `/api/products/suggest?${new URLSearchParams({ q, locale }).toString()}` });
    expect(res.status, res.text).toBe(200);
    const items = (res.json as { items: Suggestion[] }).items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.category === category)).toBe(true);
  });

  it.each(SEARCH_TABLE.map((c) => [`[${c.locale}] ${c.q}`, c] as const))('%s', async (_name, c) => {
    let pass = false;
    try {
      const want = await expected(c);
      // a table row that expects nothing must say so, so a typo in its SQL cannot pass silently
      if (c.empty) expect(want).toEqual([]);
      else expect(want.length, 'the expected set is not empty').toBeGreaterThan(0);
      const got = await found(c);
      expect(got.total).toBe(got.handles.length);
      expect([...got.handles].sort()).toEqual([...want].sort());
      if (c.top) expect(await holds(c.top, got.handles[0]!), `first result ${got.handles[0]} meets ${c.top}`).toBe(true);
      pass = true;
    } finally {
      outcomes.push({ q: c.q, locale: c.locale, pass });
    }
  });
});
