import { updateCartLine as updateLine } from '@/lib/contracts/cart';
import { apiHandler, parseInput, readJsonBody } from '@/lib/server/http/api-handler';
import { removeCartLine, updateCartLine } from '@/lib/server/platform/cart';
import { noStore, param } from '@/lib/server/platform/http';

export const config = { api: { bodyParser: false as const } };

/** PATCH sets a line's quantity (0 removes it), DELETE removes it; both answer the cart. */
export default apiHandler({
  PATCH: async (req, res) => {
    noStore(res);
    const body = parseInput(updateLine, await readJsonBody(req));
    return updateCartLine(param(req, 'cartId'), param(req, 'lineId'), body.quantity);
  },
  DELETE: async (req, res) => {
    noStore(res);
    return removeCartLine(param(req, 'cartId'), param(req, 'lineId'));
  },
});
