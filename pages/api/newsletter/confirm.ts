import { newsletterTokenSchema } from '@/lib/contracts/newsletter';
import { confirmSubscription } from '@/lib/server/leads';
import { clientIp, consumeRateLimits } from '@/lib/server/security/rate-limit';
import { apiHandler, noStore, parseInput, readJsonBody } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

/** POST /api/newsletter/confirm { token } → 200 { state, email }; state is confirmed, already_confirmed, unsubscribed, expired or invalid. */
export default apiHandler({
  POST: async (req, res) => {
    noStore(res);
    await consumeRateLimits([['newsletter-token-ip', clientIp(req)]]);
    const { token } = parseInput(newsletterTokenSchema, await readJsonBody(req));
    const view = await confirmSubscription(token);
    res.status(200).json({ state: view.state, email: view.email });
  },
});
