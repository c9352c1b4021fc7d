import { registerCustomer } from '@/lib/server/account/auth';
import { registration } from '@/lib/contracts/customer';
import { apiHandler, parseInput, readJsonBody } from '@/lib/server/http/api-handler';
import { clientIp, consumeRateLimits } from '@/lib/server/security/rate-limit';

// the storefront sends the JSON body without a content-type header: parse it ourselves
export const config = { api: { bodyParser: false as const } };

/** POST {api}/v1/account/register → 201 { authToken }; 400 with field details, 409 when the e-mail is taken. */
export default apiHandler({
  POST: async (req, res) => {
    const raw = await readJsonBody(req);
    const claimed = raw !== null && typeof raw === 'object' ? (raw as { email?: unknown }).email : undefined;
    const email = typeof claimed === 'string' ? claimed.trim().toLowerCase().slice(0, 254) : '';
    await consumeRateLimits([['register-ip', clientIp(req)], ...(email ? ([['register-email', email]] as const) : [])]);
    const input = parseInput(registration, raw);
    const { authToken } = await registerCustomer(input);
    res.setHeader('Cache-Control', 'no-store');
    res.status(201).json({ authToken });
  },
});
