import { requireCustomerRow } from '@/lib/server/account';
import { getQuote } from '@/lib/server/quotes';
import { apiHandler, noStore, routeParam } from '@/lib/server/http';

// no body is read: Next's own parser would answer a malformed or oversized one in plain text
export const config = { api: { bodyParser: false as const } };

/** GET {api}/v1/account/quotes/{quoteId} (bearer, business accounts) → the quote with lines and sums; 404 when not the caller's. */
export default apiHandler({
  GET: async (req, res) => {
    const row = await requireCustomerRow(req);
    noStore(res);
    return getQuote(row, routeParam(req.query.quoteId));
  },
});
