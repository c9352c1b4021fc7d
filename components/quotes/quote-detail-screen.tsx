import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { AccountShell, ResourceState, useAccountFormat } from '@/components/account/account-shell';
import area from '@/components/account/area.module.css';
import { Button } from '@/components/common/button';
import { Seo } from '@/components/common/seo';
import { AccountApiError, accountDownloadUrl, accountPost, useAccountResource } from '@/lib/account-client';
import type { QuoteDetail } from '@/lib/contracts/quotes';
import { useT } from '@/lib/i18n';
import { QuoteStateBadge } from './quote-state';
import styles from './quotes.module.css';

const ERRORS: Record<string, string> = {
  out_of_stock: 'error_out_of_stock',
  quote_expired: 'error_expired',
  quote_ordered: 'error_ordered',
  address_required: 'error_address',
};

/** The order form of an open quote: payment method and reference, then the order at the quote's prices. */
function OrderQuoteForm({ quote, onDone }: { quote: QuoteDetail; onDone: () => void }) {
  const { t } = useT('quotes');
  const router = useRouter();
  const [payment, setPayment] = useState<'invoice' | 'prepayment'>('invoice');
  const [po, setPo] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const placed = await accountPost<{ orderId: string }>(`/v1/account/quotes/${quote.id}/order`, { paymentMethod: payment, poNumber: po });
      await router.push(`/account/orders/${placed.orderId}`);
    } catch (err) {
      const code = err instanceof AccountApiError ? err.code : undefined;
      setError(t(ERRORS[code ?? ''] ?? 'error_generic'));
      setBusy(false);
      if (code === 'quote_ordered' || code === 'quote_expired') onDone();
    }
  }

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate data-testid="quote-order-form">
      <p className={area.muted}>{t('order_intro')}</p>
      <fieldset className={styles.fieldset}>
        <legend>{t('payment_legend')}</legend>
        {(['invoice', 'prepayment'] as const).map((m) => (
          <label key={m} className={styles.radio}>
            <input type="radio" name="paymentMethod" value={m} checked={payment === m} onChange={() => setPayment(m)} data-testid={`quote-payment-${m}`} />
            {t(`payment_${m}`)}
          </label>
        ))}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor="quote-po" className={styles.label}>
          {t('po_label')}
        </label>
        <input id="quote-po" className={styles.input} value={po} maxLength={40} onChange={(e) => setPo(e.target.value)} autoComplete="off" />
      </div>
      {error ? (
        <p className={styles.alert} role="alert" data-testid="quote-order-error">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={busy} aria-disabled={busy} data-testid="quote-order">
          {busy ? t('ordering') : t('order_button')}
        </Button>
      </div>
    </form>
  );
}

/** /account/quotes/{quoteId}: the quote's lines and sums, its PDF, and ordering it while it is open. */
export function QuoteDetailScreen({ customerType }: { customerType: 'private' | 'business' }) {
  const { t } = useT('quotes');
  const tc = useT('account-area').t;
  const f = useAccountFormat();
  const router = useRouter();
  const id = typeof router.query.quoteId === 'string' ? router.query.quoteId : null;
  const { data: q, error, isLoading, mutate } = useAccountResource<QuoteDetail>(id ? `/v1/account/quotes/${encodeURIComponent(id)}` : null);
  const title = q ? t('detail_title', { number: q.number }) : t('list_title');
  const b = q?.buyer;
  const buyerLines = b ? [b.company ?? '', b.company && b.company !== b.name ? b.name : b.company ? '' : b.name, b.address.street, `${b.address.postalCode} ${b.address.city}`, tc(`country_${b.address.country}`)].filter(Boolean) : [];
  return (
    <AccountShell customerType={customerType} title={title} back={{ href: '/account/quotes', label: t('detail_back') }}>
      <Seo subline={title} noindex />
      {!q ? <ResourceState error={error} isLoading={isLoading || !id} notFoundText={t('detail_not_found')} /> : null}
      {q ? (
        <div className={area.stack} data-testid="quote-detail">
          <section className={area.panel} aria-labelledby="quote-meta">
            <h2 id="quote-meta" className="visually-hidden">
              {title}
            </h2>
            <dl className={area.details}>
              <dt>{t('col_status')}</dt>
              <dd>
                <QuoteStateBadge state={q.state} />
              </dd>
              <dt>{t('detail_date')}</dt>
              <dd>{f.date(q.createdAt)}</dd>
              <dt>{t('detail_valid_until')}</dt>
              <dd data-testid="quote-valid-until">{f.date(q.validUntil)}</dd>
            </dl>
            <div className={`${area.actions} ${styles.pdfRow}`}>
              <a href={accountDownloadUrl(`/v1/account/quotes/${q.id}/pdf`)} target="_blank" rel="noopener" data-testid="quote-pdf">
                {t('detail_pdf')}
              </a>
            </div>
          </section>
          <section className={area.panel} aria-labelledby="quote-buyer">
            <h2 id="quote-buyer">{t('detail_buyer')}</h2>
            <address className={area.address}>
              {buyerLines.map((l, i) => (
                <span key={i}>
                  {l}
                  <br />
                </span>
              ))}
              {b?.vatId ? <span className={area.muted}>{tc('vat_id', { vatId: b.vatId })}</span> : null}
            </address>
          </section>
          <section className={area.panel} aria-labelledby="quote-lines">
            <h2 id="quote-lines">{t('detail_items')}</h2>
            <table className={area.table}>
              <thead>
                <tr>
                  <th scope="col">{t('col_item')}</th>
                  <th scope="col" className={area.num}>
                    {t('col_qty')}
                  </th>
                  <th scope="col" className={area.num}>
                    {t('col_unit')}
                  </th>
                  <th scope="col" className={area.num}>
                    {t('col_line_total')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {q.lines.map((l) => (
                  <tr key={l.position} data-testid="quote-line">
                    <td className={area.full}>
                      {l.title}
                      <div className={styles.lineMeta}>{[t('grade', { grade: l.grade }), l.options, t('sku', { sku: l.sku })].filter(Boolean).join(' · ')}</div>
                    </td>
                    <td data-label={t('col_qty')} className={area.num}>
                      {l.quantity}
                    </td>
                    <td data-label={t('col_unit')} className={area.num}>
                      {f.money(l.unitPriceCents)}
                    </td>
                    <td data-label={t('col_line_total')} className={area.num}>
                      {f.money(l.lineTotalCents)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <dl className={area.totals}>
              <dt>{t('subtotal')}</dt>
              <dd>{f.money(q.subtotalCents)}</dd>
              <dt>{t('shipping')}</dt>
              <dd>{f.money(q.shippingCents)}</dd>
              <dt>{t('net')}</dt>
              <dd>{f.money(q.netCents)}</dd>
              <dt>{t('vat')}</dt>
              <dd>{f.money(q.vatCents)}</dd>
              <dt className={area.strong}>{t('total')}</dt>
              <dd className={area.strong} data-testid="quote-total">
                {f.money(q.totalCents)}
              </dd>
            </dl>
          </section>
          <section className={area.panel} aria-labelledby="quote-order-title">
            <h2 id="quote-order-title">{t('order_title')}</h2>
            {q.state === 'open' ? <OrderQuoteForm quote={q} onDone={() => void mutate()} /> : null}
            {q.state === 'ordered' ? (
              <p className={styles.success} data-testid="quote-ordered">
                {t('ordered_text')}{' '}
                {q.orderId ? <Link href={`/account/orders/${q.orderId}`}>{t('ordered_link', { orderNumber: q.orderNumber ?? '' })}</Link> : null}
              </p>
            ) : null}
            {q.state === 'expired' ? (
              <p className={styles.notice} data-testid="quote-expired">
                {t('expired_text', { date: f.date(q.validUntil) })} <Link href="/cart">{t('list_to_cart')}</Link>
              </p>
            ) : null}
          </section>
        </div>
      ) : null}
    </AccountShell>
  );
}
