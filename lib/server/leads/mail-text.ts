import '@/lib/server/only';
import mailDe from '@/locales/de/leads-mail.json';
import mailEn from '@/locales/en/leads-mail.json';
import leadsDe from '@/locales/de/leads.json';
import leadsEn from '@/locales/en/leads.json';
import commonDe from '@/locales/de/common.json';
import commonEn from '@/locales/en/common.json';
import type { LeadTopic } from '@/lib/contracts/lead';
import { interpolate } from '@/lib/i18n/interpolate';

type Locale = 'de' | 'en';

const MAIL = { de: mailDe, en: mailEn } as const;
const UI = { de: leadsDe, en: leadsEn } as const;
const COMMON = { de: commonDe, en: commonEn } as const;

export type MailKey = keyof typeof mailDe;

/** A mail sentence in a locale with `{{name}}` placeholders filled in. */
export function mailText(locale: Locale, key: MailKey, values: Record<string, string | number> = {}): string {
  return interpolate(MAIL[locale][key], values);
}

/** A topic's label as the forms show it. */
export function topicLabel(locale: Locale, topic: LeadTopic): string {
  return UI[locale][`topic_${topic}`];
}

/** The consent sentence shown next to a lead form's checkbox (stored with every lead). */
export function leadConsentText(locale: Locale): string {
  return UI[locale].consent_text;
}

/** The consent sentence shown next to every newsletter field (stored with every sign-up). */
export function newsletterConsentText(locale: Locale): string {
  return COMMON[locale].newsletter_consent;
}
