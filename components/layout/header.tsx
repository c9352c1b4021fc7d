import Link from 'next/link';
import type { ReactNode } from 'react';
import { useRouter } from 'next/router';
import { useT } from '@/lib/i18n';
import { useUIStore } from '@/stores/ui';
import { CartButton } from './cart-button';
import { Logo } from './logo';
import { MAIN_NAV } from './nav-links';
import { NetPriceToggle } from './net-price-toggle';
import { SearchField } from './search-field';
import styles from './header.module.css';

export type HeaderProps = { cartCount?: number; skipLink?: ReactNode };

export function Header({ cartCount, skipLink }: HeaderProps) {
  const { t } = useT();
  const router = useRouter();
  const openSidebar = useUIStore((s) => s.openSidebar);
  const path = router.asPath.split(/[?#]/)[0];
  const current = MAIN_NAV.find((item) => item.href === path)?.href ?? '';
  return (
    <header className={styles.header}>
      {skipLink}
      <div className={styles.topbar}>
        <ul className={`container ${styles.usps}`}>
          <li>{t('usp_warranty')}</li>
          <li>{t('usp_shipping')}</li>
          <li className={styles.uspWide}>{t('usp_return')}</li>
          <li className={styles.uspWide}>{t('usp_b2b')}</li>
        </ul>
      </div>
      <div className={`container ${styles.main}`}>
        <button
          type="button"
          className={styles.menuButton}
          onClick={() => openSidebar('menu')}
          aria-label={t('menu_open')}
          data-testid="menu-button"
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <Link href="/" className={styles.logo} aria-label={t('logo_label')}>
          <Logo />
        </Link>
        <div className={styles.searchSlot}>
          <SearchField />
        </div>
        <div className={styles.actions}>
          <NetPriceToggle />
          <Link href="/account" className={styles.iconLink} aria-label={t('account')} data-testid="account-link">
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="1.9" />
              <path d="M4 20c1.5-3.5 4.5-5 8-5s6.5 1.5 8 5" fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" />
            </svg>
            <span className={styles.iconText}>{t('account')}</span>
          </Link>
          <CartButton count={cartCount} />
        </div>
      </div>
      <nav aria-label={t('nav_label')} className={styles.nav}>
        <ul className={`container ${styles.navList}`}>
          {MAIN_NAV.map((item) => (
            <li key={item.href}>
              <Link href={item.href} className={styles.navLink} aria-current={item.href === current ? 'page' : undefined}>
                {t(item.labelKey)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
