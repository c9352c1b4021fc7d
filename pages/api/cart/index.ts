import { currentCustomer } from '@/lib/server/account';
import { createCart } from '@/lib/server/platform';
import { clientIp, consumeRateLimits } from '@/lib/server/security/rate-limit';
import { apiHandler, noStore } from '@/lib/server/http';

// no body is read: Next's own parser would answer a malformed or oversized one in plain text
export const config = { api: { bodyParser: false as const } };

/** GET /api/cart/: creates an empty cart and returns it (the spec reads its id); limited per address (429). */
export default apiHandler({
  GET: async (req, res) => {
    noStore(res);
    await consumeRateLimits([['cart-create-ip', clientIp(req)]]);
    const customer = await currentCustomer(req);
    return createCart(customer?.id ?? null);
  },
});
