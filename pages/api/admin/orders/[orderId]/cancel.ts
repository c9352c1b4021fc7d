import { adminCancelOrder } from '@/lib/contracts/admin';
import { adminCancel, assertOrderId, getAdminOrder } from '@/lib/server/admin/orders';
import { requireStaff } from '@/lib/server/admin/staff';
import { apiHandler, parseInput, readJsonBody } from '@/lib/server/http/api-handler';

export const config = { api: { bodyParser: false as const } };

/** POST /api/admin/orders/{id}/cancel { reason? }: cancels (restock, credit note); 409 for shipped or cancelled orders. */
export default apiHandler({
  POST: async (req, res) => {
    const staff = await requireStaff(req);
    const id = assertOrderId(req.query.orderId);
    const body = parseInput(adminCancelOrder, await readJsonBody(req));
    const result = await adminCancel(staff, id, body.reason);
    res.setHeader('Cache-Control', 'no-store');
    return { cancellation: result, order: await getAdminOrder(id) };
  },
});
