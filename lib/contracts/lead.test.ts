import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { affiliateApplicationSchema, leadSchema, topicFromQuery } from './lead';
import { newsletterSignupSchema } from './newsletter';

const valid = {
  topic: 'endOfLife',
  name: 'Anna Schmidt',
  email: 'Anna@Example.de ',
  message: 'Wir möchten 30 alte Notebooks zurückgeben.',
  privacy: true,
  locale: 'de',
  page: '/contact',
};

function codes(schema: z.ZodMiniType, value: unknown): Record<string, string> {
  const r = z.safeParse(schema, value);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('topicFromQuery', () => {
  it("maps the spec's values endOfLife, Leasing and other, in any case", () => {
    expect(topicFromQuery('endOfLife')).toBe('endOfLife');
    expect(topicFromQuery('Leasing')).toBe('leasing');
    expect(topicFromQuery('LEASING')).toBe('leasing');
    expect(topicFromQuery(['other', 'Leasing'])).toBe('other');
  });
  it('preselects nothing for unknown or missing values, and never the affiliate topic', () => {
    expect(topicFromQuery('pizza')).toBeNull();
    expect(topicFromQuery(undefined)).toBeNull();
    expect(topicFromQuery('affiliate')).toBeNull();
  });
});

describe('leadSchema', () => {
  it('accepts a complete enquiry, normalises the address and drops empty optional fields', () => {
    const out = z.parse(leadSchema, { ...valid, company: '  ', phone: '' });
    expect(out).toMatchObject({ email: 'anna@example.de', company: undefined, phone: undefined, topic: 'endOfLife' });
  });
  it('requires the privacy consent as true', () => {
    expect(codes(leadSchema, { ...valid, privacy: false })).toEqual({ privacy: 'consent_required' });
    expect(codes(leadSchema, { ...valid, privacy: 'true' })).toEqual({ privacy: 'consent_required' });
  });
  it('checks the message length at both ends', () => {
    expect(codes(leadSchema, { ...valid, message: '123456789' })).toEqual({ message: 'too_short' });
    expect(codes(leadSchema, { ...valid, message: '1234567890' })).toEqual({});
    expect(codes(leadSchema, { ...valid, message: 'x'.repeat(5001) })).toEqual({ message: 'too_long' });
  });
  it('accepts usual phone notations and refuses letters or too few digits', () => {
    for (const ok of ['+49 30 5490 7720', '030/549077-20', '(030) 549 077', '0049.30.123456']) expect(codes(leadSchema, { ...valid, phone: ok }), ok).toEqual({});
    for (const bad of ['12345', 'call me', '+49 30 CALL', '------']) expect(codes(leadSchema, { ...valid, phone: bad }), bad).toEqual({ phone: 'phone_invalid' });
  });
  it('accepts only a site-relative page path', () => {
    expect(codes(leadSchema, { ...valid, page: '/services/leasing' })).toEqual({});
    for (const bad of ['contact', '//evil.example', 'https://evil.example/', '/a b']) expect(codes(leadSchema, { ...valid, page: bad }), bad).toEqual({ page: 'invalid_page' });
  });
  it('refuses unknown topics and locales', () => {
    expect(codes(leadSchema, { ...valid, topic: 'Leasing', locale: 'fr' })).toEqual({ topic: 'invalid_choice', locale: 'invalid_choice' });
  });
});

describe('affiliateApplicationSchema', () => {
  const application = { ...valid, topic: undefined, channelUrl: 'https://mein-techblog.de/ueber', channelType: 'blog' };
  it('accepts http(s) addresses with a domain', () => {
    expect(codes(affiliateApplicationSchema, application)).toEqual({});
    expect(codes(affiliateApplicationSchema, { ...application, channelUrl: 'http://youtube.com/@gruen' })).toEqual({});
  });
  it('refuses other schemes, bare words and hosts without a dot', () => {
    for (const bad of ['javascript:alert(1)', 'ftp://files.example.de', 'mein-blog', 'https://localhost']) {
      expect(codes(affiliateApplicationSchema, { ...application, channelUrl: bad }), bad).toEqual({ channelUrl: 'url_invalid' });
    }
  });
});

describe('newsletterSignupSchema', () => {
  it('needs an address, a locale and the source page', () => {
    expect(codes(newsletterSignupSchema, { email: 'x@example.de', locale: 'en', source: '/' })).toEqual({});
    expect(codes(newsletterSignupSchema, { email: 'x@example', locale: 'en', source: '/' })).toEqual({ email: 'email_invalid' });
  });
});
