import '@/lib/server/only';
import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { AdminNewsletterQuery } from '@/lib/contracts/admin-leads';
import { toCsv } from '../csv';
import { getDb } from '../db';
import { newsletterSubscribers } from '../db/schema';
import { likeTerm } from './leads';

const NEWSLETTER_PAGE_SIZE = 100;

function confirmedWhere(q?: string): SQL {
  const where: SQL[] = [eq(newsletterSubscribers.status, 'confirmed')];
  if (q) where.push(ilike(newsletterSubscribers.email, likeTerm(q)));
  return and(...where)!;
}

/** Confirmed subscribers only (double opt-in done, not unsubscribed), newest confirmation first. */
export async function listConfirmedSubscribers(q: AdminNewsletterQuery) {
  const db = await getDb();
  const page = q.page ?? 1;
  const [rows, [filtered], [all]] = await Promise.all([
    db
      .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email, locale: newsletterSubscribers.locale, source: newsletterSubscribers.source, confirmedAt: newsletterSubscribers.confirmedAt })
      .from(newsletterSubscribers)
      .where(confirmedWhere(q.q))
      .orderBy(desc(newsletterSubscribers.confirmedAt), asc(newsletterSubscribers.email))
      .limit(NEWSLETTER_PAGE_SIZE)
      .offset((page - 1) * NEWSLETTER_PAGE_SIZE),
    db.select({ n: count() }).from(newsletterSubscribers).where(confirmedWhere(q.q)),
    db.select({ n: count() }).from(newsletterSubscribers).where(confirmedWhere()),
  ]);
  return {
    subscribers: rows.map((r) => ({ ...r, confirmedAt: r.confirmedAt?.toISOString() ?? null })),
    total: filtered?.n ?? 0,
    confirmedCount: all?.n ?? 0,
    page,
    pageSize: NEWSLETTER_PAGE_SIZE,
  };
}

/** CSV of every confirmed subscriber: email, locale, source, confirmed_at (ISO 8601, UTC); cells neutralised against formulas. */
export async function confirmedSubscribersCsv(): Promise<{ csv: string; count: number }> {
  const db = await getDb();
  const rows = await db
    .select({ email: newsletterSubscribers.email, locale: newsletterSubscribers.locale, source: newsletterSubscribers.source, confirmedAt: newsletterSubscribers.confirmedAt })
    .from(newsletterSubscribers)
    .where(confirmedWhere())
    .orderBy(asc(newsletterSubscribers.email));
  const csv = toCsv(
    rows.map((r) => [r.email, r.locale, r.source, r.confirmedAt?.toISOString() ?? '']),
    { header: true, columns: ['email', 'locale', 'source', 'confirmed_at'] },
  );
  return { csv, count: rows.length };
}
