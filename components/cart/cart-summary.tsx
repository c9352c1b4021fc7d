import { useT } from '@/lib/i18n';
import { formatPrice as formatMoney, netFromGross } from '@/lib/catalog/money';
import { usePriceDisplay } from '@/stores/prices';
import styles from './cart.module.css';

export type CartSummaryProps = {
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  vatCents: number;
  testId?: string;
};

/**
 * Subtotal, shipping, total and the VAT it contains, with the PAngV price note. A business
 * customer who chose net prices sees subtotal and shipping net, the VAT added on top and the
 * gross total that is payable.
 */
export function CartSummary({ subtotalCents, shippingCents, totalCents, vatCents, testId = 'cart-summary' }: CartSummaryProps) {
  const { t, locale } = useT('cart');
  const money = (c: number) => formatMoney(c, locale);
  const { net } = usePriceDisplay(locale);
  if (net) {
    const subtotalNet = netFromGross(subtotalCents);
    const shippingNet = netFromGross(shippingCents);
    // what is added on top of the net amounts shown, so the rows add up to the payable total
    const vatOnTop = totalCents - subtotalNet - shippingNet;
    return (
      <div className={styles.summary} data-testid={testId} data-prices="net">
        <dl className={styles.sums}>
          <div className={styles.sumRow}>
            <dt>{t('common:price_net_subtotal')}</dt>
            <dd data-testid={`${testId}-subtotal`}>{money(subtotalNet)}</dd>
          </div>
          <div className={styles.sumRow}>
            <dt>{t('common:price_net_shipping')}</dt>
            <dd data-testid={`${testId}-shipping`}>{money(shippingNet)}</dd>
          </div>
          <div className={styles.sumRow}>
            <dt>{t('common:price_net_vat')}</dt>
            <dd data-testid={`${testId}-vat`}>{money(vatOnTop)}</dd>
          </div>
          <div className={`${styles.sumRow} ${styles.totalRow}`}>
            <dt>{t('common:price_net_total')}</dt>
            <dd data-testid={`${testId}-total`}>{money(totalCents)}</dd>
          </div>
        </dl>
        <p className={styles.priceNote}>{t('common:price_net_note')}</p>
      </div>
    );
  }
  return (
    <div className={styles.summary} data-testid={testId}>
      <dl className={styles.sums}>
        <div className={styles.sumRow}>
          <dt>{t('subtotal')}</dt>
          <dd data-testid={`${testId}-subtotal`}>{money(subtotalCents)}</dd>
        </div>
        <div className={styles.sumRow}>
          <dt>{t('shipping')}</dt>
          <dd data-testid={`${testId}-shipping`}>{money(shippingCents)}</dd>
        </div>
        <div className={`${styles.sumRow} ${styles.totalRow}`}>
          <dt>{t('total')}</dt>
          <dd data-testid={`${testId}-total`}>{money(totalCents)}</dd>
        </div>
        <div className={`${styles.sumRow} ${styles.vatRow}`}>
          <dt>{t('vat_included')}</dt>
          <dd data-testid={`${testId}-vat`}>{money(vatCents)}</dd>
        </div>
      </dl>
      <p className={styles.priceNote}>{t('price_note')}</p>
    </div>
  );
}
