import '@/lib/server/only';
import { and, asc, eq, ilike, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { DeviceQuery, DeviceSort } from '@/lib/contracts/fleet';
import { CO2_EXCLUDED_STATUSES, type DeviceStatus } from '@/lib/fleet/constants';
import type { DeviceView, FleetSummary } from '@/lib/fleet/types';
import { getDb, type DbOrTx } from '../db';
import { devices, employees, orders, serviceRequestDevices, serviceRequests } from '../db/schema';
import { ConflictError, NotFoundError } from '../http/errors';

/** Requests that still hold their devices (a device is in at most one of them). */
export const OPEN_REQUEST_STATUSES = ['open', 'scheduled'] as const;

const employeeName = sql<string | null>`case when ${employees.id} is null then null else ${employees.firstName} || ' ' || ${employees.lastName} end`;

/**
 * The open pickup request of a device, if any (a device is in at most one open request): a
 * subquery built with the query builder, so the correlation with the outer device keeps its
 * table name however the outer select is written.
 */
function openRequest(db: DbOrTx) {
  const request = db
    .select({ request: sql`json_build_object('id', ${serviceRequests.id}, 'number', ${serviceRequests.number})` })
    .from(serviceRequestDevices)
    .innerJoin(serviceRequests, eq(serviceRequests.id, serviceRequestDevices.requestId))
    .where(and(eq(serviceRequestDevices.deviceId, devices.id), inArray(serviceRequests.status, [...OPEN_REQUEST_STATUSES])))
    .limit(1);
  return sql<{ id: string; number: string } | null>`(${request})`;
}

const SORT_COLUMNS: Record<DeviceSort, SQL> = {
  purchased: sql`${devices.purchasedAt}`,
  serial: sql`${devices.serialNumber}`,
  model: sql`${devices.title} collate "und-x-icu"`,
  category: sql`${devices.category}`,
  warranty: sql`${devices.warrantyEndsOn}`,
  status: sql`${devices.status}`,
  employee: sql`${employees.lastName} collate "und-x-icu"`,
};

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

type Row = {
  id: string;
  serialNumber: string;
  title: string;
  productHandle: string;
  sku: string;
  grade: string;
  options: string;
  category: DeviceView['category'];
  orderNumber: string;
  purchasedAt: Date;
  shippedAt: Date;
  warrantyEndsOn: string;
  status: DeviceStatus;
  employeeId: string | null;
  employeeName: string | null;
  co2Kg: number;
  pickupRequest: { id: string; number: string } | string | null;
};

function toView(r: Row): DeviceView {
  const pickup = typeof r.pickupRequest === 'string' ? (JSON.parse(r.pickupRequest) as { id: string; number: string }) : r.pickupRequest;
  return {
    id: r.id,
    serialNumber: r.serialNumber,
    title: r.title,
    productHandle: r.productHandle,
    sku: r.sku,
    grade: r.grade,
    options: r.options,
    category: r.category,
    orderNumber: r.orderNumber,
    purchasedAt: r.purchasedAt.toISOString(),
    shippedAt: r.shippedAt.toISOString(),
    warrantyEndsOn: r.warrantyEndsOn,
    status: r.status,
    employee: r.employeeId && r.employeeName ? { id: r.employeeId, name: r.employeeName } : null,
    co2Kg: r.co2Kg,
    pickupRequest: pickup ?? null,
  };
}

function selectDevices(db: DbOrTx) {
  return db
    .select({
      id: devices.id,
      serialNumber: devices.serialNumber,
      title: devices.title,
      productHandle: devices.productHandle,
      sku: devices.sku,
      grade: devices.grade,
      options: devices.options,
      category: devices.category,
      orderNumber: orders.orderNumber,
      purchasedAt: devices.purchasedAt,
      shippedAt: devices.shippedAt,
      warrantyEndsOn: devices.warrantyEndsOn,
      status: devices.status,
      employeeId: devices.employeeId,
      employeeName,
      co2Kg: devices.co2Kg,
      pickupRequest: openRequest(db),
    })
    .from(devices)
    .innerJoin(orders, eq(orders.id, devices.orderId))
    .leftJoin(employees, eq(employees.id, devices.employeeId));
}

/** The customer's devices, searched (serial, model, SKU, order, employee), filtered and sorted. */
export async function listDevices(customerId: string, query: DeviceQuery = {}): Promise<DeviceView[]> {
  const db = await getDb();
  const where: SQL[] = [eq(devices.customerId, customerId)];
  if (query.category) where.push(eq(devices.category, query.category));
  if (query.status) where.push(eq(devices.status, query.status));
  if (query.employeeId === 'none') where.push(isNull(devices.employeeId));
  else if (query.employeeId) where.push(eq(devices.employeeId, query.employeeId));
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    where.push(
      or(
        ilike(devices.serialNumber, like),
        ilike(devices.title, like),
        ilike(devices.sku, like),
        ilike(orders.orderNumber, like),
        sql`(${employees.firstName} || ' ' || ${employees.lastName}) ilike ${like}`,
      )!,
    );
  }
  const column = SORT_COLUMNS[query.sort ?? 'purchased'];
  const dir = query.dir ?? (query.sort ? 'asc' : 'desc');
  const order = dir === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  const rows = await selectDevices(db)
    .where(and(...where))
    .orderBy(order, asc(devices.serialNumber));
  return (rows as Row[]).map(toView);
}

/** One device of the customer; 404 when it is not theirs. */
export async function getDevice(customerId: string, deviceId: string): Promise<DeviceView> {
  const db = await getDb();
  const [row] = await selectDevices(db).where(and(eq(devices.customerId, customerId), eq(devices.id, deviceId)));
  if (!row) throw new NotFoundError('Device not found.');
  return toView(row as Row);
}

/** Locks the customer's devices of these ids; 404 when any is missing or another customer's. */
export async function lockOwnDevices(tx: DbOrTx, customerId: string, deviceIds: string[]) {
  const rows = await tx
    .select({ id: devices.id, status: devices.status, employeeId: devices.employeeId, serialNumber: devices.serialNumber, title: devices.title })
    .from(devices)
    .where(and(eq(devices.customerId, customerId), inArray(devices.id, deviceIds)))
    .orderBy(asc(devices.id))
    .for('update');
  if (rows.length !== new Set(deviceIds).size) throw new NotFoundError('Device not found.');
  return rows;
}

/** Devices that can be handed to someone or put in the pool: not in repair, returned or retired. */
const HANDLEABLE: DeviceStatus[] = ['in_use', 'in_pool'];

function refuseUnavailable(rows: { id: string; status: DeviceStatus; serialNumber: string }[]): void {
  const blocked = rows.filter((r) => !HANDLEABLE.includes(r.status));
  if (blocked.length) {
    throw new ConflictError(
      'device_unavailable',
      'Devices in repair, returned or at end of life cannot be assigned or pooled.',
      blocked.map((b) => ({ id: b.id, serialNumber: b.serialNumber, status: b.status })),
    );
  }
}

/** Hands devices to an employee of the same customer (from the pool or from another employee). */
export async function assignDevices(customerId: string, deviceIds: string[], employeeId: string): Promise<DeviceView[]> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [employee] = await tx
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.id, employeeId), eq(employees.customerId, customerId)))
      .for('update');
    if (!employee) throw new NotFoundError('Employee not found.');
    refuseUnavailable(await lockOwnDevices(tx, customerId, deviceIds));
    await tx
      .update(devices)
      .set({ status: 'in_use', employeeId, updatedAt: new Date() })
      .where(and(eq(devices.customerId, customerId), inArray(devices.id, deviceIds)));
  });
  return listDevices(customerId, { employeeId });
}

/** Takes devices back from whoever has them into the customer's pool. */
export async function returnDevicesToPool(customerId: string, deviceIds: string[]): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    refuseUnavailable(await lockOwnDevices(tx, customerId, deviceIds));
    await tx
      .update(devices)
      .set({ status: 'in_pool', employeeId: null, updatedAt: new Date() })
      .where(and(eq(devices.customerId, customerId), inArray(devices.id, deviceIds)));
  });
}

/** Serial numbers per order line, for the order detail once shipped (empty before). */
export async function serialsForOrder(orderId: string): Promise<{ position: number; serials: string[] }[]> {
  const db = await getDb();
  const rows = await db
    .select({ position: devices.linePosition, serial: devices.serialNumber })
    .from(devices)
    .where(eq(devices.orderId, orderId))
    .orderBy(asc(devices.linePosition), asc(devices.unitNo));
  const byLine = new Map<number, string[]>();
  for (const r of rows) byLine.set(r.position, [...(byLine.get(r.position) ?? []), r.serial]);
  return [...byLine].map(([position, serials]) => ({ position, serials }));
}

/** Devices, in use, in the pool and kg CO2e avoided: the account index's fleet figures. */
export async function fleetSummary(customerId: string): Promise<FleetSummary> {
  const db = await getDb();
  const [row] = await db
    .select({
      devices: sql<number>`count(*)::int`,
      inUse: sql<number>`(count(*) filter (where ${devices.status} = 'in_use'))::int`,
      inPool: sql<number>`(count(*) filter (where ${devices.status} = 'in_pool'))::int`,
      co2Kg: sql<number>`coalesce(sum(${devices.co2Kg}) filter (where ${notInArray(devices.status, [...CO2_EXCLUDED_STATUSES])}), 0)::int`,
    })
    .from(devices)
    .where(eq(devices.customerId, customerId));
  return row ?? { devices: 0, inUse: 0, inPool: 0, co2Kg: 0 };
}
