import { adminRequestQuery } from '@/lib/contracts/admin-leads';
import { listAdminRequests } from '@/lib/server/admin/leads-requests';
import { requireStaff } from '@/lib/server/admin/staff';
import { apiHandler, noStore, parseInput } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

/** GET /api/admin/requests?kind&status&q → service requests, quote requests and quotes (read-only). */
export default apiHandler({
  GET: async (req, res) => {
    await requireStaff(req);
    const query = parseInput(adminRequestQuery, req.query);
    noStore(res);
    return listAdminRequests(query);
  },
});
