import { beforeAll, describe, expect, it } from 'vitest';
import * as listRoute from '@/pages/api/products/index';
import * as productRoute from '@/pages/api/products/[productId]';
import * as suggestRoute from '@/pages/api/products/suggest';
import type { ListingResult, ProductDetail, Suggestion } from '@/lib/catalog/types';
import { seedDemoCatalog } from '@/lib/server/seed/catalog';
import { callApi } from '../support/api';

async function list(query: string): Promise<ListingResult> {
  const res = await callApi(listRoute, { url: `/api/products?${query}` });
  expect(res.status, res.text).toBe(200);
  return res.json as ListingResult;
}

beforeAll(async () => {
  expect(await seedDemoCatalog()).toMatch(/seeded|kept/);
});

describe('GET /api/products: facets', () => {
  it.each(['category=laptops', 'category=laptops&grade=A', 'category=phones&brand=apple&storage=128', 'q=thinkpad', 'category=laptops&minPrice=400&maxPrice=699'])(
    'every facet count equals the total after choosing that value (%s)',
    async (base) => {
      const result = await list(base);
      expect(result.total).toBeGreaterThan(0);
      for (const facet of result.facets) {
        for (const v of facet.values.slice(0, 6)) {
          if (v.selected) continue;
          let query: string;
          if (facet.key === 'price') {
            const [min, max] = v.value.split('-');
            const rest = base.replace(/&?(minPrice|maxPrice)=\d+/g, '');
            query = `${rest}&minPrice=${min}${max ? `&maxPrice=${max}` : ''}`;
          } else {
            query = `${base}&${facet.key}=${encodeURIComponent(v.value)}`;
            // values of one facet are ORed: choosing another value adds to the selected ones
            const already = facet.values.filter((x) => x.selected);
            if (already.length) continue;
          }
          const narrowed = await list(query);
          expect(narrowed.total, `${facet.key}=${v.value} after ${base}`).toBe(v.count);
        }
      }
    },
  );

  it('counts products, not offers, and keeps a selected value visible', async () => {
    const r = await list('category=laptops&brand=lenovo');
    const brand = r.facets.find((f) => f.key === 'brand')!;
    const lenovo = brand.values.find((v) => v.value === 'lenovo')!;
    expect(lenovo.selected).toBe(true);
    expect(lenovo.count).toBe(r.total);
    expect(brand.values.find((v) => v.value === 'dell')!.count).toBeGreaterThan(0);
    expect(r.items.every((i) => i.brand.slug === 'lenovo' && i.category === 'laptops')).toBe(true);
  });

  it('filters on one offer: grade and price apply to the same variant', async () => {
    const r = await list('category=laptops&grade=C&maxPrice=299');
    expect(r.total).toBeGreaterThan(0);
    for (const item of r.items) {
      expect(item.grades).toEqual(['C']);
      expect(item.fromPriceCents).toBeLessThanOrEqual(29999);
    }
  });
});

describe('GET /api/products: sorting and pagination', () => {
  it('sorts by price both ways', async () => {
    const up = await list('sort=price_asc');
    const down = await list('sort=price_desc');
    const a = up.items.map((i) => i.fromPriceCents);
    const d = down.items.map((i) => i.fromPriceCents);
    expect(a).toEqual([...a].sort((x, y) => x - y));
    expect(d).toEqual([...d].sort((x, y) => y - x));
    expect(a[0]).toBeLessThan(d[0]!);
  });

  it('accepts every sort order', async () => {
    for (const sort of ['relevance', 'newest', 'bestselling']) {
      const r = await list(`category=phones&sort=${sort}`);
      expect(r.items.length).toBeGreaterThan(0);
    }
  });

  it('pages through every product exactly once', async () => {
    const first = await list('sort=price_asc');
    expect(first.pageSize).toBe(24);
    const pages = Math.ceil(first.total / first.pageSize);
    expect(pages).toBeGreaterThan(2);
    const seen = new Set<number>();
    for (let p = 1; p <= pages; p++) {
      const r = await list(`sort=price_asc&page=${p}`);
      expect(r.page).toBe(p);
      for (const i of r.items) {
        expect(seen.has(i.id)).toBe(false);
        seen.add(i.id);
      }
    }
    expect(seen.size).toBe(first.total);
    const beyond = await list(`sort=price_asc&page=${pages + 1}`);
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(first.total);
  });
});

describe('GET /api/products: search', () => {
  it("finds ThinkPads for 'thinkpad' (any case)", async () => {
    const r = await list('q=thinkpad');
    expect(r.searchMode).toBe('fulltext');
    expect(r.items.length).toBeGreaterThan(3);
    expect(r.items.some((i) => i.title.includes('ThinkPad'))).toBe(true);
    const top = r.items.slice(0, 5);
    expect(top.every((i) => i.title.includes('ThinkPad'))).toBe(true);
  });

  it("finds laptops for the synonym 'Notebook' in both languages", async () => {
    for (const locale of ['de', 'en']) {
      const r = await list(`q=Notebook&locale=${locale}&category=laptops`);
      expect(r.total).toBeGreaterThan(20);
      const all = await list(`q=Notebook&locale=${locale}`);
      expect(all.items.filter((i) => i.category === 'laptops').length).toBeGreaterThan(10);
    }
  });

  it("stems German plurals: 'Tastaturen' finds keyboards (Tastatur)", async () => {
    const r = await list('q=Tastaturen&locale=de&category=accessories');
    const keyboards = r.items.filter((i) => i.family === 'keyboard');
    expect(keyboards.length).toBeGreaterThanOrEqual(5);
    // titles and keywords outrank a passing mention in another product's text
    expect(r.items.slice(0, keyboards.length).every((i) => i.family === 'keyboard')).toBe(true);
    const en = await list('q=keyboards&locale=en&category=accessories');
    expect(en.items.filter((i) => i.family === 'keyboard').length).toBeGreaterThanOrEqual(5);
  });

  it('searches brands and specs', async () => {
    const brand = await list('q=fairphone');
    expect(brand.items.map((i) => i.title)).toContain('Fairphone 4');
    const cpu = await list('q=Ryzen');
    expect(cpu.total).toBeGreaterThanOrEqual(2);
    expect(cpu.items.every((i) => (i.cpu ?? '').includes('Ryzen'))).toBe(true);
  });

  it('falls back to trigram similarity for typos', async () => {
    const r = await list('q=thinkpda');
    expect(r.searchMode).toBe('fuzzy');
    expect(r.items[0]?.title).toContain('ThinkPad');
  });

  it('answers an empty result for nonsense and for punctuation only', async () => {
    expect((await list('q=zzqxwv')).total).toBe(0);
    expect((await list(`q=${encodeURIComponent("'&|!:*()")}`)).total).toBe(0);
  });
});

describe('GET /api/products: validation', () => {
  it.each([
    'grade=Z',
    'sort=cheapest',
    'page=0',
    'page=abc',
    'page=-1',
    'ram=lots',
    'minPrice=500&maxPrice=100',
    'category=fridges',
    'colour=red',
    'locale=fr',
    `q=${'x'.repeat(101)}`,
  ])('rejects %s with a JSON 400', async (query) => {
    const res = await callApi(listRoute, { url: `/api/products?${query}` });
    expect(res.status).toBe(400);
    expect((res.json as { error: { code: string } }).error.code).toBe('invalid_request');
  });

  it('answers 405 for POST', async () => {
    const res = await callApi(listRoute, { method: 'POST', url: '/api/products', body: {} });
    expect(res.status).toBe(405);
  });

  it('sets the public cache header', async () => {
    const res = await callApi(listRoute, { url: '/api/products' });
    expect(res.headers.get('cache-control')).toBe('public, s-maxage=60, stale-while-revalidate=600');
  });
});

describe('GET /api/products/{productId}', () => {
  it('returns a product with its offers', async () => {
    const res = await callApi(productRoute, { url: '/api/products/lenovo-thinkpad-t14-gen-2', params: { productId: 'lenovo-thinkpad-t14-gen-2' } });
    expect(res.status).toBe(200);
    const p = res.json as ProductDetail;
    expect(p.handle).toBe('lenovo-thinkpad-t14-gen-2');
    expect(p.brand.name).toBe('Lenovo');
    expect(p.category).toBe('laptops');
    expect(p.co2).toEqual({ kg: 150, source: 'fraunhofer-refurbed-2023', custom: false });
    expect(p.variants.length).toBeGreaterThan(5);
    for (const v of p.variants) {
      expect(v).toMatchObject({ id: expect.any(Number), sku: expect.any(String), priceCents: expect.any(Number), stock: expect.any(Number) });
      expect(['A', 'B', 'C']).toContain(v.grade);
      expect(v.options).toHaveProperty('ramGb');
    }
  });

  it('uses the English texts with locale=en', async () => {
    const de = (await callApi(productRoute, { url: '/api/products/x', params: { productId: 'fairphone-4' } })).json as ProductDetail;
    const en = (await callApi(productRoute, { url: '/api/products/x?locale=en', params: { productId: 'fairphone-4' } })).json as ProductDetail;
    expect(de.summary).not.toBe(en.summary);
    expect(en.co2).toMatchObject({ kg: 60, custom: true });
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    expect((await callApi(productRoute, { url: '/api/products/x', params: { productId: 'no-such-thing' } })).status).toBe(404);
    expect((await callApi(productRoute, { url: '/api/products/x', params: { productId: 'Bad Id!' } })).status).toBe(400);
  });
});

describe('GET /api/products/suggest', () => {
  it('suggests products as the shopper types', async () => {
    const res = await callApi(suggestRoute, { url: '/api/products/suggest?q=iph' });
    expect(res.status).toBe(200);
    const { items } = res.json as { items: Suggestion[] };
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(6);
    expect(items.every((i) => i.title.includes('iPhone'))).toBe(true);
  });

  it('rejects a missing query', async () => {
    expect((await callApi(suggestRoute, { url: '/api/products/suggest' })).status).toBe(400);
  });
});
