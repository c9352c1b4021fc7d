import '@/lib/server/only';
import { and, asc, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import { getDb, type DbOrTx } from '../db';
import { auditLog } from '../db/schema';
import type { AuditAction } from '@/lib/contracts/admin-leads';
import type { Staff } from './staff';

export type AuditEntry = {
  action: AuditAction;
  entityType: string;
  entityId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/** Records one staff action (who, what, when, before and after) inside the caller's transaction. */
export async function recordAuditInTx(tx: DbOrTx, staff: Staff, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: staff.id,
    staffEmail: staff.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** Records one staff action (who, what, when, before and after) on its own. */
export async function recordAudit(staff: Staff, entry: AuditEntry): Promise<void> {
  await recordAuditInTx(await getDb(), staff, entry);
}

type AuditFilter = { staffEmail?: string; action?: string; entityType?: string; entityId?: string; from?: Date; to?: Date; limit?: number };

const AUDIT_PAGE_SIZE = 50;

/** `%` and `_` are literal in a search term. */
function likeTerm(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export type AuditPageFilter = Omit<AuditFilter, 'limit'> & { page?: number };

/**
 * One page of the audit log for the back office, newest first, with the total count. The staff
 * filter matches part of the e-mail; action, record type and id match exactly.
 */
export async function pageAudit(filter: AuditPageFilter = {}) {
  const db = await getDb();
  const where: SQL[] = [];
  if (filter.staffEmail) where.push(ilike(auditLog.staffEmail, likeTerm(filter.staffEmail)));
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  if (filter.entityType) where.push(eq(auditLog.entityType, filter.entityType));
  if (filter.entityId) where.push(eq(auditLog.entityId, filter.entityId));
  if (filter.from) where.push(gte(auditLog.at, filter.from));
  if (filter.to) where.push(lt(auditLog.at, filter.to));
  const cond = where.length ? and(...where) : undefined;
  const page = filter.page ?? 1;
  const [rows, [total], actions, types] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(cond)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(auditLog).where(cond),
    db.selectDistinct({ v: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)),
    db.selectDistinct({ v: auditLog.entityType }).from(auditLog).orderBy(asc(auditLog.entityType)),
  ]);
  return {
    entries: rows.map((r) => ({ ...r, at: r.at.toISOString() })),
    total: total?.n ?? 0,
    page,
    pageSize: AUDIT_PAGE_SIZE,
    actions: actions.map((a) => a.v),
    entityTypes: types.map((a) => a.v),
  };
}
