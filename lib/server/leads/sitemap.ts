import '@/lib/server/only';
import { sitemapProviders, type SitemapEntry } from '../sitemap';

/** Public pages of the leads area (confirm and unsubscribe pages are per link and stay out). */
async function leadsSitemapEntries(): Promise<SitemapEntry[]> {
  return [
    { path: '/contact', changeFrequency: 'monthly', priority: 0.7 },
    { path: '/affiliate', changeFrequency: 'monthly', priority: 0.4 },
    { path: '/newsletter', changeFrequency: 'monthly', priority: 0.4 },
    { path: '/lp/contact', changeFrequency: 'monthly', priority: 0.5 },
    { path: '/lp/solutions', changeFrequency: 'monthly', priority: 0.5 },
    { path: '/lp/b2b-hardware', changeFrequency: 'monthly', priority: 0.5 },
  ];
}

/** Adds the leads area's pages to sitemap.xml (idempotent). */
export function registerLeadsSitemap(): void {
  if (!sitemapProviders.includes(leadsSitemapEntries)) sitemapProviders.push(leadsSitemapEntries);
}
