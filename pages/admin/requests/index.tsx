import type { GetServerSideProps } from 'next';
import Link from 'next/link';
import * as z from 'zod/mini';
import { Button, ButtonLink } from '@/components/common/button';
import { AdminForbidden, AdminShell } from '@/components/admin/admin-shell';
import styles from '@/components/admin/admin.module.css';
import own from '@/components/admin/leads/leads.module.css';
import { filledQuery, formatDateTime, formatDay, stringQuery } from '@/components/admin/format';
import { AdminPager } from '@/components/admin/pager';
import {
  ADMIN_QUOTE_REQUEST_STATUSES,
  ADMIN_REQUEST_KINDS,
  ADMIN_REQUEST_PAGE_PARAMS,
  ADMIN_SERVICE_REQUEST_STATUSES,
  adminRequestQuery,
  type AdminRequestQuery,
} from '@/lib/contracts/admin-leads';
import { formatPrice } from '@/lib/catalog/money';
import { useT } from '@/lib/i18n';
import { listAdminRequests, type AdminRequestList } from '@/lib/server/admin/leads-requests';
import { staffForPage } from '@/lib/server/admin/pages';
import { basePageProps } from '@/lib/server/page-props';

type Filters = { kind: string; status: string; q: string };
type Props = { forbidden: true } | { forbidden?: false; staffEmail: string; list: AdminRequestList; filters: Filters };

const NS = ['admin-leads', 'admin'];

type Customer = { customerEmail: string; customerFirstName: string; customerLastName: string; customerCompany: string | null };
function CustomerCell({ c }: { c: Customer }) {
  return (
    <>
      {c.customerCompany ? `${c.customerCompany} · ` : ''}
      {c.customerFirstName} {c.customerLastName}
      <br />
      {c.customerEmail}
    </>
  );
}

type ListKey = keyof typeof ADMIN_REQUEST_PAGE_PARAMS;

/**
 * /admin/requests: customers' service requests (end-of-life pickups), quote requests and quotes,
 * each list paged on its own with its page in the URL.
 */
export default function AdminRequestsPage(props: Props) {
  const { t, locale } = useT('admin-leads');
  if (props.forbidden) return <AdminForbidden />;
  const { list, filters, staffEmail } = props;
  /** A list's pager: its links keep the filters and the pages the other lists show. */
  const pager = (key: ListKey, name: string) => {
    const others = (Object.keys(ADMIN_REQUEST_PAGE_PARAMS) as ListKey[]).filter((k) => k !== key && list.paging[k].page > 1);
    const query = { ...filledQuery(filters), ...Object.fromEntries(others.map((k) => [ADMIN_REQUEST_PAGE_PARAMS[k], String(list.paging[k].page)])) };
    const { page, pageSize, total } = list.paging[key];
    return <AdminPager pathname="/admin/requests" query={query} page={page} pageSize={pageSize} total={total} ns="admin-leads" param={ADMIN_REQUEST_PAGE_PARAMS[key]} listName={name} />;
  };
  const statusLabel = (s: string) =>
    (ADMIN_SERVICE_REQUEST_STATUSES as readonly string[]).includes(s) ? t(`service_status_${s}`) : t(`quote_status_${s}`);
  const allStatuses = [...new Set<string>([...ADMIN_SERVICE_REQUEST_STATUSES, ...ADMIN_QUOTE_REQUEST_STATUSES])];
  return (
    <AdminShell title={t('requests_title')} staffEmail={staffEmail}>
      <form method="get" className={`${styles.filters} ${own.filters}`} role="search" aria-label={t('requests_title')} data-testid="admin-request-filters">
        <label className={styles.field}>
          {t('requests_filter_q')}
          <input type="search" name="q" defaultValue={filters.q} />
        </label>
        <label className={styles.field}>
          {t('requests_filter_kind')}
          <select name="kind" defaultValue={filters.kind}>
            <option value="">{t('filter_any')}</option>
            {ADMIN_REQUEST_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`kind_${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {t('filter_status')}
          <select name="status" defaultValue={filters.status}>
            <option value="">{t('filter_any')}</option>
            {allStatuses.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit">{t('filter_apply')}</Button>
        <ButtonLink variant="ghost" href="/admin/requests">
          {t('filter_reset')}
        </ButtonLink>
      </form>

      {filters.kind !== 'quote' ? (
        <section className={own.section} aria-labelledby="requests-service">
          <h2 id="requests-service">{t('requests_service')}</h2>
          {list.serviceRequests.length === 0 ? (
            <p className={styles.empty} data-testid="admin-service-empty">
              {t('requests_service_empty')}
            </p>
          ) : (
            <div className={`${styles.tableWrap} ${own.tableWrap}`} role="region" aria-label={t('table_label', { name: t('requests_service') })} tabIndex={0}>
              <table className={styles.table} data-testid="admin-service-requests">
                <thead>
                  <tr>
                    <th scope="col">{t('col_number')}</th>
                    <th scope="col">{t('col_customer')}</th>
                    <th scope="col">{t('col_date')}</th>
                    <th scope="col" className={styles.num}>
                      {t('col_devices')}
                    </th>
                    <th scope="col">{t('col_status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.serviceRequests.map((r) => (
                    <tr key={r.id} data-testid="admin-service-row">
                      <td>
                        <Link href={`/admin/requests/service/${r.id}`}>{r.number}</Link>
                        <br />
                        <small>{t(`kind_${r.kind}`)}</small>
                      </td>
                      <td>
                        <CustomerCell c={r} />
                      </td>
                      <td>{formatDateTime(r.createdAt, locale)}</td>
                      <td className={styles.num}>{r.deviceCount}</td>
                      <td>
                        <span className={styles.badge}>{t(`service_status_${r.status}`)}</span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {pager('serviceRequests', t('requests_service'))}
        </section>
      ) : null}

      {filters.kind !== 'service' ? (
        <section className={own.section} aria-labelledby="requests-quote">
          <h2 id="requests-quote">{t('requests_quote')}</h2>
          {list.quoteRequests.length === 0 ? (
            <p className={styles.empty} data-testid="admin-quote-requests-empty">
              {t('requests_quote_empty')}
            </p>
          ) : (
            <div className={`${styles.tableWrap} ${own.tableWrap}`} role="region" aria-label={t('table_label', { name: t('requests_quote') })} tabIndex={0}>
              <table className={styles.table} data-testid="admin-quote-requests">
                <thead>
                  <tr>
                    <th scope="col">{t('col_product')}</th>
                    <th scope="col">{t('col_customer')}</th>
                    <th scope="col">{t('col_date')}</th>
                    <th scope="col" className={styles.num}>
                      {t('col_quantity')}
                    </th>
                    <th scope="col" className={styles.num}>
                      {t('col_stock')}
                    </th>
                    <th scope="col">{t('col_status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.quoteRequests.map((r) => (
                    <tr key={r.id} data-testid="admin-quote-request-row">
                      <td>
                        <Link href={`/admin/requests/quote/${r.id}`}>{r.title}</Link>
                        <br />
                        <small>{r.sku}</small>
                      </td>
                      <td>
                        <CustomerCell c={r} />
                      </td>
                      <td>{formatDateTime(r.createdAt, locale)}</td>
                      <td className={styles.num}>{r.quantity}</td>
                      <td className={styles.num}>{r.stockAtRequest}</td>
                      <td>
                        <span className={styles.badge}>{t(`quote_status_${r.status}`)}</span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {pager('quoteRequests', t('requests_quote'))}
        </section>
      ) : null}

      <section className={own.section} aria-labelledby="requests-quotes">
        <h2 id="requests-quotes">{t('requests_quotes')}</h2>
        {list.quotes.length === 0 ? (
          <p className={styles.empty} data-testid="admin-quotes-empty">
            {t('requests_quotes_empty')}
          </p>
        ) : (
          <div className={`${styles.tableWrap} ${own.tableWrap}`} role="region" aria-label={t('table_label', { name: t('requests_quotes') })} tabIndex={0}>
            <table className={styles.table} data-testid="admin-quotes">
              <thead>
                <tr>
                  <th scope="col">{t('col_number')}</th>
                  <th scope="col">{t('col_customer')}</th>
                  <th scope="col">{t('col_date')}</th>
                  <th scope="col">{t('col_valid_until')}</th>
                  <th scope="col">{t('col_status')}</th>
                  <th scope="col" className={styles.num}>
                    {t('col_total')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.quotes.map((q) => (
                  <tr key={q.id} data-testid="admin-quote-row">
                    <td>{q.number}</td>
                    <td>
                      <CustomerCell c={q} />
                    </td>
                    <td>{formatDateTime(q.createdAt, locale)}</td>
                    <td>{formatDay(q.validUntil, locale)}</td>
                    <td>
                      <span className={styles.badge}>{t(`quotes_status_${q.status}`)}</span>
                    </td>
                    <td className={styles.num}>{formatPrice(q.totalCents, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {pager('quotes', t('requests_quotes'))}
      </section>
    </AdminShell>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async (ctx) => {
  const access = await staffForPage(ctx);
  if ('redirect' in access) return { redirect: access.redirect };
  if ('forbidden' in access) return { props: { ...(await basePageProps(ctx.locale, NS)), forbidden: true } };
  const parsed = z.safeParse(adminRequestQuery, stringQuery(ctx.query));
  const query: AdminRequestQuery = parsed.success ? parsed.data : { q: undefined, status: undefined };
  const list = await listAdminRequests(query);
  const filters: Filters = { kind: query.kind ?? '', status: query.status ?? '', q: query.q ?? '' };
  return { props: { ...(await basePageProps(ctx.locale, NS)), staffEmail: access.staff.email, list, filters } };
};
