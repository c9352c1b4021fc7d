import { readStorage, writeStorage } from '../browser-storage';
import type { CheckoutRequestInput, OrderDetailsInput } from '../contracts/checkout';
import type { CustomerType, PaymentMethod } from './types';

/**
 * What the checkout form holds while it is being filled in (kept in sessionStorage). Field names
 * are the request's, so the contract's error paths ('shippingAddress.city') name form fields.
 */
export type CheckoutDraft = {
  email: string;
  phone: string;
  customerType: CustomerType;
  firstName: string;
  lastName: string;
  company: string;
  vatId: string;
  poNumber: string;
  shippingAddress: { street: string; postalCode: string; city: string; country: string };
  billingDifferent: boolean;
  billingAddress: { name: string; company: string; street: string; postalCode: string; city: string; country: string };
  paymentMethod: PaymentMethod;
  /** never stored: the acceptance is given anew for every order */
  acceptTerms: boolean;
};

/** Details of a signed-in customer used to fill in the form. */
export type CheckoutPrefill = {
  email: string;
  firstName: string;
  lastName: string;
  customerType: CustomerType;
  company: string | null;
  vatId: string | null;
  phone: string | null;
  shippingAddress: { street: string; postalCode: string; city: string; country: string } | null;
  billingAddress: { street: string; postalCode: string; city: string; country: string; name?: string; company?: string } | null;
};

export const DRAFT_STORAGE_KEY = 'zweitwerk-checkout-draft';

/** Whether the signed-in account may pay on invoice: only a stored business account may. */
export function invoiceAllowedFor(prefill: CheckoutPrefill | null | undefined): boolean {
  return prefill?.customerType === 'business';
}

export function emptyDraft(prefill?: CheckoutPrefill | null): CheckoutDraft {
  const p = prefill;
  const billing = p?.billingAddress;
  return {
    email: p?.email ?? '',
    phone: p?.phone ?? '',
    customerType: p?.customerType ?? 'private',
    firstName: p?.firstName ?? '',
    lastName: p?.lastName ?? '',
    company: p?.company ?? '',
    vatId: p?.vatId ?? '',
    poNumber: '',
    shippingAddress: {
      street: p?.shippingAddress?.street ?? '',
      postalCode: p?.shippingAddress?.postalCode ?? '',
      city: p?.shippingAddress?.city ?? '',
      country: p?.shippingAddress?.country ?? 'DE',
    },
    billingDifferent: !!billing,
    billingAddress: {
      name: billing?.name ?? '',
      company: billing?.company ?? '',
      street: billing?.street ?? '',
      postalCode: billing?.postalCode ?? '',
      city: billing?.city ?? '',
      country: billing?.country ?? 'DE',
    },
    paymentMethod: invoiceAllowedFor(p) ? 'invoice' : 'prepayment',
    acceptTerms: false,
  };
}

/** The order details of a draft: business-only fields only for businesses, billing only when different. */
export function draftToDetails(d: CheckoutDraft): OrderDetailsInput {
  const business = d.customerType === 'business';
  return {
    email: d.email,
    customerType: d.customerType,
    firstName: d.firstName,
    lastName: d.lastName,
    ...(business ? { company: d.company, vatId: d.vatId, poNumber: d.poNumber } : {}),
    phone: d.phone,
    shippingAddress: { ...d.shippingAddress },
    ...(d.billingDifferent ? { billingAddress: { ...d.billingAddress } } : {}),
    paymentMethod: d.paymentMethod,
    acceptTerms: d.acceptTerms,
  };
}

/** The request body for POST /api/checkout. */
export function draftToRequest(d: CheckoutDraft, cartId: string, locale: 'de' | 'en'): CheckoutRequestInput {
  return { ...draftToDetails(d), cartId, locale };
}

type SavedDraft = Partial<CheckoutDraft> & {
  /** names of an earlier version of the draft */
  shipping?: Partial<CheckoutDraft['shippingAddress']>;
  billing?: Partial<CheckoutDraft['billingAddress']>;
};

const text = (v: unknown, fallback: string): string => (typeof v === 'string' ? v : fallback);

/** The saved draft merged over a fresh one (fields added later get their defaults, wrong types are dropped). */
export function loadDraft(prefill?: CheckoutPrefill | null): CheckoutDraft {
  const base = emptyDraft(prefill);
  const raw = readStorage('session', DRAFT_STORAGE_KEY);
  if (!raw) return base;
  try {
    const saved = JSON.parse(raw) as SavedDraft;
    if (!saved || typeof saved !== 'object') return base;
    const ship = { ...saved.shipping, ...saved.shippingAddress };
    const bill = { ...saved.billing, ...saved.billingAddress };
    return {
      email: text(saved.email, base.email),
      phone: text(saved.phone, base.phone),
      customerType: saved.customerType === 'business' || saved.customerType === 'private' ? saved.customerType : base.customerType,
      firstName: text(saved.firstName, base.firstName),
      lastName: text(saved.lastName, base.lastName),
      company: text(saved.company, base.company),
      vatId: text(saved.vatId, base.vatId),
      poNumber: text(saved.poNumber, base.poNumber),
      shippingAddress: {
        street: text(ship.street, base.shippingAddress.street),
        postalCode: text(ship.postalCode, base.shippingAddress.postalCode),
        city: text(ship.city, base.shippingAddress.city),
        country: text(ship.country, base.shippingAddress.country),
      },
      billingDifferent: typeof saved.billingDifferent === 'boolean' ? saved.billingDifferent : base.billingDifferent,
      billingAddress: {
        name: text(bill.name, base.billingAddress.name),
        company: text(bill.company, base.billingAddress.company),
        street: text(bill.street, base.billingAddress.street),
        postalCode: text(bill.postalCode, base.billingAddress.postalCode),
        city: text(bill.city, base.billingAddress.city),
        country: text(bill.country, base.billingAddress.country),
      },
      paymentMethod: saved.paymentMethod === 'invoice' || saved.paymentMethod === 'prepayment' ? saved.paymentMethod : base.paymentMethod,
      acceptTerms: false,
    };
  } catch {
    return base;
  }
}

export function saveDraft(d: CheckoutDraft): void {
  const { acceptTerms: _ignored, ...rest } = d;
  writeStorage('session', DRAFT_STORAGE_KEY, JSON.stringify(rest));
}

export function clearDraft(): void {
  writeStorage('session', DRAFT_STORAGE_KEY, null);
}

/**
 * One Idempotency-Key per cart, kept for the tab's session: a retried or doubled submit of the
 * same cart can never create a second order.
 */
export function idempotencyKeyFor(cartId: string, makeId: () => string): string {
  const key = `zweitwerk-checkout-key-${cartId}`;
  const existing = readStorage('session', key);
  if (existing) return existing;
  const fresh = makeId();
  writeStorage('session', key, fresh);
  return fresh;
}
