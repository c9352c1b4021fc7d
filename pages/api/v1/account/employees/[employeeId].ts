import * as z from 'zod/mini';
import { employeeUpdateSchema, resourceId } from '@/lib/contracts/fleet';
import { deleteEmployee, getEmployee, parseInput, requireFleetCustomer, updateEmployee } from '@/lib/server/fleet';
import { param, privateNoStore } from '@/lib/server/fleet/http';
import { NotFoundError } from '@/lib/server/http/errors';
import { apiHandler, readJsonBody } from '@/lib/server/http/api-handler';
import type { NextApiRequest } from 'next';

export const config = { api: { bodyParser: false as const } };

function employeeId(req: NextApiRequest): string {
  const id = z.safeParse(resourceId, param(req, 'employeeId'));
  if (!id.success) throw new NotFoundError('Employee not found.');
  return id.data;
}

/** GET / PATCH / DELETE {api}/v1/account/employees/{employeeId}; 404 when not the caller's. DELETE returns their devices to the pool. */
export default apiHandler({
  GET: async (req, res) => {
    const customer = await requireFleetCustomer(req);
    privateNoStore(res);
    return getEmployee(customer.id, employeeId(req));
  },
  PATCH: async (req, res) => {
    const customer = await requireFleetCustomer(req);
    const id = employeeId(req);
    const raw = await readJsonBody(req);
    const body = parseInput(z.strictObject(employeeUpdateSchema.def.shape), raw);
    privateNoStore(res);
    return updateEmployee(customer.id, id, body, Object.keys(raw as object));
  },
  DELETE: async (req, res) => {
    const customer = await requireFleetCustomer(req);
    privateNoStore(res);
    return deleteEmployee(customer.id, employeeId(req));
  },
});
