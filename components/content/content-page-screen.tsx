import type { ReactNode } from 'react';
import { useContext } from 'react';
import { Seo, SiteUrlContext } from '@/components/common/seo';
import { Breadcrumbs } from '@/components/product/breadcrumbs';
import { breadcrumbJsonLd, type Crumb } from '@/lib/catalog/structured-data';
import { formatArticleDate } from '@/lib/content/format';
import type { ContentPageView } from '@/lib/content/page-types';
import { faqJsonLd } from '@/lib/content/structured-data';
import { useT } from '@/lib/i18n';
import { localizedUrl } from '@/lib/seo';
import styles from './content-page.module.css';

export type ContentPageScreenProps = {
  page: ContentPageView;
  /** trail between home and this page (e.g. the services overview) */
  parents?: Crumb[];
  /** shown between the lead and the text (e.g. a calculator) */
  intro?: ReactNode;
  /** shown after the text, before the questions (e.g. the lead form) */
  children?: ReactNode;
  /** a table of contents above the text; on by default for pages with many sections */
  toc?: boolean;
};

/** A page of the content store: title, lead, sanitised text, its questions (FAQPage data) and extras. */
export function ContentPageScreen({ page, parents = [], intro, children, toc }: ContentPageScreenProps) {
  const { t, locale } = useT(['content', 'common']);
  const siteUrl = useContext(SiteUrlContext);
  const crumbs: Crumb[] = [{ name: t('common:home'), path: '/' }, ...parents, { name: page.title, path: page.path }];
  const sections = page.headings.filter((h) => h.depth === 2);
  const showToc = toc ?? sections.length >= 6;
  const jsonLd = [breadcrumbJsonLd(crumbs, siteUrl, locale)];
  if (page.faq.length) jsonLd.push(faqJsonLd(page.faq, localizedUrl(siteUrl, page.path, locale)));
  return (
    <div className="container">
      <Seo subline={page.title} description={page.description} path={page.path} jsonLd={jsonLd} />
      <Breadcrumbs items={crumbs} />
      <article className={styles.page} data-testid="content-page" data-page={page.slug}>
        <header className={styles.header}>
          <h1 className={styles.title}>{page.title}</h1>
          <p className={styles.lead}>{page.description}</p>
        </header>
        {intro}
        {showToc ? (
          <nav className={styles.toc} aria-labelledby="page-toc">
            <h2 id="page-toc" className={styles.tocTitle}>
              {t('content:toc')}
            </h2>
            <ul>
              {sections.map((h) => (
                <li key={h.id}>
                  <a href={`#${h.id}`}>{h.text}</a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className={styles.prose} dangerouslySetInnerHTML={{ __html: page.html }} />
        {children}
        {page.faq.length ? (
          <section className={styles.faq} aria-labelledby="page-faq" data-testid="page-faq">
            <h2 id="page-faq">{t('content:faq_title')}</h2>
            {page.faq.map((f) => (
              <details key={f.q} className={styles.question}>
                <summary>{f.q}</summary>
                <p>{f.a}</p>
              </details>
            ))}
          </section>
        ) : null}
        {page.updated ? (
          <p className={styles.updated}>
            {t('content:updated')} <time dateTime={page.updated}>{formatArticleDate(page.updated, locale)}</time>
          </p>
        ) : null}
      </article>
    </div>
  );
}
