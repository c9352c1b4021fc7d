import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/common/button';
import { formatPrice } from '@/lib/catalog/money';
import { useT } from '@/lib/i18n';
import { AdminShell } from '../admin-shell';
import styles from '../admin.module.css';
import { formatDateTime } from '../format';
import { DataTable, type Column } from '../list/data-table';
import { AdminNotice, type Notice } from '../notice';

/** One line of an order. */
type AdminOrderLine = {
  position: number;
  title: string;
  sku: string;
  grade: string;
  options: string | null;
  quantity: number;
  /** cents, gross */
  unitPriceCents: number;
  /** cents, gross */
  lineTotalCents: number;
};

/** An order as its back-office page shows it: customer, lines, history, documents and the transitions allowed now. */
type AdminOrderDetail = {
  id: string;
  orderNumber: string;
  /** ISO 8601 */
  createdAt: string;
  email: string;
  firstName: string;
  lastName: string;
  company: string | null;
  shippingAddress: { name?: string; street: string; postalCode: string; city: string; country: string };
  paymentMethod: string;
  status: string;
  /** cents, gross */
  totalCents: number;
  trackingNumber: string | null;
  lines: readonly AdminOrderLine[];
  events: readonly { type: string; actor: string; at: string }[];
  documents: readonly { number: string; kind: string; issuedAt: string }[];
  actions: { markPaid: boolean; ship: boolean; cancel: boolean };
};

export type AdminOrderScreenProps = { order: AdminOrderDetail };

type ErrorBody = { error?: { code?: string; message?: string } };

/** /admin/orders/{id}: the order with its lines, history and documents, and the transitions allowed now. */
export function AdminOrderScreen({ order }: AdminOrderScreenProps) {
  const { t, locale } = useT('admin');
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [tracking, setTracking] = useState('');
  const [serials, setSerials] = useState<Record<number, string>>({});
  const [reason, setReason] = useState('');

  const act = async (name: string, path: string, body: unknown, success: (json: unknown) => string) => {
    setBusy(name);
    setNotice(null);
    try {
      const res = await fetch(`/api/admin/orders/${order.id}/${path}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
      });
      const json = (await res.json().catch(() => ({}))) as unknown;
      if (res.ok) {
        setNotice({ kind: 'success', text: success(json) });
        await router.replace(router.asPath, undefined, { scroll: false });
      } else if (res.status === 401) {
        await router.push('/admin/login');
      } else {
        const message = (json as ErrorBody).error?.message ?? '';
        setNotice({ kind: 'error', text: res.status === 409 ? t('error_conflict', { message }) : res.status === 400 ? t('error_serials', { message }) : t('error_generic') });
      }
    } catch {
      setNotice({ kind: 'error', text: t('error_generic') });
    } finally {
      setBusy(null);
    }
  };

  const markPaid = () =>
    act('paid', 'paid', {}, (json) => t('done_paid', { invoice: (json as Pick<AdminOrderDetail, 'documents'>).documents.find((d) => d.kind === 'invoice')?.number ?? '' }));

  const ship = (e: FormEvent) => {
    e.preventDefault();
    const given = order.lines
      .map((l) => ({ position: l.position, serials: (serials[l.position] ?? '').split('\n').map((s) => s.trim()).filter(Boolean) }))
      .filter((g) => g.serials.length > 0);
    void act('ship', 'ship', { trackingNumber: tracking, ...(given.length ? { serials: given } : {}) }, () => t('done_shipped'));
  };

  const cancel = (e: FormEvent) => {
    e.preventDefault();
    void act('cancel', 'cancel', reason.trim() ? { reason } : {}, () => t('done_cancelled'));
  };

  const lineColumns: Column<AdminOrderLine>[] = [
    { key: 'position', header: t('col_position'), cell: (l) => l.position },
    {
      key: 'item',
      header: t('col_item'),
      cell: (l) => (
        <>
          {l.title}
          <br />
          <small>
            {l.sku} · {l.grade} {l.options ? `· ${l.options}` : ''}
          </small>
        </>
      ),
    },
    { key: 'quantity', header: t('col_quantity'), numeric: true, cell: (l) => l.quantity },
    { key: 'unit', header: t('col_unit'), numeric: true, cell: (l) => formatPrice(l.unitPriceCents, locale) },
    { key: 'total', header: t('col_total'), numeric: true, cell: (l) => formatPrice(l.lineTotalCents, locale) },
  ];

  const a = order.shippingAddress;
  const anyAction = order.actions.markPaid || order.actions.ship || order.actions.cancel;
  return (
    <AdminShell title={t('order_title', { number: order.orderNumber })}>
      <p>
        <Link href="/admin/orders">{t('back_to_orders')}</Link>
      </p>
      <p>
        <span className={styles.badge} data-testid="admin-order-status">
          {t(`status_${order.status}`)}
        </span>{' '}
        · {t(`payment_${order.paymentMethod}`)} · {formatDateTime(order.createdAt, locale)} · {t('total')} {formatPrice(order.totalCents, locale)}
      </p>
      <AdminNotice notice={notice} />
      <div className={styles.grid}>
        <section className={styles.panel}>
          <h2>{t('customer')}</h2>
          <p>
            {order.company ? (
              <>
                {order.company}
                <br />
              </>
            ) : null}
            {order.firstName} {order.lastName}
            <br />
            {order.email}
          </p>
          <h2>{t('shipping_address')}</h2>
          <p>
            {a.name ? (
              <>
                {a.name}
                <br />
              </>
            ) : null}
            {a.street}
            <br />
            {a.postalCode} {a.city} · {a.country}
          </p>
          {order.trackingNumber ? (
            <p>
              {t('tracking')}: <span data-testid="admin-order-tracking">{order.trackingNumber}</span>
            </p>
          ) : null}
        </section>
        <section className={styles.panel}>
          <h2>{t('documents')}</h2>
          {order.documents.length === 0 ? (
            <p>{t('documents_empty')}</p>
          ) : (
            <ul className={styles.list} data-testid="admin-order-documents">
              {order.documents.map((d) => (
                <li key={d.number}>
                  {t(d.kind === 'invoice' ? 'doc_invoice' : 'doc_credit_note')} {d.number} · {formatDateTime(d.issuedAt, locale)}
                </li>
              ))}
            </ul>
          )}
          <h2>{t('history')}</h2>
          <ol className={styles.list}>
            {order.events.map((e, i) => (
              <li key={i}>
                {t(`event_${e.type}`)} · {formatDateTime(e.at, locale)} · {e.actor}
              </li>
            ))}
          </ol>
        </section>
      </div>
      <section>
        <h2 id="lines-title">{t('lines')}</h2>
        <DataTable columns={lineColumns} rows={order.lines} rowKey={(l) => l.position} labelledBy="lines-title" testId="admin-order-lines" />
      </section>
      <section className={styles.actions} aria-labelledby="admin-actions-title">
        <h2 id="admin-actions-title">{t('actions')}</h2>
        {!anyAction ? <p>{t('actions_none')}</p> : null}
        {order.actions.markPaid ? (
          <div className={styles.panel}>
            <p>{t('mark_paid_hint')}</p>
            <Button onClick={() => void markPaid()} disabled={busy !== null} data-testid="admin-mark-paid">
              {t('mark_paid')}
            </Button>
          </div>
        ) : null}
        {order.actions.ship ? (
          <form className={`${styles.panel} ${styles.form}`} onSubmit={ship} data-testid="admin-ship-form" aria-busy={busy === 'ship'}>
            <label className={styles.field}>
              {t('ship_tracking')}
              <input required value={tracking} onChange={(e) => setTracking(e.target.value)} autoComplete="off" data-testid="admin-tracking" />
            </label>
            {order.lines.map((l) => (
              <label key={l.position} className={styles.field}>
                {t('ship_serials', { position: l.position, title: l.title, count: l.quantity })}
                <textarea
                  rows={Math.min(6, Math.max(2, l.quantity))}
                  value={serials[l.position] ?? ''}
                  onChange={(e) => setSerials({ ...serials, [l.position]: e.target.value })}
                  data-testid={`admin-serials-${l.position}`}
                />
                <small>{t('ship_serials_hint')}</small>
              </label>
            ))}
            <Button type="submit" disabled={busy !== null} data-testid="admin-ship">
              {t('ship')}
            </Button>
          </form>
        ) : null}
        {order.actions.cancel ? (
          <form className={`${styles.panel} ${styles.form}`} onSubmit={cancel} data-testid="admin-cancel-form">
            <label className={styles.field}>
              {t('cancel_reason')}
              <input value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} data-testid="admin-cancel-reason" />
            </label>
            <Button type="submit" variant="secondary" disabled={busy !== null} data-testid="admin-cancel">
              {t('cancel')}
            </Button>
          </form>
        ) : null}
      </section>
    </AdminShell>
  );
}
