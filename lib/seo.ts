import { siteConfig, type Locale } from './site-config';

/**
 * Page title in the spec's form: the product name (the brand), a pipe, then a subline; the
 * subline is what the page is about (a model, a category, a screen) or the shop's default line.
 */
export function pageTitle(locale: Locale, subline?: string): string {
  const line = subline?.trim();
  return `${siteConfig.brand} | ${line || siteConfig.subline[locale]}`;
}

/** Path without query and hash, without a trailing slash (except the root), without a locale prefix. */
export function normalizePath(asPath: string): string {
  let p = asPath.split(/[?#]/)[0] ?? '/';
  if (p === '/en' || p.startsWith('/en/')) p = p.slice(3) || '/';
  if (p.length > 1 && p.endsWith('/')) p = p.replace(/\/+$/, '');
  return p || '/';
}

/** The absolute URL of a locale-neutral path in a given locale. */
export function localizedUrl(siteUrl: string, path: string, locale: Locale): string {
  const base = siteUrl.replace(/\/$/, '');
  const clean = normalizePath(path);
  if (locale === siteConfig.defaultLocale) return `${base}${clean}`;
  return `${base}/${locale}${clean === '/' ? '' : clean}`;
}

export type AlternateLink = { hrefLang: string; href: string };

/** Canonical and hreflang alternates (de, en, x-default → de) for a page. */
export function seoLinks(siteUrl: string, path: string, locale: Locale, query?: string): { canonical: string; alternates: AlternateLink[] } {
  const suffix = query ? `?${query}` : '';
  const alternates: AlternateLink[] = siteConfig.locales.map((l) => ({ hrefLang: l, href: localizedUrl(siteUrl, path, l) + suffix }));
  alternates.push({ hrefLang: 'x-default', href: localizedUrl(siteUrl, path, siteConfig.defaultLocale) + suffix });
  return { canonical: localizedUrl(siteUrl, path, locale) + suffix, alternates };
}
