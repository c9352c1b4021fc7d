import '@/lib/server/only';
import { randomInt, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { normalizeRefCode } from '@/lib/affiliate';
import { getDb } from '../db';
import { affiliates, leads } from '../db/schema';
import { ConflictError, NotFoundError } from '../http/errors';
import { isUniqueViolation } from '../db/errors';

export type AffiliateRow = typeof affiliates.$inferSelect;

// no 0/O, 1/I/L: codes are read aloud and typed from print
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A fresh partner code: `ZW` and 6 characters from an unambiguous alphabet (crypto random). */
export function newAffiliateCode(): string {
  let code = 'ZW';
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/**
 * Approves an affiliate application (a lead with topic `affiliate`): creates the partner with a
 * unique code and marks the lead approved. Approving again returns the same partner. The back
 * office calls this; nothing on the storefront does.
 */
export async function approveAffiliate(leadId: string): Promise<AffiliateRow> {
  const db = await getDb();
  const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
  if (!lead) throw new NotFoundError('Application not found.');
  if (lead.topic !== 'affiliate') throw new ConflictError('not_an_application', 'This lead is not an affiliate application.');
  for (let attempt = 0; attempt < 5; attempt++) {
    const [existing] = await db.select().from(affiliates).where(eq(affiliates.leadId, leadId));
    if (existing) return existing;
    try {
      return await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(affiliates)
          .values({ id: randomUUID(), leadId, code: newAffiliateCode(), name: lead.company ?? lead.name, email: lead.email })
          .returning();
        await tx.update(leads).set({ status: 'approved', updatedAt: new Date() }).where(eq(leads.id, leadId));
        return created!;
      });
    } catch (err) {
      // a code collision or a concurrent approval of the same lead: look again, then retry
      if (!isUniqueViolation(err)) throw err;
    }
  }
  throw new ConflictError('code_collision', 'No free affiliate code was found; try again.');
}

/** The active partner code a `?ref=` value or attribution cookie names, or null. */
export async function activeAffiliateCode(value: unknown): Promise<string | null> {
  const code = normalizeRefCode(value);
  if (!code) return null;
  const db = await getDb();
  const [row] = await db
    .select({ code: affiliates.code })
    .from(affiliates)
    .where(and(eq(affiliates.code, code), eq(affiliates.status, 'active')));
  return row?.code ?? null;
}
