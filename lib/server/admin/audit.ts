import '@/lib/server/only';
import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { getDb, type Db } from '../db';
import { auditLog } from '../db/schema';
import type { Staff } from './staff';

export type AuditEntry = {
  action: string;
  entityType: string;
  entityId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/** Records one staff action (who, what, when, before and after). */
export async function recordAudit(staff: Staff, entry: AuditEntry, db?: Db): Promise<void> {
  const handle = db ?? (await getDb());
  await handle.insert(auditLog).values({
    staffId: staff.id,
    staffEmail: staff.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export type AuditFilter = { staffEmail?: string; action?: string; entityType?: string; entityId?: string; from?: Date; to?: Date; limit?: number };

/** Audit entries, newest first, filtered by author, action, record and time. */
export async function listAudit(filter: AuditFilter = {}) {
  const db = await getDb();
  const where: SQL[] = [];
  if (filter.staffEmail) where.push(eq(auditLog.staffEmail, filter.staffEmail));
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  if (filter.entityType) where.push(eq(auditLog.entityType, filter.entityType));
  if (filter.entityId) where.push(eq(auditLog.entityId, filter.entityId));
  if (filter.from) where.push(gte(auditLog.at, filter.from));
  if (filter.to) where.push(lt(auditLog.at, filter.to));
  return db
    .select()
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(Math.min(filter.limit ?? 200, 1000));
}
