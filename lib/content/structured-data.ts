import { localizedUrl } from '@/lib/seo';
import { siteConfig, type Locale } from '@/lib/site-config';
import type { ArticleSummary } from './types';

/** schema.org Article of a blog post, with absolute URLs. */
export function articleJsonLd(a: ArticleSummary, siteUrl: string, locale: Locale): object {
  const url = localizedUrl(siteUrl, `/blog/${a.slug}`, locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: a.title,
    description: a.description,
    inLanguage: locale === 'de' ? 'de-DE' : 'en-GB',
    datePublished: a.date,
    dateModified: a.updated ?? a.date,
    author: { '@type': 'Person', name: a.author, ...(a.authorRole ? { jobTitle: a.authorRole } : {}) },
    publisher: { '@type': 'Organization', name: siteConfig.brand, url: localizedUrl(siteUrl, '/', locale) },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    ...(a.image ? { image: new URL(a.image, siteUrl).toString() } : {}),
    keywords: a.tags.join(', '),
  };
}

/** schema.org FAQPage of a page's questions and answers. */
export function faqJsonLd(faq: { q: string; a: string }[], url: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url,
    mainEntity: faq.map((f) => ({ '@type': 'Question', name: f.q, acceptedAnswer: { '@type': 'Answer', text: f.a } })),
  };
}
