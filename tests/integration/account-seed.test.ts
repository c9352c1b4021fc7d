import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db';
import { customers } from '@/lib/server/db/schema';
import { seedDemoAccounts } from '@/lib/server/seed/accounts';
import { closeRateLimits } from '@/lib/server/security/rate-limit';
import { postLogin } from './account-helpers';

afterAll(closeRateLimits);

const DEMO = ['demo@zweitwerk.de', 'kunde@zweitwerk.de', 'admin@zweitwerk.de'];

describe('demo accounts', () => {
  it('are created once, with their roles and types, and can sign in', async () => {
    const db = await getDb();
    await seedDemoAccounts();
    expect(await seedDemoAccounts()).toBe('demo accounts present');
    const rows = await db.select().from(customers).where(inArray(customers.email, DEMO));
    const byEmail = Object.fromEntries(rows.map((r) => [r.email, r]));
    expect(byEmail['demo@zweitwerk.de']).toMatchObject({ customerType: 'business', role: 'customer', company: 'Demo GmbH' });
    expect(byEmail['kunde@zweitwerk.de']).toMatchObject({ customerType: 'private', role: 'customer' });
    expect(byEmail['admin@zweitwerk.de']).toMatchObject({ role: 'staff' });
    expect((await postLogin({ email: 'demo@zweitwerk.de', password: 'zweitwerk-demo' })).status).toBe(200);
    expect((await postLogin({ email: 'admin@zweitwerk.de', password: 'zweitwerk-admin' })).status).toBe(200);
  });
});
