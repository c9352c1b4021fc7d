/** A cart line as the storefront sees it; prices always come from the database. */
export type CartLine = {
  id: string;
  variantId: number;
  /** product handle, the productId of the spec's product URL */
  productId: string;
  title: string;
  sku: string;
  grade: 'A' | 'B' | 'C';
  /** human-readable configuration, e.g. '16 GB RAM · 512 GB SSD · DE (QWERTZ)' */
  options: string;
  category: string;
  family: string;
  quantity: number;
  /** units that can be bought right now */
  available: number;
  /** cents, gross */
  unitPriceCents: number;
  /** cents, gross */
  lineTotalCents: number;
};

/** The cart object of DESIGN.md (plus display fields); money in cents, gross. */
export type Cart = {
  id: string;
  lines: CartLine[];
  subtotalCents: number;
  shippingCents: number;
  vatCents: number;
  totalCents: number;
  completed: boolean;
};

export { CUSTOMER_TYPES, type CustomerType } from '../contracts/customer';
export { PAYMENT_METHODS, type PaymentMethod, type CheckoutRequestInput } from '../contracts/checkout';
export { SHIPPING_COUNTRIES } from '../contracts/address';
import type { CustomerType } from '../contracts/customer';
import type { PaymentMethod } from '../contracts/checkout';

export type CheckoutAddress = {
  street: string;
  postalCode: string;
  city: string;
  country: string;
  /** recipient, billing address only */
  name?: string;
  company?: string;
};

/** 201 answer of POST /api/checkout. */
export type CheckoutResult = { orderNumber: string; totalCents: number };

/** An order as its buyer sees it (thank-you page, confirmation mail). */
export type OrderView = {
  orderNumber: string;
  /** ISO timestamp */
  createdAt: string;
  email: string;
  customerType: CustomerType;
  firstName: string;
  lastName: string;
  company: string | null;
  vatId: string | null;
  poNumber: string | null;
  shippingAddress: CheckoutAddress;
  billingAddress: CheckoutAddress;
  paymentMethod: PaymentMethod;
  status: string;
  locale: 'de' | 'en';
  lines: {
    position: number;
    variantId: number | null;
    productId: string;
    /** category and model family pick the line's illustration */
    category: string;
    family: string;
    title: string;
    sku: string;
    grade: string;
    options: string;
    quantity: number;
    unitPriceCents: number;
    lineTotalCents: number;
  }[];
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  vatCents: number;
  netCents: number;
};
