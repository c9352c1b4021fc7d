import { apiHandler } from '@/lib/server/http/api-handler';
import { NotFoundError } from '@/lib/server/http/errors';
import { getCart } from '@/lib/server/platform/cart';
import { noStore, param } from '@/lib/server/platform/http';

// no body is read: Next's own parser would answer a malformed or oversized one in plain text
export const config = { api: { bodyParser: false as const } };

/** GET /api/cart/{cartId}/: the cart with current prices. */
export default apiHandler({
  GET: async (req, res) => {
    noStore(res);
    const cart = await getCart(param(req, 'cartId'));
    if (!cart) throw new NotFoundError('Cart not found.');
    return cart;
  },
});
