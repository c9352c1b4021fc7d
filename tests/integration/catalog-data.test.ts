import { beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '@/lib/catalog/constants';
import { listBestsellers, listBrands, listCategories, listRelatedProducts, getProduct, listTags } from '@/lib/server/catalog';
import { catalogSitemapEntries, registerCatalogSitemap } from '@/lib/server/catalog/sitemap';
import { getDb } from '@/lib/server/db';
import { seedDemoCatalog } from '@/lib/server/seed/catalog';
import { buildSitemap } from '@/lib/server/sitemap';

beforeAll(async () => {
  await seedDemoCatalog();
});

describe('demo catalog', () => {
  it('is realistic in size: ≥80 models, ≥14 brands, all six categories, 400+ offers', async () => {
    const db = await getDb();
    const categories = await listCategories();
    expect(categories.map((c) => c.category).sort()).toEqual([...CATEGORIES].sort());
    expect(categories.reduce((n, c) => n + c.productCount, 0)).toBeGreaterThanOrEqual(80);
    expect((await listBrands()).length).toBeGreaterThanOrEqual(14);
    const { rows } = await db.execute('select count(*)::int as n from variants');
    expect((rows[0] as { n: number }).n).toBeGreaterThanOrEqual(400);
  });

  it('is seeded only once', async () => {
    expect(await seedDemoCatalog()).toMatch(/kept/);
  });
});

describe('catalog data module', () => {
  it('ranks bestsellers by units sold of the offers one can buy', async () => {
    const db = await getDb();
    const top = await listBestsellers('de', 8);
    expect(top).toHaveLength(8);
    expect(top.every((p) => p.fromPriceCents > 0)).toBe(true);
    // units sold per published product over its offers in stock, counted here independently
    const { rows } = await db.execute(
      'select p.handle, sum(v.units_sold)::int as sold from products p join variants v on v.product_id = p.id and v.stock > 0 where p.published group by p.id order by sold desc, p.id asc',
    );
    const sold = rows as { handle: string; sold: number }[];
    expect(top.map((p) => p.handle)).toEqual(sold.slice(0, 8).map((r) => r.handle));
    // a real ranking: the first sells more than the eighth
    expect(sold[0]!.sold).toBeGreaterThan(sold[7]!.sold);
  });

  it('relates products of the same category, family first', async () => {
    const p = (await getProduct('lenovo-thinkpad-t14-gen-2', 'de'))!;
    const related = await listRelatedProducts(p, 'de');
    expect(related).toHaveLength(4);
    expect(related.every((r) => r.category === 'laptops' && r.id !== p.id)).toBe(true);
    expect(related[0]!.family).toBe('thinkpad');
  });

  it('sorts brands alphabetically with counts', async () => {
    const brands = await listBrands();
    expect(brands.map((b) => b.name)).toEqual([...brands.map((b) => b.name)].sort((a, b) => a.localeCompare(b, 'de')));
    expect(brands.every((b) => b.productCount > 0)).toBe(true);
  });

  it('lists tags in use', async () => {
    const tags = await listTags();
    expect(tags.map((t) => t.tag)).toContain('business');
  });
});

describe('sitemap', () => {
  it('lists every product and category page in both locales with alternates', async () => {
    const entries = await catalogSitemapEntries();
    expect(entries.some((e) => e.path === '/gebrauchte-laptops')).toBe(true);
    expect(entries.filter((e) => e.path.startsWith('/products/') && !['/products/bestsellers', '/products/brand'].includes(e.path)).length).toBeGreaterThanOrEqual(80);
    registerCatalogSitemap();
    registerCatalogSitemap();
    const xml = await buildSitemap();
    expect(xml).toContain('<loc>http://localhost:3000/products/fairphone-4</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/en/products/fairphone-4</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="http://localhost:3000/en/gebrauchte-handys"/>');
    expect(xml.match(/<loc>http:\/\/localhost:3000\/products\/fairphone-4<\/loc>/g)).toHaveLength(1);
  });
});
