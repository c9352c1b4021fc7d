import { returnToPoolSchema } from '@/lib/contracts/fleet';
import { parseInput, requireFleetCustomer, returnDevicesToPool } from '@/lib/server/fleet';
import { privateNoStore } from '@/lib/server/fleet/http';
import { apiHandler, readJsonBody } from '@/lib/server/http/api-handler';

export const config = { api: { bodyParser: false as const } };

/** POST {api}/v1/account/devices/pool { deviceIds } → { returned }: the devices are back in the pool. */
export default apiHandler({
  POST: async (req, res) => {
    const customer = await requireFleetCustomer(req);
    const body = parseInput(returnToPoolSchema, await readJsonBody(req));
    await returnDevicesToPool(customer.id, body.deviceIds);
    privateNoStore(res);
    return { returned: body.deviceIds.length };
  },
});
