import '@/lib/server/only';
import { and, eq, inArray, lt } from 'drizzle-orm';
import { getDb } from '../db';
import { affiliates, leads, newsletterSubscribers } from '../db/schema';
import { logger } from '../logger';

/** Sign-ups never confirmed are deleted after this many days (privacy notice, newsletter). */
const UNCONFIRMED_SIGNUP_DAYS = 30;
/** Enquiries are deleted this many months after their last change (privacy notice, enquiries). */
const LEAD_RETENTION_MONTHS = 24;

const DAY_MS = 24 * 3600 * 1000;

/**
 * Deletes what the privacy notice promises to delete: newsletter sign-ups that were never
 * confirmed within 30 days, and enquiries untouched for 24 months (an application that became a
 * partner stays while the partner exists). Idempotent, so every instance may run it.
 */
export async function purgeExpiredLeadData(now = new Date()): Promise<{ signups: number; leads: number }> {
  const db = await getDb();
  const signups = await db
    .delete(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.status, 'pending'), lt(newsletterSubscribers.requestedAt, new Date(now.getTime() - UNCONFIRMED_SIGNUP_DAYS * DAY_MS))))
    .returning({ id: newsletterSubscribers.id });
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - LEAD_RETENTION_MONTHS);
  const partners = db.select({ id: affiliates.leadId }).from(affiliates);
  const old = await db.select({ id: leads.id }).from(leads).where(lt(leads.updatedAt, cutoff));
  const kept = new Set((await partners).map((p) => p.id));
  const doomed = old.map((o) => o.id).filter((id) => !kept.has(id));
  const removed = doomed.length > 0 ? await db.delete(leads).where(inArray(leads.id, doomed)).returning({ id: leads.id }) : [];
  if (signups.length + removed.length > 0) logger.info({ signups: signups.length, leads: removed.length }, 'expired lead data deleted');
  return { signups: signups.length, leads: removed.length };
}

const globalForRetention = globalThis as unknown as { __zwLeadRetention?: NodeJS.Timeout };

/** Runs the purge now and every six hours in this process (started once from instrumentation). */
export function scheduleLeadRetention(): void {
  if (globalForRetention.__zwLeadRetention) return;
  const run = () => void purgeExpiredLeadData().catch((err: unknown) => logger.error({ err: err instanceof Error ? err.message : String(err) }, 'lead retention failed'));
  run();
  globalForRetention.__zwLeadRetention = setInterval(run, 6 * 3600 * 1000);
  globalForRetention.__zwLeadRetention.unref();
}
