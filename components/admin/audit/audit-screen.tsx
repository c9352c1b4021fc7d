import Link from 'next/link';
import { useT } from '@/lib/i18n';
import { AdminShell } from '../admin-shell';
import { actionKey, filledQuery, formatDateTime } from '../format';
import { Snapshot } from '../leads/record-actions';
import { AdminList } from '../list/admin-list';
import type { Column } from '../list/data-table';
import { FilterBar, type FilterField } from '../list/filter-bar';
import type { ListPage } from '../list/pager';

/** One staff action: who, what, on which record, before and after. */
type AuditRow = {
  id: number;
  /** ISO 8601 */
  at: string;
  staffEmail: string;
  action: string;
  entityType: string;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/** The log's filters, in the order the form shows them. */
export const ADMIN_AUDIT_FILTERS = ['staff', 'action', 'entityType', 'entityId', 'from', 'to'] as const;
type AdminAuditFilter = (typeof ADMIN_AUDIT_FILTERS)[number];

export type AdminAuditScreenProps = {
  log: ListPage & { entries: readonly AuditRow[]; /** the actions and record types recorded so far (filter choices) */ actions: readonly string[]; entityTypes: readonly string[] };
  /** the filters the log was asked with ('' = not set) */
  filters: Record<AdminAuditFilter, string>;
};

/** Where a record of the audit log can be opened in the back office, if anywhere. */
function recordHref(type: string, id: string): string | null {
  if (type === 'lead') return `/admin/leads/${id}`;
  if (type === 'order') return `/admin/orders/${id}`;
  if (type === 'service_request') return `/admin/requests/service/${id}`;
  if (type === 'quote_request') return `/admin/requests/quote/${id}`;
  return null;
}

/** /admin/audit: every staff action (who, what, when, before and after), filterable and paged. */
export function AdminAuditScreen({ log, filters }: AdminAuditScreenProps) {
  const { t, locale } = useT('admin-leads');
  const fields: FilterField<AdminAuditFilter>[] = [
    { kind: 'search', name: 'staff', label: t('audit_filter_staff') },
    { kind: 'select', name: 'action', label: t('audit_filter_action'), options: log.actions.map((a) => ({ value: a, label: t(actionKey(a), { defaultValue: a }) })) },
    { kind: 'select', name: 'entityType', label: t('audit_filter_type'), options: log.entityTypes.map((a) => ({ value: a, label: a })) },
    { kind: 'text', name: 'entityId', label: t('audit_filter_id') },
    { kind: 'date', name: 'from', label: t('filter_from') },
    { kind: 'date', name: 'to', label: t('filter_to') },
  ];
  const columns: Column<AuditRow>[] = [
    { key: 'when', header: t('col_when'), nowrap: true, cell: (e) => formatDateTime(e.at, locale) },
    { key: 'staff', header: t('col_staff'), cell: (e) => e.staffEmail },
    {
      key: 'action',
      header: t('col_action'),
      cellTestId: 'audit-action',
      cell: (e) => (
        <>
          {t(actionKey(e.action), { defaultValue: e.action })}
          <br />
          <small>{e.action}</small>
        </>
      ),
    },
    {
      key: 'record',
      header: t('col_record'),
      cell: (e) => {
        const href = recordHref(e.entityType, e.entityId);
        return (
          <>
            {e.entityType}
            <br />
            {href ? <Link href={href}>{e.entityId}</Link> : <span>{e.entityId}</span>}
          </>
        );
      },
    },
    { key: 'before', header: t('audit_before'), cell: (e) => <Snapshot value={e.before} /> },
    { key: 'after', header: t('audit_after'), cell: (e) => <Snapshot value={e.after} /> },
  ];
  return (
    <AdminShell title={t('audit_title')}>
      <FilterBar pathname="/admin/audit" fields={fields} values={filters} label={t('audit_title')} ns="admin-leads" testId="admin-audit-filters" />
      <AdminList
        ns="admin-leads"
        count={t('audit_count', { count: log.total })}
        columns={columns}
        rows={log.entries}
        rowKey={(e) => e.id}
        label={t('table_label', { name: t('audit_title') })}
        testId="admin-audit"
        rowTestId="admin-audit-row"
        empty={{ text: t('audit_empty'), testId: 'admin-audit-empty' }}
        paging={{ pathname: '/admin/audit', query: filledQuery(filters), page: log.page, pageSize: log.pageSize, total: log.total }}
      />
    </AdminShell>
  );
}
