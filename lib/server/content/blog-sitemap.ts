import '@/lib/server/only';
import { siteConfig } from '@/lib/site-config';
import { sitemapProviders, type SitemapEntry } from '../sitemap';
import { listArticles, listArticleTags } from './blog';

/**
 * Blog pages for sitemap.xml: the index, every article and every article tag. An article is
 * listed only when it exists in every locale, because each entry is written with alternates.
 */
export async function blogSitemapEntries(): Promise<SitemapEntry[]> {
  const [perLocale, tags] = await Promise.all([
    Promise.all(siteConfig.locales.map((l) => listArticles(l))),
    listArticleTags(siteConfig.defaultLocale),
  ]);
  const [first, ...others] = perLocale;
  const everywhere = (first ?? []).filter((a) => others.every((list) => list.some((b) => b.slug === a.slug)));
  return [
    { path: '/blog', changeFrequency: 'weekly', priority: 0.6 },
    ...everywhere.map((a): SitemapEntry => ({ path: `/blog/${a.slug}`, lastModified: new Date(`${a.updated ?? a.date}T00:00:00Z`), changeFrequency: 'monthly', priority: 0.6 })),
    ...tags.map((t): SitemapEntry => ({ path: `/tags/${t.tag}`, changeFrequency: 'weekly', priority: 0.4 })),
  ];
}

/** Adds the blog's pages to sitemap.xml (idempotent). */
export function registerBlogSitemap(): void {
  if (!sitemapProviders.includes(blogSitemapEntries)) sitemapProviders.push(blogSitemapEntries);
}
