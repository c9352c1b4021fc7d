import { exportCatalogCsv } from '@/lib/server/admin/catalog-csv';
import { requireStaff } from '@/lib/server/admin/staff';
import { apiHandler, sendFile } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

/** GET /api/admin/catalog/export → the catalog as CSV (one row per offer; `;`, UTF-8 with BOM, decimal comma). */
export default apiHandler({
  GET: async (req, res) => {
    await requireStaff(req);
    const { csv } = await exportCatalogCsv();
    const day = new Date().toISOString().slice(0, 10);
    sendFile(res, csv, { type: 'text/csv; charset=utf-8', fileName: `zweitwerk-katalog-${day}.csv` });
  },
});
