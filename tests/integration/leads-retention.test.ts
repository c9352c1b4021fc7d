import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db';
import { affiliates, leads, newsletterSubscribers } from '@/lib/server/db/schema';
import { purgeExpiredLeadData } from '@/lib/server/leads';

const NOW = new Date('2026-11-23T12:00:00Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 24 * 3600 * 1000);

async function subscriber(status: 'pending' | 'confirmed' | 'unsubscribed', requestedAt: Date) {
  const db = await getDb();
  const id = randomUUID();
  await db.insert(newsletterSubscribers).values({ id, email: `${id}@example.com`, locale: 'de', status, source: '/', consentText: 'x', requestedAt });
  return id;
}

async function lead(updatedAt: Date, topic: 'leasing' | 'affiliate' = 'leasing') {
  const db = await getDb();
  const id = randomUUID();
  await db.insert(leads).values({ id, topic, locale: 'de', page: '/contact', consentText: 'x', name: 'N', email: 'n@example.com', message: 'Nachricht', createdAt: updatedAt, updatedAt });
  return id;
}

describe('purgeExpiredLeadData', () => {
  it('deletes sign-ups unconfirmed for more than 30 days and keeps confirmed, unsubscribed and recent ones', async () => {
    const stale = await subscriber('pending', daysAgo(31));
    const fresh = await subscriber('pending', daysAgo(29));
    const confirmed = await subscriber('confirmed', daysAgo(400));
    const unsubscribed = await subscriber('unsubscribed', daysAgo(400));
    const result = await purgeExpiredLeadData(NOW);
    expect(result.signups).toBe(1);
    const db = await getDb();
    const left = (await db.select({ id: newsletterSubscribers.id }).from(newsletterSubscribers).where(inArray(newsletterSubscribers.id, [stale, fresh, confirmed, unsubscribed]))).map((r) => r.id);
    expect(left.sort()).toEqual([fresh, confirmed, unsubscribed].sort());
  });

  it('deletes enquiries untouched for 24 months, except an application that became a partner', async () => {
    const old = await lead(new Date('2024-11-22T12:00:00Z'));
    const recent = await lead(new Date('2024-11-24T12:00:00Z'));
    const partnerLead = await lead(new Date('2023-01-01T00:00:00Z'), 'affiliate');
    const db = await getDb();
    await db.insert(affiliates).values({ id: randomUUID(), leadId: partnerLead, code: 'ZWKEEP22', name: 'N', email: 'n@example.com' });
    const result = await purgeExpiredLeadData(NOW);
    expect(result.leads).toBe(1);
    expect(await db.select().from(leads).where(eq(leads.id, old))).toHaveLength(0);
    expect(await db.select().from(leads).where(eq(leads.id, recent))).toHaveLength(1);
    expect(await db.select().from(leads).where(eq(leads.id, partnerLead))).toHaveLength(1);
    expect((await purgeExpiredLeadData(NOW)).leads).toBe(0);
  });
});
