import { newsletterSignupSchema } from '@/lib/contracts/newsletter';
import { requestSubscription, isHoneypotFilled, limitIntake } from '@/lib/server/leads';
import { apiHandler, noStore, parseInput, readJsonBody } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

/**
 * POST /api/newsletter: starts the double opt-in → 202 { status: 'pending_confirmation' } for any
 * valid address, subscribed or not (the answer reveals nothing about who is on the list).
 */
export default apiHandler({
  POST: async (req, res) => {
    noStore(res);
    const raw = await readJsonBody(req);
    await limitIntake(req, 'newsletter-ip', 'newsletter-email', raw);
    const answer = { status: 'pending_confirmation' as const };
    if (isHoneypotFilled(raw)) return void res.status(202).json(answer);
    const input = parseInput(newsletterSignupSchema, raw);
    await requestSubscription({ email: input.email, locale: input.locale, source: input.source });
    res.status(202).json(answer);
  },
});
