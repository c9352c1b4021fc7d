import '@/lib/server/only';

/** Failed logins of one e-mail (in 15 minutes, from any address) that cost nothing extra. */
const FREE_LOGIN_FAILURES = 5;
/** Extra wait per failure beyond the free ones, ms. */
const LOGIN_DELAY_STEP_MS = 250;
/** The longest wait before a login of a much-attacked e-mail is checked, ms. */
const MAX_LOGIN_DELAY_MS = 2000;

/**
 * How long a login for an e-mail waits before its password is checked, given that e-mail's
 * recent failures from all addresses. It slows guessing down but never refuses: the owner of an
 * attacked account can still sign in (limits that refuse are per address and per address + e-mail).
 */
export function loginDelayMs(recentFailures: number): number {
  const over = Math.max(0, Math.floor(recentFailures) - FREE_LOGIN_FAILURES);
  return Math.min(MAX_LOGIN_DELAY_MS, over * LOGIN_DELAY_STEP_MS);
}

export function sleep(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}
