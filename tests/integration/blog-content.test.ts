import { beforeAll, describe, expect, it } from 'vitest';
import * as contentSearchRoute from '@/pages/api/content/search';
import type { ContentHit } from '@/lib/content/types';
import { listProductCardsByHandles, listTags } from '@/lib/server/catalog';
import { listArticles, listDocs } from '@/lib/server/content';
import { blogSitemapEntries } from '@/lib/server/content/blog-sitemap';
import { seedDemoCatalog } from '@/lib/server/seed/catalog';
import { callApi } from '../support/api';

beforeAll(async () => {
  expect(await seedDemoCatalog()).toMatch(/seeded|kept/);
});

async function search(query: string): Promise<{ status: number; items: ContentHit[]; body: unknown }> {
  const res = await callApi(contentSearchRoute, { url: `/api/content/search?${query}` });
  const body = res.json as { items?: ContentHit[] };
  return { status: res.status, items: body.items ?? [], body };
}

describe('GET /api/content/search', () => {
  it.each([
    ['leasing', 'de', '/services/leasing'],
    ['Rücknahme', 'de', '/services/end-of-life'],
    ['Kontakt', 'de', '/contact'],
    ['Garantie', 'de', '/services/warranty'],
    ['Datenlöschung', 'de', '/secure-data-deletion'],
    ['take-back', 'en', '/services/end-of-life'],
    ['contact', 'en', '/contact'],
    ['warranty', 'en', '/services/warranty'],
    ['data erasure', 'en', '/secure-data-deletion'],
    ['leasing', 'en', '/services/leasing'],
  ])('%s (%s) answers %s first', async (q, locale, path) => {
    const { status, items } = await search(new URLSearchParams({ q, locale }).toString());
    expect(status).toBe(200);
    expect(items[0]).toMatchObject({ kind: 'page', path });
  });

  it('finds articles with their locale-neutral path and title', async () => {
    const { items } = await search('q=Akku+Ladezyklen&locale=de');
    expect(items[0]).toEqual({
      kind: 'article',
      path: '/blog/battery-health',
      title: 'Akkugesundheit: Was Sie bei gebrauchten Laptops und Smartphones prüfen sollten',
      description: expect.stringContaining('Ladezyklen'),
    });
  });

  it('limits the answer and answers an empty list for no match', async () => {
    expect((await search('q=gebraucht&locale=de&limit=2')).items).toHaveLength(2);
    expect((await search('q=qqxxzz&locale=en')).items).toEqual([]);
  });

  it.each(['', 'q=', 'q=leasing&locale=fr', 'q=leasing&limit=0', 'q=leasing&limit=50', 'q=leasing&other=1', `q=${'x'.repeat(101)}`])(
    'answers 400 JSON for bad input (%s)',
    async (query) => {
      const { status, body } = await search(query);
      expect(status).toBe(400);
      expect(body).toMatchObject({ error: { code: 'invalid_request' } });
    },
  );

  it('answers 405 for other methods', async () => {
    const res = await callApi(contentSearchRoute, { method: 'POST', url: '/api/content/search?q=x', body: {} });
    expect(res.status).toBe(405);
  });
});

describe('products named by articles', () => {
  it('every handle an article names is a published product with an offer in stock', async () => {
    for (const a of await listDocs('blog', 'de')) {
      const cards = await listProductCardsByHandles(a.products, 'de');
      expect(cards.map((c) => c.handle), a.slug).toEqual(a.products);
    }
  });

  it('keeps the given order, skips unknown handles and speaks the locale', async () => {
    const cards = await listProductCardsByHandles(['dell-p2419h-24', 'no-such-product', 'lenovo-thinkpad-t480'], 'en');
    expect(cards.map((c) => c.handle)).toEqual(['dell-p2419h-24', 'lenovo-thinkpad-t480']);
    expect(cards[1]!.summary).toMatch(/Hot-swap battery/);
    expect(await listProductCardsByHandles([], 'de')).toEqual([]);
  });
});

describe('tags and sitemap', () => {
  it('has article tags that no product carries (their tag page must still exist)', async () => {
    const productTags = new Set((await listTags()).map((t) => t.tag));
    const articleOnly = new Set((await listArticles('de')).flatMap((a) => a.tags).filter((t) => !productTags.has(t)));
    expect(articleOnly.has('data-security')).toBe(true);
    expect(productTags.has('business')).toBe(true);
  });

  it('lists the blog, every article and every article tag', async () => {
    const paths = (await blogSitemapEntries()).map((e) => e.path);
    expect(paths).toContain('/blog');
    expect(paths).toContain('/blog/certified-data-erasure');
    expect(paths).toContain('/tags/data-security');
    expect(paths.filter((p) => p.startsWith('/blog/'))).toHaveLength((await listArticles('de')).length);
  });
});
