import { useT } from '@/lib/i18n';
import { CATEGORY_ROUTES } from '@/lib/catalog/categories';
import Link from 'next/link';
import { ButtonLink } from './button';
import { Seo } from './seo';
import styles from './error-page.module.css';

export type ErrorPageProps = { code: 401 | 404 | 500 };

const TEXT = {
  401: { title: 'unauthorized_title', text: 'unauthorized_text' },
  404: { title: 'not_found_title', text: 'not_found_text' },
  500: { title: 'server_error_title', text: 'server_error_text' },
} as const;

/** Branded error screen shared by the 404, 401 and 500 pages. */
export function ErrorPage({ code }: ErrorPageProps) {
  const { t } = useT();
  const keys = TEXT[code];
  return (
    <div className={`container ${styles.wrap}`} data-testid={`error-${code}`}>
      <Seo subline={t(keys.title)} noindex />
      <p className={styles.code}>{t('error_code', { code })}</p>
      <h1>{t(keys.title)}</h1>
      <p className={styles.text}>{t(keys.text)}</p>
      <div className={styles.actions}>
        {code === 401 ? <ButtonLink href="/account/login">{t('to_login')}</ButtonLink> : null}
        <ButtonLink href="/" variant={code === 401 ? 'secondary' : 'primary'}>
          {t('back_home')}
        </ButtonLink>
      </div>
      {code === 404 ? (
        <nav aria-label={t('nav_categories')} className={styles.categories}>
          <ul>
            {CATEGORY_ROUTES.map((c) => (
              <li key={c.path}>
                <Link href={c.path}>{t(`category_${c.category}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
