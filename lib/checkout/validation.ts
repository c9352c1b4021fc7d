import { isValidVatId } from './vat-id';
import { CUSTOMER_TYPES, PAYMENT_METHODS, SHIPPING_COUNTRIES, type CheckoutAddress, type CheckoutRequest } from './types';

/** Error codes; the checkout namespace has an `error_<code>` text for each. */
export type FieldError =
  | 'required'
  | 'too_long'
  | 'email_invalid'
  | 'postal_code_invalid'
  | 'street_number_missing'
  | 'country_unsupported'
  | 'vat_id_invalid'
  | 'invoice_business_only'
  | 'terms_required'
  | 'invalid_choice';

/** Field path ('email', 'shippingAddress.city', …) → error code. */
export type FieldErrors = Record<string, FieldError>;

const MAX = { name: 80, company: 120, street: 120, city: 80, email: 254, poNumber: 40, phone: 30 } as const;

const POSTAL_CODES: Record<string, RegExp> = {
  DE: /^\d{5}$/,
  AT: /^\d{4}$/,
  NL: /^\d{4} ?[A-Z]{2}$/i,
  BE: /^\d{4}$/,
  LU: /^(L-?)?\d{4}$/i,
  FR: /^\d{5}$/,
};

// deliberately simple: one @, a dot in the domain, no spaces; the confirmation mail proves the rest
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const trimmed = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

function text(errors: FieldErrors, path: string, value: unknown, max: number, required = true): void {
  const v = trimmed(value);
  if (!v) {
    if (required) errors[path] = 'required';
  } else if (v.length > max) errors[path] = 'too_long';
}

function address(errors: FieldErrors, prefix: string, a: Partial<CheckoutAddress> | undefined, withName: boolean): void {
  if (withName) text(errors, `${prefix}.name`, a?.name, MAX.name);
  text(errors, `${prefix}.street`, a?.street, MAX.street);
  if (!errors[`${prefix}.street`] && !/\d/.test(trimmed(a?.street))) errors[`${prefix}.street`] = 'street_number_missing';
  text(errors, `${prefix}.city`, a?.city, MAX.city);
  const country = trimmed(a?.country).toUpperCase();
  if (!country) errors[`${prefix}.country`] = 'required';
  else if (!(SHIPPING_COUNTRIES as readonly string[]).includes(country)) errors[`${prefix}.country`] = 'country_unsupported';
  const postal = trimmed(a?.postalCode);
  if (!postal) errors[`${prefix}.postalCode`] = 'required';
  else if (POSTAL_CODES[country] && !POSTAL_CODES[country].test(postal)) errors[`${prefix}.postalCode`] = 'postal_code_invalid';
}

/**
 * Every business rule of the checkout form, shared by the browser (messages next to the fields)
 * and the server (the authority). Returns an empty object when the request is valid.
 */
export function validateCheckout(input: Partial<CheckoutRequest>): FieldErrors {
  const errors: FieldErrors = {};
  const email = trimmed(input.email);
  if (!email) errors.email = 'required';
  else if (email.length > MAX.email) errors.email = 'too_long';
  else if (!EMAIL.test(email)) errors.email = 'email_invalid';

  if (!(CUSTOMER_TYPES as readonly unknown[]).includes(input.customerType)) errors.customerType = 'invalid_choice';
  const business = input.customerType === 'business';

  text(errors, 'firstName', input.firstName, MAX.name);
  text(errors, 'lastName', input.lastName, MAX.name);
  text(errors, 'phone', input.phone, MAX.phone, false);
  if (business) {
    text(errors, 'company', input.company, MAX.company);
    const vat = trimmed(input.vatId);
    if (vat && !isValidVatId(vat)) errors.vatId = 'vat_id_invalid';
    text(errors, 'poNumber', input.poNumber, MAX.poNumber, false);
  }

  address(errors, 'shippingAddress', input.shippingAddress, false);
  if (input.billingAddress) address(errors, 'billingAddress', input.billingAddress, true);

  if (!(PAYMENT_METHODS as readonly unknown[]).includes(input.paymentMethod)) errors.paymentMethod = 'invalid_choice';
  else if (input.paymentMethod === 'invoice' && !business) errors.paymentMethod = 'invoice_business_only';

  if (input.acceptTerms !== true) errors.acceptTerms = 'terms_required';
  return errors;
}
