import { requireFleetCustomer } from '@/lib/server/account';
import { resourceId } from '@/lib/contracts/fleet';
import { getServiceRequest } from '@/lib/server/fleet';
import { apiHandler, noStore, routeParam } from '@/lib/server/http';

// no body is read: Next's own parser would answer a malformed or oversized one in plain text
export const config = { api: { bodyParser: false as const } };

/** GET {api}/v1/account/service-requests/{requestId} → the request with its devices; 404 when not the caller's. */
export default apiHandler({
  GET: async (req, res) => {
    const customer = await requireFleetCustomer(req);
    const id = routeParam(req.query.requestId, resourceId, 'Service request not found.');
    noStore(res);
    return getServiceRequest(customer.id, id);
  },
});
