import { adminMarkPaid, assertOrderId, getAdminOrder } from '@/lib/server/admin/orders';
import { requireStaff } from '@/lib/server/admin/staff';
import { apiHandler } from '@/lib/server/http/api-handler';

export const config = { api: { bodyParser: false as const } };

/** POST /api/admin/orders/{id}/paid: the prepayment arrived; issues the invoice (409 when cancelled or paid already). */
export default apiHandler({
  POST: async (req, res) => {
    const staff = await requireStaff(req);
    const id = assertOrderId(req.query.orderId);
    await adminMarkPaid(staff, id);
    res.setHeader('Cache-Control', 'no-store');
    return getAdminOrder(id);
  },
});
