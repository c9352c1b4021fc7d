import { shipOrderSchema } from '@/lib/contracts/fleet';
import { adminShip, assertOrderId, getAdminOrder } from '@/lib/server/admin/orders';
import { requireStaff } from '@/lib/server/admin/staff';
import { apiHandler, parseInput, readJsonBody } from '@/lib/server/http/api-handler';

export const config = { api: { bodyParser: false as const } };

/**
 * POST /api/admin/orders/{id}/ship { trackingNumber, carrier?, serials? }: ships the order
 * (409 for an unpaid prepayment order, a cancelled one or a second shipment, also when racing).
 */
export default apiHandler({
  POST: async (req, res) => {
    const staff = await requireStaff(req);
    const id = assertOrderId(req.query.orderId);
    const body = parseInput(shipOrderSchema, await readJsonBody(req));
    const shipment = await adminShip(staff, id, body);
    res.setHeader('Cache-Control', 'no-store');
    return { shipment, order: await getAdminOrder(id) };
  },
});
