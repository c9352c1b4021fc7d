import { isCheckoutCompleted } from '@/lib/server/platform';
import { apiHandler, noStore, NotFoundError, routeParam } from '@/lib/server/http';

// no body is read: Next's own parser would answer a malformed or oversized one in plain text
export const config = { api: { bodyParser: false as const } };

/** GET /api/cart/completedCheckout/{cartId}: JSON true once ordered, false before; 404 for an unknown cart. */
export default apiHandler({
  GET: async (req, res) => {
    noStore(res);
    const completed = await isCheckoutCompleted(routeParam(req.query.cartId));
    if (completed === null) throw new NotFoundError('Cart not found.');
    res.status(200).json(completed);
  },
});
