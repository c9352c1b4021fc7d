import Link from 'next/link';
import type { ReactNode } from 'react';
import { Seo } from '@/components/common/seo';
import { useT } from '@/lib/i18n';
import styles from './admin.module.css';

export type AdminShellProps = { title: string; children: ReactNode };

/** Frame of every back-office screen inside the admin layout: the page title (also the document's) and the content. */
export function AdminShell({ title, children }: AdminShellProps) {
  return (
    <div className={`container ${styles.page}`}>
      <Seo subline={title} noindex />
      <h1 id="admin-title" className={styles.title}>
        {title}
      </h1>
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
