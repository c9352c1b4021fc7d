import '@/lib/server/only';
import { CATEGORY_ROUTES } from '@/lib/catalog/categories';
import { sitemapProviders, type SitemapEntry } from '../sitemap';
import { listProductHandles, listTags } from './products';

/** Catalog pages for sitemap.xml: listings, category routes, tags and every published product. */
export async function catalogSitemapEntries(): Promise<SitemapEntry[]> {
  const [products, tags] = await Promise.all([listProductHandles(), listTags()]);
  return [
    { path: '/products', changeFrequency: 'daily', priority: 0.8 },
    { path: '/products/bestsellers', changeFrequency: 'daily', priority: 0.7 },
    { path: '/products/brand', changeFrequency: 'weekly', priority: 0.5 },
    { path: '/categories', changeFrequency: 'weekly', priority: 0.6 },
    ...CATEGORY_ROUTES.map((c): SitemapEntry => ({ path: c.path, changeFrequency: 'daily', priority: 0.9 })),
    ...tags.map((t): SitemapEntry => ({ path: `/tags/${t.tag}`, changeFrequency: 'weekly', priority: 0.4 })),
    ...products.map((p): SitemapEntry => ({ path: `/products/${p.handle}`, lastModified: p.updatedAt, changeFrequency: 'weekly', priority: 0.7 })),
  ];
}

/** Adds the catalog's pages to sitemap.xml (idempotent). */
export function registerCatalogSitemap(): void {
  if (!sitemapProviders.includes(catalogSitemapEntries)) sitemapProviders.push(catalogSitemapEntries);
}
