import * as z from 'zod/mini';
import { SERVICE_REQUEST_STATUSES } from '../fleet/constants';
import { choice, clearable, line, optionalLine, paragraph } from './fields';
import { LEAD_TOPICS } from './lead';

/**
 * Contracts of the back office's leads, requests, affiliates, newsletter and audit-log sections.
 * Browser-safe (no ORM imports): the same schemas check the forms and the API input.
 */

/** Lead states (same values as the leads table). */
export const ADMIN_LEAD_STATUSES = ['new', 'in_progress', 'done', 'approved', 'rejected'] as const;
export type AdminLeadStatus = (typeof ADMIN_LEAD_STATUSES)[number];
/** Quote-request states (same values as the quote_requests table). */
export const ADMIN_QUOTE_REQUEST_STATUSES = ['new', 'in_progress', 'answered', 'closed'] as const;
export type AdminQuoteRequestStatus = (typeof ADMIN_QUOTE_REQUEST_STATUSES)[number];
export { SERVICE_REQUEST_STATUSES as ADMIN_SERVICE_REQUEST_STATUSES };
/** The two kinds of customer request the requests section works off. */
export const ADMIN_REQUEST_KINDS = ['service', 'quote'] as const;
export type AdminRequestKind = (typeof ADMIN_REQUEST_KINDS)[number];
/** A request kind in a path. */
export const adminRequestKind = z.enum(ADMIN_REQUEST_KINDS, 'not_found');

const isoDay = z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'date_invalid')));
const page = z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)));

/** `GET /api/admin/leads`: every filter optional; `q` matches name, e-mail or company (part of it). */
export const adminLeadQuery = z.object({
  topic: z.optional(choice(LEAD_TOPICS)),
  status: z.optional(choice(ADMIN_LEAD_STATUSES)),
  from: isoDay,
  to: isoDay,
  q: optionalLine(120),
  page,
});
export type AdminLeadQuery = z.output<typeof adminLeadQuery>;

/** An internal note: blank clears it. */
const staffNote = clearable(paragraph(4000));

/** `PATCH /api/admin/leads/{id}`: a new status and/or the internal note (at least one). */
export const adminLeadUpdate = z
  .object({ status: z.optional(choice(ADMIN_LEAD_STATUSES)), note: staffNote })
  .check(z.refine((v) => v.status !== undefined || v.note !== undefined, { message: 'required', path: ['status'] }));

/** `PATCH /api/admin/requests/service/{id}` */
export const adminServiceRequestUpdate = z
  .object({ status: z.optional(choice(SERVICE_REQUEST_STATUSES)), note: staffNote })
  .check(z.refine((v) => v.status !== undefined || v.note !== undefined, { message: 'required', path: ['status'] }));

/** `PATCH /api/admin/requests/quote/{id}` */
export const adminQuoteRequestUpdate = z
  .object({ status: z.optional(choice(ADMIN_QUOTE_REQUEST_STATUSES)), note: staffNote })
  .check(z.refine((v) => v.status !== undefined || v.note !== undefined, { message: 'required', path: ['status'] }));

/** `POST …/{id}/answer`: a reply mail to the sender of a lead or request. */
export const adminAnswerMail = z.object({
  subject: line(200),
  text: paragraph(10_000, 2),
});
export type AdminAnswerMail = z.output<typeof adminAnswerMail>;

/** The page parameter of each list of the requests section (each list pages on its own). */
export const ADMIN_REQUEST_PAGE_PARAMS = { serviceRequests: 'servicePage', quoteRequests: 'quoteRequestPage', quotes: 'quotePage' } as const;

/**
 * `GET /api/admin/requests`: status filter and search over number, name, e-mail or product; one
 * page number per list (service requests, quote requests, quotes).
 */
export const adminRequestQuery = z.object({
  kind: z.optional(choice(ADMIN_REQUEST_KINDS)),
  status: optionalLine(40),
  q: optionalLine(120),
  servicePage: page,
  quoteRequestPage: page,
  quotePage: page,
});
export type AdminRequestQuery = z.output<typeof adminRequestQuery>;

/** `POST /api/admin/affiliates/partners/{id}`: pause or resume a partner. */
export const adminAffiliateStatus = z.object({ status: choice(['active', 'paused'] as const) });

/** `GET /api/admin/newsletter`: confirmed subscribers, searched by e-mail. */
export const adminNewsletterQuery = z.object({ q: optionalLine(120), page });
export type AdminNewsletterQuery = z.output<typeof adminNewsletterQuery>;

/**
 * Every action the audit log records. The back office labels each one in both languages
 * (`action_<code>` in the admin-leads texts); a unit test checks that no label is missing.
 */
export const AUDIT_ACTIONS = [
  'order.mark_paid',
  'order.ship',
  'order.cancel',
  'catalog.product_update',
  'catalog.import',
  'lead.update',
  'lead.answer',
  'service_request.update',
  'service_request.answer',
  'quote_request.update',
  'quote_request.answer',
  'affiliate.approve',
  'affiliate.pause',
  'affiliate.resume',
  'newsletter.export',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** `GET /api/admin/audit`: filters by staff e-mail, action, record type/id and date range. */
export const adminAuditQuery = z.object({
  staff: optionalLine(254),
  action: optionalLine(80),
  entityType: optionalLine(80),
  entityId: optionalLine(120),
  from: isoDay,
  to: isoDay,
  page,
});
export type AdminAuditQuery = z.output<typeof adminAuditQuery>;

/** A record id (uuid) in a path. */
export const adminRecordId = z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'not_found'));
