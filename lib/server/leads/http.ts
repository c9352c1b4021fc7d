import '@/lib/server/only';
import type { NextApiRequest } from 'next';
import * as z from 'zod/mini';
import { HttpError } from '../http/errors';
import { clientIp, consumeRateLimits, type LimitName } from '../security/rate-limit';

/**
 * Parses a request body with a contract from lib/contracts (zod/mini). A refusal is a 400 whose
 * details name each field with its code, the same codes the form translates.
 */
export function parseContract<S extends z.ZodMiniType>(schema: S, raw: unknown): z.output<S> {
  const result = z.safeParse(schema, raw);
  if (result.success) return result.data;
  const details = result.error.issues.map((i) => ({ path: i.path.join('.'), code: i.message, message: i.message }));
  throw new HttpError(400, 'invalid_request', 'Please check the highlighted fields.', {}, details);
}

/** True when the hidden honeypot field of a form carries anything: a bot filled it in. */
export function isHoneypotFilled(raw: unknown): boolean {
  if (!raw || typeof raw !== 'object') return false;
  const value = (raw as { website?: unknown }).website;
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}

/** The e-mail a body claims, lower-cased, for a per-address limit before validation ('' when none). */
export function claimedEmail(raw: unknown): string {
  const claimed = raw && typeof raw === 'object' ? (raw as { email?: unknown }).email : undefined;
  return typeof claimed === 'string' ? claimed.trim().toLowerCase().slice(0, 254) : '';
}

/** Counts one attempt per client IP and, when the body names one, per e-mail address. */
export async function limitIntake(req: NextApiRequest, ipLimit: LimitName, emailLimit: LimitName, raw: unknown): Promise<void> {
  const email = claimedEmail(raw);
  await consumeRateLimits([[ipLimit, clientIp(req)], ...(email ? ([[emailLimit, email]] as const) : [])]);
}
