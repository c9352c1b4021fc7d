import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db';
import { customers, quoteLines, quotes } from '@/lib/server/db/schema';
import { seedDemoIfEmpty } from '@/lib/server/seed/demo';
import { seedDemoQuotes } from '@/lib/server/seed/quotes';

describe('demo quote', () => {
  it('gives demo@ one open, numbered quote with priced lines; runs once; kunde@ gets none', async () => {
    const db = await getDb();
    await seedDemoIfEmpty();
    expect(await seedDemoQuotes()).toBe('demo quote present');
    const [demo] = await db.select().from(customers).where(eq(customers.email, 'demo@zweitwerk.de'));
    const [consumer] = await db.select().from(customers).where(eq(customers.email, 'kunde@zweitwerk.de'));
    const mine = await db.select().from(quotes).where(eq(quotes.customerId, demo!.id));
    expect(mine).toHaveLength(1);
    const q = mine[0]!;
    expect(q.number).toMatch(/^AN-\d{4}-00001$/);
    expect(q.status).toBe('open');
    expect(q.validUntil.getTime()).toBeGreaterThan(Date.now() + 10 * 86_400_000);
    const lines = await db.select().from(quoteLines).where(eq(quoteLines.quoteId, q.id));
    expect(lines.length).toBe(2);
    expect(lines.every((l) => l.unitPriceCents > 0 && l.lineTotalCents === l.unitPriceCents * l.quantity)).toBe(true);
    expect(q.subtotalCents).toBe(lines.reduce((s, l) => s + l.lineTotalCents, 0));
    expect(q.totalCents).toBe(q.subtotalCents + q.shippingCents);
    expect(await db.select().from(quotes).where(eq(quotes.customerId, consumer!.id))).toHaveLength(0);
  }, 180_000);
});
