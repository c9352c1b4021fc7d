import { requestPasswordReset } from '@/lib/server/account';
import { forgotPassword } from '@/lib/contracts/auth';
import { clientIp, consumeRateLimits } from '@/lib/server/security/rate-limit';
import { apiHandler, parseInput, readJsonBody } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

/**
 * POST {api}/v1/account/forgot-password { email } → always 202: whether the account exists is
 * never told. Refused (429) per address and per address + e-mail; how many mails one account
 * gets is paced in requestPasswordReset, so a third party cannot block its owner's reset.
 */
export default apiHandler({
  POST: async (req, res) => {
    const { email } = parseInput(forgotPassword, await readJsonBody(req));
    const ip = clientIp(req);
    await consumeRateLimits([
      ['forgot-ip', ip],
      ['forgot-ip-email', `${ip}|${email}`],
    ]);
    await requestPasswordReset(email);
    res.status(202).json({ accepted: true });
  },
});
