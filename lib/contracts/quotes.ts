import * as z from 'zod/mini';
import { choice, hasTextControl, locale, optionalLine, str, typeError } from './fields';
import { PAYMENT_METHODS, PO_NUMBER_MAX } from './checkout';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Most units one request to sales may ask for. */
export const QUOTE_REQUEST_MAX_QUANTITY = 10_000;
export const QUOTE_REQUEST_MESSAGE_MAX = 2000;

/** `POST {api}/v1/account/quotes`: the caller's cart to turn into a quote. */
export const createQuoteBody = z.object({
  cartId: str().check(z.minLength(1, 'required'), z.regex(UUID, 'invalid_choice')),
  locale: z.optional(locale),
});

/** `POST {api}/v1/account/quotes/{quoteId}/order`: how the order is paid, and the buyer's reference. */
export const orderQuoteBody = z.object({
  paymentMethod: choice(PAYMENT_METHODS),
  poNumber: optionalLine(PO_NUMBER_MAX),
});

/** An optional multi-line text: trimmed; empty, null or missing become undefined. */
function optionalText(max: number) {
  return z
    .pipe(
      z.optional(z.nullable(str())),
      z.transform((v) => {
        const t = v?.trim();
        return t ? t : undefined;
      }),
    )
    .check(
      z.refine((v) => v === undefined || !hasTextControl(v), { message: 'control_characters', abort: true }),
      z.refine((v) => v === undefined || v.length <= max, 'too_long'),
    );
}

/** `POST {api}/v1/account/quote-requests`: more units of a variant than are in stock, asked of sales. */
export const quoteRequestBody = z.object({
  variantId: z.number({ error: typeError }).check(z.int('invalid_number'), z.gte(1, 'invalid_number')),
  quantity: z.number({ error: typeError }).check(z.int('invalid_number'), z.gte(1, 'invalid_number'), z.lte(QUOTE_REQUEST_MAX_QUANTITY, 'invalid_number')),
  message: optionalText(QUOTE_REQUEST_MESSAGE_MAX),
  locale: z.optional(locale),
});

export type OrderQuoteBody = z.output<typeof orderQuoteBody>;
export type QuoteRequestBody = z.output<typeof quoteRequestBody>;

/** A quote in the account's list. */
export type QuoteSummary = {
  id: string;
  number: string;
  createdAt: string;
  validUntil: string;
  state: 'open' | 'ordered' | 'expired';
  itemCount: number;
  totalCents: number;
  orderId: string | null;
};

type QuoteLineView = {
  position: number;
  variantId: number | null;
  productHandle: string;
  title: string;
  sku: string;
  grade: string;
  options: string;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
};

/** A quote with its lines, buyer and sums (gross; net and VAT as on the PDF). */
export type QuoteDetail = QuoteSummary & {
  locale: 'de' | 'en';
  buyer: { name: string; company?: string | null; vatId?: string | null; email?: string | null; address: { street: string; postalCode: string; city: string; country: string } };
  lines: QuoteLineView[];
  subtotalCents: number;
  shippingCents: number;
  netCents: number;
  vatCents: number;
  orderNumber: string | null;
};
