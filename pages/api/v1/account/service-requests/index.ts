import { endOfLifeRequestSchema } from '@/lib/contracts/fleet';
import { listServiceRequests, parseInput, requestEndOfLifePickup, requireFleetCustomer } from '@/lib/server/fleet';
import { privateNoStore } from '@/lib/server/fleet/http';
import { apiHandler, readJsonBody } from '@/lib/server/http/api-handler';

export const config = { api: { bodyParser: false as const } };

/** GET {api}/v1/account/service-requests → { items }; POST an end-of-life pickup { deviceIds, contactName, pickupAddress, … } → 201 the request (confirmation mailed). */
export default apiHandler({
  GET: async (req, res) => {
    const customer = await requireFleetCustomer(req);
    privateNoStore(res);
    return { items: await listServiceRequests(customer.id) };
  },
  POST: async (req, res) => {
    const customer = await requireFleetCustomer(req);
    const body = parseInput(endOfLifeRequestSchema, await readJsonBody(req));
    const created = await requestEndOfLifePickup(customer, body);
    privateNoStore(res);
    res.status(201).json(created);
  },
});
