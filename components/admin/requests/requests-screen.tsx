import Link from 'next/link';
import { formatPrice } from '@/lib/catalog/money';
import { ADMIN_QUOTE_REQUEST_STATUSES, ADMIN_REQUEST_KINDS, ADMIN_REQUEST_PAGE_PARAMS, ADMIN_SERVICE_REQUEST_STATUSES } from '@/lib/contracts/admin-leads';
import { useT } from '@/lib/i18n';
import { AdminShell } from '../admin-shell';
import styles from '../admin.module.css';
import { filledQuery, formatDateTime, formatDay } from '../format';
import own from '../leads/leads.module.css';
import { AdminList } from '../list/admin-list';
import type { Column } from '../list/data-table';
import { FilterBar, type FilterField } from '../list/filter-bar';
import type { ListPage } from '../list/pager';

/** The customer columns every request list carries. */
export type RequestCustomer = { customerEmail: string; customerFirstName: string; customerLastName: string; customerCompany: string | null };

type ServiceRequestRow = RequestCustomer & { id: string; number: string; kind: string; status: string; createdAt: string; deviceCount: number };
type QuoteRequestRow = RequestCustomer & { id: string; title: string; sku: string; quantity: number; stockAtRequest: number; status: string; createdAt: string };
/** validUntil and createdAt ISO 8601; totalCents gross */
type QuoteRow = RequestCustomer & { id: string; number: string; status: string; validUntil: string; totalCents: number; createdAt: string };

type ListKey = keyof typeof ADMIN_REQUEST_PAGE_PARAMS;

/** The list's filters, in the order the form shows them. */
export const ADMIN_REQUEST_FILTERS = ['q', 'kind', 'status'] as const;
type AdminRequestFilter = (typeof ADMIN_REQUEST_FILTERS)[number];

export type AdminRequestsScreenProps = {
  list: {
    serviceRequests: readonly ServiceRequestRow[];
    quoteRequests: readonly QuoteRequestRow[];
    quotes: readonly QuoteRow[];
    /** each list pages on its own */
    paging: Record<ListKey, ListPage>;
  };
  /** the filters the lists were asked with ('' = not set) */
  filters: Record<AdminRequestFilter, string>;
};

function CustomerCell({ c }: { c: RequestCustomer }) {
  return (
    <>
      {c.customerCompany ? `${c.customerCompany} · ` : ''}
      {c.customerFirstName} {c.customerLastName}
      <br />
      {c.customerEmail}
    </>
  );
}

/**
 * /admin/requests: customers' service requests (end-of-life pickups), quote requests and quotes,
 * each list paged on its own with its page in the URL.
 */
export function AdminRequestsScreen({ list, filters }: AdminRequestsScreenProps) {
  const { t, locale } = useT('admin-leads');
  /** A list's pages: its links keep the filters and the pages the other lists show. */
  const paging = (key: ListKey, listName: string) => {
    const others = (Object.keys(ADMIN_REQUEST_PAGE_PARAMS) as ListKey[]).filter((k) => k !== key && list.paging[k].page > 1);
    const query = { ...filledQuery(filters), ...Object.fromEntries(others.map((k) => [ADMIN_REQUEST_PAGE_PARAMS[k], String(list.paging[k].page)])) };
    return { pathname: '/admin/requests', query, ...list.paging[key], param: ADMIN_REQUEST_PAGE_PARAMS[key], listName };
  };
  const statusLabel = (s: string) =>
    (ADMIN_SERVICE_REQUEST_STATUSES as readonly string[]).includes(s) ? t(`service_status_${s}`) : t(`quote_status_${s}`);
  const allStatuses = [...new Set<string>([...ADMIN_SERVICE_REQUEST_STATUSES, ...ADMIN_QUOTE_REQUEST_STATUSES])];
  const fields: FilterField<AdminRequestFilter>[] = [
    { kind: 'search', name: 'q', label: t('requests_filter_q') },
    { kind: 'select', name: 'kind', label: t('requests_filter_kind'), options: ADMIN_REQUEST_KINDS.map((k) => ({ value: k, label: t(`kind_${k}`) })) },
    { kind: 'select', name: 'status', label: t('filter_status'), options: allStatuses.map((s) => ({ value: s, label: statusLabel(s) })) },
  ];
  const customer = { key: 'customer', header: t('col_customer'), cell: (r: RequestCustomer) => <CustomerCell c={r} /> };
  const created = { key: 'date', header: t('col_date'), nowrap: true, cell: (r: { createdAt: string }) => formatDateTime(r.createdAt, locale) };
  const serviceColumns: Column<ServiceRequestRow>[] = [
    {
      key: 'number',
      header: t('col_number'),
      cell: (r) => (
        <>
          <Link href={`/admin/requests/service/${r.id}`}>{r.number}</Link>
          <br />
          <small>{t(`kind_${r.kind}`)}</small>
        </>
      ),
    },
    customer,
    created,
    { key: 'devices', header: t('col_devices'), numeric: true, cell: (r) => r.deviceCount },
    { key: 'status', header: t('col_status'), cell: (r) => <span className={styles.badge}>{t(`service_status_${r.status}`)}</span> },
  ];
  const quoteRequestColumns: Column<QuoteRequestRow>[] = [
    {
      key: 'product',
      header: t('col_product'),
      cell: (r) => (
        <>
          <Link href={`/admin/requests/quote/${r.id}`}>{r.title}</Link>
          <br />
          <small>{r.sku}</small>
        </>
      ),
    },
    customer,
    created,
    { key: 'quantity', header: t('col_quantity'), numeric: true, cell: (r) => r.quantity },
    { key: 'stock', header: t('col_stock'), numeric: true, cell: (r) => r.stockAtRequest },
    { key: 'status', header: t('col_status'), cell: (r) => <span className={styles.badge}>{t(`quote_status_${r.status}`)}</span> },
  ];
  const quoteColumns: Column<QuoteRow>[] = [
    { key: 'number', header: t('col_number'), nowrap: true, cell: (q) => q.number },
    customer,
    created,
    { key: 'valid', header: t('col_valid_until'), nowrap: true, cell: (q) => formatDay(q.validUntil, locale) },
    { key: 'status', header: t('col_status'), cell: (q) => <span className={styles.badge}>{t(`quotes_status_${q.status}`)}</span> },
    { key: 'total', header: t('col_total'), numeric: true, cell: (q) => formatPrice(q.totalCents, locale) },
  ];
  return (
    <AdminShell title={t('requests_title')}>
      <FilterBar pathname="/admin/requests" fields={fields} values={filters} label={t('requests_title')} ns="admin-leads" testId="admin-request-filters" />

      {filters.kind !== 'quote' ? (
        <section className={own.section} aria-labelledby="requests-service">
          <h2 id="requests-service">{t('requests_service')}</h2>
          <AdminList
            ns="admin-leads"
            columns={serviceColumns}
            rows={list.serviceRequests}
            rowKey={(r) => r.id}
            label={t('table_label', { name: t('requests_service') })}
            testId="admin-service-requests"
            rowTestId="admin-service-row"
            empty={{ text: t('requests_service_empty'), testId: 'admin-service-empty' }}
            paging={paging('serviceRequests', t('requests_service'))}
          />
        </section>
      ) : null}

      {filters.kind !== 'service' ? (
        <section className={own.section} aria-labelledby="requests-quote">
          <h2 id="requests-quote">{t('requests_quote')}</h2>
          <AdminList
            ns="admin-leads"
            columns={quoteRequestColumns}
            rows={list.quoteRequests}
            rowKey={(r) => r.id}
            label={t('table_label', { name: t('requests_quote') })}
            testId="admin-quote-requests"
            rowTestId="admin-quote-request-row"
            empty={{ text: t('requests_quote_empty'), testId: 'admin-quote-requests-empty' }}
            paging={paging('quoteRequests', t('requests_quote'))}
          />
        </section>
      ) : null}

      <section className={own.section} aria-labelledby="requests-quotes">
        <h2 id="requests-quotes">{t('requests_quotes')}</h2>
        <AdminList
          ns="admin-leads"
          columns={quoteColumns}
          rows={list.quotes}
          rowKey={(q) => q.id}
          label={t('table_label', { name: t('requests_quotes') })}
          testId="admin-quotes"
          rowTestId="admin-quote-row"
          empty={{ text: t('requests_quotes_empty'), testId: 'admin-quotes-empty' }}
          paging={paging('quotes', t('requests_quotes'))}
        />
      </section>
    </AdminShell>
  );
}
