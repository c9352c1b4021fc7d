import '@/lib/server/only';
import de from '@/locales/de/checkout.json';
import en from '@/locales/en/checkout.json';
import { BANK_DETAILS, INVOICE_DAYS, PREPAYMENT_DAYS } from '@/lib/checkout/bank';
import { formatPrice as formatMoney } from '@/lib/catalog/money';
import type { CheckoutAddress, OrderView } from '@/lib/checkout/types';
import { deliveryDays } from '@/lib/delivery';
import { localePrefix, siteConfig } from '@/lib/site-config';
import { env } from '../env';
import { escapeHtml, sendMail } from '../mail';
import { getOrderById } from './orders';
import { interpolate } from '@/lib/i18n/interpolate';

type Texts = typeof de;
const TEXTS: Record<'de' | 'en', Texts> = { de, en };


function addressLines(a: CheckoutAddress, countryName: (code: string) => string): string[] {
  return [a.company, a.name, a.street, `${a.postalCode} ${a.city}`, countryName(a.country)].filter((x): x is string => !!x);
}

/** Subject, plain text and HTML of an order confirmation in the order's language. */
function renderOrderConfirmation(order: OrderView, siteUrl: string): { subject: string; text: string; html: string } {
  const t = TEXTS[order.locale];
  const money = (c: number) => formatMoney(c, order.locale);
  const country = (code: string) => (t as Record<string, string>)[`country_${code}`] ?? code;
  const shippingTo = addressLines({ ...order.shippingAddress, name: `${order.firstName} ${order.lastName}`, company: order.company ?? undefined }, country);
  const billingTo = addressLines(order.billingAddress, country);
  const lines = order.lines.map((l) =>
    interpolate(t.mail_line, {
      quantity: l.quantity,
      title: l.title,
      details: [l.options, interpolate(t.mail_grade, { grade: l.grade }), l.sku].filter(Boolean).join(', '),
      total: money(l.lineTotalCents),
    }),
  );
  const payment =
    order.paymentMethod === 'prepayment'
      ? [
          interpolate(t.mail_prepayment, { amount: money(order.totalCents), days: PREPAYMENT_DAYS }),
          `${t.bank_holder}: ${BANK_DETAILS.accountHolder}`,
          `${t.bank_name}: ${BANK_DETAILS.bank}`,
          `${t.bank_iban}: ${BANK_DETAILS.iban}`,
          `${t.bank_bic}: ${BANK_DETAILS.bic}`,
          `${t.bank_amount}: ${money(order.totalCents)}`,
          interpolate(t.mail_reference, { orderNumber: order.orderNumber }),
        ]
      : [interpolate(t.mail_invoice, { days: INVOICE_DAYS })];
  const prefix = localePrefix(order.locale);
  const blocks: string[][] = [
    [interpolate(t.mail_greeting, { name: `${order.firstName} ${order.lastName}` }), interpolate(t.mail_intro, { orderNumber: order.orderNumber })],
    [`${t.mail_items}:`, ...lines],
    [
      interpolate(t.mail_subtotal, { amount: money(order.subtotalCents) }),
      interpolate(t.mail_shipping, { amount: money(order.shippingCents) }),
      interpolate(t.mail_total, { amount: money(order.totalCents) }),
      interpolate(t.mail_vat, { amount: money(order.vatCents) }),
    ],
    payment,
    [interpolate(t.mail_delivery, { ...deliveryDays(), cutoff: siteConfig.delivery.cutoff })],
    [`${t.mail_shipping_to}:`, ...shippingTo],
    [`${t.mail_billing_to}:`, ...billingTo, ...(order.vatId ? [interpolate(t.ty_vat_id, { vatId: order.vatId })] : []), ...(order.poNumber ? [interpolate(t.ty_po, { po: order.poNumber })] : [])],
    ...(order.customerType === 'private' ? [[interpolate(t.mail_withdrawal, { url: `${siteUrl}${prefix}/terms-conditions#withdrawal` })]] : []),
    [t.mail_closing, t.mail_signature],
  ];
  const text = blocks.map((b) => b.join('\n')).join('\n\n') + '\n';
  const html =
    `<!doctype html><html lang="${order.locale}"><body style="font-family:Arial,sans-serif;color:#16211c;line-height:1.5">` +
    blocks.map((b) => `<p>${b.map(escapeHtml).join('<br>')}</p>`).join('') +
    '</body></html>';
  return { subject: interpolate(t.mail_subject, { orderNumber: order.orderNumber }), text, html };
}

/** Mails the confirmation of a stored order to its buyer (outbox folder when SMTP_URL is unset). */
export async function sendOrderConfirmation(orderId: string): Promise<void> {
  const order = await getOrderById(orderId);
  if (!order) throw new Error(`order ${orderId} not found`);
  const mail = renderOrderConfirmation(order, env().SITE_URL);
  await sendMail({ to: order.email, subject: mail.subject, text: mail.text, html: mail.html, tag: 'order-confirmation' });
}
