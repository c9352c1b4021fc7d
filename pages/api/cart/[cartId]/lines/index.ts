import { addCartLine as addLine } from '@/lib/contracts/cart';
import { apiHandler, parseInput, readJsonBody } from '@/lib/server/http/api-handler';
import { addCartLine } from '@/lib/server/platform/cart';
import { noStore, param } from '@/lib/server/platform/http';

export const config = { api: { bodyParser: false as const } };

/** POST /api/cart/{cartId}/lines: adds units of a variant; answers the cart. */
export default apiHandler({
  POST: async (req, res) => {
    noStore(res);
    const cartId = param(req, 'cartId');
    const body = parseInput(addLine, await readJsonBody(req));
    return addCartLine(cartId, body.variantId, body.quantity);
  },
});
