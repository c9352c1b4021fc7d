import Link from 'next/link';
import { useT } from '@/lib/i18n';
import styles from '../admin.module.css';
import { listNamespaces, type AdminNamespace } from './namespaces';

/** Where a paged list stands: the page shown, rows per page and how many rows the filters match. */
export type ListPage = { page: number; pageSize: number; total: number };

export type AdminPagerProps = {
  /** the list page's own path, e.g. `/admin/orders` */
  pathname: string;
  /** the filters the list was asked with (kept on every page link) */
  query: Record<string, string>;
  page: number;
  pageSize: number;
  total: number;
  ns?: AdminNamespace;
  /** the query parameter holding the page number, for a screen with several paged lists */
  param?: string;
  /** the list's name, for a screen with several paged lists: names the pager's landmark */
  listName?: string;
};

/** Number of pages of a list (at least one, an empty list is one empty page). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Previous / "page x of y" / next below a back-office list; links keep the list's filters. */
export function AdminPager({ pathname, query, page, pageSize, total, ns = 'admin', param = 'page', listName }: AdminPagerProps) {
  const { t } = useT(listNamespaces(ns));
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  const href = (p: number) => ({ pathname, query: { ...query, [param]: p } });
  const label = listName ? t('page_of_list', { list: listName, page, pages }) : t('page_of', { page, pages });
  return (
    <nav className={styles.pager} aria-label={label} data-testid="admin-pager">
      {page > 1 ? (
        <Link href={href(page - 1)} data-testid="admin-page-prev">
          {t('page_prev')}
        </Link>
      ) : null}
      <span>{t('page_of', { page, pages })}</span>
      {page < pages ? (
        <Link href={href(page + 1)} data-testid="admin-page-next">
          {t('page_next')}
        </Link>
      ) : null}
    </nav>
  );
}
