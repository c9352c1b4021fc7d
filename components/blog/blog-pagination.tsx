import Link from 'next/link';
import { pageWindow } from '@/components/product/pagination';
import styles from '@/components/product/pagination.module.css';
import { blogIndexHref } from '@/lib/content/format';
import { useT } from '@/lib/i18n';

/** Page links of the blog index (keeps the tag filter). */
export function BlogPagination({ tag, page, pages }: { tag: string | null; page: number; pages: number }) {
  const { t } = useT('blog');
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('pagination')} className={styles.nav} data-testid="blog-pagination">
      {page > 1 ? (
        <Link href={blogIndexHref(tag, page - 1)} className={styles.step} rel="prev">
          ‹ <span className={styles.stepText}>{t('page_prev')}</span>
        </Link>
      ) : null}
      <ol className={styles.pages}>
        {pageWindow(page, pages).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={n}>
              <Link href={blogIndexHref(tag, n)} className={styles.page} aria-current={n === page ? 'page' : undefined} aria-label={t('page_n', { page: n })}>
                {n}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pages ? (
        <Link href={blogIndexHref(tag, page + 1)} className={styles.step} rel="next" data-testid="blog-next">
          <span className={styles.stepText}>{t('page_next')}</span> ›
        </Link>
      ) : null}
    </nav>
  );
}
