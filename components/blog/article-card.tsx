import Link from 'next/link';
import type { ArticleSummary } from '@/lib/content/types';
import { formatArticleDate } from '@/lib/content/format';
import { useT } from '@/lib/i18n';
import styles from './blog.module.css';

type ArticleCardProps = { article: ArticleSummary; headingLevel?: 2 | 3 };

/** An article teaser: illustration, title (the link), summary, date and reading time. */
function ArticleCard({ article, headingLevel = 2 }: ArticleCardProps) {
  const { t, locale } = useT('blog');
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card} data-testid="article-card">
      {article.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- a few KB of drawn SVG: loaded at once, no optimiser needed
        <img src={article.image} alt="" width={640} height={360} className={styles.cardImage} decoding="async" />
      ) : null}
      <div className={styles.cardBody}>
        <H className={styles.cardTitle}>
          <Link href={`/blog/${article.slug}`} className={styles.cardLink}>
            {article.title}
          </Link>
        </H>
        <p className={styles.cardText}>{article.description}</p>
        <p className={styles.meta}>
          <time dateTime={article.date}>{formatArticleDate(article.date, locale)}</time>
          <span aria-hidden="true"> · </span>
          {t('reading_time', { count: article.readingMinutes })}
        </p>
      </div>
    </article>
  );
}

/** A grid of article cards. */
export function ArticleGrid({ articles, headingLevel = 2, testId = 'article-grid' }: { articles: ArticleSummary[]; headingLevel?: 2 | 3; testId?: string }) {
  return (
    <ul className={styles.grid} data-testid={testId}>
      {articles.map((a) => (
        <li key={a.slug}>
          <ArticleCard article={a} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** Tags as links to their tag pages. */
export function TagLinks({ tags, label }: { tags: string[]; label: string }) {
  const { t } = useT(['blog', 'catalog']);
  if (tags.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link href={`/tags/${tag}`} className={styles.tag}>
            {tagLabel(t, tag)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A tag's display name: the blog's label, else the catalog's, else the tag itself. */
export function tagLabel(t: ReturnType<typeof useT>['t'], tag: string): string {
  return t(`blog:tag_${tag}`, { defaultValue: t(`catalog:tag_${tag}`, { defaultValue: tag }) });
}
