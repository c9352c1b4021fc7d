import config from '@/config/affiliate.json';

/** Terms of the affiliate programme, shown on /affiliate and applied by the attribution. */
export const affiliateTerms = {
  commissionPercent: config.commissionPercent,
  /** how long a click counts: lifetime of the attribution cookie, days */
  attributionDays: config.attributionDays,
  payoutMinimumCents: config.payoutMinimumCents,
  approvalWorkingDays: config.approvalWorkingDays,
} as const;

/** Name of the first-party cookie that carries the partner code for the attribution window. */
export const AFFILIATE_COOKIE = config.cookieName;

const CODE = /^[A-Z0-9]{4,16}$/;

/** A `?ref=` value as a partner code (upper case, 4–16 letters or digits), or null when it cannot be one. */
export function normalizeRefCode(value: unknown): string | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== 'string') return null;
  const code = raw.trim().toUpperCase();
  return CODE.test(code) ? code : null;
}
