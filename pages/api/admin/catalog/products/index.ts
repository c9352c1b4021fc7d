import { adminProductQuery } from '@/lib/contracts/admin-catalog';
import { listAdminProducts } from '@/lib/server/admin/catalog';
import { requireStaff } from '@/lib/server/admin/staff';
import { apiHandler, noStore, parseInput } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

/** GET /api/admin/catalog/products?q&category&brand&published&page → one page of products with offer counts and stock. */
export default apiHandler({
  GET: async (req, res) => {
    await requireStaff(req);
    const query = parseInput(adminProductQuery, req.query);
    noStore(res);
    return listAdminProducts(query);
  },
});
