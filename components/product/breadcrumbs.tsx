import Link from 'next/link';
import type { Crumb } from '@/lib/catalog/structured-data';
import { useT } from '@/lib/i18n';
import styles from './breadcrumbs.module.css';

/** Visible breadcrumb trail; the last item is the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useT();
  return (
    <nav aria-label={t('breadcrumb')} className={styles.nav}>
      <ol className={styles.list}>
        {items.map((c, i) => (
          <li key={c.path} className={styles.item}>
            {i === items.length - 1 ? (
              <span aria-current="page">{c.name}</span>
            ) : (
              <Link href={c.path}>{c.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
