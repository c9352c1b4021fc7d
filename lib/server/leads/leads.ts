import '@/lib/server/only';
import { randomUUID } from 'node:crypto';
import type { AffiliateApplication, Lead, LeadTopic } from '@/lib/contracts/lead';
import { company, companyAddressLine } from '@/lib/company';
import { getDb } from '../db';
import { leads, type AffiliateApplicationDetails } from '../db/schema';
import { env } from '../env';
import { logger } from '../logger';
import { sendMail } from '../mail';
import { leadConsentText, mailText, topicLabel } from './mail-text';
import { localePrefix, toLocale } from '@/lib/site-config';

export type LeadRow = typeof leads.$inferSelect;

/** Where the sales notification of a topic goes. */
function notificationAddress(topic: LeadTopic): string {
  if (topic === 'affiliate') return company.email.affiliate;
  if (topic === 'other') return company.email.service;
  return company.email.sales;
}

/** Short reference of a lead for mails and phone calls, e.g. `A-1B2C3D4E`. */
function leadReference(id: string): string {
  return `A-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

const UTM_KEY = /^utm_[a-z0-9_]{1,60}$/i;

/** The utm-params cookie's JSON as a clean map (at most 10 utm_ keys, values ≤ 256 characters); null when absent or unusable. */
export function utmFromCookie(raw: string | undefined): Record<string, string> | null {
  if (!raw || raw.length > 4096) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(parsed as Record<string, unknown>)) {
      if (Object.keys(out).length >= 10) break;
      if (UTM_KEY.test(k) && typeof v === 'string' && v.trim() !== '') out[k.toLowerCase()] = v.trim().slice(0, 256);
    }
    return Object.keys(out).length > 0 ? out : null;
  } catch {
    return null;
  }
}

type NewLead = {
  topic: LeadTopic;
  locale: 'de' | 'en';
  page: string;
  utm: Record<string, string> | null;
  name: string;
  email: string;
  company?: string;
  phone?: string;
  message: string;
  details?: AffiliateApplicationDetails;
};

async function store(lead: NewLead): Promise<LeadRow> {
  const db = await getDb();
  const [row] = await db
    .insert(leads)
    .values({
      id: randomUUID(),
      topic: lead.topic,
      locale: lead.locale,
      page: lead.page,
      utm: lead.utm,
      consentText: leadConsentText(lead.locale),
      name: lead.name,
      email: lead.email,
      company: lead.company ?? null,
      phone: lead.phone ?? null,
      message: lead.message,
      details: lead.details ?? null,
    })
    .returning();
  return row!;
}

function salesMail(row: LeadRow): { subject: string; text: string } {
  // the team reads German; the sender's language is named so the answer can be in it
  const lines = [
    mailText('de', 'sales_intro', { page: `${env().SITE_URL}${localePrefix(toLocale(row.locale))}${row.page === '/' && row.locale === 'en' ? '' : row.page}` }),
    '',
    `Vorgang: ${leadReference(row.id)}`,
    `Thema: ${topicLabel('de', row.topic)}`,
    `Sprache: ${row.locale === 'de' ? 'Deutsch' : 'Englisch'}`,
    `Name: ${row.name}`,
    `E-Mail: ${row.email}`,
    row.company ? `Firma: ${row.company}` : null,
    row.phone ? `Telefon: ${row.phone}` : null,
    row.details ? `Kanal: ${row.details.channelUrl} (${row.details.channelType})` : null,
    row.utm ? `Kampagne: ${Object.entries(row.utm).map(([k, v]) => `${k}=${v}`).join(', ')}` : null,
    '',
    row.message,
    '',
    `Einwilligung: „${row.consentText}“`,
  ].filter((l): l is string => l !== null);
  return { subject: mailText('de', 'sales_subject', { topic: topicLabel('de', row.topic), name: row.name }), text: lines.join('\n') };
}

function senderMail(row: LeadRow): { subject: string; text: string } {
  const l = row.locale;
  const affiliate = row.topic === 'affiliate';
  // the message itself is not echoed: the form must not relay text to an address someone else typed
  const lines = [
    mailText(l, 'lead_greeting', { name: row.name }),
    '',
    affiliate
      ? mailText(l, 'affiliate_intro', { channelUrl: row.details?.channelUrl ?? '' })
      : mailText(l, 'lead_intro', { topic: topicLabel(l, row.topic) }),
    '',
    mailText(l, 'lead_reference', { reference: leadReference(row.id) }),
    '',
    mailText(l, 'lead_not_you', { privacy: company.email.privacy }),
    '',
    mailText(l, 'signature'),
    '',
    `${companyAddressLine()} · ${company.phone.display} · ${notificationAddress(row.topic)}`,
  ];
  return { subject: mailText(l, affiliate ? 'affiliate_subject' : 'lead_subject'), text: lines.join('\n') };
}

/** Mails the notification to the team and the confirmation to the sender; failures are logged, the lead stays stored. */
async function notify(row: LeadRow): Promise<void> {
  const tasks = [
    { to: notificationAddress(row.topic), ...salesMail(row), tag: 'lead-notification' },
    { to: row.email, ...senderMail(row), tag: row.topic === 'affiliate' ? 'affiliate-application' : 'lead-confirmation' },
  ];
  for (const mail of tasks) {
    try {
      await sendMail(mail);
    } catch (err) {
      logger.error({ lead: row.id, tag: mail.tag, err: err instanceof Error ? err.message : String(err) }, 'lead mail failed');
    }
  }
}

/** Stores an enquiry and sends its two mails. */
export async function submitLead(input: Lead, utm: Record<string, string> | null): Promise<LeadRow> {
  const row = await store({ ...input, utm });
  await notify(row);
  return row;
}

/** Stores an affiliate application as a lead with topic `affiliate` and sends its two mails. */
export async function submitAffiliateApplication(input: AffiliateApplication, utm: Record<string, string> | null): Promise<LeadRow> {
  const { channelUrl, channelType, ...rest } = input;
  const row = await store({ ...rest, topic: 'affiliate', utm, details: { channelUrl, channelType } });
  await notify(row);
  return row;
}
