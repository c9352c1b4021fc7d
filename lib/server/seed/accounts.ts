import '@/lib/server/only';
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { getDb } from '../db';
import { customers } from '../db/schema';
import { hashPassword } from '../security/password';

type DemoAccount = Omit<typeof customers.$inferInsert, 'id' | 'passwordHash'> & { password: string };

const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'demo@zweitwerk.de',
    password: 'zweitwerk-demo',
    firstName: 'Dana',
    lastName: 'Demo',
    customerType: 'business',
    company: 'Demo GmbH',
    vatId: 'DE123456789',
    locale: 'de',
    shippingAddress: { street: 'Musterstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE', company: 'Demo GmbH' },
  },
  {
    email: 'kunde@zweitwerk.de',
    password: 'zweitwerk-demo',
    firstName: 'Karl',
    lastName: 'Kunde',
    customerType: 'private',
    locale: 'de',
    shippingAddress: { street: 'Beispielweg 7', postalCode: '80331', city: 'München', country: 'DE' },
  },
  {
    email: 'admin@zweitwerk.de',
    password: 'zweitwerk-admin',
    firstName: 'Alex',
    lastName: 'Admin',
    customerType: 'private',
    role: 'staff',
    locale: 'de',
  },
];

/** Creates the demo accounts (demo@, kunde@, admin@zweitwerk.de) when they do not exist; returns what it did. */
export async function seedDemoAccounts(): Promise<string> {
  const db = await getDb();
  const created: string[] = [];
  const present = await db
    .select({ email: customers.email })
    .from(customers)
    .where(inArray(customers.email, DEMO_ACCOUNTS.map((a) => a.email)));
  const skip = new Set(present.map((p) => p.email));
  for (const { password, ...account } of DEMO_ACCOUNTS) {
    if (skip.has(account.email)) continue;
    const rows = await db
      .insert(customers)
      .values({ ...account, id: randomUUID(), passwordHash: await hashPassword(password) })
      .onConflictDoNothing({ target: customers.email })
      .returning({ email: customers.email });
    if (rows.length) created.push(account.email);
  }
  return created.length ? `demo accounts created: ${created.join(', ')}` : 'demo accounts present';
}
