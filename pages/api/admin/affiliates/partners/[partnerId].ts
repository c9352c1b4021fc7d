import { adminAffiliateStatus } from '@/lib/contracts/admin-leads';
import { assertRecordId } from '@/lib/server/admin/leads';
import { setPartnerStatus } from '@/lib/server/admin/leads-affiliates';
import { requireStaff } from '@/lib/server/admin/staff';
import { apiHandler, parseInput, readJsonBody } from '@/lib/server/http/api-handler';

export const config = { api: { bodyParser: false as const } };

/** POST /api/admin/affiliates/partners/{id} { status: active|paused } → pauses or resumes a partner (audited). */
export default apiHandler({
  POST: async (req, res) => {
    const staff = await requireStaff(req);
    const id = assertRecordId(req.query.partnerId);
    const body = parseInput(adminAffiliateStatus, await readJsonBody(req));
    res.setHeader('Cache-Control', 'no-store');
    return { partner: await setPartnerStatus(staff, id, body.status) };
  },
});
