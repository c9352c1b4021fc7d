import { registerCustomer } from '@/lib/server/account';
import { registration } from '@/lib/contracts/customer';
import { clientIp, consumeRateLimits } from '@/lib/server/security/rate-limit';
import { apiHandler, claimedEmail, noStore, parseInput, readJsonBody } from '@/lib/server/http';

// the storefront sends the JSON body without a content-type header: parse it ourselves
export const config = { api: { bodyParser: false as const } };

/** POST {api}/v1/account/register → 201 { authToken }; 400 with field details, 409 when the e-mail is taken. */
export default apiHandler({
  POST: async (req, res) => {
    const raw = await readJsonBody(req);
    const email = claimedEmail(raw);
    await consumeRateLimits([['register-ip', clientIp(req)], ...(email ? ([['register-email', email]] as const) : [])]);
    const input = parseInput(registration, raw);
    const { authToken } = await registerCustomer(input);
    noStore(res);
    res.status(201).json({ authToken });
  },
});
