import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/common/button';
import { Seo } from '@/components/common/seo';
import { useT } from '@/lib/i18n';
import styles from './admin.module.css';

/** The back office's sections, in the order the navigation lists them. */
const SECTIONS = ['orders', 'catalog', 'leads', 'requests', 'affiliates', 'newsletter', 'audit'] as const;

/** Frame of every back-office screen: section navigation, title, who is signed in, sign-out. */
export function AdminShell({ title, staffEmail, children }: { title: string; staffEmail: string; children: ReactNode }) {
  const { t } = useT('admin');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const logout = async () => {
    setBusy(true);
    try {
      await fetch('/api/admin/logout', { method: 'POST', credentials: 'same-origin' });
    } finally {
      await router.push('/admin/login');
    }
  };
  return (
    <div className={`container ${styles.page}`}>
      <Seo subline={title} noindex />
      <nav className={styles.nav} aria-label={t('nav_label')} data-testid="admin-nav">
        <ul>
          {SECTIONS.map((section) => {
            const href = `/admin/${section}`;
            const current = router.pathname === href || router.pathname.startsWith(`${href}/`);
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
      <div className={styles.bar}>
        <h1 id="admin-title">{title}</h1>
        <div>
          <span>{t('signed_in_as', { email: staffEmail })}</span>{' '}
          <Button variant="secondary" onClick={() => void logout()} disabled={busy} data-testid="admin-logout">
            {t('logout')}
          </Button>
        </div>
      </div>
      {children}
    </div>
  );
}

/** What a signed-in customer sees on a back-office page (answered with 403). */
export function AdminForbidden() {
  const { t } = useT('admin');
  return (
    <div className={`container ${styles.page}`}>
      <Seo subline={t('forbidden_title')} noindex />
      <section className={styles.card}>
        <h1>{t('forbidden_title')}</h1>
        <p data-testid="admin-forbidden">{t('forbidden_text')}</p>
        <p>
          <Link href="/admin/login">{t('to_staff_login')}</Link>
        </p>
      </section>
    </div>
  );
}

