import { adminCancelOrder, orderIdParam } from '@/lib/contracts/admin';
import { adminCancel, getAdminOrder } from '@/lib/server/admin/orders';
import { requireStaff } from '@/lib/server/admin/staff';
import { apiHandler, noStore, parseInput, readJsonBody, routeParam } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

/** POST /api/admin/orders/{id}/cancel { reason? }: cancels (restock, credit note); 409 for shipped or cancelled orders. */
export default apiHandler({
  POST: async (req, res) => {
    const staff = await requireStaff(req);
    const id = routeParam(req.query.orderId, orderIdParam, 'Order not found.');
    const body = parseInput(adminCancelOrder, await readJsonBody(req));
    const result = await adminCancel(staff, id, body.reason);
    noStore(res);
    return { cancellation: result, order: await getAdminOrder(id) };
  },
});
