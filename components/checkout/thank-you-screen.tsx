import { useEffect } from 'react';
import { siteConfig } from '@/lib/site-config';
import { deliveryDays } from '@/lib/delivery';
import { useT } from '@/lib/i18n';
import { BANK_DETAILS, INVOICE_DAYS, PREPAYMENT_DAYS } from '@/lib/checkout/bank';
import { formatPrice as formatMoney } from '@/lib/catalog/money';
import { purchaseEvent } from '@/lib/checkout/purchase-event';
import type { CheckoutAddress, OrderView } from '@/lib/checkout/types';
import { readStorage, writeStorage } from '@/lib/browser-storage';
import { pushEvent } from '@/lib/gtm';
import { useCartStore } from '@/stores/cart';
import { ButtonLink } from '../common/button';
import { Seo } from '../common/seo';
import { CartSummary } from '../cart/cart-summary';
import { LineImage } from '../cart/line-image';
import styles from './thank-you.module.css';

function Address({ a, t }: { a: CheckoutAddress; t: (k: string) => string }) {
  return (
    <address className={styles.address}>
      {[a.company, a.name, a.street, `${a.postalCode} ${a.city}`, t(`checkout:country_${a.country}`)]
        .filter(Boolean)
        .map((line, i) => (
          <span key={i}>{line}</span>
        ))}
    </address>
  );
}

/** The thank-you page: order number, next steps, bank details for prepayment, the order itself. */
export function ThankYouScreen({ order }: { order: OrderView }) {
  const { t, locale } = useT(['checkout', 'cart', 'common']);
  const reloadCart = useCartStore((s) => s.load);
  const money = (c: number) => formatMoney(c, locale);
  const prepayment = order.paymentMethod === 'prepayment';

  useEffect(() => {
    // once per order and browser tab, however often the page is reloaded
    const sentKey = `zweitwerk-purchase-sent-${order.orderNumber}`;
    if (!readStorage('session', sentKey)) {
      pushEvent({ ecommerce: null });
      pushEvent(purchaseEvent(order));
      writeStorage('session', sentKey, '1');
    }
    // the cart's checkout completed: the spec's load sequence resets it to a new, empty cart
    void reloadCart({ force: true });
  }, [order, reloadCart]);

  const steps = prepayment
    ? [t('checkout:ty_next_prepayment_1', { days: PREPAYMENT_DAYS }), t('checkout:ty_next_prepayment_2', { cutoff: siteConfig.delivery.cutoff, transitMin: siteConfig.delivery.transitDays.min, transitMax: siteConfig.delivery.transitDays.max }), t('checkout:ty_next_prepayment_3')]
    : [t('checkout:ty_next_invoice_1', { cutoff: siteConfig.delivery.cutoff, ...deliveryDays() }), t('checkout:ty_next_invoice_2', { days: INVOICE_DAYS }), t('checkout:ty_next_invoice_3')];
  const shippingTo: CheckoutAddress = { ...order.shippingAddress, name: `${order.firstName} ${order.lastName}`, company: order.company ?? undefined };

  return (
    <div className={`container ${styles.page}`} data-testid="thank-you">
      <Seo subline={t('checkout:ty_title')} noindex />
      <header className={styles.hero}>
        <span className={styles.tick} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="32" height="32" focusable="false">
            <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <h1 className={styles.title}>{t('checkout:ty_title')}</h1>
        <p className={styles.number}>
          {t('checkout:ty_number')}:{' '}
          <strong className={styles.nowrap} data-testid="order-number">
            {order.orderNumber}
          </strong>
        </p>
        <p className={styles.mail}>{t('checkout:ty_mail', { email: order.email })}</p>
      </header>

      <div className={styles.grid}>
        <div className={styles.col}>
          {prepayment ? (
            <section className={styles.bank} aria-labelledby="ty-bank" data-testid="bank-details">
              <h2 id="ty-bank" className={styles.h2}>
                {t('checkout:bank_title')}
              </h2>
              <dl className={styles.bankList}>
                <dt>{t('checkout:bank_holder')}</dt>
                <dd>{BANK_DETAILS.accountHolder}</dd>
                <dt>{t('checkout:bank_name')}</dt>
                <dd>{BANK_DETAILS.bank}</dd>
                <dt>{t('checkout:bank_iban')}</dt>
                <dd className={styles.mono}>{BANK_DETAILS.iban}</dd>
                <dt>{t('checkout:bank_bic')}</dt>
                <dd className={styles.mono}>{BANK_DETAILS.bic}</dd>
                <dt>{t('checkout:bank_amount')}</dt>
                <dd>
                  <strong>{money(order.totalCents)}</strong>
                </dd>
                <dt>{t('checkout:bank_reference')}</dt>
                <dd>
                  <strong className={styles.mono}>{order.orderNumber}</strong>
                </dd>
              </dl>
            </section>
          ) : null}

          <section className={styles.card} aria-labelledby="ty-next">
            <h2 id="ty-next" className={styles.h2}>
              {t('checkout:ty_next_title')}
            </h2>
            <ol className={styles.steps}>
              {steps.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ol>
          </section>

          <section className={styles.card} aria-labelledby="ty-details">
            <h2 id="ty-details" className={styles.h2}>
              {t('checkout:ty_details')}
            </h2>
            <div className={styles.details}>
              <div>
                <h3 className={styles.h3}>{t('checkout:ty_shipping_to')}</h3>
                <Address a={shippingTo} t={t} />
              </div>
              <div>
                <h3 className={styles.h3}>{t('checkout:ty_billing_to')}</h3>
                <Address a={order.billingAddress} t={t} />
                {order.vatId ? <p className={styles.small}>{t('checkout:ty_vat_id', { vatId: order.vatId })}</p> : null}
                {order.poNumber ? <p className={styles.small}>{t('checkout:ty_po', { po: order.poNumber })}</p> : null}
              </div>
              <div>
                <h3 className={styles.h3}>{t('checkout:ty_payment')}</h3>
                <p className={styles.plain}>{t(`checkout:payment_${order.paymentMethod}`)}</p>
              </div>
            </div>
          </section>
        </div>

        <aside className={styles.summary} aria-labelledby="ty-summary">
          <h2 id="ty-summary" className={styles.h2}>
            {t('checkout:section_summary')}
          </h2>
          <ul className={styles.lines}>
            {order.lines.map((l) => (
              <li key={l.position} className={styles.line}>
                <LineImage category={l.category} family={l.family} size="sm" />
                <span className={styles.lineText}>
                  <span className={styles.lineTitle}>
                    {l.quantity} × {l.title}
                  </span>
                  <span className={styles.lineMeta}>
                    {t('cart:grade', { grade: l.grade })}
                    {l.options ? ` · ${l.options}` : ''}
                  </span>
                </span>
                <span className={styles.linePrice}>{money(l.lineTotalCents)}</span>
              </li>
            ))}
          </ul>
          <CartSummary subtotalCents={order.subtotalCents} shippingCents={order.shippingCents} totalCents={order.totalCents} vatCents={order.vatCents} testId="order-summary" />
          <div className={styles.actions}>
            <ButtonLink href="/" block>
              {t('checkout:ty_continue')}
            </ButtonLink>
            <ButtonLink href="/account/orders" block variant="secondary">
              {t('checkout:ty_account')}
            </ButtonLink>
          </div>
        </aside>
      </div>
    </div>
  );
}
