import * as z from 'zod/mini';
import { accountAddress, type PostalAddress } from './address';
import { choice, clearable, email, flag, line, locale, mustAccept, optionalLine } from './fields';
import { newPassword } from './auth';
import { vatId } from './vat-id';

export const CUSTOMER_TYPES = ['private', 'business'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

const PERSON_LIMITS = { name: 80, company: 120, phone: 30 } as const;

export const customerType = choice(CUSTOMER_TYPES);
export const personName = line(PERSON_LIMITS.name);
export const company = optionalLine(PERSON_LIMITS.company);

const PHONE = /^\+?[0-9 ()/.-]{4,30}$/;

/** An optional phone number: digits, spaces and + ( ) / . - only. */
export const phone = optionalLine(PERSON_LIMITS.phone).check(z.refine((v) => v === undefined || (PHONE.test(v) && /\d{3}/.test(v.replace(/\D/g, ''))), 'phone_invalid'));

/** A business customer names their company; runs even when other fields failed. */
export function companyForBusiness<T extends { customerType?: CustomerType; company?: string | null }>() {
  return z.superRefine<T>(
    (v, ctx) => {
      if (v.customerType === 'business' && !v.company) ctx.addIssue({ code: 'custom', path: ['company'], message: 'company_required', input: v.company });
    },
    {
      when: (payload) => {
        const v = payload.value as { customerType?: unknown } | undefined;
        return v?.customerType === 'business' && !payload.issues.some((i) => i.path?.[0] === 'company' || i.path?.[0] === 'customerType');
      },
    },
  );
}

/**
 * Net prices are a business customer's choice: an update that makes the account a consumer's
 * cannot switch them on (the server also checks the stored type when the update names none).
 */
function netPricesForBusiness<T extends { customerType?: CustomerType; pricesNet?: boolean }>() {
  return z.superRefine<T>((v, ctx) => {
    if (v.customerType === 'private' && v.pricesNet === true) {
      ctx.addIssue({ code: 'custom', path: ['pricesNet'], message: 'net_prices_business_only', input: v.pricesNet });
    }
  });
}

/** `POST {api}/v1/account/register`: the same rules for names, VAT ID and addresses as the checkout. */
export const registration = z
  .object({
    email,
    password: newPassword,
    firstName: personName,
    lastName: personName,
    customerType,
    company,
    vatId,
    phone,
    shippingAddress: z.optional(z.nullable(accountAddress)),
    billingAddress: z.optional(z.nullable(accountAddress)),
    acceptTerms: mustAccept,
    newsletter: z._default(flag, false),
    locale: z._default(locale, 'de'),
  })
  .check(companyForBusiness());

export type RegistrationInput = z.input<typeof registration>;
export type Registration = z.output<typeof registration>;

/** `PATCH {api}/v1/account/customer`: every field optional, null clears an optional one; the e-mail is not changed here. */
export const profileUpdate = z.strictObject({
  firstName: z.optional(personName),
  lastName: z.optional(personName),
  customerType: z.optional(customerType),
  company: clearable(company),
  vatId: clearable(vatId),
  phone: clearable(phone),
  newsletter: z.optional(flag),
  locale: z.optional(locale),
  shippingAddress: z.optional(z.nullable(accountAddress)),
  billingAddress: z.optional(z.nullable(accountAddress)),
  /** show prices net (excl. VAT) across the shop: business customers only */
  pricesNet: z.optional(flag),
}).check(netPricesForBusiness());

export type ProfileUpdate = z.output<typeof profileUpdate>;

/** What the account API answers for `GET {api}/v1/account/customer` (the spec reads its email). */
export type CustomerProfile = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  customerType: CustomerType;
  company: string | null;
  vatId: string | null;
  phone: string | null;
  locale: 'de' | 'en';
  shippingAddress: PostalAddress | null;
  billingAddress: PostalAddress | null;
  newsletter: boolean;
  /** a business customer's choice to see prices net (excl. VAT); always false for consumers */
  pricesNet: boolean;
  createdAt: string;
};
