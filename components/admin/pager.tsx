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
  /** the namespace holding page_prev, page_next and page_of */
  ns?: 'admin' | 'admin-leads';
};

/** Previous / "page x of y" / next below a back-office list; links keep the list's filters. */
export function AdminPager({ pathname, query, page, pageSize, total, ns = 'admin' }: PagerProps) {
  const { t } = useT(ns);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const href = (p: number) => ({ pathname, query: { ...query, page: p } });
  return (
    <nav className={styles.pager} aria-label={t('page_of', { page, pages })}>
      {page > 1 ? <Link href={href(page - 1)}>{t('page_prev')}</Link> : null}
      <span>{t('page_of', { page, pages })}</span>
      {page < pages ? <Link href={href(page + 1)}>{t('page_next')}</Link> : null}
    </nav>
  );
}
