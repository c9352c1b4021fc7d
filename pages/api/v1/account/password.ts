import { changeCustomerPassword, requireCustomerRow } from '@/lib/server/account';
import { changePassword } from '@/lib/contracts/auth';
import { consumeRateLimits } from '@/lib/server/security/rate-limit';
import { apiHandler, noStore, parseInput, readJsonBody } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

/** POST {api}/v1/account/password { currentPassword, newPassword } (bearer) → { authToken }; older tokens stop working. */
export default apiHandler({
  POST: async (req, res) => {
    const row = await requireCustomerRow(req);
    await consumeRateLimits([['password-customer', row.id]]);
    const body = parseInput(changePassword, await readJsonBody(req));
    noStore(res);
    return changeCustomerPassword(row, body.currentPassword, body.newPassword);
  },
});
