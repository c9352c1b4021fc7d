import { createQuoteBody } from '@/lib/contracts/quotes';
import { requireCustomerRow } from '@/lib/server/account';
import { createQuoteFromCart, listQuotes, requireBusiness } from '@/lib/server/quotes';
import { apiHandler, noStore, parseInput, readJsonBody } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

/**
 * GET {api}/v1/account/quotes (bearer, business accounts) → { items }: the caller's quotes, newest first.
 * POST {api}/v1/account/quotes { cartId, locale? } → 201 the new quote: the cart's lines at today's
 * prices, fixed for 14 days. 403 for a consumer account, 404 for another customer's cart.
 */
export default apiHandler({
  GET: async (req, res) => {
    const row = await requireCustomerRow(req);
    noStore(res);
    return { items: await listQuotes(row) };
  },
  POST: async (req, res) => {
    const row = await requireCustomerRow(req);
    requireBusiness(row);
    const body = parseInput(createQuoteBody, await readJsonBody(req));
    const quote = await createQuoteFromCart(row, body.cartId, body.locale);
    noStore(res);
    res.setHeader('Location', `/api/v1/account/quotes/${quote.id}`);
    res.status(201).json(quote);
  },
});
