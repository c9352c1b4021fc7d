import * as z from 'zod/mini';
import { email } from '@/lib/contracts/fields';

/**
 * The newsletter field's check in the browser: the contract's e-mail field. Loaded when the field is
 * first focused or submitted, so the footer on every page does not carry the validation library.
 */
export function parseNewsletterEmail(value: string) {
  return z.safeParse(email, value);
}

export type NewsletterEmailResult = ReturnType<typeof parseNewsletterEmail>;
