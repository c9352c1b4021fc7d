import { adminProductUpdate } from '@/lib/contracts/admin-catalog';
import { assertProductId, getAdminProduct, updateAdminProduct } from '@/lib/server/admin/catalog';
import { requireStaff } from '@/lib/server/admin/staff';
import { apiHandler, parseInput, readJsonBody } from '@/lib/server/http/api-handler';

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
    res.setHeader('Cache-Control', 'no-store');
    return getAdminProduct(assertProductId(req.query.productId));
  },
  PATCH: async (req, res) => {
    const staff = await requireStaff(req);
    const id = assertProductId(req.query.productId);
    const body = parseInput(adminProductUpdate, await readJsonBody(req));
    const result = await updateAdminProduct(staff, id, body);
    res.setHeader('Cache-Control', 'no-store');
    return { changed: result.changed, product: await getAdminProduct(id) };
  },
});
