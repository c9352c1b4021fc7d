import Link from 'next/link';
import { useContext } from 'react';
import { Seo, SiteUrlContext } from '@/components/common/seo';
import { Breadcrumbs } from '@/components/product/breadcrumbs';
import { breadcrumbJsonLd, type Crumb } from '@/lib/catalog/structured-data';
import { blogIndexHref } from '@/lib/content/format';
import type { BlogIndexData } from '@/lib/content/types';
import { useT } from '@/lib/i18n';
import { ArticleGrid, tagLabel } from './article-card';
import { BlogPagination } from './blog-pagination';
import styles from './blog.module.css';

export type BlogIndexScreenProps = { data: BlogIndexData };

/** /blog: newest articles first, a tag filter and page links. */
export function BlogIndexScreen({ data }: BlogIndexScreenProps) {
  const { t, locale } = useT(['blog', 'catalog', 'common']);
  const siteUrl = useContext(SiteUrlContext);
  const { items, tags, tag, page, pages, total } = data;
  const label = tag ? tagLabel(t, tag) : null;
  const title = label ? t('blog:index_title_tag', { tag: label }) : t('blog:index_title');
  const crumbs: Crumb[] = [
    { name: t('common:home'), path: '/' },
    { name: t('blog:breadcrumb'), path: '/blog' },
  ];
  const query = blogIndexHref(tag, page).split('?')[1];
  return (
    <div className="container">
      <Seo
        subline={page > 1 ? t('blog:title_page', { title, page }) : title}
        description={t('blog:index_intro')}
        path="/blog"
        query={query}
        jsonLd={[breadcrumbJsonLd(crumbs, siteUrl, locale)]}
      />
      <Breadcrumbs items={crumbs} />
      <header className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>{t('blog:index_intro')}</p>
      </header>

      {tags.length ? (
        <nav className={styles.filters} aria-label={t('blog:filter_label')}>
          <ul className={styles.filterList} data-testid="blog-tag-filter">
            <li>
              <Link href="/blog" className={styles.filter} aria-current={tag ? undefined : 'page'}>
                {t('blog:filter_all')}
              </Link>
            </li>
            {tags.map((x) => (
              <li key={x.tag}>
                <Link href={blogIndexHref(x.tag, 1)} className={styles.filter} aria-current={x.tag === tag ? 'page' : undefined}>
                  {tagLabel(t, x.tag)} <span className="visually-hidden">({t('blog:articles_count', { count: x.count })})</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <p className="visually-hidden" aria-live="polite">
        {t('blog:articles_count', { count: total })}
      </p>
      {items.length ? (
        <ArticleGrid articles={items} />
      ) : (
        <div className={styles.empty} data-testid="blog-empty">
          <p>{tag ? t('blog:empty_tag', { tag: label }) : t('blog:empty')}</p>
          {tag ? <Link href="/blog">{t('blog:filter_all')}</Link> : null}
        </div>
      )}
      <BlogPagination tag={tag} page={page} pages={pages} />
    </div>
  );
}
