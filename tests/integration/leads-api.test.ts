import { randomBytes, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import * as leadsRoute from '@/pages/api/leads';
import * as applications from '@/pages/api/affiliate/applications';
import { getDb } from '@/lib/server/db';
import { leads } from '@/lib/server/db/schema';
import { readOutbox } from '@/lib/server/mail';
import { closeRateLimits, RATE_LIMITS } from '@/lib/server/security/rate-limit';
import { callApi } from '../support/api';

// rate limits are keyed by the forwarded client IP here, so each test brings its own
process.env.TRUST_PROXY = '1';
afterAll(closeRateLimits);

const ip = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const freshEmail = (tag: string) => `${tag}-${randomBytes(5).toString('hex')}@example.com`;

type ErrorJson = { error: { code: string; message: string; details?: { path: string; code: string }[] } };

function enquiry(overrides: Record<string, unknown> = {}) {
  return {
    topic: 'leasing',
    name: 'Jonas Becker',
    email: freshEmail('lead'),
    company: 'Becker Steuerberatung',
    phone: '+49 40 123456',
    message: 'Wir brauchen 12 Notebooks für 36 Monate im Leasing.',
    privacy: true,
    locale: 'de',
    page: '/services/leasing',
    ...overrides,
  };
}

const post = (body: unknown, headers: Record<string, string> = {}) =>
  callApi(leadsRoute, { method: 'POST', url: '/api/leads', body, headers: { 'x-forwarded-for': ip(), ...headers } });

async function storedFor(email: string) {
  const db = await getDb();
  return db.select().from(leads).where(eq(leads.email, email));
}

const mailsTo = (to: string) => readOutbox().filter((m) => m.to === to);

describe('POST /api/leads', () => {
  it('stores a valid enquiry with topic, locale, page, UTM cookie and the consent text, and mails sales and the sender', async () => {
    const body = enquiry();
    const utm = encodeURIComponent(JSON.stringify({ utm_source: 'newsletter', utm_campaign: 'leasing-q4', other: 'dropped' }));
    const res = await post(body, { cookie: `utm-params=${utm}` });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ status: 'received' });
    expect(res.headers.get('cache-control')).toBe('private, no-store');

    const [row] = await storedFor(body.email);
    expect(row).toMatchObject({
      topic: 'leasing',
      locale: 'de',
      page: '/services/leasing',
      name: 'Jonas Becker',
      company: 'Becker Steuerberatung',
      phone: '+49 40 123456',
      message: 'Wir brauchen 12 Notebooks für 36 Monate im Leasing.',
      status: 'new',
      utm: { utm_source: 'newsletter', utm_campaign: 'leasing-q4' },
      consentText:
        'Ich bin einverstanden, dass Zweitwerk meine Angaben zur Bearbeitung meiner Anfrage speichert und mich dazu per E-Mail oder Telefon kontaktiert.',
    });

    const toSales = readOutbox().filter((m) => m.to === 'business@zweitwerk.de' && m.text.includes(body.email));
    expect(toSales).toHaveLength(1);
    expect(toSales[0]!.tag).toBe('lead-notification');
    expect(toSales[0]!.subject).toBe('Neue Anfrage: Leasing – Jonas Becker');
    expect(toSales[0]!.text).toContain('Wir brauchen 12 Notebooks');
    expect(toSales[0]!.text).toContain('utm_campaign=leasing-q4');

    const toSender = mailsTo(body.email);
    expect(toSender).toHaveLength(1);
    expect(toSender[0]!.tag).toBe('lead-confirmation');
    expect(toSender[0]!.subject).toBe('Ihre Anfrage bei Zweitwerk');
    expect(toSender[0]!.text).toContain('Guten Tag Jonas Becker,');
    // the sender's own text is not relayed to the address typed into the form
    expect(toSender[0]!.text).not.toContain('Wir brauchen 12 Notebooks');
  });

  it('answers in English for an English form, and sends other topics to customer service', async () => {
    const body = enquiry({ topic: 'other', locale: 'en', page: '/en/contact', company: '', phone: '', message: 'Do you also ship to Austria?' });
    expect((await post(body)).status).toBe(201);
    const [row] = await storedFor(body.email);
    expect(row).toMatchObject({ topic: 'other', locale: 'en', company: null, phone: null, utm: null });
    expect(row!.consentText).toBe('I agree that Zweitwerk stores my details to handle my enquiry and contacts me about it by e-mail or phone.');
    expect(mailsTo(body.email)[0]!.subject).toBe('Your enquiry at Zweitwerk');
    expect(readOutbox().some((m) => m.to === 'service@zweitwerk.de' && m.text.includes(body.email))).toBe(true);
  });

  it('refuses invalid input with 400 and a code per field, storing and mailing nothing', async () => {
    const body = enquiry({ email: 'not-an-address', message: 'kurz', topic: 'pizza', privacy: false, phone: 'abc', name: '   ' });
    const res = await post(body);
    expect(res.status).toBe(400);
    const err = (res.json as ErrorJson).error;
    expect(err.code).toBe('invalid_request');
    const byField = Object.fromEntries(err.details!.map((d) => [d.path, d.code]));
    expect(byField).toEqual({
      topic: 'invalid_choice',
      name: 'required',
      email: 'email_invalid',
      phone: 'phone_invalid',
      message: 'too_short',
      privacy: 'consent_required',
    });
    expect(await storedFor('not-an-address')).toHaveLength(0);
  });

  it('refuses control characters, a foreign page and malformed JSON with 400', async () => {
    expect((await post(enquiry({ name: 'Jonas\u0000Becker' }))).status).toBe(400);
    expect((await post(enquiry({ page: 'https://evil.example/x' }))).status).toBe(400);
    expect((await post(enquiry({ page: '//evil.example/x' }))).status).toBe(400);
    const broken = await post('{"topic": "leasing",', { 'content-type': 'application/json' });
    expect(broken.status).toBe(400);
    expect((broken.json as ErrorJson).error.code).toBe('invalid_json');
  });

  it('answers a filled honeypot like a success but stores and mails nothing', async () => {
    const body = enquiry({ website: 'https://cheap-pills.example' });
    const res = await post(body);
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ status: 'received' });
    expect(await storedFor(body.email)).toHaveLength(0);
    expect(mailsTo(body.email)).toHaveLength(0);
  });

  it('limits enquiries per IP and per e-mail address with 429 and Retry-After', async () => {
    const from = { 'x-forwarded-for': ip() };
    for (let i = 0; i < RATE_LIMITS['lead-ip'].points; i++) expect((await post(enquiry(), from)).status).toBe(201);
    const blocked = await post(enquiry(), from);
    expect(blocked.status).toBe(429);
    expect((blocked.json as ErrorJson).error.code).toBe('rate_limited');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

    const email = freshEmail('same');
    for (let i = 0; i < RATE_LIMITS['lead-email'].points; i++) expect((await post(enquiry({ email }))).status).toBe(201);
    expect((await post(enquiry({ email: email.toUpperCase() }))).status).toBe(429);
    expect(await storedFor(email)).toHaveLength(RATE_LIMITS['lead-email'].points);
  });

  it('allows only POST', async () => {
    const res = await callApi(leadsRoute, { url: '/api/leads' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });
});

describe('POST /api/affiliate/applications', () => {
  const application = (overrides: Record<string, unknown> = {}) => ({
    name: 'Lea Wagner',
    email: freshEmail('partner'),
    company: '',
    message: 'Ich betreibe einen Blog über nachhaltige Technik mit 20.000 Lesern im Monat.',
    privacy: true,
    locale: 'de',
    page: '/affiliate',
    channelUrl: 'https://gruene-technik.example.de',
    channelType: 'blog',
    ...overrides,
  });
  const apply = (body: unknown, headers: Record<string, string> = {}) =>
    callApi(applications, { method: 'POST', url: '/api/affiliate/applications', body, headers: { 'x-forwarded-for': ip(), ...headers } });

  it('stores the application as an affiliate lead with its channel and mails partner management and the applicant', async () => {
    const body = application();
    expect((await apply(body)).status).toBe(201);
    const [row] = await storedFor(body.email);
    expect(row).toMatchObject({ topic: 'affiliate', page: '/affiliate', status: 'new', details: { channelUrl: 'https://gruene-technik.example.de', channelType: 'blog' } });
    expect(readOutbox().some((m) => m.to === 'partner@zweitwerk.de' && m.text.includes(body.email))).toBe(true);
    const toApplicant = mailsTo(body.email);
    expect(toApplicant.map((m) => [m.tag, m.subject])).toEqual([['affiliate-application', 'Ihre Bewerbung für das Zweitwerk-Partnerprogramm']]);
  });

  it('refuses a missing or non-web channel address and an unknown channel type', async () => {
    const res = await apply(application({ channelUrl: 'javascript:alert(1)', channelType: 'tv' }));
    expect(res.status).toBe(400);
    const byField = Object.fromEntries((res.json as ErrorJson).error.details!.map((d) => [d.path, d.code]));
    expect(byField).toEqual({ channelUrl: 'url_invalid', channelType: 'invalid_choice' });
    const missing = await apply(application({ channelUrl: '' }));
    expect((missing.json as ErrorJson).error.details).toEqual([{ path: 'channelUrl', code: 'required', message: 'This field is required.' }]);
  });

  it('ignores a filled honeypot silently', async () => {
    const body = application({ website: 'x' });
    expect((await apply(body)).status).toBe(201);
    expect(await storedFor(body.email)).toHaveLength(0);
  });

  it('shares the enquiry limit per IP', async () => {
    const from = { 'x-forwarded-for': ip() };
    for (let i = 0; i < RATE_LIMITS['lead-ip'].points; i++) expect((await apply(application(), from)).status).toBe(201);
    expect((await apply(application(), from)).status).toBe(429);
  });
});
