import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db';
import { customers, devices, employees } from '@/lib/server/db/schema';
import { seedDemoAccounts } from '@/lib/server/seed/accounts';
import { seedDemoCatalog } from '@/lib/server/seed/catalog';
import { seedDemoFleet } from '@/lib/server/seed/fleet';

describe('demo fleet seed', () => {
  it('gives the demo company about 40 devices, 12 employees, a pool, one in repair and one retired, once', async () => {
    const db = await getDb();
    await seedDemoCatalog();
    await seedDemoAccounts();
    expect(await seedDemoFleet()).toMatch(/^demo fleet: \d+ devices, 12 employees$/);
    expect(await seedDemoFleet()).toBe('demo fleet present');
    const [demo] = await db.select().from(customers).where(eq(customers.email, 'demo@zweitwerk.de'));
    const list = await db.select().from(devices).where(eq(devices.customerId, demo!.id));
    expect(list.length).toBeGreaterThanOrEqual(35);
    expect(list.length).toBeLessThanOrEqual(45);
    const count = (s: string) => list.filter((d) => d.status === s).length;
    expect(count('in_repair')).toBe(1);
    expect(count('end_of_life')).toBe(1);
    expect(count('in_pool')).toBeGreaterThanOrEqual(3);
    expect(count('in_use')).toBeGreaterThanOrEqual(20);
    expect(await db.select().from(employees).where(eq(employees.customerId, demo!.id))).toHaveLength(12);
    const months = new Set(list.map((d) => d.purchasedAt.toISOString().slice(0, 7)));
    expect(months.size).toBe(4);
  });
});
