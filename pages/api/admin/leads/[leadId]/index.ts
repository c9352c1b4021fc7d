import { adminLeadUpdate, adminRecordId } from '@/lib/contracts/admin-leads';
import { getAdminLead, updateAdminLead } from '@/lib/server/admin/leads';
import { requireStaff } from '@/lib/server/admin/staff';
import { apiHandler, noStore, parseInput, readJsonBody, routeParam } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

/**
 * GET /api/admin/leads/{id} → the lead with its message and history.
 * PATCH /api/admin/leads/{id} { status?, note? } → changes status and/or internal note (audited).
 */
export default apiHandler({
  GET: async (req, res) => {
    await requireStaff(req);
    noStore(res);
    return getAdminLead(routeParam(req.query.leadId, adminRecordId));
  },
  PATCH: async (req, res) => {
    const staff = await requireStaff(req);
    const id = routeParam(req.query.leadId, adminRecordId);
    const body = parseInput(adminLeadUpdate, await readJsonBody(req));
    noStore(res);
    return updateAdminLead(staff, id, body);
  },
});
