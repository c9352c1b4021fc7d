import { orderIdParam } from '@/lib/contracts/admin';
import { shipOrderSchema } from '@/lib/contracts/fleet';
import { adminShip, getAdminOrder } from '@/lib/server/admin/orders';
import { requireStaff } from '@/lib/server/admin/staff';
import { apiHandler, noStore, parseInput, readJsonBody, routeParam } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

/**
 * POST /api/admin/orders/{id}/ship { trackingNumber, carrier?, serials? }: ships the order
 * (409 for an unpaid prepayment order, a cancelled one or a second shipment, also when racing).
 */
export default apiHandler({
  POST: async (req, res) => {
    const staff = await requireStaff(req);
    const id = routeParam(req.query.orderId, orderIdParam, 'Order not found.');
    const body = parseInput(shipOrderSchema, await readJsonBody(req));
    const shipment = await adminShip(staff, id, body);
    noStore(res);
    return { shipment, order: await getAdminOrder(id) };
  },
});
