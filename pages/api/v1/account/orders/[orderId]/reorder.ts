import { reorderBody } from '@/lib/contracts/account-orders';
import { requireCustomerRow } from '@/lib/server/account';
import { reorder } from '@/lib/server/platform';
import { apiHandler, noStore, parseInput, readJsonBody, routeParam } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

/**
 * POST {api}/v1/account/orders/{orderId}/reorder { cartId? } (bearer) → { cartId, added, missing }:
 * the order's items go into the browser's open cart (or a new one) at today's prices.
 */
export default apiHandler({
  POST: async (req, res) => {
    const row = await requireCustomerRow(req);
    const body = parseInput(reorderBody, await readJsonBody(req));
    noStore(res);
    return reorder(row.id, routeParam(req.query.orderId), body.cartId);
  },
});
