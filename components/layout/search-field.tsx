import { useRouter } from 'next/router';
import { useT } from '@/lib/i18n';
import styles from './header.module.css';

/** The header search: a plain GET form to /products?q=, so it works without JavaScript. */
export function SearchField({ id = 'site-search' }: { id?: string }) {
  const { t } = useT();
  const router = useRouter();
  const current = typeof router.query.q === 'string' ? router.query.q : '';
  return (
    <form role="search" action={router.locale === 'en' ? '/en/products' : '/products'} method="get" className={styles.search}>
      <label htmlFor={id} className="visually-hidden">
        {t('search_label')}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={current}
        key={current}
        placeholder={t('search_placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        className={styles.searchInput}
        data-testid="search-input"
      />
      <button type="submit" className={styles.searchButton} aria-label={t('search_submit')}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}
