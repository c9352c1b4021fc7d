import { afterAll, describe, expect, it } from 'vitest';
import * as customerRoute from '@/pages/api/v1/account/customer';
import * as forgot from '@/pages/api/v1/account/forgot-password';
import * as reset from '@/pages/api/v1/account/reset-password';
import { mailQueue, readOutbox } from '@/lib/server/mail';
import { closeRateLimits } from '@/lib/server/security/rate-limit';
import { callApi } from '../support/api';
import { bearer, email, ip, PASSWORD, postLogin, registered, type ErrorJson } from './account-helpers';

afterAll(closeRateLimits);

const requestReset = (e: string) =>
  callApi(forgot, { method: 'POST', url: '/api/v1/account/forgot-password', headers: { 'x-forwarded-for': ip() }, body: { email: e } });
const doReset = (token: string, password: string) =>
  callApi(reset, { method: 'POST', url: '/api/v1/account/reset-password', headers: { 'x-forwarded-for': ip() }, body: { token, password } });

/** Reset mails to a recipient, oldest first, once every mail begun so far is out (they are sent after the 202 answer). */
async function resetMailsTo(to: string) {
  await mailQueue.idle();
  return readOutbox().filter((m) => m.to === to && m.tag === 'password-reset');
}

/** The latest reset mail to a recipient; there must be one. */
async function resetMailTo(to: string) {
  const mail = (await resetMailsTo(to)).at(-1);
  if (!mail) throw new Error(`no reset mail to ${to}`);
  return mail;
}

function tokenOf(text: string): string {
  const link = /https?:\/\/\S+\/account\/reset-password\?token=([\w-]+)/.exec(text);
  if (!link) throw new Error('no reset link in the mail');
  return decodeURIComponent(link[1]!);
}

describe('forgot / reset password', () => {
  it('answers 202 the same way for known and unknown e-mails, mailing only the known one', async () => {
    const c = await registered();
    const unknown = email('ghost');
    const a = await requestReset(c.email.toUpperCase());
    const b = await requestReset(unknown);
    expect(a.status).toBe(202);
    expect(b.status).toBe(202);
    expect(a.json).toEqual(b.json);
    expect(await resetMailsTo(c.email)).toHaveLength(1);
    expect(readOutbox().filter((m) => m.to === unknown)).toEqual([]);
  });

  it('mails a single-use link in the customer language; the new password works, old tokens stop', async () => {
    const c = await registered({ locale: 'en' });
    expect((await requestReset(c.email)).status).toBe(202);
    const mail = await resetMailTo(c.email);
    expect(mail.subject).toBe('Your link to reset your password');
    expect(mail.text).toContain('Hello Erika,');
    expect(mail.text).toContain('http://localhost:3000/en/account/reset-password?token=');
    expect(mail.html).toContain('Choose a new password');
    const token = tokenOf(mail.text);

    const short = await doReset(token, 'short');
    expect(short.status).toBe(400);
    expect((await doReset(token, 'brand-new-password-1')).status).toBe(200);
    // used up
    const again = await doReset(token, 'brand-new-password-2');
    expect(again.status).toBe(400);
    expect((again.json as ErrorJson).error.code).toBe('invalid_token');

    expect((await postLogin({ email: c.email, password: PASSWORD })).status).toBe(401);
    expect((await postLogin({ email: c.email, password: 'brand-new-password-1' })).status).toBe(200);
    expect((await callApi(customerRoute, { url: '/api/v1/account/customer', headers: bearer(c.token) })).status).toBe(401);
  });

  it('mails in German for German customers and uses every open link up with one reset', async () => {
    const c = await registered();
    await requestReset(c.email);
    const first = tokenOf((await resetMailTo(c.email)).text);
    await requestReset(c.email);
    const mails = await resetMailsTo(c.email);
    expect(mails).toHaveLength(2);
    const mail = mails[1]!;
    expect(mail.subject).toBe('Ihr Link zum Zurücksetzen des Passworts');
    expect(mail.text).toContain('http://localhost:3000/account/reset-password?token=');
    const second = tokenOf(mail.text);
    expect(second).not.toBe(first);
    expect((await doReset(second, 'brand-new-password-3')).status).toBe(200);
    expect((await doReset(first, 'brand-new-password-4')).status).toBe(400);
  });

  it('refuses unknown and malformed tokens', async () => {
    const res = await doReset('x'.repeat(43), 'brand-new-password-1');
    expect(res.status).toBe(400);
    expect((res.json as ErrorJson).error.code).toBe('invalid_token');
    expect((await doReset('short', 'brand-new-password-1')).status).toBe(400);
  });
});
