import { deliveryDays, estimateDelivery, formatDeliveryWindow } from '@/lib/delivery';
import { useClientNow } from '@/components/common/use-client-now';
import { useT } from '@/lib/i18n';

/**
 * The estimated delivery window of an order placed now with this payment method (prepayment waits
 * for the transfer). Computed in the browser, since it depends on the clock and the cut-off.
 */
export function DeliveryEstimate({ payment, className }: { payment: 'prepayment' | 'invoice'; className?: string }) {
  const { t, locale } = useT('checkout');
  const now = useClientNow();
  const days = deliveryDays();
  if (!now) return <span className={className}>{t('checkout:shipping_standard_hint', days)}</span>;
  const estimate = estimateDelivery(now, payment === 'prepayment' ? 'prepayment' : 'immediate');
  return (
    <span className={className} data-testid="checkout-delivery-window">
      {t(payment === 'prepayment' ? 'checkout:delivery_window_prepayment' : 'checkout:delivery_window', { window: formatDeliveryWindow(estimate, locale) })}
    </span>
  );
}
