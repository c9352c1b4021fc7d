import { adminQuoteRequestUpdate, adminServiceRequestUpdate, adminRecordId, adminRequestKind } from '@/lib/contracts/admin-leads';
import { getAdminQuoteRequest, getAdminServiceRequest, updateAdminQuoteRequest, updateAdminServiceRequest } from '@/lib/server/admin/leads-requests';
import { requireStaff } from '@/lib/server/admin/staff';
import { apiHandler, noStore, parseInput, readJsonBody, routeParam } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

/**
 * GET /api/admin/requests/{service|quote}/{id} → the request (with devices for service requests) and its history.
 * PATCH … { status?, note? } → changes status and/or the staff note (audited).
 */
export default apiHandler({
  GET: async (req, res) => {
    await requireStaff(req);
    const kind = routeParam(req.query.kind, adminRequestKind);
    const id = routeParam(req.query.requestId, adminRecordId);
    noStore(res);
    return kind === 'service' ? getAdminServiceRequest(id) : getAdminQuoteRequest(id);
  },
  PATCH: async (req, res) => {
    const staff = await requireStaff(req);
    const kind = routeParam(req.query.kind, adminRequestKind);
    const id = routeParam(req.query.requestId, adminRecordId);
    const raw = await readJsonBody(req);
    noStore(res);
    return kind === 'service'
      ? updateAdminServiceRequest(staff, id, parseInput(adminServiceRequestUpdate, raw))
      : updateAdminQuoteRequest(staff, id, parseInput(adminQuoteRequestUpdate, raw));
  },
});
