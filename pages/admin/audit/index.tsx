import type { GetServerSideProps } from 'next';
import Link from 'next/link';
import * as z from 'zod/mini';
import { Button, ButtonLink } from '@/components/common/button';
import { AdminForbidden, AdminShell } from '@/components/admin/admin-shell';
import { AdminPager } from '@/components/admin/pager';
import styles from '@/components/admin/admin.module.css';
import own from '@/components/admin/leads/leads.module.css';
import { actionKey, filledQuery, formatDateTime, stringQuery } from '@/components/admin/format';
import { Snapshot } from '@/components/admin/leads/record-actions';
import { adminAuditQuery, type AdminAuditQuery } from '@/lib/contracts/admin-leads';
import { useT } from '@/lib/i18n';
import { pageAudit, type AuditPage } from '@/lib/server/admin/audit';
import { berlinDayEnd, berlinDayStart } from '@/lib/server/admin/leads';
import { staffForPage } from '@/lib/server/admin/pages';
import { basePageProps } from '@/lib/server/page-props';

type Filters = { staff: string; action: string; entityType: string; entityId: string; from: string; to: string };
type Props = { forbidden: true } | { forbidden?: false; staffEmail: string; log: AuditPage; filters: Filters };

const NS = ['admin-leads', 'admin'];

/** Where a record of the audit log can be opened in the back office, if anywhere. */
function recordHref(type: string, id: string): string | null {
  if (type === 'lead') return `/admin/leads/${id}`;
  if (type === 'order') return `/admin/orders/${id}`;
  if (type === 'service_request') return `/admin/requests/service/${id}`;
  if (type === 'quote_request') return `/admin/requests/quote/${id}`;
  return null;
}

/** /admin/audit: every staff action (who, what, when, before and after), filterable and paged. */
export default function AdminAuditPage(props: Props) {
  const { t, locale } = useT('admin-leads');
  if (props.forbidden) return <AdminForbidden />;
  const { log, filters, staffEmail } = props;
  return (
    <AdminShell title={t('audit_title')} staffEmail={staffEmail}>
      <form method="get" className={`${styles.filters} ${own.filters}`} role="search" aria-label={t('audit_title')} data-testid="admin-audit-filters">
        <label className={styles.field}>
          {t('audit_filter_staff')}
          <input type="search" name="staff" defaultValue={filters.staff} />
        </label>
        <label className={styles.field}>
          {t('audit_filter_action')}
          <select name="action" defaultValue={filters.action}>
            <option value="">{t('filter_any')}</option>
            {log.actions.map((a) => (
              <option key={a} value={a}>
                {t(actionKey(a), { defaultValue: a })}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {t('audit_filter_type')}
          <select name="entityType" defaultValue={filters.entityType}>
            <option value="">{t('filter_any')}</option>
            {log.entityTypes.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {t('audit_filter_id')}
          <input type="text" name="entityId" defaultValue={filters.entityId} />
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
        <ButtonLink variant="ghost" href="/admin/audit">
          {t('filter_reset')}
        </ButtonLink>
      </form>
      <p role="status">{t('audit_count', { count: log.total })}</p>
      {log.entries.length === 0 ? (
        <p className={styles.empty} data-testid="admin-audit-empty">
          {t('audit_empty')}
        </p>
      ) : (
        <div className={`${styles.tableWrap} ${own.tableWrap}`} role="region" aria-label={t('table_label', { name: t('audit_title') })} tabIndex={0}>
          <table className={styles.table} data-testid="admin-audit">
            <thead>
              <tr>
                <th scope="col">{t('col_when')}</th>
                <th scope="col">{t('col_staff')}</th>
                <th scope="col">{t('col_action')}</th>
                <th scope="col">{t('col_record')}</th>
                <th scope="col">{t('audit_before')}</th>
                <th scope="col">{t('audit_after')}</th>
              </tr>
            </thead>
            <tbody>
              {log.entries.map((e) => {
                const href = recordHref(e.entityType, e.entityId);
                return (
                  <tr key={e.id} data-testid="admin-audit-row">
                    <td>{formatDateTime(e.at, locale)}</td>
                    <td>{e.staffEmail}</td>
                    <td data-testid="audit-action">
                      {t(actionKey(e.action), { defaultValue: e.action })}
                      <br />
                      <small>{e.action}</small>
                    </td>
                    <td>
                      {e.entityType}
                      <br />
                      {href ? <Link href={href}>{e.entityId}</Link> : <span>{e.entityId}</span>}
                    </td>
                    <td>
                      <Snapshot value={e.before} />
                    </td>
                    <td>
                      <Snapshot value={e.after} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <AdminPager pathname="/admin/audit" query={filledQuery(filters)} page={log.page} pageSize={log.pageSize} total={log.total} ns="admin-leads" />
    </AdminShell>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async (ctx) => {
  const access = await staffForPage(ctx);
  if ('redirect' in access) return { redirect: access.redirect };
  if ('forbidden' in access) return { props: { ...(await basePageProps(ctx.locale, NS)), forbidden: true } };
  const parsed = z.safeParse(adminAuditQuery, stringQuery(ctx.query));
  const q: AdminAuditQuery = parsed.success ? parsed.data : { staff: undefined, action: undefined, entityType: undefined, entityId: undefined };
  const log = await pageAudit({
    staffEmail: q.staff,
    action: q.action,
    entityType: q.entityType,
    entityId: q.entityId,
    from: q.from ? berlinDayStart(q.from) : undefined,
    to: q.to ? berlinDayEnd(q.to) : undefined,
    page: q.page,
  });
  const filters: Filters = { staff: q.staff ?? '', action: q.action ?? '', entityType: q.entityType ?? '', entityId: q.entityId ?? '', from: q.from ?? '', to: q.to ?? '' };
  return { props: { ...(await basePageProps(ctx.locale, NS)), staffEmail: access.staff.email, log, filters } };
};
