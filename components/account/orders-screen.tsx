import Link from 'next/link';
import { useRouter } from 'next/router';
import { Seo } from '@/components/common/seo';
import { ORDER_STATUS_FILTERS } from '@/lib/contracts/account-orders';
import { useAccountResource } from '@/lib/account-client';
import { useT } from '@/lib/i18n';
import { AccountShell, Badge, ResourceState, useAccountFormat } from './account-shell';
import styles from './area.module.css';

type OrderListItem = { id: string; orderNumber: string; createdAt: string; status: string; itemCount: number; totalCents: number };
type OrderList = { items: OrderListItem[]; total: number; page: number; pageSize: number };

/** /account/orders: the customer's orders, filter by status, ten per page. */
export function OrdersScreen({ customerType }: { customerType: 'private' | 'business' }) {
  const { t } = useT('account-area');
  const f = useAccountFormat();
  const router = useRouter();
  const status = typeof router.query.status === 'string' && (ORDER_STATUS_FILTERS as readonly string[]).includes(router.query.status) ? router.query.status : '';
  const page = Math.max(1, Number.parseInt(String(router.query.page ?? '1'), 10) || 1);
  const qs = new URLSearchParams({ ...(status ? { status } : {}), ...(page > 1 ? { page: String(page) } : {}) }).toString();
  const { data, error, isLoading, mutate } = useAccountResource<OrderList>(router.isReady ? `/v1/account/orders${qs ? `?${qs}` : ''}` : null);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const go = (next: { status?: string; page?: number }) => {
    const query: Record<string, string> = {};
    const s = next.status ?? status;
    if (s) query.status = s;
    if ((next.page ?? 1) > 1) query.page = String(next.page);
    void router.push({ pathname: '/account/orders', query }, undefined, { shallow: true, scroll: false });
  };
  return (
    <AccountShell customerType={customerType} title={t('orders_title')} intro={t('orders_intro')}>
      <Seo subline={t('orders_title')} noindex />
      <section className={styles.panel} aria-labelledby="orders-list-title">
        <h2 id="orders-list-title" className="visually-hidden">
          {t('orders_title')}
        </h2>
        <div className={styles.toolbar}>
          <label className={styles.select}>
            {t('orders_filter')}
            <select value={status} onChange={(e) => go({ status: e.target.value, page: 1 })} data-testid="orders-filter">
              <option value="">{t('orders_filter_all')}</option>
              {ORDER_STATUS_FILTERS.map((s) => (
                <option key={s} value={s}>
                  {t(`status_${s}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        {!data ? <ResourceState error={error} isLoading={isLoading || !router.isReady} onRetry={() => void mutate()} /> : null}
        {data && data.items.length === 0 ? (
          <p className={styles.empty} data-testid="orders-empty">
            {status ? t('orders_empty_filtered') : t('orders_empty')}
          </p>
        ) : null}
        {data && data.items.length > 0 ? (
          <>
            <table className={styles.table} data-testid="orders-table" aria-busy={isLoading}>
              <thead>
                <tr>
                  <th scope="col">{t('col_number')}</th>
                  <th scope="col">{t('col_date')}</th>
                  <th scope="col">{t('col_status')}</th>
                  <th scope="col" className={styles.num}>
                    {t('col_items')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {t('col_total')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((o) => (
                  <tr key={o.id} data-testid="order-row">
                    <td data-label={t('col_number')}>
                      <Link href={`/account/orders/${o.id}`} data-testid="order-link">
                        {o.orderNumber}
                      </Link>
                    </td>
                    <td data-label={t('col_date')}>{f.date(o.createdAt)}</td>
                    <td data-label={t('col_status')}>
                      <Badge kind={o.status} testId="order-status">
                        {t(`status_${o.status}`)}
                      </Badge>
                    </td>
                    <td data-label={t('col_items')} className={styles.num}>
                      {t('items_count', { count: o.itemCount })}
                    </td>
                    <td data-label={t('col_total')} className={styles.num}>
                      {f.money(o.totalCents)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {pages > 1 ? (
              <nav className={styles.pager} aria-label={t('pagination')} data-testid="orders-pager">
                <button type="button" onClick={() => go({ page: page - 1 })} disabled={page <= 1}>
                  ‹ {t('page_prev')}
                </button>
                <span aria-live="polite">{t('page_of', { page, pages })}</span>
                <button type="button" onClick={() => go({ page: page + 1 })} disabled={page >= pages} data-testid="orders-next">
                  {t('page_next')} ›
                </button>
              </nav>
            ) : null}
          </>
        ) : null}
      </section>
    </AccountShell>
  );
}
