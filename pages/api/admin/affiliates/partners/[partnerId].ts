import { adminAffiliateStatus, adminRecordId } from '@/lib/contracts/admin-leads';
import { setPartnerStatus } from '@/lib/server/admin/leads-affiliates';
import { requireStaff } from '@/lib/server/admin/staff';
import { apiHandler, noStore, parseInput, readJsonBody, routeParam } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

/** POST /api/admin/affiliates/partners/{id} { status: active|paused } → pauses or resumes a partner (audited). */
export default apiHandler({
  POST: async (req, res) => {
    const staff = await requireStaff(req);
    const id = routeParam(req.query.partnerId, adminRecordId);
    const body = parseInput(adminAffiliateStatus, await readJsonBody(req));
    noStore(res);
    return { partner: await setPartnerStatus(staff, id, body.status) };
  },
});
