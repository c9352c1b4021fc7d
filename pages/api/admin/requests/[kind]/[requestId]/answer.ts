import { adminAnswerMail } from '@/lib/contracts/admin-leads';
import { assertRecordId } from '@/lib/server/admin/leads';
import { answerAdminRequest, assertRequestKind } from '@/lib/server/admin/leads-requests';
import { requireStaff } from '@/lib/server/admin/staff';
import { apiHandler, parseInput, readJsonBody } from '@/lib/server/http/api-handler';

export const config = { api: { bodyParser: false as const } };

/** POST /api/admin/requests/{service|quote}/{id}/answer { subject, text } → mails the customer and records it. */
export default apiHandler({
  POST: async (req, res) => {
    const staff = await requireStaff(req);
    const kind = assertRequestKind(req.query.kind);
    const id = assertRecordId(req.query.requestId);
    const body = parseInput(adminAnswerMail, await readJsonBody(req));
    res.setHeader('Cache-Control', 'no-store');
    return { answer: await answerAdminRequest(staff, kind, id, body) };
  },
});
