import { adminProductUpdate, productIdParam } from '@/lib/contracts/admin-catalog';
import { getAdminProduct, updateAdminProduct } from '@/lib/server/admin/catalog';
import { requireStaff } from '@/lib/server/admin/staff';
import { apiHandler, noStore, parseInput, readJsonBody, routeParam } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

/**
 * GET /api/admin/catalog/products/{id} → the product with its texts, publish state and offers.
 * PATCH with any of { title, summaryDe, summaryEn, descriptionDe, descriptionEn, keywordsDe,
 * keywordsEn, published, offers: [{ id, priceCents?, listPriceCents?, stock? }] } → the product after
 * the change (prices through the price history; audited).
 */
export default apiHandler({
  GET: async (req, res) => {
    await requireStaff(req);
    noStore(res);
    return getAdminProduct(routeParam(req.query.productId, productIdParam, 'Product not found.'));
  },
  PATCH: async (req, res) => {
    const staff = await requireStaff(req);
    const id = routeParam(req.query.productId, productIdParam, 'Product not found.');
    const body = parseInput(adminProductUpdate, await readJsonBody(req));
    const result = await updateAdminProduct(staff, id, body);
    noStore(res);
    return { changed: result.changed, product: await getAdminProduct(id) };
  },
});
