import '@/lib/server/only';
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../security/password';

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'The e-mail address is too long.')
  .pipe(z.email('Please enter a valid e-mail address.'));

const newPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`)
  .max(MAX_PASSWORD_LENGTH, `The password must be at most ${MAX_PASSWORD_LENGTH} characters long.`);

const name = (label: string) => z.string().trim().min(1, `${label} is required.`).max(100, `${label} is too long.`);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

const locale = z.enum(['de', 'en']);

/** EU VAT ID, stored without spaces in upper case, e.g. DE123456789. */
const vatId = optionalText(20)
  .transform((v) => (v ? v.replace(/\s/g, '').toUpperCase() : null))
  .refine((v) => v === null || /^[A-Z]{2}[A-Z0-9+*.]{2,13}$/.test(v), {
    message: 'The VAT ID must start with a two-letter country code, e.g. DE123456789.',
  });

export const postalAddressSchema = z.object({
  street: z.string().trim().min(1).max(200),
  postalCode: z.string().trim().min(3).max(12),
  city: z.string().trim().min(1).max(100),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Use a two-letter country code.'),
  name: z.string().trim().max(200).optional(),
  company: z.string().trim().max(200).optional(),
});

/** `POST /v1/account/login` */
export const loginSchema = z.object({
  email: z.string().trim().toLowerCase().max(254),
  // checked against the hash, never validated for shape: a login reveals nothing about rules
  password: z.string().max(MAX_PASSWORD_LENGTH),
});

/** `POST /v1/account/register` */
export const registerSchema = z
  .object({
    email,
    password: newPassword,
    firstName: name('First name'),
    lastName: name('Last name'),
    customerType: z.enum(['private', 'business'], 'Choose private or business customer.'),
    company: optionalText(200),
    vatId,
    phone: optionalText(40),
    acceptTerms: z.literal(true, 'The terms and conditions must be accepted.'),
    newsletter: z.boolean().optional().default(false),
    locale: locale.optional().default('de'),
  })
  .superRefine((data, ctx) => {
    if (data.customerType === 'business' && !data.company) {
      ctx.addIssue({ code: 'custom', path: ['company'], message: 'The company name is required for business customers.' });
    }
  });

export type RegisterInput = z.output<typeof registerSchema>;

/** `PATCH /v1/account/customer`: every field optional; e-mail changes are not offered. */
export const profileUpdateSchema = z
  .object({
    firstName: name('First name'),
    lastName: name('Last name'),
    customerType: z.enum(['private', 'business']),
    company: optionalText(200),
    vatId,
    phone: optionalText(40),
    newsletter: z.boolean(),
    locale,
    shippingAddress: postalAddressSchema.nullable(),
    billingAddress: postalAddressSchema.nullable(),
  })
  .partial()
  .strict();

export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** `POST /v1/account/password` */
export const changePasswordSchema = z.object({
  currentPassword: z.string().max(MAX_PASSWORD_LENGTH),
  newPassword,
});

/** `POST /v1/account/forgot-password` */
export const forgotPasswordSchema = z.object({
  email: z.string().trim().toLowerCase().max(254),
  locale: locale.optional(),
});

/** `POST /v1/account/reset-password` */
export const resetPasswordSchema = z.object({
  token: z.string().min(20).max(200),
  password: newPassword,
});
