import * as z from 'zod/mini';
import { resourceId } from '@/lib/contracts/fleet';
import { getServiceRequest, requireFleetCustomer } from '@/lib/server/fleet';
import { param, privateNoStore } from '@/lib/server/fleet/http';
import { NotFoundError } from '@/lib/server/http/errors';
import { apiHandler } from '@/lib/server/http/api-handler';

// no body is read: Next's own parser would answer a malformed or oversized one in plain text
export const config = { api: { bodyParser: false as const } };

/** GET {api}/v1/account/service-requests/{requestId} → the request with its devices; 404 when not the caller's. */
export default apiHandler({
  GET: async (req, res) => {
    const customer = await requireFleetCustomer(req);
    const id = z.safeParse(resourceId, param(req, 'requestId'));
    if (!id.success) throw new NotFoundError('Service request not found.');
    privateNoStore(res);
    return getServiceRequest(customer.id, id.data);
  },
});
