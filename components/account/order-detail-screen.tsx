import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { Button } from '@/components/common/button';
import { Seo } from '@/components/common/seo';
import { accountDownloadUrl, accountPost, useAccountResource } from '@/lib/account-client';
import { readStorage, writeStorage } from '@/lib/browser-storage';
import { useT } from '@/lib/i18n';
import { siteConfig } from '@/lib/site-config';
import { useCartStore } from '@/stores/cart';
import { AccountShell, Badge, ResourceState, useAccountFormat } from './account-shell';
import styles from './area.module.css';

type Address = { street: string; postalCode: string; city: string; country: string; name?: string; company?: string };
export type OrderDetail = {
  id: string;
  orderNumber: string;
  createdAt: string;
  status: string;
  company: string | null;
  vatId: string | null;
  poNumber: string | null;
  name: string;
  shippingAddress: Address;
  billingAddress: Address;
  paymentMethod: 'prepayment' | 'invoice';
  paymentState: 'paid' | 'open' | 'cancelled';
  paidAt: string | null;
  shippedAt: string | null;
  trackingNumber: string | null;
  lines: { position: number; productId: string; title: string; sku: string; grade: string; options: string; quantity: number; unitPriceCents: number; lineTotalCents: number; serials: string[] }[];
  subtotalCents: number;
  shippingCents: number;
  vatCents: number;
  totalCents: number;
  events: { type: string; data: Record<string, unknown>; createdAt: string }[];
  invoices: { id: string; number: string; kind: 'invoice' | 'credit_note'; issuedAt: string; totalCents: number }[];
};

function AddressBlock({ a, fallbackName, company }: { a: Address; fallbackName?: string; company?: string | null }) {
  const { t } = useT('account-area');
  const lines = [a.company ?? company ?? '', a.name ?? fallbackName ?? '', a.street, `${a.postalCode} ${a.city}`, t(`country_${a.country}`)].filter(Boolean);
  return (
    <address className={styles.address}>
      {lines.map((l, i) => (
        <span key={i}>
          {l}
          <br />
        </span>
      ))}
    </address>
  );
}

/** /account/orders/{orderId}: lines with serials, addresses, payment, timeline, invoices, order again. */
export function OrderDetailScreen({ customerType }: { customerType: 'private' | 'business' }) {
  const { t } = useT('account-area');
  const f = useAccountFormat();
  const router = useRouter();
  const orderId = typeof router.query.orderId === 'string' ? router.query.orderId : null;
  const { data: o, error, isLoading } = useAccountResource<OrderDetail>(orderId ? `/v1/account/orders/${encodeURIComponent(orderId)}` : null);
  const loadCart = useCartStore((s) => s.load);
  const [reorder, setReorder] = useState<{ phase: 'idle' | 'busy'; message: string | null }>({ phase: 'idle', message: null });

  const onReorder = async () => {
    if (!o) return;
    setReorder({ phase: 'busy', message: null });
    try {
      const cartId = readStorage('local', siteConfig.cartIdStorageKey);
      const r = await accountPost<{ cartId: string; added: unknown[]; missing: { title: string; requested: number; added: number }[] }>(`/v1/account/orders/${o.id}/reorder`, { cartId: cartId || null });
      writeStorage('local', siteConfig.cartIdStorageKey, r.cartId);
      await loadCart({ force: true });
      if (r.added.length === 0) return setReorder({ phase: 'idle', message: t('reorder_none') });
      if (r.missing.length > 0) {
        setReorder({ phase: 'idle', message: t('reorder_missing', { items: r.missing.map((m) => `${m.title} (${m.added}/${m.requested})`).join(', ') }) });
      }
      await router.push('/cart');
    } catch (err) {
      console.error(err instanceof Error ? err.message : String(err));
      setReorder({ phase: 'idle', message: t('reorder_error') });
    }
  };

  const title = o ? t('order_title', { number: o.orderNumber }) : t('orders_title');
  const eventText = (e: OrderDetail['events'][number]) => {
    const data = Object.fromEntries(Object.entries(e.data).map(([k, v]) => [k, String(v)]));
    if (e.type === 'shipped' && data.trackingNumber) return t('event_shipped_tracking', data);
    return t(`event_${e.type}`, data);
  };
  return (
    <AccountShell customerType={customerType} title={title} back={{ href: '/account/orders', label: t('order_back') }}>
      <Seo subline={title} noindex />
      {!o ? <ResourceState error={error} isLoading={isLoading || !orderId} notFoundText={t('order_not_found')} /> : null}
      {o ? (
        <div className={styles.stack} data-testid="order-detail">
          <section className={styles.panel} aria-labelledby="order-summary">
            <h2 id="order-summary" className="visually-hidden">
              {title}
            </h2>
            <dl className={styles.details}>
              <dt>{t('col_status')}</dt>
              <dd>
                <Badge kind={o.status} testId="order-detail-status">
                  {t(`status_${o.status}`)}
                </Badge>
              </dd>
              <dt>{t('order_date')}</dt>
              <dd>{f.dateTime(o.createdAt)}</dd>
              <dt>{t('order_payment')}</dt>
              <dd data-testid="order-payment-method">{t(`payment_${o.paymentMethod}`)}</dd>
              <dt>{t('order_payment_state')}</dt>
              <dd data-testid="order-payment-state">
                {t(`payment_state_${o.paymentState}`)}
                {o.paidAt ? ` · ${f.date(o.paidAt)}` : ''}
              </dd>
              {o.poNumber ? (
                <>
                  <dt>{t('order_reference')}</dt>
                  <dd>{o.poNumber}</dd>
                </>
              ) : null}
              {o.shippedAt ? (
                <>
                  <dt>{t('order_shipped_at')}</dt>
                  <dd>{f.date(o.shippedAt)}</dd>
                </>
              ) : null}
              {o.trackingNumber ? (
                <>
                  <dt>{t('order_tracking')}</dt>
                  <dd data-testid="order-tracking">{o.trackingNumber}</dd>
                </>
              ) : null}
            </dl>
            <div className={styles.actions} style={{ marginTop: 'var(--space-4)' }}>
              <Button onClick={() => void onReorder()} disabled={reorder.phase === 'busy'} data-testid="reorder">
                {reorder.phase === 'busy' ? t('reorder_busy') : t('reorder')}
              </Button>
              <span className={styles.muted}>{t('reorder_hint')}</span>
            </div>
            {reorder.message ? (
              <p role="status" className={styles.muted} data-testid="reorder-message">
                {reorder.message}
              </p>
            ) : null}
          </section>

          <section className={styles.panel} aria-labelledby="order-items">
            <h2 id="order-items">{t('order_items')}</h2>
            <table className={styles.table} data-testid="order-lines">
              <thead>
                <tr>
                  <th scope="col">{t('col_item')}</th>
                  <th scope="col" className={styles.num}>
                    {t('col_qty')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {t('col_unit')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {t('col_line_total')}
                  </th>
                  <th scope="col">{t('col_serials')}</th>
                </tr>
              </thead>
              <tbody>
                {o.lines.map((l) => (
                  <tr key={l.position}>
                    <td className={styles.full}>
                      <Link href={`/products/${l.productId}`}>{l.title}</Link>
                      <div className={styles.muted}>{[l.options, t('grade', { grade: l.grade }), t('sku', { sku: l.sku })].filter(Boolean).join(' · ')}</div>
                    </td>
                    <td data-label={t('col_qty')} className={styles.num}>
                      {l.quantity}
                    </td>
                    <td data-label={t('col_unit')} className={styles.num}>
                      {f.money(l.unitPriceCents)}
                    </td>
                    <td data-label={t('col_line_total')} className={styles.num}>
                      {f.money(l.lineTotalCents)}
                    </td>
                    <td data-label={t('col_serials')}>
                      {l.serials.length ? (
                        <ul className={styles.serials} data-testid="order-serials">
                          {l.serials.map((s) => (
                            <li key={s}>{s}</li>
                          ))}
                        </ul>
                      ) : (
                        <span className={styles.muted}>{o.status === 'cancelled' ? '–' : t('serials_pending')}</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <dl className={styles.totals}>
              <dt>{t('subtotal')}</dt>
              <dd>{f.money(o.subtotalCents)}</dd>
              <dt>{t('shipping')}</dt>
              <dd>{f.money(o.shippingCents)}</dd>
              <dt className={styles.strong}>{t('total')}</dt>
              <dd className={styles.strong} data-testid="order-total">
                {f.money(o.totalCents)}
              </dd>
              <dt className={styles.muted}>{t('vat_included')}</dt>
              <dd className={styles.muted}>{f.money(o.vatCents)}</dd>
            </dl>
          </section>

          <div className={styles.two}>
            <section className={styles.panel} aria-labelledby="order-shipping">
              <h2 id="order-shipping">{t('shipping_address')}</h2>
              <AddressBlock a={o.shippingAddress} fallbackName={o.name} company={o.company} />
            </section>
            <section className={styles.panel} aria-labelledby="order-billing">
              <h2 id="order-billing">{t('billing_address')}</h2>
              <AddressBlock a={o.billingAddress} />
              {o.vatId ? <p className={styles.muted}>{t('vat_id', { vatId: o.vatId })}</p> : null}
            </section>
          </div>

          <div className={styles.two}>
            <section className={styles.panel} aria-labelledby="order-invoices">
              <h2 id="order-invoices">{t('order_invoices')}</h2>
              {o.invoices.length === 0 ? (
                <p className={styles.muted}>{o.paymentMethod === 'prepayment' && o.status !== 'cancelled' ? t('order_no_invoice_prepayment') : t('order_no_invoice')}</p>
              ) : (
                <ul data-testid="order-invoices">
                  {o.invoices.map((i) => (
                    <li key={i.id}>
                      <Link href={`/account/invoices/${i.id}`} data-testid="order-invoice-link">
                        {t(`kind_${i.kind}`)} {i.number}
                      </Link>{' '}
                      · {f.date(i.issuedAt)} · {f.money(i.totalCents)} ·{' '}
                      <a href={accountDownloadUrl(`/v1/account/invoices/${i.id}/pdf`)} target="_blank" rel="noopener">
                        {t('download_pdf')}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section className={styles.panel} aria-labelledby="order-timeline">
              <h2 id="order-timeline">{t('timeline')}</h2>
              <ol className={styles.timeline} data-testid="order-timeline">
                {o.events.map((e, i) => (
                  <li key={i}>
                    <time dateTime={e.createdAt}>{f.dateTime(e.createdAt)}</time>
                    {eventText(e)}
                  </li>
                ))}
              </ol>
            </section>
          </div>
        </div>
      ) : null}
    </AccountShell>
  );
}
