import '@/lib/server/only';
import { hkdfSync, randomUUID } from 'node:crypto';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { errors, jwtVerify, SignJWT } from 'jose';
import { company, companyAddressLine } from '@/lib/company';
import type { NewsletterTokenState } from '@/lib/contracts/newsletter';
import { getDb } from '../db';
import { newsletterSubscribers } from '../db/schema';
import { env } from '../env';
import { logger } from '../logger';
import { sendMail } from '../mail';
import { mailText, newsletterConsentText } from './mail-text';
import { localePrefix } from '@/lib/site-config';

/** How long a confirmation link stays valid, hours. */
const CONFIRM_LINK_HOURS = 48;

const ISSUER = 'zweitwerk';
const CONFIRM = 'zweitwerk-newsletter-confirm';
const UNSUBSCRIBE = 'zweitwerk-newsletter-unsubscribe';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;
type Locale = 'de' | 'en';

// a key of its own, derived from the server secret: a newsletter link can never pass as an auth token
function key(): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', env().JWT_SECRET, 'zweitwerk', 'newsletter links', 32));
}

/** Signed confirmation token: subscriber id, the sign-up it belongs to, expiry. */
async function confirmationToken(row: Pick<SubscriberRow, 'id' | 'requestedAt'>, nowMs = Date.now()): Promise<string> {
  const now = Math.floor(nowMs / 1000);
  return new SignJWT({ rq: row.requestedAt.getTime() })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(row.id)
    .setIssuer(ISSUER)
    .setAudience(CONFIRM)
    .setIssuedAt(now)
    .setExpirationTime(now + CONFIRM_LINK_HOURS * 3600)
    .sign(key());
}

/** Signed unsubscribe token: valid as long as the address exists (every mail carries it). */
async function unsubscribeToken(id: string): Promise<string> {
  return new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(id).setIssuer(ISSUER).setAudience(UNSUBSCRIBE).sign(key());
}

function confirmLink(token: string, locale: Locale): string {
  return `${env().SITE_URL}${localePrefix(locale)}/newsletter/confirm?token=${encodeURIComponent(token)}`;
}

function unsubscribeLink(token: string, locale: Locale): string {
  return `${env().SITE_URL}${localePrefix(locale)}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

type Verified = { ok: true; id: string; rq: number | null } | { ok: false; state: 'expired' | 'invalid' };

async function verify(token: string, audience: string): Promise<Verified> {
  if (!token || token.length > 2000) return { ok: false, state: 'invalid' };
  try {
    const { payload } = await jwtVerify(token, key(), { algorithms: ['HS256'], issuer: ISSUER, audience });
    if (typeof payload.sub !== 'string' || !UUID.test(payload.sub)) return { ok: false, state: 'invalid' };
    return { ok: true, id: payload.sub, rq: typeof payload.rq === 'number' ? payload.rq : null };
  } catch (err) {
    return { ok: false, state: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

async function byId(id: string): Promise<SubscriberRow | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
  return row;
}

async function unsubscribeFooter(row: SubscriberRow): Promise<string> {
  return mailText(row.locale, 'newsletter_unsubscribe', { link: unsubscribeLink(await unsubscribeToken(row.id), row.locale) });
}

async function sendConfirmation(row: SubscriberRow): Promise<void> {
  const l = row.locale;
  const link = confirmLink(await confirmationToken(row), l);
  const text = [
    mailText(l, 'newsletter_confirm_intro'),
    '',
    link,
    '',
    mailText(l, 'newsletter_confirm_validity', { hours: CONFIRM_LINK_HOURS }),
    '',
    mailText(l, 'signature'),
    '',
    await unsubscribeFooter(row),
    companyAddressLine(),
  ].join('\n');
  await sendMail({ to: row.email, subject: mailText(l, 'newsletter_confirm_subject'), text, tag: 'newsletter-confirm' });
}

async function sendWelcome(row: SubscriberRow): Promise<void> {
  const l = row.locale;
  const text = [mailText(l, 'newsletter_welcome_intro'), '', mailText(l, 'signature'), '', await unsubscribeFooter(row), companyAddressLine()].join('\n');
  await sendMail({ to: row.email, subject: mailText(l, 'newsletter_welcome_subject'), text, tag: 'newsletter-welcome' });
}

/**
 * A sign-up from a newsletter field: a new or unsubscribed address becomes `pending` with a fresh
 * request time and gets the confirmation mail (a pending one gets a fresh link; older links stop
 * working). A confirmed address stays as it is and gets no mail. The caller answers the same in
 * every case, so the form does not reveal who is subscribed.
 */
export async function requestSubscription(input: { email: string; locale: Locale; source: string }): Promise<void> {
  const db = await getDb();
  const now = new Date();
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({
      id: randomUUID(),
      email: input.email,
      locale: input.locale,
      status: 'pending',
      source: input.source,
      consentText: newsletterConsentText(input.locale),
      requestedAt: now,
    })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: {
        locale: input.locale,
        status: 'pending',
        source: input.source,
        consentText: newsletterConsentText(input.locale),
        requestedAt: now,
        unsubscribedAt: null,
        updatedAt: now,
      },
      setWhere: ne(newsletterSubscribers.status, 'confirmed'),
    })
    .returning();
  if (!row) return;
  try {
    await sendConfirmation(row);
  } catch (err) {
    logger.error({ err: err instanceof Error ? err.message : String(err), tag: 'newsletter-confirm' }, 'newsletter confirmation mail failed');
  }
}

export type TokenView = { state: NewsletterTokenState | 'ready'; email: string | null };

/** What a confirmation link would do, without doing it (the confirm page shows this first). */
export async function inspectConfirmation(token: string): Promise<TokenView> {
  const v = await verify(token, CONFIRM);
  if (!v.ok) return { state: v.state, email: null };
  const row = await byId(v.id);
  if (!row) return { state: 'invalid', email: null };
  if (row.status === 'unsubscribed') return { state: 'unsubscribed', email: row.email };
  if (row.status === 'confirmed') return { state: 'already_confirmed', email: row.email };
  // a newer sign-up replaced this link
  if (v.rq !== row.requestedAt.getTime()) return { state: 'expired', email: null };
  return { state: 'ready', email: row.email };
}

/** Confirms the sign-up a link belongs to: pending → confirmed (and a welcome mail); other states are reported. */
export async function confirmSubscription(token: string): Promise<TokenView> {
  const seen = await inspectConfirmation(token);
  if (seen.state !== 'ready') return seen;
  const v = (await verify(token, CONFIRM)) as Extract<Verified, { ok: true }>;
  const db = await getDb();
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ status: 'confirmed', confirmedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(newsletterSubscribers.id, v.id),
        eq(newsletterSubscribers.status, 'pending'),
        eq(newsletterSubscribers.requestedAt, new Date(v.rq!)),
      ),
    )
    .returning();
  // a concurrent click of the same link got there first
  if (!row) return inspectConfirmation(token);
  try {
    await sendWelcome(row);
  } catch (err) {
    logger.error({ err: err instanceof Error ? err.message : String(err), tag: 'newsletter-welcome' }, 'newsletter welcome mail failed');
  }
  return { state: 'confirmed', email: row.email };
}

/** What an unsubscribe link refers to. */
export async function inspectUnsubscribe(token: string): Promise<TokenView> {
  const v = await verify(token, UNSUBSCRIBE);
  if (!v.ok) return { state: 'invalid', email: null };
  const row = await byId(v.id);
  if (!row) return { state: 'invalid', email: null };
  return { state: row.status === 'unsubscribed' ? 'unsubscribed' : 'ready', email: row.email };
}

/** Unsubscribes the address of an unsubscribe link (idempotent). */
export async function unsubscribe(token: string): Promise<TokenView> {
  const seen = await inspectUnsubscribe(token);
  if (seen.state !== 'ready') return seen;
  const v = (await verify(token, UNSUBSCRIBE)) as Extract<Verified, { ok: true }>;
  const db = await getDb();
  await db
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed', unsubscribedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(newsletterSubscribers.id, v.id), ne(newsletterSubscribers.status, 'unsubscribed')));
  return { state: 'unsubscribed', email: seen.email };
}

/** Addresses that confirmed and did not unsubscribe: the only ones that count and receive the newsletter. */
export async function countConfirmedSubscribers(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(newsletterSubscribers).where(eq(newsletterSubscribers.status, 'confirmed'));
  return Number(row?.n ?? 0);
}

export async function findSubscriber(email: string): Promise<SubscriberRow | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email.trim().toLowerCase()));
  return row;
}

/** The service address named in newsletter pages when a link is broken. */
export const newsletterHelpAddress = company.email.service;
