import { reorderBody } from '@/lib/contracts/account-orders';
import { requireCustomerRow } from '@/lib/server/account/current';
import { reorder } from '@/lib/server/account/order-history';
import { apiHandler, readJsonBody } from '@/lib/server/http/api-handler';

export const config = { api: { bodyParser: false as const } };

/**
 * POST {api}/v1/account/orders/{orderId}/reorder { cartId? } (bearer) → { cartId, added, missing }:
 * the order's items go into the browser's open cart (or a new one) at today's prices.
 */
export default apiHandler({
  POST: async (req, res) => {
    const row = await requireCustomerRow(req);
    const body = reorderBody.parse(await readJsonBody(req));
    res.setHeader('Cache-Control', 'no-store');
    return reorder(row.id, String(req.query.orderId ?? ''), body.cartId);
  },
});
