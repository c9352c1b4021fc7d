import type { GetServerSideProps } from 'next';
import Link from 'next/link';
import * as z from 'zod/mini';
import { Button, ButtonLink } from '@/components/common/button';
import { AdminForbidden, AdminShell } from '@/components/admin/admin-shell';
import { AdminPager } from '@/components/admin/pager';
import styles from '@/components/admin/admin.module.css';
import own from '@/components/admin/leads/leads.module.css';
import { filledQuery, formatDateTime, stringQuery } from '@/components/admin/format';
import { ADMIN_LEAD_STATUSES, adminLeadQuery, type AdminLeadQuery } from '@/lib/contracts/admin-leads';
import { LEAD_TOPICS } from '@/lib/contracts/lead';
import { useT } from '@/lib/i18n';
import { listAdminLeads, type AdminLeadList } from '@/lib/server/admin/leads';
import { staffForPage } from '@/lib/server/admin/pages';
import { basePageProps } from '@/lib/server/page-props';

type Filters = { topic: string; status: string; from: string; to: string; q: string };
type Props = { forbidden: true } | { forbidden?: false; staffEmail: string; list: AdminLeadList; filters: Filters };

const NS = ['admin-leads', 'admin', 'leads'];

/** /admin/leads: contact, service-page and landing-page leads and affiliate applications, filterable. */
export default function AdminLeadsPage(props: Props) {
  const { t, locale } = useT(['admin-leads', 'leads']);
  if (props.forbidden) return <AdminForbidden />;
  const { list, filters, staffEmail } = props;
  return (
    <AdminShell title={t('leads_title')} staffEmail={staffEmail}>
      <form method="get" className={`${styles.filters} ${own.filters}`} role="search" aria-label={t('leads_title')} data-testid="admin-lead-filters">
        <label className={styles.field}>
          {t('filter_q')}
          <input type="search" name="q" defaultValue={filters.q} />
        </label>
        <label className={styles.field}>
          {t('filter_topic')}
          <select name="topic" defaultValue={filters.topic}>
            <option value="">{t('filter_any')}</option>
            {LEAD_TOPICS.map((s) => (
              <option key={s} value={s}>
                {t(`leads:topic_${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {t('filter_status')}
          <select name="status" defaultValue={filters.status}>
            <option value="">{t('filter_any')}</option>
            {ADMIN_LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`lead_status_${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {t('filter_from')}
          <input type="date" name="from" defaultValue={filters.from} />
        </label>
        <label className={styles.field}>
          {t('filter_to')}
          <input type="date" name="to" defaultValue={filters.to} />
        </label>
        <Button type="submit">{t('filter_apply')}</Button>
        <ButtonLink variant="ghost" href="/admin/leads">
          {t('filter_reset')}
        </ButtonLink>
      </form>
      <p role="status">{t('leads_count', { count: list.total })}</p>
      {list.leads.length === 0 ? (
        <p className={styles.empty} data-testid="admin-leads-empty">
          {t('leads_empty')}
        </p>
      ) : (
        <div className={`${styles.tableWrap} ${own.tableWrap}`} role="region" aria-label={t('table_label', { name: t('leads_title') })} tabIndex={0}>
          <table className={styles.table} data-testid="admin-leads">
            <thead>
              <tr>
                <th scope="col">{t('col_sender')}</th>
                <th scope="col">{t('col_topic')}</th>
                <th scope="col">{t('col_date')}</th>
                <th scope="col">{t('col_status')}</th>
                <th scope="col">{t('col_page')}</th>
              </tr>
            </thead>
            <tbody>
              {list.leads.map((l) => (
                <tr key={l.id} data-testid="admin-lead-row">
                  <td>
                    <Link href={`/admin/leads/${l.id}`}>{l.name}</Link>
                    <br />
                    {l.company ? `${l.company} · ` : ''}
                    {l.email}
                  </td>
                  <td>{t(`leads:topic_${l.topic}`)}</td>
                  <td>{formatDateTime(l.createdAt, locale)}</td>
                  <td>
                    <span className={styles.badge}>{t(`lead_status_${l.status}`)}</span>
                  </td>
                  <td>{l.page}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPager pathname="/admin/leads" query={filledQuery(filters)} page={list.page} pageSize={list.pageSize} total={list.total} ns="admin-leads" />
    </AdminShell>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async (ctx) => {
  const access = await staffForPage(ctx);
  if ('redirect' in access) return { redirect: access.redirect };
  if ('forbidden' in access) return { props: { ...(await basePageProps(ctx.locale, NS)), forbidden: true } };
  const parsed = z.safeParse(adminLeadQuery, stringQuery(ctx.query));
  const query: AdminLeadQuery = parsed.success ? parsed.data : { q: undefined };
  const list = await listAdminLeads(query);
  const filters: Filters = { topic: query.topic ?? '', status: query.status ?? '', from: query.from ?? '', to: query.to ?? '', q: query.q ?? '' };
  return { props: { ...(await basePageProps(ctx.locale, NS)), staffEmail: access.staff.email, list, filters } };
};
