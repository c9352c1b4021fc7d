import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState, type ReactElement, type ReactNode } from 'react';
import { Button } from '@/components/common/button';
import { ErrorBoundary } from '@/components/common/error-boundary';
import { ErrorFallback } from '@/components/common/error-fallback';
import { Logo } from '@/components/layout/logo';
import { useT } from '@/lib/i18n';
import { siteConfig } from '@/lib/site-config';
import styles from './admin-layout.module.css';

/** The back office's sections, in the order the navigation lists them. */
const ADMIN_SECTIONS = ['orders', 'catalog', 'leads', 'requests', 'affiliates', 'newsletter', 'audit'] as const;

export type AdminLayoutProps = {
  /** the signed-in staff member; without one (staff login, a customer's 403) the header has no sections */
  staffEmail?: string;
  children: ReactNode;
};

function StaffAccount({ email }: { email: string }) {
  const { t } = useT('admin');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const logout = async () => {
    setBusy(true);
    try {
      await fetch('/api/admin/logout', { method: 'POST', credentials: 'same-origin' });
    } finally {
      await router.push('/admin/login');
      setBusy(false);
    }
  };
  return (
    <div className={styles.account}>
      <span className={styles.email}>{t('signed_in_as', { email })}</span>
      <Button variant="secondary" onClick={() => void logout()} disabled={busy} data-testid="admin-logout">
        {t('logout')}
      </Button>
    </div>
  );
}

function AdminNav() {
  const { t } = useT('admin');
  const { pathname } = useRouter();
  return (
    <nav className={styles.nav} aria-label={t('nav_label')} data-testid="admin-nav">
      <ul className="container">
        {ADMIN_SECTIONS.map((section) => {
          const href = `/admin/${section}`;
          const current = pathname === href || pathname.startsWith(`${href}/`);
          return (
            <li key={section}>
              <Link href={href} aria-current={current ? 'page' : undefined}>
                {t(`nav_${section}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The back office's own frame: skip link, a header with the sections and who is signed in, and
 * the screen behind an error boundary. Nothing of the shop's frame (consent banner, cart, search,
 * newsletter, footer): staff pages are not tracked and sell nothing.
 */
export function AdminLayout({ staffEmail, children }: AdminLayoutProps) {
  const { t } = useT(['admin', 'common']);
  const router = useRouter();
  return (
    <>
      <header className={styles.header} data-testid="admin-header">
        <a href="#main" className={styles.skip}>
          {t('skip_to_content')}
        </a>
        <div className={`container ${styles.bar}`}>
          {/* named "Zweitwerk Backoffice": the wordmark is a picture, its name is read from the hidden text */}
          <Link href={staffEmail ? '/admin/orders' : '/admin/login'} className={styles.brand} data-testid="admin-home">
            <Logo className={styles.logo} />
            <span className="visually-hidden">{siteConfig.brand}</span>{' '}
            <span className={styles.tag}>{t('brand_tag')}</span>
          </Link>
          {staffEmail ? <StaffAccount email={staffEmail} /> : null}
        </div>
        {staffEmail ? <AdminNav /> : null}
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <ErrorBoundary resetKey={router.asPath} fallback={(retry) => <ErrorFallback onRetry={retry} />}>
          {children}
        </ErrorBoundary>
      </main>
    </>
  );
}

/** A page's `getLayout` for the back office: the admin layout, told who is signed in by the page's props. */
export function adminLayout(page: ReactElement<{ staffEmail?: string }>): ReactNode {
  return <AdminLayout staffEmail={page.props.staffEmail}>{page}</AdminLayout>;
}
