import Link from 'next/link';
import { useT } from '@/lib/i18n';
import styles from './admin.module.css';

type PagerProps = {
  /** the list page's own path, e.g. `/admin/orders` */
  pathname: string;
  /** the filters the list was asked with (kept on every page link) */
  query: Record<string, string>;
  page: number;
  pageSize: number;
  total: number;
  /** the namespace holding page_prev, page_next, page_of and page_of_list */
  ns?: 'admin' | 'admin-leads';
  /** the query parameter holding the page number, for a screen with several paged lists */
  param?: string;
  /** the list's name, for a screen with several paged lists: names the pager's landmark */
  listName?: string;
};

/** Previous / "page x of y" / next below a back-office list; links keep the list's filters. */
export function AdminPager({ pathname, query, page, pageSize, total, ns = 'admin', param = 'page', listName }: PagerProps) {
  const { t } = useT(ns);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const href = (p: number) => ({ pathname, query: { ...query, [param]: p } });
  const label = listName ? t('page_of_list', { list: listName, page, pages }) : t('page_of', { page, pages });
  return (
    <nav className={styles.pager} aria-label={label}>
      {page > 1 ? <Link href={href(page - 1)}>{t('page_prev')}</Link> : null}
      <span>{t('page_of', { page, pages })}</span>
      {page < pages ? <Link href={href(page + 1)}>{t('page_next')}</Link> : null}
    </nav>
  );
}
