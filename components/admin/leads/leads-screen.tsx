import Link from 'next/link';
import { ADMIN_LEAD_STATUSES } from '@/lib/contracts/admin-leads';
import { LEAD_TOPICS } from '@/lib/contracts/lead';
import { useT } from '@/lib/i18n';
import { AdminShell } from '../admin-shell';
import styles from '../admin.module.css';
import { filledQuery, formatDateTime } from '../format';
import { AdminList } from '../list/admin-list';
import type { Column } from '../list/data-table';
import { FilterBar, type FilterField } from '../list/filter-bar';
import type { ListPage } from '../list/pager';

/** One lead as the list shows it. */
type AdminLeadRow = {
  id: string;
  topic: string;
  name: string;
  email: string;
  company: string | null;
  /** the page the form was sent from */
  page: string;
  status: string;
  /** ISO 8601 */
  createdAt: string;
};

/** The list's filters, in the order the form shows them. */
export const ADMIN_LEAD_FILTERS = ['q', 'topic', 'status', 'from', 'to'] as const;
type AdminLeadFilter = (typeof ADMIN_LEAD_FILTERS)[number];

export type AdminLeadsScreenProps = {
  list: ListPage & { leads: readonly AdminLeadRow[] };
  /** the filters the list was asked with ('' = not set) */
  filters: Record<AdminLeadFilter, string>;
};

/** /admin/leads: contact, service-page and landing-page leads and affiliate applications, filterable. */
export function AdminLeadsScreen({ list, filters }: AdminLeadsScreenProps) {
  const { t, locale } = useT(['admin-leads', 'leads']);
  const fields: FilterField<AdminLeadFilter>[] = [
    { kind: 'search', name: 'q', label: t('filter_q') },
    { kind: 'select', name: 'topic', label: t('filter_topic'), options: LEAD_TOPICS.map((s) => ({ value: s, label: t(`leads:topic_${s}`) })) },
    { kind: 'select', name: 'status', label: t('filter_status'), options: ADMIN_LEAD_STATUSES.map((s) => ({ value: s, label: t(`lead_status_${s}`) })) },
    { kind: 'date', name: 'from', label: t('filter_from') },
    { kind: 'date', name: 'to', label: t('filter_to') },
  ];
  const columns: Column<AdminLeadRow>[] = [
    {
      key: 'sender',
      header: t('col_sender'),
      cell: (l) => (
        <>
          <Link href={`/admin/leads/${l.id}`}>{l.name}</Link>
          <br />
          {l.company ? `${l.company} · ` : ''}
          {l.email}
        </>
      ),
    },
    { key: 'topic', header: t('col_topic'), cell: (l) => t(`leads:topic_${l.topic}`) },
    { key: 'date', header: t('col_date'), nowrap: true, cell: (l) => formatDateTime(l.createdAt, locale) },
    { key: 'status', header: t('col_status'), cell: (l) => <span className={styles.badge}>{t(`lead_status_${l.status}`)}</span> },
    { key: 'page', header: t('col_page'), cell: (l) => l.page },
  ];
  return (
    <AdminShell title={t('leads_title')}>
      <FilterBar pathname="/admin/leads" fields={fields} values={filters} label={t('leads_title')} ns="admin-leads" testId="admin-lead-filters" />
      <AdminList
        ns="admin-leads"
        count={t('leads_count', { count: list.total })}
        columns={columns}
        rows={list.leads}
        rowKey={(l) => l.id}
        label={t('table_label', { name: t('leads_title') })}
        testId="admin-leads"
        rowTestId="admin-lead-row"
        empty={{ text: t('leads_empty'), testId: 'admin-leads-empty' }}
        paging={{ pathname: '/admin/leads', query: filledQuery(filters), page: list.page, pageSize: list.pageSize, total: list.total }}
      />
    </AdminShell>
  );
}
