import '@/lib/server/only';
import { localizedUrl } from '../seo';
import { siteConfig } from '../site-config';
import { env } from './env';

/** One locale-neutral public path; the sitemap writes it in every locale with alternates. */
export type SitemapEntry = { path: string; lastModified?: Date; changeFrequency?: 'daily' | 'weekly' | 'monthly'; priority?: number };

/** Static public pages of the shell. Other areas add theirs through sitemapProviders. */
const STATIC_PATHS: SitemapEntry[] = [{ path: '/', changeFrequency: 'daily', priority: 1 }];

export type SitemapProvider = () => Promise<SitemapEntry[]>;

/** Areas register providers here (catalog, content…), so the sitemap grows with the shop. */
export const sitemapProviders: SitemapProvider[] = [async () => STATIC_PATHS];

function escapeXml(s: string): string {
  return s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

/** sitemap.xml with one <url> per path and locale, each carrying xhtml:link alternates. */
function renderSitemap(entries: SitemapEntry[], siteUrl: string = env().SITE_URL): string {
  const urls: string[] = [];
  for (const entry of entries) {
    const alternates = [
      ...siteConfig.locales.map((l) => ({ lang: l, href: localizedUrl(siteUrl, entry.path, l) })),
      { lang: 'x-default', href: localizedUrl(siteUrl, entry.path, siteConfig.defaultLocale) },
    ];
    for (const locale of siteConfig.locales) {
      const parts = [`<loc>${escapeXml(localizedUrl(siteUrl, entry.path, locale))}</loc>`];
      if (entry.lastModified) parts.push(`<lastmod>${entry.lastModified.toISOString()}</lastmod>`);
      if (entry.changeFrequency) parts.push(`<changefreq>${entry.changeFrequency}</changefreq>`);
      if (entry.priority !== undefined) parts.push(`<priority>${entry.priority.toFixed(1)}</priority>`);
      for (const a of alternates) parts.push(`<xhtml:link rel="alternate" hreflang="${a.lang}" href="${escapeXml(a.href)}"/>`);
      urls.push(`<url>${parts.join('')}</url>`);
    }
  }
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  );
}

export async function buildSitemap(): Promise<string> {
  const all = (await Promise.all(sitemapProviders.map((p) => p()))).flat();
  const seen = new Set<string>();
  return renderSitemap(all.filter((e) => (seen.has(e.path) ? false : (seen.add(e.path), true))));
}

export function renderRobots(siteUrl: string = env().SITE_URL): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /account',
    'Disallow: /en/account',
    'Disallow: /cart',
    'Disallow: /en/cart',
    'Disallow: /checkout',
    'Disallow: /en/checkout',
    'Disallow: /thank-you',
    'Disallow: /en/thank-you',
    'Disallow: /api/',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
