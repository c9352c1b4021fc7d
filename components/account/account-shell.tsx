import Link from 'next/link';
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { ErrorPage } from '@/components/common/error-page';
import { AccountApiError } from '@/lib/account-client';
import { useT } from '@/lib/i18n';
import styles from './area.module.css';
import { formatPrice } from '@/lib/catalog/money';
import { berlinDate, berlinDateTime, localeTag, numberFormat } from '@/lib/intl';

/** The account area's sections; quotes and devices belong to business accounts only. */
const ACCOUNT_SECTIONS = [
  { key: 'overview', href: '/account', business: false },
  { key: 'orders', href: '/account/orders', business: false },
  { key: 'invoices', href: '/account/invoices', business: false },
  { key: 'quotes', href: '/account/quotes', business: true },
  { key: 'devices', href: '/account/devices', business: true },
  { key: 'co2', href: '/account/co2-savings', business: false },
  { key: 'profile', href: '/account/profile', business: false },
] as const;

export type AccountShellProps = {
  customerType: 'private' | 'business';
  title: string;
  intro?: string;
  back?: { href: string; label: string };
  children: ReactNode;
};

/** Frame of every account page: section navigation, heading, content. */
export function AccountShell({ customerType, title, intro, back, children }: AccountShellProps) {
  const { t } = useT('account-area');
  const { pathname } = useRouter();
  const current = (href: string) => (href === '/account' ? pathname === '/account' : pathname === href || pathname.startsWith(`${href}/`));
  return (
    <div className={`container ${styles.page}`}>
      <nav aria-label={t('nav_label')} className={styles.nav} data-testid="account-nav">
        <ul>
          {ACCOUNT_SECTIONS.filter((s) => !s.business || customerType === 'business').map((s) => (
            <li key={s.key}>
              <Link href={s.href} aria-current={current(s.href) ? 'page' : undefined}>
                {t(`nav_${s.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <header className={styles.head}>
        {back ? (
          <Link href={back.href} className={styles.back}>
            ‹ {back.label}
          </Link>
        ) : null}
        <h1>{title}</h1>
        {intro ? <p>{intro}</p> : null}
      </header>
      {children}
    </div>
  );
}

/** Loading, error and not-found states of an account resource. */
export function ResourceState({ error, isLoading, notFoundText, onRetry }: { error: unknown; isLoading: boolean; notFoundText?: string; onRetry?: () => void }) {
  const { t } = useT('account-area');
  if (error instanceof AccountApiError && error.status === 401) return <ErrorPage code={401} />;
  if (error instanceof AccountApiError && error.status === 404 && notFoundText) {
    return (
      <p className={styles.empty} role="status" data-testid="not-found">
        {notFoundText}
      </p>
    );
  }
  if (error) {
    return (
      <div className={styles.error} role="alert">
        <p>{t('load_error')}</p>
        {onRetry ? (
          <button type="button" onClick={onRetry}>
            {t('retry')}
          </button>
        ) : null}
      </div>
    );
  }
  if (isLoading) {
    return (
      <p className={styles.status} role="status" aria-live="polite" data-testid="loading">
        {t('loading')}
      </p>
    );
  }
  return null;
}

/** A coloured status label. */
export function Badge({ kind, children, testId }: { kind: string; children: ReactNode; testId?: string }) {
  return (
    <span className={`${styles.badge} ${styles[`badge_${kind}`] ?? ''}`} data-testid={testId}>
      {children}
    </span>
  );
}

/** Formatting of money and dates in the page's language. */
export function useAccountFormat() {
  const { locale } = useT('account-area');
  const tag = localeTag(locale);
  const date = berlinDate(locale);
  const dateTime = berlinDateTime(locale);
  const number = numberFormat(tag);
  return {
    locale,
    // integer cents, gross
    money: (cents: number) => formatPrice(cents, locale),
    date: (iso: string) => date.format(new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso)),
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    number: (n: number) => number.format(n),
  };
}
