import '@/lib/server/only';
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import mailDe from '@/locales/de/account-mail.json';
import mailEn from '@/locales/en/account-mail.json';
import { getDb, type DbOrTx } from '../db';
import { customers, passwordResetTokens } from '../db/schema';
import { env } from '../env';
import { HttpError } from '../http/errors';
import { logger } from '../logger';
import { escapeHtml, mailQueue, sendMail } from '../mail';
import { hashPassword } from '../security/password';
import { findCustomerByEmail } from './customers';
import type { CustomerRow } from './types';
import { revocationInstant } from './tokens';
import { localePrefix } from '@/lib/site-config';
import { interpolate } from '@/lib/i18n/interpolate';

/** How long a reset link stays valid, ms (1 hour). */
const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Reset mails one account gets at once within an hour; beyond them, mails are paced. */
export const RESET_MAILS_PER_HOUR = 3;
/** Least time between two reset mails of one account once the hourly ones are used, ms (5 minutes). */
export const RESET_MAIL_SPACING_MS = 5 * 60 * 1000;

const MAIL_TEXT = { de: mailDe, en: mailEn } as const;

function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The reset page's absolute URL in a locale, carrying the token. */
function resetLink(token: string, locale: 'de' | 'en'): string {
  return `${env().SITE_URL}${localePrefix(locale)}/account/reset-password?token=${encodeURIComponent(token)}`;
}

async function sendResetMail(customer: CustomerRow, token: string): Promise<void> {
  const locale = customer.locale;
  const m = MAIL_TEXT[locale];
  const link = resetLink(token, locale);
  const greeting = interpolate(m.reset_greeting, { firstName: customer.firstName });
  const text = [greeting, '', m.reset_intro, link, '', m.reset_validity, m.reset_ignore, '', m.signature].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(m.reset_intro)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(m.reset_button)}</a></p>`,
    `<p>${escapeHtml(m.reset_validity)}<br>${escapeHtml(m.reset_ignore)}</p>`,
    `<p>${escapeHtml(m.signature)}</p>`,
  ].join('\n');
  await sendMail({ to: customer.email, subject: m.reset_subject, text, html, tag: 'password-reset' });
}

/**
 * Starts a password reset: when an account has this e-mail, stores the hash of a random
 * single-use token (1 hour) and mails the link in the customer's language. Only the lookup
 * happens before the caller answers 202; storing the token and mailing run afterwards (in the
 * mail queue, `mailQueue.idle()` waits for it), so neither the reply nor its timing tells whether
 * the account exists; failures are logged.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const customer = await findCustomerByEmail(email);
  if (!customer) return;
  mailQueue.defer(
    issueResetLink(customer).catch((err: unknown) => {
      logger.error({ err: err instanceof Error ? err.message : String(err), tag: 'password-reset' }, 'reset link could not be issued');
    }),
  );
}

/**
 * Whether another reset mail may go out now. Never refused for long: past the first few in an
 * hour, one mail every few minutes, and every link sent stays valid for an hour, so whoever
 * requests resets for someone else's e-mail cannot keep its owner from resetting.
 */
async function mayMailReset(tx: DbOrTx, customerId: string, now: number): Promise<boolean> {
  const recent = await tx
    .select({ createdAt: passwordResetTokens.createdAt })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.customerId, customerId), gt(passwordResetTokens.createdAt, new Date(now - 60 * 60 * 1000))))
    .orderBy(desc(passwordResetTokens.createdAt))
    .limit(RESET_MAILS_PER_HOUR);
  if (recent.length < RESET_MAILS_PER_HOUR) return true;
  return now - recent[0]!.createdAt.getTime() >= RESET_MAIL_SPACING_MS;
}

async function issueResetLink(customer: CustomerRow): Promise<void> {
  const db = await getDb();
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  // one request per customer at a time (row lock), so concurrent requests cannot pass the pacing together
  const issued = await db.transaction(async (tx) => {
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customer.id)).for('update');
    if (!(await mayMailReset(tx, customer.id, now))) return false;
    await tx.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, new Date(now - RESET_TOKEN_TTL_MS)));
    await tx.insert(passwordResetTokens).values({
      tokenHash: tokenHash(token),
      customerId: customer.id,
      createdAt: new Date(now),
      expiresAt: new Date(now + RESET_TOKEN_TTL_MS),
    });
    return true;
  });
  if (!issued) {
    logger.info({ tag: 'password-reset' }, 'reset mail paced: the last one went out minutes ago and is still valid');
    return;
  }
  await sendResetMail(customer, token);
}

/**
 * Sets a new password with a reset token. The token (and every other open token of that
 * customer) is used up, and every auth token issued before is revoked.
 */
export async function resetPassword(token: string, password: string): Promise<void> {
  const db = await getDb();
  const hash = tokenHash(token);
  const newHash = await hashPassword(password);
  const done = await db.transaction(async (tx) => {
    const now = new Date();
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.tokenHash, hash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
      .returning({ customerId: passwordResetTokens.customerId });
    if (!claimed) return false;
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.customerId, claimed.customerId), isNull(passwordResetTokens.usedAt)));
    await tx
      .update(customers)
      .set({ passwordHash: newHash, tokensValidAfter: revocationInstant(now.getTime()), updatedAt: now })
      .where(eq(customers.id, claimed.customerId));
    return true;
  });
  if (!done) throw new HttpError(400, 'invalid_token', 'This reset link is invalid, expired or already used.');
}
