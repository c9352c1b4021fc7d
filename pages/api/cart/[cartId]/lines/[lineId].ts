import { updateCartLine as updateLine } from '@/lib/contracts/cart';
import { removeCartLine, updateCartLine } from '@/lib/server/platform';
import { apiHandler, noStore, parseInput, readJsonBody, routeParam } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

/** PATCH sets a line's quantity (0 removes it), DELETE removes it; both answer the cart. */
export default apiHandler({
  PATCH: async (req, res) => {
    noStore(res);
    const body = parseInput(updateLine, await readJsonBody(req));
    return updateCartLine(routeParam(req.query.cartId), routeParam(req.query.lineId), body.quantity);
  },
  DELETE: async (req, res) => {
    noStore(res);
    return removeCartLine(routeParam(req.query.cartId), routeParam(req.query.lineId));
  },
});
