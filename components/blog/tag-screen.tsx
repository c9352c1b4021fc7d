import { useContext } from 'react';
import { Seo, SiteUrlContext } from '@/components/common/seo';
import { Breadcrumbs } from '@/components/product/breadcrumbs';
import { ListingScreen } from '@/components/product/listing-screen';
import { breadcrumbJsonLd, type Crumb } from '@/lib/catalog/structured-data';
import type { ListingPageData } from '@/lib/catalog/types';
import type { ArticleSummary } from '@/lib/content/types';
import { useT } from '@/lib/i18n';
import { ArticleGrid, tagLabel } from './article-card';
import styles from './blog.module.css';

export type TagScreenProps = { tag: string; articles: ArticleSummary[]; listing: ListingPageData | null };

function TagArticles({ articles, headingLevel }: { articles: ArticleSummary[]; headingLevel: 2 | 3 }) {
  const { t } = useT('blog');
  if (articles.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="tag-articles" data-testid="tag-articles">
      <h2 id="tag-articles" className={styles.sectionTitle}>
        {t('tag_articles_title')}
      </h2>
      <ArticleGrid articles={articles} headingLevel={headingLevel} />
    </section>
  );
}

/** /tags/{tag}: the tag's articles, then its products (the catalog listing) when there are any. */
export function TagScreen({ tag, articles, listing }: TagScreenProps) {
  const { t, locale } = useT(['blog', 'catalog', 'common']);
  const siteUrl = useContext(SiteUrlContext);
  if (listing) {
    return (
      <ListingScreen {...listing}>
        <TagArticles articles={articles} headingLevel={3} />
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
      <TagArticles articles={articles} headingLevel={3} />
    </div>
  );
}
