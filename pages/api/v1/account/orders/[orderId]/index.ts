import { getCustomerOrder, requireCustomerRow } from '@/lib/server/account';
import { apiHandler, noStore, NotFoundError, routeParam } from '@/lib/server/http';

// no body is read: Next's own parser would answer a malformed or oversized one in plain text
export const config = { api: { bodyParser: false as const } };

/** GET {api}/v1/account/orders/{orderId} (bearer) → the order with lines, timeline and invoices; 404 when not the caller's. */
export default apiHandler({
  GET: async (req, res) => {
    const row = await requireCustomerRow(req);
    const order = await getCustomerOrder(row.id, routeParam(req.query.orderId));
    if (!order) throw new NotFoundError('Order not found.');
    noStore(res);
    return order;
  },
});
