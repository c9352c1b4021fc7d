import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListingState, SortKey } from '@/lib/catalog/types';
import { listProducts } from '@/lib/server/catalog';
import { getDb } from '@/lib/server/db';
import { resetEnvForTests } from '@/lib/server/env';
import { seedDemoCatalog } from '@/lib/server/seed/catalog';

// The listing runs as a named prepared statement (lib/server/catalog/sql.ts). That only pays off
// if its text stays the same whatever the shopper picks; and the order, chosen by a parameter
// instead of written into the statement, must be each sort's documented order.

// one pooled connection: its prepared statements are what pg_prepared_statements shows
process.env.PG_POOL_MAX = '1';
resetEnvForTests();

/** Rows of a query on the app's (one) connection. */
async function query<T>(text: ReturnType<typeof sql>): Promise<T[]> {
  return (await (await getDb()).execute(text)).rows as T[];
}

function state(over: Partial<ListingState>): ListingState {
  return { brand: [], grade: [], ram: [], storage: [], screen: [], cpu: [], os: [], sort: 'relevance', page: 1, ...over };
}

beforeAll(async () => {
  await seedDemoCatalog();
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
    for (let run = 0; run < 2; run++) for (const [s, locale] of states) await listProducts(s, locale);
    const rows = await query<{ statement: string; generic_plans: string }>(
      sql`select statement, generic_plans from pg_prepared_statements where name like ${'%zw\\_listing\\_%'}`,
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
    products = await query<Row>(
      sql`select p.id, min(v.price_cents)::int as from_price, sum(v.units_sold)::int as sold, p.release_year
          from products p join variants v on v.product_id = p.id and v.stock > 0
          where p.published and p.category = 'laptops' group by p.id`,
    );
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
      const result = await listProducts(state({ category: 'laptops', sort, page }), 'de');
      shown.push(...result.items.map((i) => i.id));
    }
    expect(shown).toEqual(order);
  });
});
