import { readStorage, writeStorage } from '../browser-storage';
import type { CheckoutRequest, CustomerType, PaymentMethod } from './types';

/** What the checkout form holds while it is being filled in (kept in sessionStorage). */
export type CheckoutDraft = {
  email: string;
  phone: string;
  customerType: CustomerType;
  firstName: string;
  lastName: string;
  company: string;
  vatId: string;
  poNumber: string;
  shipping: { street: string; postalCode: string; city: string; country: string };
  billingDifferent: boolean;
  billing: { name: string; company: string; street: string; postalCode: string; city: string; country: string };
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
    shipping: {
      street: p?.shippingAddress?.street ?? '',
      postalCode: p?.shippingAddress?.postalCode ?? '',
      city: p?.shippingAddress?.city ?? '',
      country: p?.shippingAddress?.country ?? 'DE',
    },
    billingDifferent: !!billing,
    billing: {
      name: billing?.name ?? '',
      company: billing?.company ?? '',
      street: billing?.street ?? '',
      postalCode: billing?.postalCode ?? '',
      city: billing?.city ?? '',
      country: billing?.country ?? 'DE',
    },
    paymentMethod: p?.customerType === 'business' ? 'invoice' : 'prepayment',
    acceptTerms: false,
  };
}

/** The request body for POST /api/checkout; business-only fields are left out for private customers. */
export function draftToRequest(d: CheckoutDraft, cartId: string, locale: 'de' | 'en'): CheckoutRequest {
  const business = d.customerType === 'business';
  return {
    cartId,
    email: d.email.trim(),
    customerType: d.customerType,
    firstName: d.firstName.trim(),
    lastName: d.lastName.trim(),
    ...(business ? { company: d.company.trim(), vatId: d.vatId.trim() || undefined, poNumber: d.poNumber.trim() || undefined } : {}),
    phone: d.phone.trim() || undefined,
    shippingAddress: { ...d.shipping },
    ...(d.billingDifferent ? { billingAddress: { ...d.billing } } : {}),
    paymentMethod: d.paymentMethod,
    acceptTerms: d.acceptTerms,
    locale,
  };
}

/** The saved draft merged over a fresh one (fields added later get their defaults). */
export function loadDraft(prefill?: CheckoutPrefill | null): CheckoutDraft {
  const base = emptyDraft(prefill);
  const raw = readStorage('session', DRAFT_STORAGE_KEY);
  if (!raw) return base;
  try {
    const saved = JSON.parse(raw) as Partial<CheckoutDraft>;
    return {
      ...base,
      ...saved,
      shipping: { ...base.shipping, ...saved.shipping },
      billing: { ...base.billing, ...saved.billing },
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
