import { requireFleetCustomer } from '@/lib/server/account';
import * as z from 'zod/mini';
import { employeeUpdateSchema, resourceId } from '@/lib/contracts/fleet';
import { deleteEmployee, getEmployee, updateEmployee } from '@/lib/server/fleet';
import type { NextApiRequest } from 'next';
import { apiHandler, noStore, parseInput, readJsonBody, routeParam } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

function employeeId(req: NextApiRequest): string {
  return routeParam(req.query.employeeId, resourceId, 'Employee not found.');
}

/** GET / PATCH / DELETE {api}/v1/account/employees/{employeeId}; 404 when not the caller's. DELETE returns their devices to the pool. */
export default apiHandler({
  GET: async (req, res) => {
    const customer = await requireFleetCustomer(req);
    noStore(res);
    return getEmployee(customer.id, employeeId(req));
  },
  PATCH: async (req, res) => {
    const customer = await requireFleetCustomer(req);
    const id = employeeId(req);
    const raw = await readJsonBody(req);
    const body = parseInput(z.strictObject(employeeUpdateSchema.def.shape), raw);
    noStore(res);
    return updateEmployee(customer.id, id, body, Object.keys(raw as object));
  },
  DELETE: async (req, res) => {
    const customer = await requireFleetCustomer(req);
    noStore(res);
    return deleteEmployee(customer.id, employeeId(req));
  },
});
