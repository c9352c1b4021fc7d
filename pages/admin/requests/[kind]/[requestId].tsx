import type { GetServerSideProps } from 'next';
import Link from 'next/link';
import { AdminForbidden, AdminShell } from '@/components/admin/admin-shell';
import styles from '@/components/admin/admin.module.css';
import own from '@/components/admin/leads/leads.module.css';
import { formatDateTime } from '@/components/admin/format';
import { RecordActions } from '@/components/admin/leads/record-actions';
import { ADMIN_QUOTE_REQUEST_STATUSES, ADMIN_SERVICE_REQUEST_STATUSES } from '@/lib/contracts/admin-leads';
import { useT } from '@/lib/i18n';
import { assertRecordId } from '@/lib/server/admin/leads';
import { assertRequestKind, getAdminQuoteRequest, getAdminServiceRequest, type AdminQuoteRequest, type AdminServiceRequest } from '@/lib/server/admin/leads-requests';
import { staffForPage } from '@/lib/server/admin/pages';
import { basePageProps } from '@/lib/server/page-props';

type Props = { forbidden: true } | { forbidden?: false; staffEmail: string; request: AdminServiceRequest | AdminQuoteRequest };

const NS = ['admin-leads', 'admin'];

/** /admin/requests/{service|quote}/{id}: one customer request with its devices or item, status, staff note and a reply by mail. */
export default function AdminRequestPage(props: Props) {
  const { t, locale } = useT('admin-leads');
  if (props.forbidden) return <AdminForbidden />;
  const { request: r, staffEmail } = props;
  const c = r.customer;
  const title = r.kind === 'service' ? t('service_title', { number: r.number }) : t('quote_request_title', { title: r.title });
  return (
    <AdminShell title={title} staffEmail={staffEmail}>
      <p>
        <Link href="/admin/requests">{t('back_to_requests')}</Link>
      </p>
      <p>
        <span className={styles.badge} data-testid="request-status">
          {r.kind === 'service' ? t(`service_status_${r.status}`) : t(`quote_status_${r.status}`)}
        </span>{' '}
        · {r.kind === 'service' ? t(`kind_${r.requestKind}`) : t('kind_quote')} · {formatDateTime(r.createdAt, locale)}
      </p>
      <div className={styles.grid}>
        <section className={styles.panel} aria-labelledby="request-customer">
          <h2 id="request-customer">{t('col_customer')}</h2>
          <p>
            {c.company ? (
              <>
                {c.company}
                <br />
              </>
            ) : null}
            {c.firstName} {c.lastName}
            <br />
            <a href={`mailto:${c.email}`}>{c.email}</a>
          </p>
          {r.kind === 'service' ? (
            <>
              <h3>{t('pickup_address')}</h3>
              <p>
                {r.pickupAddress.company ? (
                  <>
                    {r.pickupAddress.company}
                    <br />
                  </>
                ) : null}
                {r.pickupAddress.street}
                <br />
                {r.pickupAddress.postalCode} {r.pickupAddress.city} · {r.pickupAddress.country}
              </p>
              <p>
                {t('contact')}: {r.contactName}
                {r.contactPhone ? ` · ${r.contactPhone}` : ''}
              </p>
              {r.preferredDate ? <p>{t('preferred_date', { date: r.preferredDate })}</p> : null}
            </>
          ) : (
            <p data-testid="quote-request-quantity">{t('requested_quantity', { quantity: r.quantity, stock: r.stockAtRequest })}</p>
          )}
        </section>
        <section className={styles.panel} aria-labelledby="request-note">
          <h2 id="request-note">{t('customer_note')}</h2>
          <p className={own.message} data-testid="request-customer-note">
            {r.customerNote ?? t('audit_nothing')}
          </p>
        </section>
      </div>
      {r.kind === 'service' ? (
        <section aria-labelledby="request-devices">
          <h2 id="request-devices">{t('devices', { count: r.devices.length })}</h2>
          <div className={`${styles.tableWrap} ${own.tableWrap}`} role="region" aria-label={t('table_label', { name: t('col_devices') })} tabIndex={0}>
            <table className={styles.table} data-testid="request-devices">
              <thead>
                <tr>
                  <th scope="col">{t('col_serial')}</th>
                  <th scope="col">{t('col_device')}</th>
                </tr>
              </thead>
              <tbody>
                {r.devices.map((d) => (
                  <tr key={d.id} data-testid="request-device-row">
                    <td>{d.serialNumber}</td>
                    <td>{d.title}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
      <RecordActions
        kind={r.kind}
        apiBase={`/api/admin/requests/${r.kind}/${r.id}`}
        statuses={r.kind === 'service' ? ADMIN_SERVICE_REQUEST_STATUSES : ADMIN_QUOTE_REQUEST_STATUSES}
        statusPrefix={r.kind === 'service' ? 'service_status_' : 'quote_status_'}
        status={r.status}
        note={r.note}
        recipient={c.email}
        defaultSubject={r.kind === 'service' ? `${r.number} · ${t('answer_default_subject')}` : t('answer_default_subject')}
        history={r.history}
      />
    </AdminShell>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async (ctx) => {
  const access = await staffForPage(ctx);
  if ('redirect' in access) return { redirect: access.redirect };
  if ('forbidden' in access) return { props: { ...(await basePageProps(ctx.locale, NS)), forbidden: true } };
  try {
    const kind = assertRequestKind(ctx.params?.kind);
    const id = assertRecordId(ctx.params?.requestId);
    const request = kind === 'service' ? await getAdminServiceRequest(id) : await getAdminQuoteRequest(id);
    return { props: { ...(await basePageProps(ctx.locale, NS)), staffEmail: access.staff.email, request } };
  } catch {
    return { notFound: true };
  }
};
