import { orderListQuery } from '@/lib/contracts/account-orders';
import { listCustomerOrders, requireCustomerRow } from '@/lib/server/account';
import { apiHandler, noStore, parseInput } from '@/lib/server/http';

// no body is read: Next's own parser would answer a malformed or oversized one in plain text
export const config = { api: { bodyParser: false as const } };

/** GET {api}/v1/account/orders?status=&page= (bearer) → { items, total, page, pageSize }, newest first. */
export default apiHandler({
  GET: async (req, res) => {
    const row = await requireCustomerRow(req);
    const q = parseInput(orderListQuery, req.query);
    noStore(res);
    return listCustomerOrders(row.id, q);
  },
});
