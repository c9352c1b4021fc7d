import { randomBytes, randomInt } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, describe, expect, it, vi } from 'vitest';
import * as signup from '@/pages/api/newsletter/index';
import * as confirm from '@/pages/api/newsletter/confirm';
import * as unsubscribeRoute from '@/pages/api/newsletter/unsubscribe';
import { countConfirmedSubscribers, findSubscriber } from '@/lib/server/leads';
import { readOutbox, type OutboxMail } from '@/lib/server/mail';
import { closeRateLimits, RATE_LIMITS } from '@/lib/server/security/rate-limit';
import { callApi } from '../support/api';

process.env.TRUST_PROXY = '1';
afterAll(closeRateLimits);

const ip = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const freshEmail = () => `nl-${randomBytes(5).toString('hex')}@example.com`;

type ErrorJson = { error: { code: string; details?: { path: string; code: string }[] } };

const subscribe = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  callApi(signup, { method: 'POST', url: '/api/newsletter', body: { locale: 'de', source: '/', ...body }, headers: { 'x-forwarded-for': ip(), ...headers } });
const postToken = (mod: typeof confirm, token: string) =>
  callApi(mod, { method: 'POST', url: '/api/newsletter/x', body: { token }, headers: { 'x-forwarded-for': ip() } });

function mails(to: string, tag?: string): OutboxMail[] {
  return readOutbox().filter((m) => m.to === to && (!tag || m.tag === tag));
}

/** The token of the first link in a mail that points at the given page. */
function tokenFrom(mail: OutboxMail, page: 'confirm' | 'unsubscribe'): string {
  const match = mail.text.match(new RegExp(`https?://\\S+/newsletter/${page}\\?token=(\\S+)`));
  expect(match, `a ${page} link in "${mail.subject}"`).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

describe('newsletter double opt-in', () => {
  it('pending → confirmed: the mail link confirms once, a welcome mail follows, only confirmed addresses count', async () => {
    const email = freshEmail();
    const before = await countConfirmedSubscribers();
    const res = await subscribe({ email: `  ${email.toUpperCase()} `, source: '/blog' });
    expect(res.status).toBe(202);
    expect(res.json).toEqual({ status: 'pending_confirmation' });

    const pending = await findSubscriber(email);
    expect(pending).toMatchObject({ status: 'pending', locale: 'de', source: '/blog', confirmedAt: null });
    expect(pending!.consentText).toBe(
      'Ja, ich möchte den Zweitwerk-Newsletter einmal im Monat per E-Mail erhalten. Ich kann mich jederzeit über den Link in jeder Mail abmelden.',
    );
    expect(await countConfirmedSubscribers()).toBe(before);

    const [mail] = mails(email, 'newsletter-confirm');
    expect(mail!.subject).toBe('Bitte bestätigen Sie Ihre Newsletter-Anmeldung');
    expect(mail!.text).toContain('http://localhost:3000/newsletter/confirm?token=');
    // every newsletter mail carries an unsubscribe link
    expect(mail!.text).toContain('/newsletter/unsubscribe?token=');

    const first = await postToken(confirm, tokenFrom(mail!, 'confirm'));
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ state: 'confirmed', email });
    expect((await findSubscriber(email))!.status).toBe('confirmed');
    expect((await findSubscriber(email))!.confirmedAt).toBeInstanceOf(Date);
    expect(await countConfirmedSubscribers()).toBe(before + 1);

    const welcome = mails(email, 'newsletter-welcome');
    expect(welcome).toHaveLength(1);
    expect(welcome[0]!.text).toContain('/newsletter/unsubscribe?token=');

    const again = await postToken(confirm, tokenFrom(mail!, 'confirm'));
    expect(again.json).toEqual({ state: 'already_confirmed', email });
    expect(mails(email, 'newsletter-welcome')).toHaveLength(1);
  });

  it('a confirmed address signing up again stays confirmed and gets no further mail', async () => {
    const email = freshEmail();
    await subscribe({ email });
    await postToken(confirm, tokenFrom(mails(email, 'newsletter-confirm')[0]!, 'confirm'));
    const count = mails(email).length;
    expect((await subscribe({ email })).status).toBe(202);
    expect((await findSubscriber(email))!.status).toBe('confirmed');
    expect(mails(email)).toHaveLength(count);
  });

  it('expired: a link older than 48 hours confirms nothing', async () => {
    const email = freshEmail();
    vi.useFakeTimers({ now: Date.now() - 49 * 3600 * 1000, toFake: ['Date'] });
    try {
      await subscribe({ email });
    } finally {
      vi.useRealTimers();
    }
    const res = await postToken(confirm, tokenFrom(mails(email, 'newsletter-confirm')[0]!, 'confirm'));
    expect(res.json).toEqual({ state: 'expired', email: null });
    expect((await findSubscriber(email))!.status).toBe('pending');
  });

  it('superseded: a second sign-up makes the first link stop working, the second one confirms', async () => {
    const email = freshEmail();
    // the first sign-up a minute before the second (a link names the sign-up by its time)
    vi.useFakeTimers({ now: Date.now() - 60_000, toFake: ['Date'] });
    try {
      await subscribe({ email });
    } finally {
      vi.useRealTimers();
    }
    await subscribe({ email, locale: 'en', source: '/en' });
    const [older, newer] = mails(email, 'newsletter-confirm');
    expect(newer!.subject).toBe('Please confirm your newsletter subscription');
    expect(newer!.text).toContain('http://localhost:3000/en/newsletter/confirm?token=');
    expect((await postToken(confirm, tokenFrom(older!, 'confirm'))).json).toEqual({ state: 'expired', email: null });
    expect((await postToken(confirm, tokenFrom(newer!, 'confirm'))).json).toEqual({ state: 'confirmed', email });
  });

  it('bad signature: a token signed with another key, a tampered token or garbage is invalid', async () => {
    const email = freshEmail();
    await subscribe({ email });
    const good = tokenFrom(mails(email, 'newsletter-confirm')[0]!, 'confirm');
    const sub = (await findSubscriber(email))!;
    const forged = await new SignJWT({ rq: sub.requestedAt.getTime() })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub.id)
      .setIssuer('zweitwerk')
      .setAudience('zweitwerk-newsletter-confirm')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('some-other-secret-that-is-long-enough-123'));
    const [h, p, s] = good.split('.');
    const tampered = `${h}.${p}.${s!.slice(0, -2)}${s!.endsWith('AA') ? 'BB' : 'AA'}`;
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${p}.`;
    for (const token of [forged, tampered, unsigned, 'x'.repeat(40)]) {
      expect((await postToken(confirm, token)).json, token.slice(0, 20)).toEqual({ state: 'invalid', email: null });
    }
    // an unsubscribe token is not a confirmation token
    const unsubToken = tokenFrom(mails(email, 'newsletter-confirm')[0]!, 'unsubscribe');
    expect((await postToken(confirm, unsubToken)).json).toEqual({ state: 'invalid', email: null });
    expect((await findSubscriber(email))!.status).toBe('pending');
  });

  it('unsubscribed: the link in a mail unsubscribes, the count drops, an old confirmation link cannot resubscribe', async () => {
    const email = freshEmail();
    await subscribe({ email });
    const confirmMail = mails(email, 'newsletter-confirm')[0]!;
    await postToken(confirm, tokenFrom(confirmMail, 'confirm'));
    const counted = await countConfirmedSubscribers();
    const out = await postToken(unsubscribeRoute, tokenFrom(mails(email, 'newsletter-welcome')[0]!, 'unsubscribe'));
    expect(out.json).toEqual({ state: 'unsubscribed', email });
    expect((await findSubscriber(email))!.status).toBe('unsubscribed');
    expect(await countConfirmedSubscribers()).toBe(counted - 1);
    expect((await postToken(confirm, tokenFrom(confirmMail, 'confirm'))).json).toEqual({ state: 'unsubscribed', email });
    // unsubscribing twice is fine
    expect((await postToken(unsubscribeRoute, tokenFrom(confirmMail, 'unsubscribe'))).json).toEqual({ state: 'unsubscribed', email });
    // a fresh sign-up starts a new double opt-in
    await subscribe({ email });
    expect((await findSubscriber(email))!.status).toBe('pending');
    expect(mails(email, 'newsletter-confirm')).toHaveLength(2);
    expect((await postToken(unsubscribeRoute, 'not-a-token-but-long-enough')).json).toEqual({ state: 'invalid', email: null });
  });

  it('refuses an invalid address, ignores a honeypot and limits sign-ups per address and IP', async () => {
    const bad = await subscribe({ email: 'nobody@nowhere' });
    expect(bad.status).toBe(400);
    expect((bad.json as ErrorJson).error.details).toEqual([{ path: 'email', code: 'email_invalid', message: 'Please enter a valid e-mail address.' }]);
    expect((await callApi(confirm, { method: 'POST', url: '/x', body: { token: 'short' } })).status).toBe(400);

    const trapped = freshEmail();
    expect((await subscribe({ email: trapped, website: 'spam' })).status).toBe(202);
    expect(await findSubscriber(trapped)).toBeUndefined();

    const email = freshEmail();
    for (let i = 0; i < RATE_LIMITS['newsletter-email'].points; i++) expect((await subscribe({ email })).status).toBe(202);
    expect((await subscribe({ email })).status).toBe(429);
    const from = { 'x-forwarded-for': ip() };
    for (let i = 0; i < RATE_LIMITS['newsletter-ip'].points; i++) expect((await subscribe({ email: freshEmail() }, from)).status).toBe(202);
    expect((await subscribe({ email: freshEmail() }, from)).status).toBe(429);
  });
});
