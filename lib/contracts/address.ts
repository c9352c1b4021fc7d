import * as z from 'zod/mini';
import { hasLineControl, line, optionalLine, str, typeError } from './fields';

/** Countries we ship to at the standard rate (ISO 3166-1 alpha-2). */
export const SHIPPING_COUNTRIES = ['DE', 'AT', 'NL', 'BE', 'LU', 'FR'] as const;
export type ShippingCountry = (typeof SHIPPING_COUNTRIES)[number];

/** Postal code formats of the shipping countries. */
const POSTAL_CODES: Record<ShippingCountry, RegExp> = {
  DE: /^\d{5}$/,
  AT: /^\d{4}$/,
  NL: /^\d{4} ?[A-Z]{2}$/,
  BE: /^\d{4}$/,
  LU: /^(L-?)?\d{4}$/,
  FR: /^\d{5}$/,
};

const ADDRESS_LIMITS = { name: 80, company: 120, street: 120, postalCode: 10, city: 80 } as const;

/** A country we ship to, upper-cased; anything else is `country_unsupported`. */
const shippingCountry = z.pipe(
  z.pipe(
    str().check(z.refine((v) => !hasLineControl(v), { message: 'control_characters', abort: true })),
    z.transform((v) => v.trim().toUpperCase()),
  ),
  z.enum(SHIPPING_COUNTRIES, { error: (i) => (i.input === '' ? 'required' : 'country_unsupported') }),
);

/** Whether a postal code has the format of its country. */
export function isValidPostalCode(country: ShippingCountry, postalCode: string): boolean {
  return POSTAL_CODES[country].test(postalCode.trim().toUpperCase());
}

const street = line(ADDRESS_LIMITS.street).check(z.refine((v) => /\d/.test(v), 'street_number_missing'));
const postalCode = line(ADDRESS_LIMITS.postalCode).check(z.overwrite((v) => v.toUpperCase()));

/** The postal code must match the country (checked once both are valid on their own). */
function postalCodeMatchesCountry<T extends { country: ShippingCountry; postalCode: string }>() {
  return z.superRefine<T>(
    (a, ctx) => {
      if (!isValidPostalCode(a.country, a.postalCode)) ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'postal_code_invalid', input: a.postalCode });
    },
    {
      // run even when other fields of the address failed, as long as these two are sound
      when: (payload) => {
        const v = payload.value as { country?: unknown; postalCode?: unknown } | undefined;
        return (
          typeof v?.postalCode === 'string' &&
          (SHIPPING_COUNTRIES as readonly unknown[]).includes(v.country) &&
          !payload.issues.some((i) => i.path?.[0] === 'postalCode' || i.path?.[0] === 'country')
        );
      },
    },
  );
}

const addressShape = {
  street,
  postalCode,
  city: line(ADDRESS_LIMITS.city),
  country: shippingCountry,
};

/** A delivery address (no recipient name: that is the customer's). */
export const address = z.object({ ...addressShape, company: optionalLine(ADDRESS_LIMITS.company) }, { error: typeError }).check(postalCodeMatchesCountry());

/** A billing address with the name it is made out to. */
export const billingAddress = z
  .object({ name: line(ADDRESS_LIMITS.name), company: optionalLine(ADDRESS_LIMITS.company), ...addressShape }, { error: typeError })
  .check(postalCodeMatchesCountry());

/** An address stored with an account: a recipient name is optional there. */
export const accountAddress = z
  .object({ name: optionalLine(ADDRESS_LIMITS.name), company: optionalLine(ADDRESS_LIMITS.company), ...addressShape }, { error: typeError })
  .check(postalCodeMatchesCountry());

export type Address = z.output<typeof address>;

/** A postal address as the JSON columns of customers, orders, invoices and service requests hold it. */
export type PostalAddress = {
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2 */
  country: string;
  name?: string;
  company?: string;
};
export type BillingAddress = z.output<typeof billingAddress>;
export type AccountAddress = z.output<typeof accountAddress>;
