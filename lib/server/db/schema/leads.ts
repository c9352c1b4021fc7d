import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { LeadTopic } from '../../../contracts/lead';

export const LEAD_STATUSES = ['new', 'in_progress', 'done', 'approved', 'rejected'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Extra answers of an affiliate application. */
export type AffiliateApplicationDetails = { channelUrl: string; channelType: string };

/** Every enquiry sent through a form of the site: contact, service pages, landing pages, affiliate applications. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey(),
    topic: text('topic').$type<LeadTopic>().notNull(),
    locale: text('locale').$type<'de' | 'en'>().notNull(),
    /** path of the page the form was on, e.g. /services/leasing */
    page: text('page').notNull(),
    /** the utm-params cookie of the visit, when there was one */
    utm: jsonb('utm').$type<Record<string, string>>(),
    /** the consent sentence the sender saw next to the checkbox, in their language */
    consentText: text('consent_text').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    phone: text('phone'),
    message: text('message').notNull(),
    details: jsonb('details').$type<AffiliateApplicationDetails>(),
    status: text('status').$type<LeadStatus>().notNull().default('new'),
    /** internal note of the sales team */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('leads_status_created_idx').on(t.status, t.createdAt), index('leads_topic_created_idx').on(t.topic, t.createdAt)],
);

export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** Newsletter addresses: only `confirmed` ones (double opt-in) ever receive or count. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey(),
    /** lower-case; unique */
    email: text('email').notNull(),
    locale: text('locale').$type<'de' | 'en'>().notNull(),
    status: text('status').$type<NewsletterStatus>().notNull().default('pending'),
    /** page the sign-up came from */
    source: text('source').notNull(),
    consentText: text('consent_text').notNull(),
    /** the latest sign-up request; only its confirmation link is valid */
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_uq').on(t.email), index('newsletter_subscribers_status_idx').on(t.status)],
);

/** Approved affiliate partners; `code` is what `?ref=` carries and what an attributed order records. */
export const affiliates = pgTable(
  'affiliates',
  {
    id: uuid('id').primaryKey(),
    /** the application this partner was approved from */
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    /** upper-case letters and digits */
    code: text('code').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    status: text('status').$type<'active' | 'paused'>().notNull().default('active'),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('affiliates_code_uq').on(t.code), uniqueIndex('affiliates_lead_uq').on(t.leadId)],
);
