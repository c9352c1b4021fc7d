import { addCartLine as addLine } from '@/lib/contracts/cart';
import { addCartLine } from '@/lib/server/platform';
import { apiHandler, noStore, parseInput, readJsonBody, routeParam } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

/** POST /api/cart/{cartId}/lines: adds units of a variant; answers the cart. */
export default apiHandler({
  POST: async (req, res) => {
    noStore(res);
    const cartId = routeParam(req.query.cartId);
    const body = parseInput(addLine, await readJsonBody(req));
    return addCartLine(cartId, body.variantId, body.quantity);
  },
});
