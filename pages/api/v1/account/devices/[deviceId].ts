import { resourceId } from '@/lib/contracts/fleet';
import { getDevice, requireFleetCustomer } from '@/lib/server/fleet';
import { param, privateNoStore } from '@/lib/server/fleet/http';
import { NotFoundError } from '@/lib/server/http/errors';
import { apiHandler } from '@/lib/server/http/api-handler';
import * as z from 'zod/mini';

// no body is read: Next's own parser would answer a malformed or oversized one in plain text
export const config = { api: { bodyParser: false as const } };

/** GET {api}/v1/account/devices/{deviceId} (bearer, business) → the device; 404 when not the caller's. */
export default apiHandler({
  GET: async (req, res) => {
    const customer = await requireFleetCustomer(req);
    const id = z.safeParse(resourceId, param(req, 'deviceId'));
    if (!id.success) throw new NotFoundError('Device not found.');
    privateNoStore(res);
    return getDevice(customer.id, id.data);
  },
});
