import { loginCustomer } from '@/lib/server/account/auth';
import { loginSchema } from '@/lib/server/account/validators';
import { apiHandler, readJsonBody } from '@/lib/server/http/api-handler';
import { clientIp, consumeRateLimits, resetRateLimit } from '@/lib/server/security/rate-limit';

export const config = { api: { bodyParser: false as const } };

/** POST {api}/v1/account/login { email, password } → { authToken }; 401 without saying which part was wrong. */
export default apiHandler({
  POST: async (req, res) => {
    const body = loginSchema.parse(await readJsonBody(req));
    await consumeRateLimits([
      ['login-ip', clientIp(req)],
      ['login-email', body.email],
    ]);
    const { authToken } = await loginCustomer(body.email, body.password);
    await resetRateLimit('login-email', body.email);
    res.setHeader('Cache-Control', 'no-store');
    return { authToken };
  },
});
