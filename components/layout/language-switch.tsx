import type { MouseEvent } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useT } from '@/lib/i18n';
import { siteConfig } from '@/lib/site-config';
import styles from './language-switch.module.css';

/** A click the browser should handle itself: a new tab or window, a download, another button. */
function browserHandles(e: MouseEvent<HTMLAnchorElement>): boolean {
  return e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;
}

/** Links to the same page in the other locale (query kept), so switching never loses the page. */
export function LanguageSwitch({ landmark = true }: { landmark?: boolean }) {
  const { t, locale } = useT();
  const router = useRouter();
  const path = router.asPath;
  // Client-side switch from the address the router holds at click time (the prerendered 404
  // hydrates with '/404' before the router learns the requested path); the href serves no-JS visits.
  const onClick = (e: MouseEvent<HTMLAnchorElement>, l: string) => {
    if (browserHandles(e)) return;
    e.preventDefault();
    const current = window.location.pathname.replace(/^\/en(?=\/|$)/, '') || '/';
    void router.push(current + window.location.search, undefined, { locale: l, scroll: false });
  };
  const Wrapper = landmark ? 'nav' : 'div';
  return (
    <Wrapper aria-label={t('language_switch_label')} role={landmark ? undefined : 'group'} className={styles.switch}>
      <span className={styles.label} aria-hidden="true">
        {t('language')}:
      </span>
      <ul className={styles.list}>
        {siteConfig.locales.map((l) => (
          <li key={l}>
            <Link
              href={path}
              locale={l}
              scroll={false}
              onClick={(e) => onClick(e, l)}
              hrefLang={l}
              lang={l}
              className={l === locale ? styles.active : styles.link}
              aria-current={l === locale ? 'true' : undefined}
              data-testid={`language-${l}`}
            >
              {t(`language_${l}`)}
            </Link>
          </li>
        ))}
      </ul>
    </Wrapper>
  );
}
