import '@/lib/server/only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '../db';
import { customers } from '../db/schema';
import { ConflictError, HttpError, UnauthorizedError } from '../http/errors';
import { signAuthToken } from '../security/jwt';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../security/password';
import { findCustomerByEmail, normalizeEmail, toCustomerProfile, type CustomerProfile, type CustomerRow } from './customers';
import { revocationInstant } from './tokens';
import type { ProfileUpdate, RegisterInput } from './validators';

/** One message for every failed login: it never says whether the e-mail exists. */
export const INVALID_CREDENTIALS = 'Invalid e-mail or password.';

/** Checks e-mail and password; answers a fresh auth token or throws 401 (same time, same answer either way). */
export async function loginCustomer(email: string, password: string): Promise<{ authToken: string; customer: CustomerRow }> {
  const row = await findCustomerByEmail(email);
  const ok = row ? await verifyPassword(password, row.passwordHash) : await burnPasswordCheck(password);
  if (!row || !ok) throw new UnauthorizedError(INVALID_CREDENTIALS);
  return { authToken: await signAuthToken(row.id), customer: row };
}

/** Creates a customer account and answers its first auth token; 409 when the e-mail is taken. */
export async function registerCustomer(input: RegisterInput): Promise<{ authToken: string; customer: CustomerRow }> {
  const db = await getDb();
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(customers)
    .values({
      id: randomUUID(),
      email: normalizeEmail(input.email),
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      customerType: input.customerType,
      company: input.company,
      vatId: input.vatId,
      phone: input.phone,
      newsletter: input.newsletter,
      locale: input.locale,
    })
    .onConflictDoNothing({ target: customers.email })
    .returning();
  if (!row) throw new ConflictError('email_taken', 'An account with this e-mail address already exists.');
  return { authToken: await signAuthToken(row.id), customer: row };
}

/** Applies a profile update (a business customer keeps a company name) and answers the new profile. */
export async function updateCustomerProfile(current: CustomerRow, update: ProfileUpdate): Promise<CustomerProfile> {
  const type = update.customerType ?? current.customerType;
  const company = update.company !== undefined ? update.company : current.company;
  if (type === 'business' && !company) {
    throw new HttpError(400, 'company_required', 'The company name is required for business customers.');
  }
  const db = await getDb();
  const [row] = await db
    .update(customers)
    .set({ ...update, updatedAt: new Date() })
    .where(eq(customers.id, current.id))
    .returning();
  if (!row) throw new UnauthorizedError();
  return toCustomerProfile(row);
}

/**
 * Changes the password after checking the current one. Every token issued before is revoked;
 * the caller gets a new one so this device stays signed in.
 */
export async function changeCustomerPassword(customer: CustomerRow, currentPassword: string, newPassword: string): Promise<{ authToken: string }> {
  if (!(await verifyPassword(currentPassword, customer.passwordHash))) {
    throw new HttpError(400, 'wrong_password', 'The current password is not correct.');
  }
  const db = await getDb();
  const validAfter = revocationInstant();
  await db
    .update(customers)
    .set({ passwordHash: await hashPassword(newPassword), tokensValidAfter: validAfter, updatedAt: new Date() })
    .where(eq(customers.id, customer.id));
  return { authToken: await signAuthToken(customer.id, validAfter.getTime()) };
}
