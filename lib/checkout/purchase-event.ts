import type { OrderView } from './types';

/** The GA4 `purchase` event of an order, money in euros as GA4 expects. */
export function purchaseEvent(order: OrderView): Record<string, unknown> {
  const euros = (cents: number) => Math.round(cents) / 100;
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: order.orderNumber,
      value: euros(order.totalCents),
      tax: euros(order.vatCents),
      shipping: euros(order.shippingCents),
      currency: 'EUR',
      payment_type: order.paymentMethod,
      customer_type: order.customerType,
      items: order.lines.map((l, i) => ({
        item_id: l.sku,
        item_name: l.title,
        item_variant: [l.options, `Grade ${l.grade}`].filter(Boolean).join(' · '),
        item_group_id: l.productId,
        price: euros(l.unitPriceCents),
        quantity: l.quantity,
        index: i,
      })),
    },
  };
}
