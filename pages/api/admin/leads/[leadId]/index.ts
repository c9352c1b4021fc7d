import { adminLeadUpdate } from '@/lib/contracts/admin-leads';
import { assertRecordId, getAdminLead, updateAdminLead } from '@/lib/server/admin/leads';
import { requireStaff } from '@/lib/server/admin/staff';
import { apiHandler, parseInput, readJsonBody } from '@/lib/server/http/api-handler';

export const config = { api: { bodyParser: false as const } };

/**
 * GET /api/admin/leads/{id} → the lead with its message and history.
 * PATCH /api/admin/leads/{id} { status?, note? } → changes status and/or internal note (audited).
 */
export default apiHandler({
  GET: async (req, res) => {
    await requireStaff(req);
    res.setHeader('Cache-Control', 'no-store');
    return getAdminLead(assertRecordId(req.query.leadId));
  },
  PATCH: async (req, res) => {
    const staff = await requireStaff(req);
    const id = assertRecordId(req.query.leadId);
    const body = parseInput(adminLeadUpdate, await readJsonBody(req));
    res.setHeader('Cache-Control', 'no-store');
    return updateAdminLead(staff, id, body);
  },
});
