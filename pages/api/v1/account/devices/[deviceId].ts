import { requireFleetCustomer } from '@/lib/server/account';
import { resourceId } from '@/lib/contracts/fleet';
import { getDevice } from '@/lib/server/fleet';
import { apiHandler, noStore, routeParam } from '@/lib/server/http';

// no body is read: Next's own parser would answer a malformed or oversized one in plain text
export const config = { api: { bodyParser: false as const } };

/** GET {api}/v1/account/devices/{deviceId} (bearer, business) → the device; 404 when not the caller's. */
export default apiHandler({
  GET: async (req, res) => {
    const customer = await requireFleetCustomer(req);
    const id = routeParam(req.query.deviceId, resourceId, 'Device not found.');
    noStore(res);
    return getDevice(customer.id, id);
  },
});
