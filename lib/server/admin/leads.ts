import '@/lib/server/only';
import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { adminRecordId, type AdminAnswerMail, type AdminLeadQuery, type AdminLeadStatus } from '@/lib/contracts/admin-leads';
import { getDb } from '../db';
import { affiliates, auditLog, leads } from '../db/schema';
import { NotFoundError } from '../http/errors';
import { routeParam } from '../http/input';
import { escapeHtml, sendMail } from '../mail';
import { recordAudit, recordAuditInTx } from './audit';
import type { Staff } from './staff';

const ADMIN_LEADS_PAGE_SIZE = 50;

/** `%` and `_` are literal in a search term. */
export function likeTerm(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A calendar day in Berlin as the instant it starts (shop days are German days). */
export function berlinDayStart(day: string): Date {
  const probe = new Date(`${day}T12:00:00Z`);
  const berlinNoon = new Date(probe.toLocaleString('en-US', { timeZone: 'Europe/Berlin' }));
  const utcNoon = new Date(probe.toLocaleString('en-US', { timeZone: 'UTC' }));
  const offsetMs = berlinNoon.getTime() - utcNoon.getTime();
  return new Date(new Date(`${day}T00:00:00Z`).getTime() - offsetMs);
}

/** The instant the Berlin day after `day` starts (an inclusive "to" filter). */
export function berlinDayEnd(day: string): Date {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return berlinDayStart(d.toISOString().slice(0, 10));
}

/** A record id from a page's path segment (`ctx.params`); anything but a uuid is a 404. */
export function assertRecordId(value: unknown): string {
  return routeParam(value, adminRecordId);
}

/** The audit entries of one record, oldest first (the record's history on its detail page). */
export async function historyOf(entityType: string, entityId: string) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
  return rows.map((r) => ({ id: r.id, at: r.at.toISOString(), staffEmail: r.staffEmail, action: r.action, before: r.before, after: r.after }));
}

/**
 * Sends a staff member's reply to the sender of a lead or request (SMTP, or the outbox without
 * SMTP_URL) and records it in the audit log with recipient, subject and text.
 */
export async function sendAnswerMail(staff: Staff, target: { entityType: 'lead' | 'service_request' | 'quote_request'; entityId: string; to: string }, mail: AdminAnswerMail) {
  const html =
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#16211c;line-height:1.5">' +
    mail.text
      .split(/\n{2,}/)
      .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
      .join('') +
    '</body></html>';
  const sent = await sendMail({ to: target.to, subject: mail.subject, text: mail.text.endsWith('\n') ? mail.text : `${mail.text}\n`, html, tag: `admin-answer-${target.entityType}` });
  await recordAudit(staff, {
    action: `${target.entityType}.answer`,
    entityType: target.entityType,
    entityId: target.entityId,
    before: null,
    after: { to: target.to, subject: mail.subject, text: mail.text, mailId: sent.id, delivered: sent.delivered },
  });
  return { to: target.to, subject: mail.subject, mailId: sent.id, delivered: sent.delivered };
}

/** Leads (contact, service pages, landing pages, affiliate applications), filtered, newest first, 50 a page. */
export async function listAdminLeads(q: AdminLeadQuery) {
  const db = await getDb();
  const where: SQL[] = [];
  if (q.topic) where.push(eq(leads.topic, q.topic));
  if (q.status) where.push(eq(leads.status, q.status));
  if (q.from) where.push(gte(leads.createdAt, berlinDayStart(q.from)));
  if (q.to) where.push(lt(leads.createdAt, berlinDayEnd(q.to)));
  if (q.q) {
    const p = likeTerm(q.q);
    where.push(or(ilike(leads.name, p), ilike(leads.email, p), ilike(leads.company, p))!);
  }
  const cond = where.length ? and(...where) : undefined;
  const page = q.page ?? 1;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: leads.id,
        topic: leads.topic,
        name: leads.name,
        email: leads.email,
        company: leads.company,
        page: leads.page,
        status: leads.status,
        createdAt: leads.createdAt,
      })
      .from(leads)
      .where(cond)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(ADMIN_LEADS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_LEADS_PAGE_SIZE),
    db.select({ n: count() }).from(leads).where(cond),
  ]);
  return { leads: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total: total?.n ?? 0, page, pageSize: ADMIN_LEADS_PAGE_SIZE };
}

/** One lead with its message, the partner approved from it (applications) and its history. */
export async function getAdminLead(id: string) {
  const db = await getDb();
  const [lead] = await db.select().from(leads).where(eq(leads.id, id));
  if (!lead) throw new NotFoundError('Lead not found.');
  const [partner] = await db.select().from(affiliates).where(eq(affiliates.leadId, id));
  return {
    id: lead.id,
    topic: lead.topic,
    locale: lead.locale,
    page: lead.page,
    utm: lead.utm,
    name: lead.name,
    email: lead.email,
    company: lead.company,
    phone: lead.phone,
    message: lead.message,
    details: lead.details,
    status: lead.status,
    note: lead.note,
    createdAt: lead.createdAt.toISOString(),
    updatedAt: lead.updatedAt.toISOString(),
    affiliate: partner ? { id: partner.id, code: partner.code, status: partner.status, approvedAt: partner.approvedAt.toISOString() } : null,
    history: await historyOf('lead', id),
  };
}

/** Changes a lead's status and/or internal note; records both values before and after. */
export async function updateAdminLead(staff: Staff, id: string, change: { status?: AdminLeadStatus; note?: string | null }) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ status: leads.status, note: leads.note }).from(leads).where(eq(leads.id, id)).for('update');
    if (!row) throw new NotFoundError('Lead not found.');
    const after = { status: change.status ?? row.status, note: change.note === undefined ? row.note : change.note };
    await tx.update(leads).set({ ...after, updatedAt: new Date() }).where(eq(leads.id, id));
    await recordAuditInTx(tx, staff, { action: 'lead.update', entityType: 'lead', entityId: id, before: row, after });
  });
  return getAdminLead(id);
}

/** Answers a lead by mail to the address it was sent from. */
export async function answerAdminLead(staff: Staff, id: string, mail: AdminAnswerMail) {
  const db = await getDb();
  const [lead] = await db.select({ email: leads.email }).from(leads).where(eq(leads.id, id));
  if (!lead) throw new NotFoundError('Lead not found.');
  return sendAnswerMail(staff, { entityType: 'lead', entityId: id, to: lead.email }, mail);
}
