import { orderIdParam } from '@/lib/contracts/admin';
import { getAdminOrder } from '@/lib/server/admin/orders';
import { requireStaff } from '@/lib/server/admin/staff';
import { apiHandler, noStore, routeParam } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

/** GET /api/admin/orders/{id} → the order with lines, history, documents and the actions allowed now. */
export default apiHandler({
  GET: async (req, res) => {
    await requireStaff(req);
    noStore(res);
    return getAdminOrder(routeParam(req.query.orderId, orderIdParam, 'Order not found.'));
  },
});
