import { adminAnswerMail, adminRecordId, adminRequestKind } from '@/lib/contracts/admin-leads';
import { answerAdminRequest } from '@/lib/server/admin/leads-requests';
import { requireStaff } from '@/lib/server/admin/staff';
import { apiHandler, noStore, parseInput, readJsonBody, routeParam } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

/** POST /api/admin/requests/{service|quote}/{id}/answer { subject, text } → mails the customer and records it. */
export default apiHandler({
  POST: async (req, res) => {
    const staff = await requireStaff(req);
    const kind = routeParam(req.query.kind, adminRequestKind);
    const id = routeParam(req.query.requestId, adminRecordId);
    const body = parseInput(adminAnswerMail, await readJsonBody(req));
    noStore(res);
    return { answer: await answerAdminRequest(staff, kind, id, body) };
  },
});
