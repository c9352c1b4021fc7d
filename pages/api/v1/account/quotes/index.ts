import { createQuoteBody } from '@/lib/contracts/quotes';
import { requireCustomerRow } from '@/lib/server/account/current';
import { apiHandler, parseInput, readJsonBody } from '@/lib/server/http/api-handler';
import { createQuoteFromCart, listQuotes, requireBusiness } from '@/lib/server/quotes';

export const config = { api: { bodyParser: false as const } };

/**
 * GET {api}/v1/account/quotes (bearer, business accounts) → { items }: the caller's quotes, newest first.
 * POST {api}/v1/account/quotes { cartId, locale? } → 201 the new quote: the cart's lines at today's
 * prices, fixed for 14 days. 403 for a consumer account, 404 for another customer's cart.
 */
export default apiHandler({
  GET: async (req, res) => {
    const row = await requireCustomerRow(req);
    res.setHeader('Cache-Control', 'private, no-store');
    return { items: await listQuotes(row) };
  },
  POST: async (req, res) => {
    const row = await requireCustomerRow(req);
    requireBusiness(row);
    const body = parseInput(createQuoteBody, await readJsonBody(req));
    const quote = await createQuoteFromCart(row, body.cartId, body.locale);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Location', `/api/v1/account/quotes/${quote.id}`);
    res.status(201).json(quote);
  },
});
