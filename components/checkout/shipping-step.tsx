import { useFormContext, useWatch } from 'react-hook-form';
import { formatPrice } from '@/lib/catalog/money';
import type { CheckoutDraft } from '@/lib/checkout/draft';
import { useT } from '@/lib/i18n';
import { siteConfig } from '@/lib/site-config';
import { DeliveryEstimate } from './delivery-estimate';
import { StepCard } from './step-card';
import styles from './checkout.module.css';

/** Step 3: the one shipping option, its price and the estimated delivery window. */
export function ShippingStep() {
  const { t, locale } = useT('checkout');
  const { control } = useFormContext<CheckoutDraft>();
  const paymentMethod = useWatch({ control, name: 'paymentMethod' });
  return (
    <StepCard id="co-shipping" step={3} title={t('section_shipping')}>
      <div className={`${styles.option} ${styles.optionOn}`}>
        <span className={styles.optionText}>
          <strong>{t('shipping_standard')}</strong>
          {/* the estimated window for an order placed now with the chosen payment method */}
          <DeliveryEstimate payment={paymentMethod === 'invoice' ? 'invoice' : 'prepayment'} className={styles.optionHint} />
        </span>
        <strong className={styles.optionPrice}>{formatPrice(siteConfig.shippingCents, locale)}</strong>
      </div>
    </StepCard>
  );
}
