import '@/lib/server/only';
import { randomBytes, randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Category } from '@/lib/catalog/constants';
import { WARRANTY_MONTHS } from '@/lib/fleet/constants';
import { addMonths, berlinDate, serialFromBytes } from '@/lib/fleet/serial';
import type { Tx } from '../db';
import { devices } from '../db/schema';
import { ConflictError } from '../http/errors';

/** A shipped unit as the shipping step hands it over. */
export type ShippedUnit = {
  linePosition: number;
  unitNo: number;
  serialNumber: string;
  variantId: number | null;
  productHandle: string;
  title: string;
  sku: string;
  grade: string;
  options: string;
  category: Category;
  co2Kg: number;
};

/** A fresh serial number (see serialFromBytes). */
export function generateSerial(): string {
  return serialFromBytes(randomBytes(8));
}

/**
 * Creates one device per shipped unit inside the shipping transaction: in the customer's pool,
 * warranty 12 months from the shipping day. Refuses serial numbers that already exist (409).
 */
export async function createShippedDevices(
  tx: Tx,
  order: { id: string; customerId: string | null; createdAt: Date },
  units: ShippedUnit[],
  shippedAt: Date,
): Promise<void> {
  if (units.length === 0) return;
  const serials = units.map((u) => u.serialNumber);
  const taken = await tx.select({ serial: devices.serialNumber }).from(devices).where(inArray(devices.serialNumber, serials));
  if (taken.length) {
    throw new ConflictError('serial_taken', 'Some serial numbers are already in use.', taken.map((t) => t.serial));
  }
  const warrantyEndsOn = addMonths(berlinDate(shippedAt), WARRANTY_MONTHS);
  await tx.insert(devices).values(
    units.map((u) => ({
      id: randomUUID(),
      customerId: order.customerId,
      orderId: order.id,
      ...u,
      purchasedAt: order.createdAt,
      shippedAt,
      warrantyEndsOn,
      status: 'in_pool' as const,
    })),
  );
}
