import Head from 'next/head';
import { useRouter } from 'next/router';
import { createContext, useContext, useLayoutEffect } from 'react';
import { setTrackedTitle } from '@/lib/gtm';
import { pageTitle, seoLinks } from '@/lib/seo';
import { siteConfig, toLocale } from '@/lib/site-config';

/** Absolute site base for canonical links, provided by _app from page props. */
export const SiteUrlContext = createContext<string>('http://localhost:3000');

export type SeoProps = {
  /** replaces the default subline after the pipe */
  subline?: string;
  description?: string;
  /** locale-neutral path for canonical/alternates; defaults to the current path */
  path?: string;
  /** query kept in canonical links (e.g. page=2), without '?' */
  query?: string;
  noindex?: boolean;
  image?: string;
  type?: 'website' | 'product' | 'article';
  /** JSON-LD objects rendered as application/ld+json */
  jsonLd?: object[];
};

export function Seo({ subline, description, path, query, noindex, image, type = 'website', jsonLd }: SeoProps) {
  const router = useRouter();
  const siteUrl = useContext(SiteUrlContext);
  const locale = toLocale(router.locale);
  const title = pageTitle(locale, subline);
  const { canonical, alternates } = seoLinks(siteUrl, path ?? router.asPath, locale, query);
  // runs in the commit of the new page, before the router announces the route change
  useLayoutEffect(() => setTrackedTitle(title), [title]);
  const ogImage = image ? new URL(image, siteUrl).toString() : `${siteUrl}/og-image.png`;
  return (
    <Head>
      <title key="title">{title}</title>
      {description ? <meta key="description" name="description" content={description} /> : null}
      <meta key="robots" name="robots" content={noindex ? 'noindex, nofollow' : 'index, follow'} />
      <link key="canonical" rel="canonical" href={canonical} />
      {alternates.map((a) => (
        <link key={`alt-${a.hrefLang}`} rel="alternate" hrefLang={a.hrefLang} href={a.href} />
      ))}
      <meta key="og:type" property="og:type" content={type} />
      <meta key="og:site_name" property="og:site_name" content={siteConfig.brand} />
      <meta key="og:title" property="og:title" content={title} />
      {description ? <meta key="og:description" property="og:description" content={description} /> : null}
      <meta key="og:url" property="og:url" content={canonical} />
      <meta key="og:locale" property="og:locale" content={locale === 'de' ? 'de_DE' : 'en_GB'} />
      <meta key="og:image" property="og:image" content={ogImage} />
      <meta key="twitter:card" name="twitter:card" content="summary_large_image" />
      {(jsonLd ?? []).map((obj, i) => (
        <script
          key={`ld-${i}`}
          type="application/ld+json"
          // JSON-LD must be raw JSON; '<' is escaped so no string can close the script element
          dangerouslySetInnerHTML={{ __html: JSON.stringify(obj).replace(/</g, '\\u003c') }}
        />
      ))}
    </Head>
  );
}
