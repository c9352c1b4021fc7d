import { drizzle } from 'drizzle-orm/node-postgres';
import type { Pool, PoolClient } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingState, SortKey } from '@/lib/catalog/types';
import { listProducts } from '@/lib/server/catalog';
import { getDb, type Db } from '@/lib/server/db';
import * as schema from '@/lib/server/db/schema';
import { seedDemoCatalog } from '@/lib/server/seed/catalog';

// The listing runs as a named prepared statement (lib/server/catalog/sql.ts). That only pays off
// if its text stays the same whatever the shopper picks; and the order, chosen by a parameter
// instead of written into the statement, must be each sort's documented order.

let client: PoolClient;
/** one connection: its prepared statements are what pg_prepared_statements shows it */
let one: Db;

function state(over: Partial<ListingState>): ListingState {
  return { brand: [], grade: [], ram: [], storage: [], screen: [], cpu: [], os: [], sort: 'relevance', page: 1, ...over };
}

beforeAll(async () => {
  const db = await getDb();
  await seedDemoCatalog(db);
  client = await (db as unknown as { $client: Pool }).$client.connect();
  one = drizzle({ client, schema, casing: 'snake_case' }) as unknown as Db;
});

afterAll(() => {
  client?.release();
});

describe('the listing statement', () => {
  it('is one prepared statement for every filter value, sort, page and language of a category', async () => {
    const states: [ListingState, 'de' | 'en'][] = [
      [state({ category: 'laptops' }), 'de'],
      [state({ category: 'laptops', brand: ['lenovo'] }), 'de'],
      [state({ category: 'laptops', brand: ['lenovo', 'dell'], grade: ['A', 'B'] }), 'en'],
      [state({ category: 'laptops', ram: [16], storage: [256, 512], sort: 'price_asc' }), 'de'],
      [state({ category: 'laptops', minPrice: 200, maxPrice: 699, sort: 'price_desc', page: 2 }), 'de'],
      [state({ category: 'phones', screen: [61], cpu: ['apple-a15'], os: ['iOS'], sort: 'newest' }), 'en'],
      [state({ category: 'monitors', maxPrice: 300, sort: 'bestselling' }), 'de'],
    ];
    for (let run = 0; run < 2; run++) for (const [s, locale] of states) await listProducts(one, s, locale);
    const { rows } = await client.query<{ statement: string; generic_plans: string }>(
      "select statement, generic_plans from pg_prepared_statements where name like '%zw\\_listing\\_%'",
    );
    expect(new Set(rows.map((r) => r.statement)).size).toBe(1);
    // after five executions PostgreSQL plans it once for all values instead of on every request
    expect(rows.reduce((n, r) => n + Number(r.generic_plans), 0)).toBeGreaterThan(0);
  });
});

describe('the listing order, chosen by a parameter', () => {
  type Row = { id: number; from_price: number; sold: number; release_year: number | null };
  let products: Row[];

  beforeAll(async () => {
    // per product, its offers in stock: the cheapest price and the units sold, counted here directly
    const { rows } = await client.query<Row>(
      `select p.id, min(v.price_cents)::int as from_price, sum(v.units_sold)::int as sold, p.release_year
       from products p join variants v on v.product_id = p.id and v.stock > 0
       where p.published and p.category = 'laptops' group by p.id`,
    );
    products = rows;
    expect(products.length).toBeGreaterThan(24);
  });

  const by =
    (...keys: ((r: Row) => number)[]) =>
    (a: Row, b: Row) => {
      for (const k of keys) if (k(a) !== k(b)) return k(a) - k(b);
      return 0;
    };
  const expected: Record<SortKey, (a: Row, b: Row) => number> = {
    // no search: every rank is 0, so popularity decides
    relevance: by((r) => -r.sold, (r) => r.id),
    price_asc: by((r) => r.from_price, (r) => -r.sold, (r) => r.id),
    price_desc: by((r) => -r.from_price, (r) => -r.sold, (r) => r.id),
    newest: by((r) => (r.release_year === null ? 1 : 0), (r) => -(r.release_year ?? 0), (r) => -r.id),
    bestselling: by((r) => -r.sold, (r) => r.from_price, (r) => r.id),
  };

  it.each(Object.keys(expected) as SortKey[])('sorts %s as documented, on every page', async (sort) => {
    const order = [...products].sort(expected[sort]).map((r) => r.id);
    const pages = Math.ceil(order.length / 24);
    const shown: number[] = [];
    for (let page = 1; page <= pages; page++) {
      const result = await listProducts(one, state({ category: 'laptops', sort, page }), 'de');
      shown.push(...result.items.map((i) => i.id));
    }
    expect(shown).toEqual(order);
  });
});
