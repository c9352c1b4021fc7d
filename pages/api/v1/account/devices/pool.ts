import { requireFleetCustomer } from '@/lib/server/account';
import { returnToPoolSchema } from '@/lib/contracts/fleet';
import { returnDevicesToPool } from '@/lib/server/fleet';
import { apiHandler, noStore, parseInput, readJsonBody } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

/** POST {api}/v1/account/devices/pool { deviceIds } → { returned }: the devices are back in the pool. */
export default apiHandler({
  POST: async (req, res) => {
    const customer = await requireFleetCustomer(req);
    const body = parseInput(returnToPoolSchema, await readJsonBody(req));
    await returnDevicesToPool(customer.id, body.deviceIds);
    noStore(res);
    return { returned: body.deviceIds.length };
  },
});
