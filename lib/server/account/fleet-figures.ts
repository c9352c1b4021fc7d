import '@/lib/server/only';
import { fleetSummary, serialsForOrder } from '../fleet';

/**
 * Figures the account index shows beside the orders, from the devices domain: devices in use,
 * the pool (unassigned devices) and kg CO₂e avoided by the customer's devices.
 */
export type FleetFigures = { devices: number; devicesInUse: number; poolSize: number; co2Kg: number };

export async function fleetFigures(customerId: string): Promise<FleetFigures> {
  const s = await fleetSummary(customerId);
  return { devices: s.devices, devicesInUse: s.inUse, poolSize: s.inPool, co2Kg: s.co2Kg };
}

/** Serial numbers per order line position, once the order shipped (empty before). */
export async function orderSerials(orderId: string): Promise<Map<number, string[]>> {
  return new Map((await serialsForOrder(orderId)).map((r) => [r.position, r.serials]));
}
