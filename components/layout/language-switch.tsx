import Link from 'next/link';
import { useRouter } from 'next/router';
import { useT } from '@/lib/i18n';
import { siteConfig } from '@/lib/site-config';
import styles from './language-switch.module.css';

/** Links to the same page in the other locale (query kept), so switching never loses the page. */
export function LanguageSwitch() {
  const { t, locale } = useT();
  const router = useRouter();
  return (
    <nav aria-label={t('language_switch_label')} className={styles.switch}>
      <span className={styles.label} aria-hidden="true">
        {t('language')}:
      </span>
      <ul className={styles.list}>
        {siteConfig.locales.map((l) => (
          <li key={l}>
            <Link
              href={router.asPath}
              locale={l}
              hrefLang={l}
              lang={l}
              className={l === locale ? styles.active : styles.link}
              aria-current={l === locale ? 'true' : undefined}
              data-testid={`language-${l}`}
              scroll={false}
            >
              {t(`language_${l}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
