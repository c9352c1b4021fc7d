import { useClientNow } from '@/components/common/use-client-now';
import { useT } from '@/lib/i18n';
import { estimateDelivery, formatDeliveryWindow } from '@/lib/delivery';
import { siteConfig } from '@/lib/site-config';

/** The delivery window of an order placed now, by the visitor's clock (cut-off, working days, holidays). */
export function DeliveryEstimateLine() {
  const { t, locale } = useT(['product', 'common']);
  const now = useClientNow();
  if (!now) return null;
  const estimate = estimateDelivery(now);
  return (
    <>
      <strong>{t('product:delivery_window', { window: formatDeliveryWindow(estimate, locale) })}</strong>
      <br />
      {estimate.beforeCutoff ? t('product:delivery_cutoff', { time: siteConfig.delivery.cutoff }) : t('product:delivery_next_day')}
      {' · '}
      {t('product:delivery_prepayment')}
    </>
  );
}
