import * as z from 'zod/mini';
import { choice, email } from './fields';
import { pagePath } from './lead';

/** `POST /api/newsletter`: asks for the double opt-in mail. */
export const newsletterSignupSchema = z.object({
  email,
  locale: choice(['de', 'en'] as const),
  /** page the field was on */
  source: pagePath,
  /** honeypot, see lead.ts */
  website: z.optional(z.nullable(z.string().check(z.maxLength(2000)))),
});

/** `POST /api/newsletter/confirm` and `/api/newsletter/unsubscribe`: the signed token from the mail. */
export const newsletterTokenSchema = z.object({ token: z.string().check(z.minLength(20, 'token_invalid'), z.maxLength(2000, 'token_invalid')) });

/** Where a confirmation or unsubscribe link leaves an address. */
export type NewsletterTokenState = 'confirmed' | 'already_confirmed' | 'unsubscribed' | 'expired' | 'invalid';
