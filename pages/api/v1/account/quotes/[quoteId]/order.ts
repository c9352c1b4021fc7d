import { orderQuoteBody } from '@/lib/contracts/quotes';
import { requireCustomerRow } from '@/lib/server/account';
import { orderQuote, requireBusiness } from '@/lib/server/quotes';
import { apiHandler, noStore, parseInput, readJsonBody, routeParam } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

/**
 * POST {api}/v1/account/quotes/{quoteId}/order { paymentMethod, poNumber? } (bearer, business accounts)
 * → 201 { orderId, orderNumber, totalCents, quoteNumber }: the quote ordered at its prices.
 * 409 quote_ordered once ordered, 410 quote_expired after its validity, 409 out_of_stock when
 * stock is short (nothing changes then).
 */
export default apiHandler({
  POST: async (req, res) => {
    const row = await requireCustomerRow(req);
    requireBusiness(row);
    const body = parseInput(orderQuoteBody, await readJsonBody(req));
    const order = await orderQuote(row, routeParam(req.query.quoteId), body);
    noStore(res);
    res.status(201).json({ orderId: order.orderId, orderNumber: order.orderNumber, totalCents: order.totalCents, quoteNumber: order.quoteNumber });
  },
});
