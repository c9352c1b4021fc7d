import '@/lib/server/only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '../db';
import { customers } from '../db/schema';
import { ConflictError, HttpError, UnauthorizedError } from '../http/errors';
import { signAuthToken } from '../security/jwt';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../security/password';
import { findCustomerByEmail, normalizeEmail, toCustomerProfile } from './customers';
import type { CustomerProfile, CustomerRow } from './types';
import { revocationInstant } from './tokens';
import { issueMessage } from '@/lib/contracts/issues';
import type { AccountAddress } from '@/lib/contracts/address';
import type { ProfileUpdate, Registration } from '@/lib/contracts/customer';
import type { PostalAddress } from '../db/schema';

/** A contract address as stored: absent optional parts are left out. */
function toStored(a: AccountAddress | null | undefined): PostalAddress | null | undefined {
  if (a === undefined || a === null) return a;
  const { name, company, ...rest } = a;
  return { ...rest, ...(name ? { name } : {}), ...(company ? { company } : {}) };
}

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
export async function registerCustomer(input: Registration): Promise<{ authToken: string; customer: CustomerRow }> {
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
      company: input.customerType === 'business' ? (input.company ?? null) : null,
      vatId: input.customerType === 'business' ? (input.vatId ?? null) : null,
      phone: input.phone ?? null,
      shippingAddress: toStored(input.shippingAddress) ?? null,
      billingAddress: toStored(input.billingAddress) ?? null,
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
    throw new HttpError(400, 'invalid_request', 'The request is invalid: see details for each field.', {}, [
      { path: 'company', code: 'company_required', message: issueMessage('company_required') },
    ]);
  }
  if (type !== 'business' && update.pricesNet === true) {
    throw new HttpError(400, 'invalid_request', 'The request is invalid: see details for each field.', {}, [
      { path: 'pricesNet', code: 'net_prices_business_only', message: issueMessage('net_prices_business_only') },
    ]);
  }
  const { shippingAddress, billingAddress, ...fields } = update;
  // a consumer never sees net prices: becoming one switches them off
  if (type !== 'business') fields.pricesNet = false;
  const db = await getDb();
  const [row] = await db
    .update(customers)
    .set({
      ...fields,
      ...(shippingAddress !== undefined ? { shippingAddress: toStored(shippingAddress) } : {}),
      ...(billingAddress !== undefined ? { billingAddress: toStored(billingAddress) } : {}),
      updatedAt: new Date(),
    })
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
