import '@/lib/server/only';
import { pageRoute } from '@/lib/content/page-routes';
import { siteConfig } from '@/lib/site-config';
import { sitemapProviders, type SitemapEntry } from '../sitemap';
import { listDocs } from './loader';

/**
 * Content pages for sitemap.xml, at their route (own or /pages/{slug}). A page is listed only when
 * it exists in every locale and is not marked unlisted, because each entry carries alternates.
 */
async function pagesSitemapEntries(): Promise<SitemapEntry[]> {
  const [first, ...others] = await Promise.all(siteConfig.locales.map((l) => listDocs('pages', l)));
  return (first ?? [])
    .filter((p) => !p.unlisted && others.every((list) => list.some((o) => o.slug === p.slug && !o.unlisted)))
    .map((p): SitemapEntry => ({
      path: pageRoute(p.slug),
      ...(p.updated ? { lastModified: new Date(`${p.updated}T00:00:00Z`) } : {}),
      changeFrequency: 'monthly',
      priority: p.slug.startsWith('services') ? 0.7 : 0.5,
    }));
}

/** Adds the content pages to sitemap.xml (idempotent). */
export function registerPagesSitemap(): void {
  if (!sitemapProviders.includes(pagesSitemapEntries)) sitemapProviders.push(pagesSitemapEntries);
}
