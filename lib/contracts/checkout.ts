import * as z from 'zod/mini';
import { address, billingAddress } from './address';
import { choice, email, locale, mustAccept, optionalLine, str } from './fields';
import { company, companyForBusiness, customerType, personName, phone } from './customer';
import { vatId } from './vat-id';

export const PAYMENT_METHODS = ['prepayment', 'invoice'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PO_NUMBER_MAX = 40;

/** Pay on invoice only as a business customer (the server also requires a business account). */
function invoiceForBusiness<T extends { customerType?: string; paymentMethod?: PaymentMethod }>() {
  return z.superRefine<T>(
    (v, ctx) => {
      if (v.paymentMethod === 'invoice' && v.customerType !== 'business') {
        ctx.addIssue({ code: 'custom', path: ['paymentMethod'], message: 'invoice_business_only', input: v.paymentMethod });
      }
    },
    {
      when: (payload) => {
        const v = payload.value as { paymentMethod?: unknown } | undefined;
        return v?.paymentMethod === 'invoice' && !payload.issues.some((i) => i.path?.[0] === 'paymentMethod' || i.path?.[0] === 'customerType');
      },
    },
  );
}

/** The fields of the checkout form: who orders, where it goes, how it is paid. */
const orderShape = {
  email,
  phone,
  customerType,
  firstName: personName,
  lastName: personName,
  company,
  vatId,
  poNumber: optionalLine(PO_NUMBER_MAX),
  shippingAddress: address,
  billingAddress: z.optional(z.nullable(billingAddress)),
  paymentMethod: choice(PAYMENT_METHODS),
  acceptTerms: mustAccept,
};

/** Private customers' business fields are ignored before the rules run (a switch back from business keeps no stale company). */
function dropBusinessFieldsOfPrivate<T extends { customerType?: unknown; company?: unknown; vatId?: unknown; poNumber?: unknown }>() {
  return z.transform((v: T): T => {
    if (v && typeof v === 'object' && v.customerType !== 'business') {
      const { company: _c, vatId: _v, poNumber: _p, ...rest } = v;
      return rest as T;
    }
    return v;
  });
}

const orderObject = z.object(orderShape).check(companyForBusiness(), invoiceForBusiness());

/** The order details as the form holds them (no cart, no locale): what the browser validates. */
export const orderDetails = z.pipe(dropBusinessFieldsOfPrivate<z.input<typeof orderObject>>(), orderObject);

const requestObject = z
  .object({
    ...orderShape,
    cartId: str().check(z.minLength(1, 'required'), z.maxLength(64, 'too_long')),
    locale: z.optional(locale),
  })
  .check(companyForBusiness(), invoiceForBusiness());

/** `POST /api/checkout`: the one schema of the request; the rule that needs the account (invoice) runs on the server. */
export const checkoutRequest = z.pipe(dropBusinessFieldsOfPrivate<z.input<typeof requestObject>>(), requestObject);

export type OrderDetailsInput = z.input<typeof orderDetails>;
export type OrderDetails = z.output<typeof orderDetails>;
export type CheckoutRequestInput = z.input<typeof checkoutRequest>;
export type CheckoutRequest = z.output<typeof checkoutRequest>;
