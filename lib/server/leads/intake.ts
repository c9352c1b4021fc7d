import '@/lib/server/only';
import type { NextApiRequest } from 'next';
import { claimedEmail } from '../http/input';
import { clientIp, consumeRateLimits, type LimitName } from '../security/rate-limit';

/** True when the hidden honeypot field of a form carries anything: a bot filled it in. */
export function isHoneypotFilled(raw: unknown): boolean {
  if (!raw || typeof raw !== 'object') return false;
  const value = (raw as { website?: unknown }).website;
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}

/** Counts one attempt per client IP and, when the body names one, per e-mail address. */
export async function limitIntake(req: NextApiRequest, ipLimit: LimitName, emailLimit: LimitName, raw: unknown): Promise<void> {
  const email = claimedEmail(raw);
  await consumeRateLimits([[ipLimit, clientIp(req)], ...(email ? ([[emailLimit, email]] as const) : [])]);
}
