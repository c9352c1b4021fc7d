import { requireFleetCustomer } from '@/lib/server/account';
import { employeeImportSchema } from '@/lib/contracts/fleet';
import { importEmployees } from '@/lib/server/fleet';
import { apiHandler, noStore, parseInput, readJsonBody } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

/** POST {api}/v1/account/employees/import { csv } → 201 { imported }; 400 { error: { code: 'import_invalid', details: [{ line, field, code }] } } and nothing stored when any row is wrong. */
export default apiHandler({
  POST: async (req, res) => {
    const customer = await requireFleetCustomer(req);
    const body = parseInput(employeeImportSchema, await readJsonBody(req, 250_000));
    const result = await importEmployees(customer.id, body.csv);
    noStore(res);
    res.status(201).json(result);
  },
});
