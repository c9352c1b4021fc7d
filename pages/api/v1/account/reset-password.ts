import { resetPassword } from '@/lib/server/account';
import { resetPassword as resetPasswordContract } from '@/lib/contracts/auth';
import { clientIp, consumeRateLimits } from '@/lib/server/security/rate-limit';
import { apiHandler, parseInput, readJsonBody } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

/** POST {api}/v1/account/reset-password { token, password } → { ok: true }; 400 invalid_token when unusable. */
export default apiHandler({
  POST: async (req) => {
    await consumeRateLimits([['reset-ip', clientIp(req)]]);
    const { token, password } = parseInput(resetPasswordContract, await readJsonBody(req));
    await resetPassword(token, password);
    return { ok: true };
  },
});
