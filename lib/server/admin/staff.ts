import '@/lib/server/only';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { getDb } from '../db';
import { customers, staffSessions } from '../db/schema';
import { env } from '../env';
import { ForbiddenError, UnauthorizedError } from '../http/errors';
import { logger } from '../logger';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../security/password';
import { serverCookie } from '../http/cookies';
import { customerRowOf, findCustomerByEmail, INVALID_CREDENTIALS, normalizeEmail, type CustomerRow, type RequestLike } from '../account';

/** Name of the back-office session cookie (HttpOnly, SameSite=Strict). */
export const STAFF_SESSION_COOKIE = 'zweitwerk-admin-session';
/** A back-office session lasts one working day. */
const STAFF_SESSION_TTL_MS = 10 * 60 * 60 * 1000;

/** The signed-in staff member as the back office sees them. */
export type Staff = { id: string; email: string; firstName: string; lastName: string };

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

function toStaff(row: CustomerRow): Staff {
  return { id: row.id, email: row.email, firstName: row.firstName, lastName: row.lastName };
}

const globalForStaff = globalThis as unknown as { __zwFirstStaff?: Promise<void> };

/**
 * Creates the first staff account from ADMIN_EMAIL / ADMIN_PASSWORD when both are set and no
 * account with that e-mail exists yet (once per process). An existing account is left as it is:
 * the environment never resets a password that was changed since, nor promotes a customer.
 */
function ensureFirstStaff(): Promise<void> {
  globalForStaff.__zwFirstStaff ??= (async () => {
    const { ADMIN_EMAIL, ADMIN_PASSWORD } = env();
    if (!ADMIN_EMAIL || !ADMIN_PASSWORD) return;
    const db = await getDb();
    const inserted = await db
      .insert(customers)
      .values({
        id: randomUUID(),
        email: normalizeEmail(ADMIN_EMAIL),
        passwordHash: await hashPassword(ADMIN_PASSWORD),
        firstName: 'Admin',
        lastName: 'Zweitwerk',
        customerType: 'private',
        role: 'staff',
      })
      .onConflictDoNothing({ target: customers.email })
      .returning({ id: customers.id });
    if (inserted.length) logger.info({ email: normalizeEmail(ADMIN_EMAIL) }, 'first staff account created from ADMIN_EMAIL');
  })().catch((err: unknown) => {
    globalForStaff.__zwFirstStaff = undefined;
    throw err;
  });
  return globalForStaff.__zwFirstStaff;
}

/**
 * Checks a staff member's e-mail and password and opens a session: answers the cookie value
 * (stored only as its hash). Customers and wrong passwords get the same 401.
 */
export async function loginStaff(email: string, password: string): Promise<{ sessionId: string; expiresAt: Date; staff: Staff }> {
  await ensureFirstStaff();
  const row = await findCustomerByEmail(email);
  const ok = row ? await verifyPassword(password, row.passwordHash) : await burnPasswordCheck(password);
  if (!row || !ok || row.role !== 'staff') throw new UnauthorizedError(INVALID_CREDENTIALS);
  const db = await getDb();
  await db.delete(staffSessions).where(lt(staffSessions.expiresAt, new Date()));
  const sessionId = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + STAFF_SESSION_TTL_MS);
  await db.insert(staffSessions).values({ idHash: sha256(sessionId), staffId: row.id, expiresAt });
  return { sessionId, expiresAt, staff: toStaff(row) };
}

/** Ends a back-office session (logout); an unknown value is ignored. */
export async function logoutStaff(sessionId: string | undefined): Promise<void> {
  if (!sessionId) return;
  const db = await getDb();
  await db.delete(staffSessions).where(eq(staffSessions.idHash, sha256(sessionId)));
}

/**
 * Set-Cookie value of the staff session until `expiresAt` (or its removal when `value` is null):
 * HttpOnly, SameSite=Strict, Path=/, Secure on the production hosts.
 */
export function staffSessionCookie(value: string | null, host: string | undefined, expiresAt?: Date): string {
  const until = expiresAt?.getTime() ?? Date.now() + STAFF_SESSION_TTL_MS;
  return serverCookie(STAFF_SESSION_COOKIE, value, { host, sameSite: 'strict', maxAgeSeconds: (until - Date.now()) / 1000 });
}

/** The staff member of a request's valid back-office session cookie, or null. */
export async function staffOf(req: RequestLike): Promise<Staff | null> {
  const value = req.cookies?.[STAFF_SESSION_COOKIE];
  if (!value || value.length > 200) return null;
  const db = await getDb();
  const [row] = await db
    .select({ customer: customers })
    .from(staffSessions)
    .innerJoin(customers, eq(customers.id, staffSessions.staffId))
    .where(and(eq(staffSessions.idHash, sha256(value)), gt(staffSessions.expiresAt, new Date())))
    .limit(1);
  if (!row || row.customer.role !== 'staff') return null;
  return toStaff(row.customer);
}

/**
 * The role check of every back-office page and API: a valid staff session passes; a signed-in
 * customer (auth token or cookie) gets 403; anybody else 401.
 */
export async function requireStaff(req: RequestLike): Promise<Staff> {
  const staff = await staffOf(req);
  if (staff) return staff;
  if (await customerRowOf(req)) throw new ForbiddenError('This area is for Zweitwerk staff only.');
  throw new UnauthorizedError();
}

/** The actor string recorded on order events for a staff member. */
export function staffActor(staff: Staff): string {
  return `staff:${staff.email}`;
}
