import Link from 'next/link';
import { useContext } from 'react';
import { Seo, SiteUrlContext } from '@/components/common/seo';
import { Breadcrumbs } from '@/components/product/breadcrumbs';
import { ProductGrid } from '@/components/product/product-grid';
import { breadcrumbJsonLd, type Crumb } from '@/lib/catalog/structured-data';
import { formatArticleDate } from '@/lib/content/format';
import { articleJsonLd } from '@/lib/content/structured-data';
import type { ArticleView } from '@/lib/content/types';
import { useT } from '@/lib/i18n';
import { ArticleGrid, TagLinks } from './article-card';
import styles from './blog.module.css';
import a from './article.module.css';

export type ArticleScreenProps = { article: ArticleView };

/** /blog/{slug}: the article with its facts, contents, products and where to read on. */
export function ArticleScreen({ article }: ArticleScreenProps) {
  const { t, locale } = useT(['blog', 'common']);
  const siteUrl = useContext(SiteUrlContext);
  const crumbs: Crumb[] = [
    { name: t('common:home'), path: '/' },
    { name: t('blog:breadcrumb'), path: '/blog' },
    { name: article.title, path: `/blog/${article.slug}` },
  ];
  const toc = article.headings.filter((h) => h.depth === 2);
  return (
    <div className="container">
      <Seo
        subline={article.title}
        description={article.description}
        path={`/blog/${article.slug}`}
        type="article"
        image={article.image ?? undefined}
        jsonLd={[articleJsonLd(article, siteUrl, locale), breadcrumbJsonLd(crumbs, siteUrl, locale)]}
      />
      <Breadcrumbs items={crumbs} />
      <article className={a.article} data-testid="article">
        <header className={a.header}>
          <TagLinks tags={article.tags} label={t('blog:tags_label')} />
          <h1 className={a.title}>{article.title}</h1>
          <p className={a.lead}>{article.description}</p>
          <p className={a.byline} data-testid="article-meta">
            <span>
              {t('blog:by')} <strong>{article.author}</strong>
              {article.authorRole ? `, ${article.authorRole}` : null}
            </span>
            <span>
              <time dateTime={article.date}>{formatArticleDate(article.date, locale)}</time>
              {article.updated ? (
                <>
                  {' · '}
                  {t('blog:updated')} <time dateTime={article.updated}>{formatArticleDate(article.updated, locale)}</time>
                </>
              ) : null}
            </span>
            <span>{t('blog:reading_time', { count: article.readingMinutes })}</span>
          </p>
        </header>
        {article.image ? (
          <figure className={a.figure}>
            {/* eslint-disable-next-line @next/next/no-img-element -- drawn SVG, scales without an optimiser */}
            <img src={article.image} alt={article.imageAlt ?? ''} width={1280} height={720} className={a.image} />
          </figure>
        ) : null}
        <div className={a.layout}>
          {toc.length >= 3 ? (
            <nav className={a.toc} aria-labelledby="toc-title">
              <h2 id="toc-title" className={a.tocTitle}>
                {t('blog:toc')}
              </h2>
              <ol>
                {toc.map((h) => (
                  <li key={h.id}>
                    <a href={`#${h.id}`}>{h.text}</a>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          {/* sanitised by the content loader (sanitize-html) */}
          <div className={a.prose} dangerouslySetInnerHTML={{ __html: article.html }} />
        </div>
      </article>

      {article.products.length ? (
        <section className={styles.section} aria-labelledby="article-products">
          <h2 id="article-products" className={styles.sectionTitle}>
            {t('blog:products_title')}
          </h2>
          <ProductGrid products={article.products} headingLevel={3} variant="row" testId="article-products" />
        </section>
      ) : null}

      {article.previous || article.next ? (
        <nav className={a.neighbours} aria-label={t('blog:neighbours_label')} data-testid="article-neighbours">
          {article.previous ? (
            <Link href={`/blog/${article.previous.slug}`} className={a.neighbour} rel="prev">
              <span className={a.neighbourKind}>{t('blog:previous')}</span>
              <span className={a.neighbourTitle}>{article.previous.title}</span>
            </Link>
          ) : (
            <span />
          )}
          {article.next ? (
            <Link href={`/blog/${article.next.slug}`} className={`${a.neighbour} ${a.neighbourNext}`} rel="next">
              <span className={a.neighbourKind}>{t('blog:next')}</span>
              <span className={a.neighbourTitle}>{article.next.title}</span>
            </Link>
          ) : null}
        </nav>
      ) : null}

      {article.more.length ? (
        <section className={styles.section} aria-labelledby="article-more">
          <h2 id="article-more" className={styles.sectionTitle}>
            {t('blog:more_title')}
          </h2>
          <ArticleGrid articles={article.more} headingLevel={3} testId="article-more" />
          <p className={a.back}>
            <Link href="/blog">{t('blog:all_articles')}</Link>
          </p>
        </section>
      ) : null}
    </div>
  );
}
