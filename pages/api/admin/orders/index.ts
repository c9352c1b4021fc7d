import { adminOrderQuery } from '@/lib/contracts/admin';
import { listAdminOrders } from '@/lib/server/admin/orders';
import { requireStaff } from '@/lib/server/admin/staff';
import { apiHandler, noStore, parseInput } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

/** GET /api/admin/orders?status&payment&from&to&customer&q&page → one page of orders, newest first. */
export default apiHandler({
  GET: async (req, res) => {
    await requireStaff(req);
    const query = parseInput(adminOrderQuery, req.query);
    noStore(res);
    return listAdminOrders(query);
  },
});
