import { adminLeadQuery } from '@/lib/contracts/admin-leads';
import { listAdminLeads } from '@/lib/server/admin/leads';
import { requireStaff } from '@/lib/server/admin/staff';
import { apiHandler, noStore, parseInput } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

/** GET /api/admin/leads?topic&status&from&to&q&page → one page of leads, newest first. */
export default apiHandler({
  GET: async (req, res) => {
    await requireStaff(req);
    const query = parseInput(adminLeadQuery, req.query);
    noStore(res);
    return listAdminLeads(query);
  },
});
