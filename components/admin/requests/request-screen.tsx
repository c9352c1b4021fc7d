import Link from 'next/link';
import { ADMIN_QUOTE_REQUEST_STATUSES, ADMIN_SERVICE_REQUEST_STATUSES } from '@/lib/contracts/admin-leads';
import { useT } from '@/lib/i18n';
import { AdminShell } from '../admin-shell';
import styles from '../admin.module.css';
import { formatDateTime } from '../format';
import own from '../leads/leads.module.css';
import { RecordActions, type HistoryEntry } from '../leads/record-actions';
import { DataTable, type Column } from '../list/data-table';

type RequestDevice = { id: string; serialNumber: string; title: string };

/** What both kinds of request show: the customer, their note, status, staff note and history. */
type RequestBase = {
  id: string;
  status: string;
  /** the customer's own note */
  customerNote: string | null;
  /** the staff's internal note */
  note: string | null;
  /** ISO 8601 */
  createdAt: string;
  customer: { email: string; firstName: string; lastName: string; company: string | null };
  history: readonly HistoryEntry[];
};

/** An end-of-life pickup with its devices. */
type AdminServiceRequestDetail = RequestBase & {
  kind: 'service';
  number: string;
  requestKind: string;
  pickupAddress: { company?: string; street: string; postalCode: string; city: string; country: string };
  contactName: string;
  contactPhone: string | null;
  /** YYYY-MM-DD */
  preferredDate: string | null;
  devices: readonly RequestDevice[];
};

/** A request for more units than are in stock. */
type AdminQuoteRequestDetail = RequestBase & { kind: 'quote'; title: string; quantity: number; stockAtRequest: number };

export type AdminRequestScreenProps = { request: AdminServiceRequestDetail | AdminQuoteRequestDetail };

/** /admin/requests/{service|quote}/{id}: one customer request with its devices or item, status, staff note and a reply by mail. */
export function AdminRequestScreen({ request: r }: AdminRequestScreenProps) {
  const { t, locale } = useT('admin-leads');
  const c = r.customer;
  const deviceColumns: Column<RequestDevice>[] = [
    { key: 'serial', header: t('col_serial'), cell: (d) => d.serialNumber },
    { key: 'device', header: t('col_device'), cell: (d) => d.title },
  ];
  const title = r.kind === 'service' ? t('service_title', { number: r.number }) : t('quote_request_title', { title: r.title });
  return (
    <AdminShell title={title}>
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
          <DataTable
            columns={deviceColumns}
            rows={r.devices}
            rowKey={(d) => d.id}
            label={t('table_label', { name: t('col_devices') })}
            testId="request-devices"
            rowTestId="request-device-row"
          />
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
