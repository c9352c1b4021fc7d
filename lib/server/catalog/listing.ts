import '@/lib/server/only';
import { sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE, PRICE_BUCKETS, priceBucketValue } from '@/lib/catalog/listing-url';
import type { Facet, FacetKey, ListingResult, ListingState } from '@/lib/catalog/types';
import { FACET_KEYS } from '@/lib/catalog/types';
import { GRADES } from '@/lib/catalog/constants';
import type { Locale } from '@/lib/site-config';
import { getDb } from '../db';
import { planSearch, type SearchMatch } from './search';
import { reductionColumns } from './prices';
import { toCard, type CardRow } from './products';
import { runStatement } from './sql';

/** Bit of each facet in a row's mask: a set bit means the row fails that facet's filter. */
const BIT: Record<FacetKey, number> = { brand: 1, grade: 2, ram: 4, storage: 8, screen: 16, cpu: 32, os: 64, price: 128 };

export type ListingScope = {
  /** restrict to products carrying this tag (the /tags/{tag} pages) */
  tag?: string;
};

/** Index of a row's price bucket (0…), computed in SQL on b.price_cents. */
function priceBucketIndex(): SQL {
  const parts = PRICE_BUCKETS.map((b, i) =>
    b.max === undefined ? sql`when b.price_cents >= ${b.min * 100} then ${i}::int` : sql`when b.price_cents <= ${b.max * 100 + 99} then ${i}::int`,
  );
  return sql`(case ${sql.join(parts, sql` `)} end)`;
}

/** The URL value ('200-399') of a bucket index. */
function priceBucketLabel(index: SQL): SQL {
  const parts = PRICE_BUCKETS.map((b, i) => sql`when ${index} = ${i} then ${priceBucketValue(b)}`);
  return sql`(case ${sql.join(parts, sql` `)} end)`;
}

/** A value the statement takes at execution (see listingValues); the text stays the same for every value. */
const value = (name: ValueName) => sql.placeholder(name);

/** One mask term: 0 when the row passes the filter (an unused filter is a null array), else the bit. */
function bit(key: FacetKey & ValueName, column: string, type: 'text' | 'int'): SQL {
  const list = sql`${value(key)}::${sql.raw(type)}[]`;
  return sql`(case when ${list} is null or ${sql.raw(column)} = any(${list}) then 0 else ${sql.raw(String(BIT[key]))} end)`;
}

/**
 * The listing's order, chosen by a parameter rather than written into the statement (one text for
 * every sort): each sort's keys are non-null only when it is the chosen one.
 *   relevance:   rank desc, sold desc, pid asc
 *   price_asc:   from_price asc, sold desc, pid asc
 *   price_desc:  from_price desc, sold desc, pid asc
 *   newest:      release_year desc nulls last, pid desc
 *   bestselling: sold desc, from_price asc, pid asc
 */
function orderBy(sort: SQL): SQL {
  return sql`case when ${sort} = 'relevance' then rank end desc,
    case when ${sort} = 'price_asc' then from_price end asc,
    case when ${sort} = 'price_desc' then from_price end desc,
    case when ${sort} = 'newest' then release_year end desc nulls last,
    case when ${sort} = 'bestselling' then sold end desc,
    case when ${sort} in ('relevance', 'price_asc', 'price_desc') then sold end desc,
    case when ${sort} = 'bestselling' then from_price end asc,
    case when ${sort} = 'newest' then pid end desc,
    pid asc`;
}

type Row = {
  total: number;
  items: CardRow[] | null;
  facets: FacetRow[] | null;
};
type FacetRow = { k: FacetKey; v: string; l: string | null; c: number };

type ValueName = 'category' | 'tag' | 'brand' | 'screen' | 'cpu' | 'os' | 'grade' | 'ram' | 'storage' | 'priceFrom' | 'priceTo' | 'sort' | 'locale' | 'limit' | 'offset' | 'now';

/** Everything of a listing statement that is not a value: whether it is scoped, and a search's conditions. */
type ListingShape = { category: boolean; tag: boolean };

/**
 * The listing statement. Every choice of the shopper is a placeholder (listingValues), so one text
 * serves every filter, sort, page and language of a scope: a named statement, prepared once per
 * connection (a search's conditions make its text vary: that one is sent unnamed).
 */
function listingStatement(shape: ListingShape, matched: SearchMatch | null): SQL {
  const rank = matched ? matched.rank : sql`0`;
  // what the query asks of an offer ('16 GB', 'unter 500 €', 'wie neu') narrows the offers counted
  const offerWhere = matched?.offerWhere ?? sql`true`;
  const where: SQL[] = [sql`p.published`];
  if (shape.category) where.push(sql`p.category = ${value('category')}`);
  if (shape.tag) where.push(sql`p.tags @> array[${value('tag')}::text]`);
  if (matched) where.push(matched.where);

  // product-level filters (constant per product) and offer-level filters, each as a bit mask
  const productMask = sql.join([bit('brand', 'b.slug', 'text'), bit('screen', 'p.screen_tenths', 'int'), bit('cpu', 'p.cpu_family', 'text'), bit('os', 'p.os', 'text')], sql` | `);
  const priceFrom = sql`${value('priceFrom')}::int`;
  const variantMask = sql.join(
    [
      bit('grade', 'v.grade', 'text'),
      bit('ram', 'v.ram_gb', 'int'),
      bit('storage', 'v.storage_gb', 'int'),
      sql`(case when ${priceFrom} is null or v.price_cents between ${priceFrom} and ${value('priceTo')}::int then 0 else ${sql.raw(String(BIT.price))} end)`,
    ],
    sql` | `,
  );
  const others = (key: FacetKey) => ~BIT[key] & 255;

  // a product-level facet counts products with a fully matching offer that pass the other product filters
  const productFacet = (key: FacetKey, col: string) =>
    sql`select ${key}::text as k, ${sql.raw(`pr.${col}`)}::text as v, null::text as l, count(*)::int as c
        from pq pr
        where pr.ok and (pr.pm & ${others(key)}) = 0 and ${sql.raw(`pr.${col}`)} is not null group by 2`;
  // an offer-level facet counts products having an offer with that value that passes every other
  // filter; per_product collects those values per product in the same pass as everything else
  const offerValues = (key: FacetKey, value: SQL) =>
    sql`array_agg(distinct ${value}) filter (where (vm & ${others(key)}) = 0 and ${value} is not null)`;
  // small fixed domains (grades, price buckets) as bit sets: cheaper than distinct arrays
  const offerBits = (key: FacetKey, bitValue: SQL) => sql`bit_or(${bitValue}) filter (where (vm & ${others(key)}) = 0)`;
  const bitFacet = (key: FacetKey, column: string, labels: readonly string[]) =>
    sql`select ${key}::text as k, (${sql.raw(`array[${labels.map((l) => `'${l}'`).join(',')}]`)})[x.i + 1] as v, null::text as l, count(*)::int as c
        from pq pr cross join lateral generate_series(0, ${labels.length - 1}) as x(i)
        where pr.pm = 0 and (${sql.raw(`pr.${column}`)} >> x.i) & 1 = 1 group by x.i`;
  const variantFacet = (key: FacetKey, column: string) =>
    sql`select ${key}::text as k, ${key === 'price' ? priceBucketLabel(sql`x.v`) : sql`x.v::text`} as v, null::text as l, count(*)::int as c
        from pq pr cross join lateral unnest(${sql.raw(`pr.${column}`)}) as x(v)
        where pr.pm = 0 group by x.v`;

  // Without a search, base is kept from being pulled up into per_product (OFFSET 0): there the mask
  // expression would be copied into every aggregate's filter and computed once per use (about eight
  // times per offer), a quarter of the listing's time at 100,000 offers. Its ORDER BY is the order
  // the index scan yields anyway, and tells the planner the rows arrive grouped by product, so the
  // aggregation needs no sort of its own. A search is left unfenced: fenced, whole-category words
  // such as 'notebook' took 30–44 ms instead of 29, and the search benchmark was no faster.
  const fence = matched ? sql`` : sql`order by p.id offset 0`;
  const summary = sql`(case when ${value('locale')}::text = 'en' then p.summary_en else p.summary_de end)`;
  const sort = sql`${value('sort')}::text`;
  // the reduction of the offer each card shows, from the facts the database keeps on it
  const reduction = reductionColumns('v', sql`${value('now')}::timestamptz`);

  return sql`
    with prod as materialized (
      select p.id as pid, b.id as brand_id, b.slug as brand_slug, b.name as brand_name, p.screen_tenths, p.cpu_family, p.os,
             p.release_year, ${rank}::float8 as rank, (${productMask}) as pm
      from products p
      join brands b on b.id = p.brand_id
      where ${sql.join(where, sql` and `)}
    ),
    base as (
      select v.product_id as pid, v.grade, v.ram_gb, v.storage_gb, v.price_cents, v.units_sold, (${variantMask}) as vm
      from products p
      join variants v on v.product_id = p.id
      where ${sql.join(where, sql` and `)} and v.stock > 0 and ${offerWhere}
      ${fence}
    ),
    per_product as materialized (
      select pid, bool_or(vm = 0) as ok, min(price_cents) filter (where vm = 0) as from_price,
             sum(units_sold) filter (where vm = 0) as sold,
             ${offerBits('grade', sql`(case grade when 'A' then 1 when 'B' then 2 else 4 end)`)} as f_grade,
             ${offerValues('ram', sql`ram_gb`)} as f_ram,
             ${offerValues('storage', sql`storage_gb`)} as f_storage,
             ${offerBits('price', sql`(1 << ${priceBucketIndex()})`)} as f_price
      from base b group by pid
    ),
    -- each product in stock with its filters and offer aggregates in one row: the count, the page and
    -- the eight facets read this instead of joining per_product to prod ten times (with few products
    -- the generic plan joined them by nested loops, a quarter of the listing's time on the demo catalogue)
    pq as materialized (
      select pr.pid, pr.brand_slug, pr.brand_name, pr.screen_tenths, pr.cpu_family, pr.os, pr.release_year, pr.rank, pr.pm,
             pp.ok, pp.from_price, pp.sold, pp.f_grade, pp.f_ram, pp.f_storage, pp.f_price
      from per_product pp join prod pr on pr.pid = pp.pid
    ),
    matched as (
      select pid, from_price, sold, release_year, rank from pq where ok and pm = 0
    ),
    page as (
      select *, row_number() over (order by ${orderBy(sort)}) as ord
      from (select * from matched order by ${orderBy(sort)} limit ${value('limit')}::int offset ${value('offset')}::int) t
    ),
    page_offers as (
      select b.pid, sum(b.stock)::int as stock,
             -- the offer whose price the card shows (cheapest matching) and that offer's own list price
             (array_agg(b.id order by b.price_cents, b.grade, b.id))[1] as offer_id,
             (array_agg(b.compare_at_cents order by b.price_cents, b.grade, b.id))[1] as compare_at,
             (array_agg(b.reduction_lowest order by b.price_cents, b.grade, b.id))[1] as reduction_lowest,
             (array_agg(b.reduction_since order by b.price_cents, b.grade, b.id))[1] as reduction_since,
             array_to_json(array_agg(distinct b.grade)) as grades,
             array_to_json(array_agg(distinct b.ram_gb) filter (where b.ram_gb is not null)) as rams,
             array_to_json(array_agg(distinct b.storage_gb) filter (where b.storage_gb is not null)) as storages
      from (
        select v.id, v.product_id as pid, v.grade, v.ram_gb, v.storage_gb, v.price_cents, v.compare_at_cents, v.stock,
               ${reduction.lowest} as reduction_lowest, ${reduction.since} as reduction_since
        from variants v
        where v.product_id in (select pid from page) and v.stock > 0 and (${variantMask}) = 0 and ${offerWhere}
      ) b
      group by b.pid
    ),
    facet_rows as (
      select 'brand'::text as k, pr.brand_slug as v, min(pr.brand_name) as l, count(*)::int as c
      from pq pr
      where pr.ok and (pr.pm & ${others('brand')}) = 0 group by pr.brand_slug
      union all ${productFacet('screen', 'screen_tenths')}
      union all ${productFacet('cpu', 'cpu_family')}
      union all ${productFacet('os', 'os')}
      union all ${bitFacet('grade', 'f_grade', GRADES)}
      union all ${variantFacet('ram', 'f_ram')}
      union all ${variantFacet('storage', 'f_storage')}
      union all ${bitFacet('price', 'f_price', PRICE_BUCKETS.map(priceBucketValue))}
    )
    select
      (select count(*)::int from matched) as total,
      (select json_agg(json_build_object(
          'id', pg.pid, 'handle', p.handle, 'title', p.title, 'category', p.category, 'family', p.family,
          'summary', ${summary}, 'cpu', p.specs->>'cpu', 'screen_tenths', p.screen_tenths, 'os', p.os,
          'brand_slug', br.slug, 'brand_name', br.name, 'from_price', pg.from_price, 'compare_at', po.compare_at, 'offer_id', po.offer_id,
          'grades', po.grades, 'stock', po.stock, 'rams', po.rams, 'storages', po.storages,
          'reduction_lowest', po.reduction_lowest, 'reduction_since', po.reduction_since
        ) order by pg.ord)
        from page pg join page_offers po on po.pid = pg.pid
        join products p on p.id = pg.pid join brands br on br.id = p.brand_id) as items,
      (select json_agg(json_build_object('k', k, 'v', v, 'l', l, 'c', c)) from facet_rows) as facets
  `;
}

/** The placeholders' values for a listing. */
function listingValues(state: ListingState, locale: Locale, scope: ListingScope): Record<ValueName, unknown> {
  const hasPrice = state.minPrice !== undefined || state.maxPrice !== undefined;
  const list = (values: readonly (string | number)[]) => (values.length ? [...values] : null);
  return {
    category: state.category ?? null,
    tag: scope.tag ?? null,
    brand: list(state.brand),
    screen: list(state.screen),
    cpu: list(state.cpu),
    os: list(state.os),
    grade: list(state.grade),
    ram: list(state.ram),
    storage: list(state.storage),
    priceFrom: hasPrice ? (state.minPrice ?? 0) * 100 : null,
    priceTo: hasPrice ? (state.maxPrice !== undefined ? state.maxPrice * 100 + 99 : 2_000_000_000) : null,
    sort: state.sort,
    locale,
    limit: PAGE_SIZE,
    offset: (state.page - 1) * PAGE_SIZE,
    now: new Date().toISOString(),
  };
}

/**
 * A page of products matching the filters, the total, and facet counts. Facets are disjunctive:
 * a facet's counts apply every filter except its own, so each count is exactly the number of
 * results the shopper gets by adding that value. Only offers in stock count.
 */
export async function listProducts(state: ListingState, locale: Locale, scope: ListingScope = {}): Promise<ListingResult> {
  const db = await getDb();
  const pageSize = PAGE_SIZE;
  const plan = await planSearch(db, state.q, locale);
  const searchMode = plan.mode === 'none' ? 'none' : plan.mode === 'fuzzy' || plan.mode === 'relaxed' ? plan.mode : 'fulltext';
  const matched = plan.mode === 'fulltext' || plan.mode === 'fuzzy' || plan.mode === 'relaxed' ? plan : null;
  if (plan.mode === 'nothing') {
    return { items: [], facets: FACET_KEYS.map((key) => ({ key, values: [] })), total: 0, page: state.page, pageSize, searchMode };
  }

  const shape: ListingShape = { category: !!state.category, tag: !!scope.tag };
  const values = listingValues(state, locale, scope);
  // a search's conditions depend on its words: that statement is built for the request; everything
  // else is one prepared statement per scope
  const [row] = matched
    ? await runStatement<Row>(db, listingStatement(shape, matched), values)
    : await runStatement<Row>(db, listingStatement(shape, null), values, `zw_listing_${Number(shape.category)}${Number(shape.tag)}`);
  const total = row?.total ?? 0;
  return {
    items: (row?.items ?? []).map(toCard),
    facets: toFacets(row?.facets ?? [], state),
    total,
    page: state.page,
    pageSize,
    searchMode,
    ...(plan.mode === 'relaxed' ? { searchDropped: plan.dropped } : {}),
  };
}

function selectedValues(state: ListingState, key: FacetKey): string[] {
  if (key === 'price') {
    if (state.minPrice === undefined && state.maxPrice === undefined) return [];
    return [`${state.minPrice ?? 0}-${state.maxPrice ?? ''}`];
  }
  return (state[key] as (string | number)[]).map(String);
}

function toFacets(facetRows: FacetRow[], state: ListingState): Facet[] {
  return FACET_KEYS.map((key) => {
    const selected = selectedValues(state, key);
    const values = facetRows
      .filter((r) => r.k === key && r.v !== null)
      .map((r) => ({ value: r.v, ...(r.l ? { label: r.l } : {}), count: r.c, selected: selected.includes(r.v) }));
    // a selected value with no results stays visible (count 0) so it can be unselected
    for (const s of selected) if (!values.some((v) => v.value === s)) values.push({ value: s, count: 0, selected: true });
    values.sort((a, b) => compareFacetValues(key, a.value, b.value, a.label, b.label));
    return { key, values };
  });
}

function compareFacetValues(key: FacetKey, a: string, b: string, la?: string, lb?: string): number {
  if (key === 'ram' || key === 'storage' || key === 'screen') return Number(a) - Number(b);
  if (key === 'price') return Number(a.split('-')[0]) - Number(b.split('-')[0]);
  if (key === 'grade') return a.localeCompare(b);
  return (la ?? a).localeCompare(lb ?? b, 'de');
}
