import { quoteRequestBody } from '@/lib/contracts/quotes';
import { requireCustomerRow } from '@/lib/server/account';
import { createQuoteRequest, requireBusiness } from '@/lib/server/quotes';
import { apiHandler, noStore, parseInput, readJsonBody } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

/**
 * POST {api}/v1/account/quote-requests { variantId, quantity, message?, locale? } (bearer, business
 * accounts) → 201 { id, status, quantity, stockAtRequest }: more units than are in stock, asked of
 * sales; the customer gets a confirmation mail. 422 quantity_in_stock when the stock would do.
 */
export default apiHandler({
  POST: async (req, res) => {
    const row = await requireCustomerRow(req);
    requireBusiness(row);
    const body = parseInput(quoteRequestBody, await readJsonBody(req));
    const created = await createQuoteRequest(row, body);
    noStore(res);
    res.status(201).json(created);
  },
});
