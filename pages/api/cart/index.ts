import { apiHandler } from '@/lib/server/http/api-handler';
import { currentCustomer } from '@/lib/server/account/current';
import { createCart } from '@/lib/server/platform/cart';
import { noStore } from '@/lib/server/platform/http';

/** GET /api/cart/: creates an empty cart and returns it (the spec reads its id). */
export default apiHandler({
  GET: async (req, res) => {
    const customer = await currentCustomer(req);
    noStore(res);
    return createCart(customer?.id ?? null);
  },
});
