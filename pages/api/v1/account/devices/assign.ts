import { requireFleetCustomer } from '@/lib/server/account';
import { assignDevicesSchema } from '@/lib/contracts/fleet';
import { assignDevices } from '@/lib/server/fleet';
import { apiHandler, noStore, parseInput, readJsonBody } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

/** POST {api}/v1/account/devices/assign { deviceIds, employeeId } → { items: the employee's devices }; 404 for ids not the caller's, 409 for unavailable devices. */
export default apiHandler({
  POST: async (req, res) => {
    const customer = await requireFleetCustomer(req);
    const body = parseInput(assignDevicesSchema, await readJsonBody(req));
    noStore(res);
    return { items: await assignDevices(customer.id, body.deviceIds, body.employeeId) };
  },
});
