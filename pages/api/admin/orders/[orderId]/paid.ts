import { orderIdParam } from '@/lib/contracts/admin';
import { adminMarkPaid, getAdminOrder } from '@/lib/server/admin/orders';
import { requireStaff } from '@/lib/server/admin/staff';
import { apiHandler, noStore, routeParam } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

/** POST /api/admin/orders/{id}/paid: the prepayment arrived; issues the invoice (409 when cancelled or paid already). */
export default apiHandler({
  POST: async (req, res) => {
    const staff = await requireStaff(req);
    const id = routeParam(req.query.orderId, orderIdParam, 'Order not found.');
    await adminMarkPaid(staff, id);
    noStore(res);
    return getAdminOrder(id);
  },
});
