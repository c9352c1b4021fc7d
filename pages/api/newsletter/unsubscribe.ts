import { newsletterTokenSchema } from '@/lib/contracts/newsletter';
import { unsubscribe } from '@/lib/server/leads';
import { clientIp, consumeRateLimits } from '@/lib/server/security/rate-limit';
import { apiHandler, noStore, parseInput, readJsonBody } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

/** POST /api/newsletter/unsubscribe { token } → 200 { state: 'unsubscribed' | 'invalid', email }. */
export default apiHandler({
  POST: async (req, res) => {
    noStore(res);
    await consumeRateLimits([['newsletter-token-ip', clientIp(req)]]);
    const { token } = parseInput(newsletterTokenSchema, await readJsonBody(req));
    const view = await unsubscribe(token);
    res.status(200).json({ state: view.state, email: view.email });
  },
});
