import Link from 'next/link';
import { useContext } from 'react';
import { Seo, SiteUrlContext } from '@/components/common/seo';
import { Breadcrumbs } from '@/components/product/breadcrumbs';
import { ListingScreen } from '@/components/product/listing-screen';
import { breadcrumbJsonLd, type Crumb } from '@/lib/catalog/structured-data';
import type { ListingPageData } from '@/lib/catalog/types';
import type { ArticleSummary } from '@/lib/content/types';
import { useT } from '@/lib/i18n';
import { blogIndexHref } from '@/lib/content/format';
import { ArticleGrid, tagLabel } from './article-card';
import styles from './blog.module.css';

export type TagScreenProps = { tag: string; articles: ArticleSummary[]; articleTotal: number; listing: ListingPageData | null };

function TagArticles({ tag, articles, total, headingLevel }: { tag: string; articles: ArticleSummary[]; total: number; headingLevel: 2 | 3 }) {
  const { t } = useT('blog');
  if (articles.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="tag-articles" data-testid="tag-articles">
      <h2 id="tag-articles" className={styles.sectionTitle}>
        {t('tag_articles_title')}
      </h2>
      <ArticleGrid articles={articles} headingLevel={headingLevel} />
      {total > articles.length ? (
        <p className={styles.moreLink}>
          <Link href={blogIndexHref(tag, 1)} data-testid="tag-all-articles">
            {t('tag_all_articles', { count: total })}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

/** /tags/{tag}: the tag's articles, then its products (the catalog listing) when there are any. */
export function TagScreen({ tag, articles, articleTotal, listing }: TagScreenProps) {
  const { t, locale } = useT(['blog', 'catalog', 'common']);
  const siteUrl = useContext(SiteUrlContext);
  if (listing) {
    return (
      <ListingScreen {...listing}>
        <TagArticles tag={tag} articles={articles} total={articleTotal} headingLevel={3} />
      </ListingScreen>
    );
  }
  const label = tagLabel(t, tag);
  const title = t('blog:tag_title', { tag: label });
  const crumbs: Crumb[] = [
    { name: t('common:home'), path: '/' },
    { name: t('blog:breadcrumb'), path: '/blog' },
    { name: label, path: `/tags/${tag}` },
  ];
  return (
    <div className="container">
      <Seo subline={title} description={t('blog:tag_intro_articles', { tag: label })} path={`/tags/${tag}`} jsonLd={[breadcrumbJsonLd(crumbs, siteUrl, locale)]} />
      <Breadcrumbs items={crumbs} />
      <header className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>{t('blog:tag_intro_articles', { tag: label })}</p>
      </header>
      <TagArticles tag={tag} articles={articles} total={articleTotal} headingLevel={3} />
    </div>
  );
}
