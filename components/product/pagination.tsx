import Link from 'next/link';
import { listingHref } from '@/lib/catalog/listing-url';
import type { ListingState } from '@/lib/catalog/types';
import { useT } from '@/lib/i18n';
import styles from './pagination.module.css';

/** Page numbers around the current one, with gaps: 1 … 4 5 6 … 12. */
export function pageWindow(page: number, pages: number): (number | 'gap')[] {
  const set = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = Array.from(set).sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1]! > 1) out.push('gap');
    out.push(n);
  });
  return out;
}

export type PaginationProps = { state: ListingState; pages: number; basePath: string; fixed: readonly string[] };

export function Pagination({ state, pages, basePath, fixed }: PaginationProps) {
  const { t } = useT('catalog');
  if (pages <= 1) return null;
  const href = (page: number) => listingHref(basePath, { ...state, page }, fixed);
  return (
    <nav aria-label={t('catalog:pagination')} className={styles.nav} data-testid="pagination">
      {state.page > 1 ? (
        <Link href={href(state.page - 1)} className={styles.step} rel="prev">
          ‹ <span className={styles.stepText}>{t('catalog:page_prev')}</span>
        </Link>
      ) : null}
      <ol className={styles.pages}>
        {pageWindow(state.page, pages).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                href={href(n)}
                className={styles.page}
                aria-current={n === state.page ? 'page' : undefined}
                aria-label={t('catalog:page_n', { page: n })}
              >
                {n}
              </Link>
            </li>
          ),
        )}
      </ol>
      {state.page < pages ? (
        <Link href={href(state.page + 1)} className={styles.step} rel="next" data-testid="pagination-next">
          <span className={styles.stepText}>{t('catalog:page_next')}</span> ›
        </Link>
      ) : null}
    </nav>
  );
}
