import { staffLogin } from '@/lib/contracts/admin';
import { loginStaff, staffSessionCookie } from '@/lib/server/admin/staff';
import { clientIp, consumeRateLimits, countEvent, eventCount, resetRateLimit } from '@/lib/server/security/rate-limit';
import { loginDelayMs, sleep } from '@/lib/server/security/slow-down';
import { apiHandler, noStore, parseInput, readJsonBody, UnauthorizedError } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

/**
 * POST /api/admin/login { email, password } → { staff } and the back-office session cookie
 * (HttpOnly, SameSite=Strict). Customers and wrong passwords get the same 401; rate-limited as
 * the customer login.
 */
export default apiHandler({
  POST: async (req, res) => {
    const body = parseInput(staffLogin, await readJsonBody(req));
    const ip = clientIp(req);
    const pair = `${ip}|${body.email}`;
    await consumeRateLimits([
      ['login-ip', ip],
      ['login-ip-email', pair],
    ]);
    await sleep(loginDelayMs(await eventCount('login-email-failures', body.email)));
    let session: Awaited<ReturnType<typeof loginStaff>>;
    try {
      session = await loginStaff(body.email, body.password);
    } catch (err) {
      if (err instanceof UnauthorizedError) await countEvent('login-email-failures', body.email);
      throw err;
    }
    await Promise.all([resetRateLimit('login-ip-email', pair), resetRateLimit('login-email-failures', body.email)]);
    noStore(res);
    res.setHeader('Set-Cookie', staffSessionCookie(session.sessionId, req.headers.host, session.expiresAt));
    return { staff: session.staff };
  },
});
