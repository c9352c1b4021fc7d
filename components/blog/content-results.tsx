import Link from 'next/link';
import type { ContentHit } from '@/lib/content/types';
import { useT } from '@/lib/i18n';
import styles from './content-results.module.css';

/** Pages and articles a search found, shown above the product results. */
export function ContentResults({ hits }: { hits: ContentHit[] }) {
  const { t } = useT(['common']);
  if (hits.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="content-results-title" data-testid="content-results">
      <h2 id="content-results-title" className={styles.title}>
        {t('common:search_group_pages')}
      </h2>
      <ul className={styles.list}>
        {hits.map((hit) => (
          <li key={hit.path} className={styles.item}>
            <span className={styles.kind}>{t(hit.kind === 'article' ? 'common:search_kind_article' : 'common:search_kind_page')}</span>
            <Link href={hit.path} className={styles.link}>
              {hit.title}
            </Link>
            <p className={styles.text}>{hit.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
