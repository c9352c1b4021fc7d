import { getCart } from '@/lib/server/platform';
import { apiHandler, noStore, NotFoundError, routeParam } from '@/lib/server/http';

// no body is read: Next's own parser would answer a malformed or oversized one in plain text
export const config = { api: { bodyParser: false as const } };

/** GET /api/cart/{cartId}/: the cart with current prices. */
export default apiHandler({
  GET: async (req, res) => {
    noStore(res);
    const cart = await getCart(routeParam(req.query.cartId));
    if (!cart) throw new NotFoundError('Cart not found.');
    return cart;
  },
});
