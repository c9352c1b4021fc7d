import { assertOrderId, getAdminOrder } from '@/lib/server/admin/orders';
import { requireStaff } from '@/lib/server/admin/staff';
import { apiHandler } from '@/lib/server/http/api-handler';

export const config = { api: { bodyParser: false as const } };

/** GET /api/admin/orders/{id} → the order with lines, history, documents and the actions allowed now. */
export default apiHandler({
  GET: async (req, res) => {
    await requireStaff(req);
    res.setHeader('Cache-Control', 'no-store');
    return getAdminOrder(assertOrderId(req.query.orderId));
  },
});
