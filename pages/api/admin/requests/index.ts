import { adminRequestQuery } from '@/lib/contracts/admin-leads';
import { listAdminRequests } from '@/lib/server/admin/leads-requests';
import { requireStaff } from '@/lib/server/admin/staff';
import { apiHandler, parseInput } from '@/lib/server/http/api-handler';

export const config = { api: { bodyParser: false as const } };

/** GET /api/admin/requests?kind&status&q → service requests, quote requests and quotes (read-only). */
export default apiHandler({
  GET: async (req, res) => {
    await requireStaff(req);
    const query = parseInput(adminRequestQuery, req.query);
    res.setHeader('Cache-Control', 'no-store');
    return listAdminRequests(query);
  },
});
