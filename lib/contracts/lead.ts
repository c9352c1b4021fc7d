import * as z from 'zod/mini';
import { choice, email, line, optionalLine, paragraph } from './fields';

/**
 * One contract for every enquiry form of the site (contact, service pages, landing pages) and
 * for the affiliate application. The API routes parse with these schemas and the forms validate
 * with the same ones through react-hook-form, so both sides refuse the same input with the same
 * codes (`error_<code>` in the `leads` namespace).
 */

/** What a lead asks about. */
export const LEAD_TOPICS = ['endOfLife', 'leasing', 'esg', 'warranty', 'devicePool', 'hardware', 'solutions', 'affiliate', 'other'] as const;
export type LeadTopic = (typeof LEAD_TOPICS)[number];

/** Topics a visitor can pick in the contact form (the affiliate application has its own form). */
export const CONTACT_TOPICS = ['endOfLife', 'leasing', 'esg', 'warranty', 'devicePool', 'hardware', 'other'] as const satisfies readonly LeadTopic[];

/**
 * The contact page's `?topic=` value → a topic. The spec names `endOfLife`, `Leasing` and `other`;
 * case does not matter, unknown values fall back to none.
 */
export function topicFromQuery(value: unknown): LeadTopic | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== 'string') return null;
  const wanted = raw.trim().toLowerCase();
  return CONTACT_TOPICS.find((t) => t.toLowerCase() === wanted) ?? null;
}

// digits, spaces and the usual separators; at least 6 digits in all
const PHONE = /^\+?[0-9 ()/.-]{6,40}$/;

/** An optional phone number. */
const optionalPhone = z.pipe(optionalLine(40), z.optional(z.string())).check(
  z.refine((v) => v === undefined || (PHONE.test(v) && v.replace(/\D/g, '').length >= 6), 'phone_invalid'),
);

/** Path of the page a form was sent from: starts with one '/', no control characters, at most 300 characters. */
export const pagePath = z.string().check(
  z.trim(),
  z.maxLength(300, 'too_long'),
  z.regex(/^\/(?!\/)[^\s\u0000-\u001f\u007f]*$/, 'invalid_page'),
);

/** The privacy checkbox: must be ticked. */
const consent = z.literal(true, 'consent_required');

/** The honeypot field: hidden from people, filled in by bots. Any value is accepted, and marks spam. */
const honeypot = z.optional(z.nullable(z.string().check(z.maxLength(2000))));

const leadFields = {
  name: line(120),
  email,
  company: optionalLine(160),
  phone: optionalPhone,
  message: paragraph(5000, 10),
  privacy: consent,
  locale: choice(['de', 'en'] as const),
  page: pagePath,
  website: honeypot,
};

/** `POST /api/leads`: an enquiry about one topic. */
export const leadSchema = z.object({ topic: choice(LEAD_TOPICS), ...leadFields });
export type Lead = z.output<typeof leadSchema>;

/** Channels an affiliate partner can name. */
export const AFFILIATE_CHANNELS = ['blog', 'comparison', 'video', 'social', 'newsletter', 'other'] as const;

/** An http(s) address of the applicant's site or channel. */
const channelUrl = z.string().check(
  z.trim(),
  z.minLength(1, { message: 'required', abort: true }),
  z.maxLength(300, { message: 'too_long', abort: true }),
  z.refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === 'https:' || u.protocol === 'http:') && u.hostname.includes('.');
    } catch {
      return false;
    }
  }, 'url_invalid'),
);

/** `POST /api/affiliate/applications`: an application for the affiliate programme. */
export const affiliateApplicationSchema = z.object({
  ...leadFields,
  channelUrl,
  channelType: choice(AFFILIATE_CHANNELS),
});
export type AffiliateApplicationInput = z.input<typeof affiliateApplicationSchema>;
export type AffiliateApplication = z.output<typeof affiliateApplicationSchema>;

/** What every lead endpoint answers on success, whether the lead was stored or recognised as spam. */
export type LeadReceipt = { status: 'received' };
