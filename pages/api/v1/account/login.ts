import { loginCustomer } from '@/lib/server/account';
import { login } from '@/lib/contracts/auth';
import { clientIp, consumeRateLimits, countEvent, eventCount, resetRateLimit } from '@/lib/server/security/rate-limit';
import { loginDelayMs, sleep } from '@/lib/server/security/slow-down';
import { apiHandler, noStore, parseInput, readJsonBody, UnauthorizedError } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

/**
 * POST {api}/v1/account/login { email, password } → { authToken }; 401 without saying which part
 * was wrong. Refused (429) per address and per address + e-mail; per e-mail alone only slowed
 * down, so whoever knows an e-mail cannot lock its owner out.
 */
export default apiHandler({
  POST: async (req, res) => {
    const body = parseInput(login, await readJsonBody(req));
    const ip = clientIp(req);
    const pair = `${ip}|${body.email}`;
    await consumeRateLimits([
      ['login-ip', ip],
      ['login-ip-email', pair],
    ]);
    await sleep(loginDelayMs(await eventCount('login-email-failures', body.email)));
    let authToken: string;
    try {
      ({ authToken } = await loginCustomer(body.email, body.password));
    } catch (err) {
      if (err instanceof UnauthorizedError) await countEvent('login-email-failures', body.email);
      throw err;
    }
    await Promise.all([resetRateLimit('login-ip-email', pair), resetRateLimit('login-email-failures', body.email)]);
    noStore(res);
    return { authToken };
  },
});
