import { z } from 'zod';
import { customerRowOf, normalizeEmail } from '@/lib/server/account';
import { multipassUrl } from '@/lib/server/platform';
import { apiHandler, ForbiddenError, noStore, parseInput, UnauthorizedError } from '@/lib/server/http';

// no body is read: Next's own parser would answer a malformed or oversized one in plain text
export const config = { api: { bodyParser: false as const } };

const querySchema = z.object({
  email: z.string().max(254),
  redirectTo: z.string().max(4096).optional(),
});

/**
 * GET /api/account/multipass?email=…&redirectTo=… → { url } of the platform's Multipass login.
 * Only for the holder of a valid token (bearer or auth cookie) and only for that token's e-mail.
 */
export default apiHandler({
  GET: async (req, res) => {
    const customer = await customerRowOf(req);
    if (!customer) throw new UnauthorizedError();
    const query = parseInput(querySchema, req.query);
    if (normalizeEmail(query.email) !== customer.email) throw new ForbiddenError('The e-mail does not belong to this sign-in.');
    noStore(res);
    return { url: multipassUrl(customer.email, query.redirectTo) };
  },
});
