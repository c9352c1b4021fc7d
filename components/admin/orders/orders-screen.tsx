import Link from 'next/link';
import { ADMIN_ORDER_STATUSES, ADMIN_PAYMENT_METHODS } from '@/lib/contracts/admin';
import { formatPrice } from '@/lib/catalog/money';
import { useT } from '@/lib/i18n';
import { AdminShell } from '../admin-shell';
import styles from '../admin.module.css';
import { filledQuery, formatDateTime } from '../format';
import { AdminList } from '../list/admin-list';
import type { Column } from '../list/data-table';
import { FilterBar, type FilterField } from '../list/filter-bar';
import type { ListPage } from '../list/pager';

/** One order as the list shows it. */
type AdminOrderRow = {
  id: string;
  orderNumber: string;
  /** ISO 8601 */
  createdAt: string;
  email: string;
  firstName: string;
  lastName: string;
  company: string | null;
  paymentMethod: string;
  status: string;
  /** cents, gross */
  totalCents: number;
};

/** The list's filters, in the order the form shows them. */
export const ADMIN_ORDER_FILTERS = ['q', 'status', 'payment', 'from', 'to', 'customer'] as const;
type AdminOrderFilter = (typeof ADMIN_ORDER_FILTERS)[number];

export type AdminOrdersScreenProps = {
  list: ListPage & { orders: readonly AdminOrderRow[] };
  /** the filters the list was asked with ('' = not set) */
  filters: Record<AdminOrderFilter, string>;
};

/** /admin/orders: every order, filterable by status, payment, date, customer and number/e-mail. */
export function AdminOrdersScreen({ list, filters }: AdminOrdersScreenProps) {
  const { t, locale } = useT('admin');
  const fields: FilterField<AdminOrderFilter>[] = [
    { kind: 'search', name: 'q', label: t('filter_q') },
    { kind: 'select', name: 'status', label: t('filter_status'), options: ADMIN_ORDER_STATUSES.map((s) => ({ value: s, label: t(`status_${s}`) })) },
    { kind: 'select', name: 'payment', label: t('filter_payment'), options: ADMIN_PAYMENT_METHODS.map((p) => ({ value: p, label: t(`payment_${p}`) })) },
    { kind: 'date', name: 'from', label: t('filter_from') },
    { kind: 'date', name: 'to', label: t('filter_to') },
    { kind: 'text', name: 'customer', label: t('filter_customer') },
  ];
  const columns: Column<AdminOrderRow>[] = [
    { key: 'number', header: t('col_number'), nowrap: true, cell: (o) => <Link href={`/admin/orders/${o.id}`}>{o.orderNumber}</Link> },
    { key: 'date', header: t('col_date'), nowrap: true, cell: (o) => formatDateTime(o.createdAt, locale) },
    {
      key: 'customer',
      header: t('col_customer'),
      cell: (o) => (
        <>
          {o.company ? `${o.company} · ` : ''}
          {o.firstName} {o.lastName}
          <br />
          {o.email}
        </>
      ),
    },
    { key: 'payment', header: t('col_payment'), cell: (o) => t(`payment_${o.paymentMethod}`) },
    { key: 'status', header: t('col_status'), cell: (o) => <span className={styles.badge}>{t(`status_${o.status}`)}</span> },
    { key: 'total', header: t('col_total'), numeric: true, cell: (o) => formatPrice(o.totalCents, locale) },
  ];
  return (
    <AdminShell title={t('orders_title')}>
      <FilterBar pathname="/admin/orders" fields={fields} values={filters} label={t('orders_title')} testId="admin-order-filters" />
      <AdminList
        count={t('orders_count', { count: list.total })}
        columns={columns}
        rows={list.orders}
        rowKey={(o) => o.id}
        labelledBy="admin-title"
        testId="admin-orders"
        rowTestId="admin-order-row"
        empty={{ text: t('orders_empty'), testId: 'admin-orders-empty' }}
        paging={{ pathname: '/admin/orders', query: filledQuery(filters), page: list.page, pageSize: list.pageSize, total: list.total }}
      />
    </AdminShell>
  );
}
