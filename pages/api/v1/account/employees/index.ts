import { requireFleetCustomer } from '@/lib/server/account';
import { employeeSchema } from '@/lib/contracts/fleet';
import { createEmployee, listEmployees } from '@/lib/server/fleet';
import { apiHandler, noStore, parseInput, readJsonBody } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

/** GET {api}/v1/account/employees → { items }; POST { firstName, lastName, email?, department? } → 201 the employee. */
export default apiHandler({
  GET: async (req, res) => {
    const customer = await requireFleetCustomer(req);
    noStore(res);
    return { items: await listEmployees(customer.id) };
  },
  POST: async (req, res) => {
    const customer = await requireFleetCustomer(req);
    const body = parseInput(employeeSchema, await readJsonBody(req));
    const created = await createEmployee(customer.id, body);
    noStore(res);
    res.status(201).json(created);
  },
});
