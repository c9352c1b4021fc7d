import type { GetServerSideProps } from 'next';
import Link from 'next/link';
import * as z from 'zod/mini';
import { Button, ButtonLink } from '@/components/common/button';
import { AdminForbidden, AdminShell } from '@/components/admin/admin-shell';
import { AdminPager } from '@/components/admin/pager';
import styles from '@/components/admin/admin.module.css';
import { filledQuery, formatDateTime } from '@/components/admin/format';
import { ADMIN_ORDER_STATUSES, ADMIN_PAYMENT_METHODS, adminOrderQuery, type AdminOrderQuery } from '@/lib/contracts/admin';
import { formatPrice } from '@/lib/catalog/money';
import { useT } from '@/lib/i18n';
import { listAdminOrders, type AdminOrderList } from '@/lib/server/admin/orders';
import { staffForPage } from '@/lib/server/admin/pages';
import { basePageProps } from '@/lib/server/page-props';

type Filters = { status: string; payment: string; from: string; to: string; customer: string; q: string };
type Props = { forbidden: true } | { forbidden?: false; staffEmail: string; list: AdminOrderList; filters: Filters };


/** /admin/orders: every order, filterable by status, payment, date, customer and number/e-mail. */
export default function AdminOrdersPage(props: Props) {
  const { t, locale } = useT('admin');
  if (props.forbidden) return <AdminForbidden />;
  const { list, filters, staffEmail } = props;
  return (
    <AdminShell title={t('orders_title')} staffEmail={staffEmail}>
      <form method="get" className={styles.filters} role="search" aria-label={t('orders_title')} data-testid="admin-order-filters">
        <label className={styles.field}>
          {t('filter_q')}
          <input type="search" name="q" defaultValue={filters.q} />
        </label>
        <label className={styles.field}>
          {t('filter_status')}
          <select name="status" defaultValue={filters.status}>
            <option value="">{t('filter_any')}</option>
            {ADMIN_ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status_${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {t('filter_payment')}
          <select name="payment" defaultValue={filters.payment}>
            <option value="">{t('filter_any')}</option>
            {ADMIN_PAYMENT_METHODS.map((p) => (
              <option key={p} value={p}>
                {t(`payment_${p}`)}
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
        <label className={styles.field}>
          {t('filter_customer')}
          <input type="text" name="customer" defaultValue={filters.customer} />
        </label>
        <Button type="submit">{t('filter_apply')}</Button>
        <ButtonLink variant="ghost" href="/admin/orders">
          {t('filter_reset')}
        </ButtonLink>
      </form>
      <p role="status">{t('orders_count', { count: list.total })}</p>
      {list.orders.length === 0 ? (
        <p className={styles.empty} data-testid="admin-orders-empty">
          {t('orders_empty')}
        </p>
      ) : (
        <div className={styles.tableWrap} role="region" aria-labelledby="admin-title" tabIndex={0}>
          <table className={styles.table} data-testid="admin-orders">
            <thead>
              <tr>
                <th scope="col">{t('col_number')}</th>
                <th scope="col">{t('col_date')}</th>
                <th scope="col">{t('col_customer')}</th>
                <th scope="col">{t('col_payment')}</th>
                <th scope="col">{t('col_status')}</th>
                <th scope="col" className={styles.num}>
                  {t('col_total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.orders.map((o) => (
                <tr key={o.id} data-testid="admin-order-row">
                  <td>
                    <Link href={`/admin/orders/${o.id}`}>{o.orderNumber}</Link>
                  </td>
                  <td>{formatDateTime(o.createdAt, locale)}</td>
                  <td>
                    {o.company ? `${o.company} · ` : ''}
                    {o.firstName} {o.lastName}
                    <br />
                    {o.email}
                  </td>
                  <td>{t(`payment_${o.paymentMethod}`)}</td>
                  <td>
                    <span className={styles.badge}>{t(`status_${o.status}`)}</span>
                  </td>
                  <td className={styles.num}>{formatPrice(o.totalCents, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPager pathname="/admin/orders" query={filledQuery(filters)} page={list.page} pageSize={list.pageSize} total={list.total} />
    </AdminShell>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async (ctx) => {
  const access = await staffForPage(ctx);
  if ('redirect' in access) return { redirect: access.redirect };
  if ('forbidden' in access) return { props: { ...(await basePageProps(ctx.locale, ['admin'])), forbidden: true } };
  const raw = Object.fromEntries(Object.entries(ctx.query).flatMap(([k, v]) => (typeof v === 'string' && v !== '' ? [[k, v]] : [])));
  const parsed = z.safeParse(adminOrderQuery, raw);
  const query: AdminOrderQuery = parsed.success ? parsed.data : { customer: undefined, q: undefined };
  const list = await listAdminOrders(query);
  const filters: Filters = {
    status: query.status ?? '',
    payment: query.payment ?? '',
    from: query.from ?? '',
    to: query.to ?? '',
    customer: query.customer ?? '',
    q: query.q ?? '',
  };
  return { props: { ...(await basePageProps(ctx.locale, ['admin'])), staffEmail: access.staff.email, list, filters } };
};
