import { useT } from '@/lib/i18n';
import { formatPrice as formatMoney } from '@/lib/catalog/money';
import styles from './cart.module.css';

export type CartSummaryProps = {
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  vatCents: number;
  testId?: string;
};

/** Subtotal, shipping, total and the VAT it contains, with the PAngV price note. */
export function CartSummary({ subtotalCents, shippingCents, totalCents, vatCents, testId = 'cart-summary' }: CartSummaryProps) {
  const { t, locale } = useT('cart');
  const money = (c: number) => formatMoney(c, locale);
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
