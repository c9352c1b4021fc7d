import '@/lib/server/only';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import { CO2_DEFAULTS, CO2_SOURCE_YEARS } from '@/lib/catalog/co2';
import { CATEGORIES } from '@/lib/catalog/constants';
import { CO2_EXCLUDED_STATUSES } from '@/lib/fleet/constants';
import { berlinDate } from '@/lib/fleet/serial';
import type { Co2Factor, Co2Report } from '@/lib/fleet/types';
import { getDb } from '../db';
import { devices } from '../db/schema';

/** The category factors every figure is computed with (the product pages' and the method page's). */
function co2Factors(): Co2Factor[] {
  return CATEGORIES.map((category) => {
    const d = CO2_DEFAULTS[category];
    return { category, kg: d.kg, source: d.source, year: CO2_SOURCE_YEARS[d.source] };
  });
}

/**
 * kg CO2e the customer's devices avoided: each device counts its order line's figure (the
 * category factor, or the model's own from a manufacturer's report); returned devices do not count.
 * Totals by category and by month of purchase (Berlin time), and per device.
 */
export async function co2Report(customerId: string): Promise<Co2Report> {
  const db = await getDb();
  const rows = await db
    .select({
      id: devices.id,
      serialNumber: devices.serialNumber,
      title: devices.title,
      category: devices.category,
      purchasedAt: devices.purchasedAt,
      status: devices.status,
      co2Kg: devices.co2Kg,
    })
    .from(devices)
    .where(and(eq(devices.customerId, customerId), notInArray(devices.status, [...CO2_EXCLUDED_STATUSES])))
    .orderBy(asc(devices.purchasedAt), asc(devices.serialNumber));
  const byCategory = new Map<string, { devices: number; kg: number }>();
  const byMonth = new Map<string, { devices: number; kg: number }>();
  let totalKg = 0;
  for (const r of rows) {
    totalKg += r.co2Kg;
    const c = byCategory.get(r.category) ?? { devices: 0, kg: 0 };
    byCategory.set(r.category, { devices: c.devices + 1, kg: c.kg + r.co2Kg });
    const month = berlinDate(r.purchasedAt).slice(0, 7);
    const m = byMonth.get(month) ?? { devices: 0, kg: 0 };
    byMonth.set(month, { devices: m.devices + 1, kg: m.kg + r.co2Kg });
  }
  return {
    totalKg,
    deviceCount: rows.length,
    byCategory: CATEGORIES.filter((c) => byCategory.has(c)).map((category) => ({ category, ...byCategory.get(category)! })),
    byMonth: [...byMonth].sort(([a], [b]) => a.localeCompare(b)).map(([month, v]) => ({ month, ...v })),
    devices: rows.map((r) => ({ ...r, purchasedAt: r.purchasedAt.toISOString() })),
    factors: co2Factors(),
  };
}
