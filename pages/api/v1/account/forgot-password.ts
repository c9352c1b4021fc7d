import { requestPasswordReset } from '@/lib/server/account/password-reset';
import { forgotPasswordSchema } from '@/lib/server/account/validators';
import { apiHandler, readJsonBody } from '@/lib/server/http/api-handler';
import { clientIp, consumeRateLimits } from '@/lib/server/security/rate-limit';

export const config = { api: { bodyParser: false as const } };

/** POST {api}/v1/account/forgot-password { email } → always 202: whether the account exists is never told. */
export default apiHandler({
  POST: async (req, res) => {
    const { email } = forgotPasswordSchema.parse(await readJsonBody(req));
    await consumeRateLimits([
      ['forgot-ip', clientIp(req)],
      ['forgot-email', email],
    ]);
    await requestPasswordReset(email);
    res.status(202).json({ accepted: true });
  },
});
