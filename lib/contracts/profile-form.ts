import * as z from 'zod/mini';
import { accountAddress } from './address';
import { changePassword } from './auth';
import { company, companyForBusiness, customerType, personName, phone } from './customer';
import { clearable, flag, locale } from './fields';
import { vatId } from './vat-id';

const ADDRESS_TEXT_FIELDS = ['name', 'company', 'street', 'postalCode', 'city'] as const;

/** An address whose text fields are all blank is no address (the country select alone does not count). */
export function isBlankAddress(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return ADDRESS_TEXT_FIELDS.every((k) => v[k] === undefined || v[k] === null || (typeof v[k] === 'string' && v[k].trim() === ''));
}

/** An address of the profile form: left empty it is cleared (null), otherwise the account contract judges it. */
const formAddress = z.pipe(
  z.transform((v: unknown) => (isBlankAddress(v) ? null : v)),
  z.nullable(accountAddress),
);

/**
 * The profile page's form: the fields of `PATCH {api}/v1/account/customer` (profileUpdate) with the
 * same building blocks, but names required and blank addresses meaning "none".
 */
export const profileForm = z
  .object({
    firstName: personName,
    lastName: personName,
    customerType,
    company,
    vatId: clearable(vatId),
    phone: clearable(phone),
    newsletter: flag,
    locale,
    billingAddress: formAddress,
    shippingAddress: formAddress,
  })
  .check(companyForBusiness());

export type ProfileFormInput = z.input<typeof profileForm>;
export type ProfileForm = z.output<typeof profileForm>;

/** The password form is the API contract itself. */
export const passwordForm = changePassword;
