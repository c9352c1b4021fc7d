import type { GetServerSideProps } from 'next';
import * as z from 'zod/mini';
import { Button, ButtonLink } from '@/components/common/button';
import { AdminForbidden, AdminShell } from '@/components/admin/admin-shell';
import { AdminPager } from '@/components/admin/pager';
import styles from '@/components/admin/admin.module.css';
import own from '@/components/admin/leads/leads.module.css';
import buttonStyles from '@/components/common/button.module.css';
import { formatDateTime, stringQuery } from '@/components/admin/format';
import { adminNewsletterQuery, type AdminNewsletterQuery } from '@/lib/contracts/admin-leads';
import { useT } from '@/lib/i18n';
import { listConfirmedSubscribers, type AdminSubscriberList } from '@/lib/server/admin/leads-newsletter';
import { staffForPage } from '@/lib/server/admin/pages';
import { basePageProps } from '@/lib/server/page-props';

type Props = { forbidden: true } | { forbidden?: false; staffEmail: string; list: AdminSubscriberList; q: string };

const NS = ['admin-leads', 'admin'];

/** /admin/newsletter: confirmed subscribers only (count, list, search) and the CSV export. */
export default function AdminNewsletterPage(props: Props) {
  const { t, locale } = useT('admin-leads');
  if (props.forbidden) return <AdminForbidden />;
  const { list, q, staffEmail } = props;
  return (
    <AdminShell title={t('newsletter_title')} staffEmail={staffEmail}>
      <div className={own.toolbar}>
        <p>
          <strong data-testid="newsletter-count">{t('newsletter_count', { count: list.confirmedCount })}</strong>
          <br />
          <span className={own.meta}>{t('newsletter_intro')}</span>
        </p>
        {/* a plain download link: the browser sends the staff cookie and saves the file */}
        <a className={`${buttonStyles.button} ${buttonStyles.secondary}`} href="/api/admin/newsletter/export" download data-testid="newsletter-export">
          {t('newsletter_export')}
        </a>
      </div>
      <form method="get" className={`${styles.filters} ${own.filters}`} role="search" aria-label={t('newsletter_title')}>
        <label className={styles.field}>
          {t('newsletter_filter_q')}
          <input type="search" name="q" defaultValue={q} />
        </label>
        <Button type="submit">{t('filter_apply')}</Button>
        <ButtonLink variant="ghost" href="/admin/newsletter">
          {t('filter_reset')}
        </ButtonLink>
      </form>
      {q ? <p role="status">{t('newsletter_matches', { count: list.total })}</p> : null}
      {list.subscribers.length === 0 ? (
        <p className={styles.empty} data-testid="admin-newsletter-empty">
          {t('newsletter_empty')}
        </p>
      ) : (
        <div className={`${styles.tableWrap} ${own.tableWrap}`} role="region" aria-label={t('table_label', { name: t('newsletter_title') })} tabIndex={0}>
          <table className={styles.table} data-testid="admin-subscribers">
            <thead>
              <tr>
                <th scope="col">{t('col_email')}</th>
                <th scope="col">{t('col_locale')}</th>
                <th scope="col">{t('col_source')}</th>
                <th scope="col">{t('col_confirmed')}</th>
              </tr>
            </thead>
            <tbody>
              {list.subscribers.map((s) => (
                <tr key={s.id} data-testid="admin-subscriber-row">
                  <td>{s.email}</td>
                  <td>{t(`locale_${s.locale}`)}</td>
                  <td>{s.source}</td>
                  <td>{s.confirmedAt ? formatDateTime(s.confirmedAt, locale) : t('audit_nothing')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPager pathname="/admin/newsletter" query={q ? { q } : {}} page={list.page} pageSize={list.pageSize} total={list.total} ns="admin-leads" />
    </AdminShell>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async (ctx) => {
  const access = await staffForPage(ctx);
  if ('redirect' in access) return { redirect: access.redirect };
  if ('forbidden' in access) return { props: { ...(await basePageProps(ctx.locale, NS)), forbidden: true } };
  const parsed = z.safeParse(adminNewsletterQuery, stringQuery(ctx.query));
  const query: AdminNewsletterQuery = parsed.success ? parsed.data : { q: undefined };
  const list = await listConfirmedSubscribers(query);
  return { props: { ...(await basePageProps(ctx.locale, NS)), staffEmail: access.staff.email, list, q: query.q ?? '' } };
};
