import '@/lib/server/only';
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import de from '@/locales/de/admin-leads.json';
import en from '@/locales/en/admin-leads.json';
import { getDb } from '../db';
import { affiliates, leads } from '../db/schema';
import { env } from '../env';
import { ConflictError, NotFoundError } from '../http/errors';
import { newAffiliateCode } from '../leads';
import { logger } from '../logger';
import { escapeHtml, sendMail } from '../mail';
import { recordAuditInTx } from './audit';
import type { Staff } from './staff';
import { localePrefix } from '@/lib/site-config';
import { isUniqueViolation } from '../db/errors';
import { interpolate } from '@/lib/i18n/interpolate';

const TEXTS = { de, en } as const;

/** Affiliate applications (leads with topic `affiliate`, newest first) and the approved partners. */
export async function listAdminAffiliates() {
  const db = await getDb();
  const [applications, partners] = await Promise.all([
    db
      .select({
        id: leads.id,
        name: leads.name,
        email: leads.email,
        company: leads.company,
        details: leads.details,
        status: leads.status,
        createdAt: leads.createdAt,
        code: affiliates.code,
      })
      .from(leads)
      .leftJoin(affiliates, eq(affiliates.leadId, leads.id))
      .where(eq(leads.topic, 'affiliate'))
      .orderBy(desc(leads.createdAt))
      .limit(500),
    db.select().from(affiliates).orderBy(desc(affiliates.approvedAt)).limit(500),
  ]);
  return {
    applications: applications.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
    partners: partners.map((p) => ({ id: p.id, leadId: p.leadId, code: p.code, name: p.name, email: p.email, status: p.status, approvedAt: p.approvedAt.toISOString() })),
  };
}

/** Subject and text of the approval mail with the partner code, in the applicant's language. */
function renderApprovalMail(locale: 'de' | 'en', name: string, code: string) {
  const t = TEXTS[locale];
  const link = `${env().SITE_URL}${localePrefix(locale)}/?ref=${code}`;
  const paragraphs = [interpolate(t.mail_affiliate_greeting, { name }), interpolate(t.mail_affiliate_body, { code }), interpolate(t.mail_affiliate_link, { link }), t.mail_affiliate_closing];
  const text = paragraphs.join('\n\n') + '\n';
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#16211c;line-height:1.5">${paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('')}</body></html>`;
  return { subject: t.mail_affiliate_subject, text, html };
}

/**
 * Approves an affiliate application: creates the partner with a fresh code (once — a second
 * approval, also a concurrent one, is refused with 409), mails the code to the applicant and
 * records the action. Same result as `approveAffiliate` of the leads domain, plus the audit
 * entry in the same transaction.
 */
export async function approveApplication(staff: Staff, leadId: string) {
  const db = await getDb();
  let approved: { lead: typeof leads.$inferSelect; partner: typeof affiliates.$inferSelect } | undefined;
  for (let attempt = 0; attempt < 5 && !approved; attempt++) {
    try {
      approved = await db.transaction(async (tx) => {
        // the lock makes concurrent approvals of one application wait for each other: one wins, the other sees its code
        const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId)).for('update');
        if (!lead) throw new NotFoundError('Application not found.');
        if (lead.topic !== 'affiliate') throw new ConflictError('not_an_application', 'This lead is not an affiliate application.');
        const [existing] = await tx.select({ code: affiliates.code }).from(affiliates).where(eq(affiliates.leadId, leadId));
        if (existing) throw new ConflictError('already_approved', `This application was approved already (code ${existing.code}).`);
        const [partner] = await tx
          .insert(affiliates)
          .values({ id: randomUUID(), leadId, code: newAffiliateCode(), name: lead.company ?? lead.name, email: lead.email })
          .returning();
        await tx.update(leads).set({ status: 'approved', updatedAt: new Date() }).where(eq(leads.id, leadId));
        await recordAuditInTx(tx, staff, {
          action: 'affiliate.approve',
          entityType: 'lead',
          entityId: leadId,
          before: { status: lead.status },
          after: { status: 'approved', affiliateId: partner!.id, code: partner!.code },
        });
        return { lead, partner: partner! };
      });
    } catch (err) {
      // a code that exists already: draw another one
      if (!isUniqueViolation(err)) throw err;
    }
  }
  if (!approved) throw new ConflictError('code_collision', 'No free affiliate code was found; try again.');
  const { lead, partner } = approved;
  let mailed = true;
  try {
    const mail = renderApprovalMail(lead.locale, lead.name, partner.code);
    await sendMail({ to: lead.email, ...mail, tag: 'affiliate-approved' });
  } catch (err) {
    mailed = false;
    logger.error({ leadId, err: err instanceof Error ? err.message : String(err) }, 'affiliate approval mail failed');
  }
  return { affiliate: { id: partner.id, code: partner.code, status: partner.status, email: partner.email }, mailed };
}

/** Pauses or resumes a partner (a paused code no longer attributes orders); records the change. */
export async function setPartnerStatus(staff: Staff, affiliateId: string, status: 'active' | 'paused') {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(affiliates).where(eq(affiliates.id, affiliateId)).for('update');
    if (!row) throw new NotFoundError('Partner not found.');
    if (row.status !== status) {
      await tx.update(affiliates).set({ status }).where(eq(affiliates.id, affiliateId));
      await recordAuditInTx(tx, staff, { action: status === 'paused' ? 'affiliate.pause' : 'affiliate.resume', entityType: 'affiliate', entityId: affiliateId, before: { status: row.status, code: row.code }, after: { status, code: row.code } });
    }
    return { id: row.id, code: row.code, status };
  });
}
