import { requireFleetCustomer } from '@/lib/server/account';
import { endOfLifeRequestSchema } from '@/lib/contracts/fleet';
import { listServiceRequests, requestEndOfLifePickup } from '@/lib/server/fleet';
import { apiHandler, noStore, parseInput, readJsonBody } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

/** GET {api}/v1/account/service-requests → { items }; POST an end-of-life pickup { deviceIds, contactName, pickupAddress, … } → 201 the request (confirmation mailed). */
export default apiHandler({
  GET: async (req, res) => {
    const customer = await requireFleetCustomer(req);
    noStore(res);
    return { items: await listServiceRequests(customer.id) };
  },
  POST: async (req, res) => {
    const customer = await requireFleetCustomer(req);
    const body = parseInput(endOfLifeRequestSchema, await readJsonBody(req));
    const created = await requestEndOfLifePickup(customer, body);
    noStore(res);
    res.status(201).json(created);
  },
});
