import '@/lib/server/only';
import { eq } from 'drizzle-orm';
import { getDb } from '../db';
import { customers } from '../db/schema';
import type { CurrentCustomer, CustomerProfile, CustomerRow } from './types';

/** Lower-cases and trims an e-mail: the one form used for storage and lookups. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function toCurrentCustomer(row: CustomerRow): CurrentCustomer {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    customerType: row.customerType,
    company: row.company,
    vatId: row.vatId,
    phone: row.phone,
    locale: row.locale,
    shippingAddress: row.shippingAddress ?? null,
    billingAddress: row.billingAddress ?? null,
  };
}

export function toCustomerProfile(row: CustomerRow): CustomerProfile {
  return { ...toCurrentCustomer(row), newsletter: row.newsletter, pricesNet: row.customerType === 'business' && row.pricesNet, createdAt: row.createdAt.toISOString() };
}

export async function findCustomerById(id: string): Promise<CustomerRow | null> {
  const db = await getDb();
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  return row ?? null;
}

export async function findCustomerByEmail(email: string): Promise<CustomerRow | null> {
  const db = await getDb();
  const [row] = await db.select().from(customers).where(eq(customers.email, normalizeEmail(email))).limit(1);
  return row ?? null;
}
