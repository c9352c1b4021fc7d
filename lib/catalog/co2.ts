import type { Category } from './types';

/** Where a CO2 figure comes from; labels live in the product namespace (co2_source_<key>). */
export type Co2Source = 'fraunhofer-refurbed-2023' | 'ademe-negaoctet' | 'manufacturer-report';

/** Year each source's figures were published (the manufacturer's report varies by model: null). */
export const CO2_SOURCE_YEARS: Record<Co2Source, number | null> = {
  'fraunhofer-refurbed-2023': 2023,
  'ademe-negaoctet': 2022,
  'manufacturer-report': null,
};

/**
 * kg CO2e avoided when a refurbished unit replaces a new one, per category.
 * Accessories range from 5 kg (mouse) to 15 kg (keyboard); see accessoryCo2Kg.
 */
export const CO2_DEFAULTS: Record<Category, { kg: number; source: Co2Source }> = {
  laptops: { kg: 150, source: 'fraunhofer-refurbed-2023' },
  phones: { kg: 50, source: 'fraunhofer-refurbed-2023' },
  tablets: { kg: 60, source: 'fraunhofer-refurbed-2023' },
  'pc-systems': { kg: 200, source: 'ademe-negaoctet' },
  monitors: { kg: 55, source: 'ademe-negaoctet' },
  accessories: { kg: 10, source: 'ademe-negaoctet' },
};

/** kg CO2e for an accessory by its model family: mice are light, keyboards and docks heavier. */
export function accessoryCo2Kg(family: string): number {
  if (family.includes('mouse')) return 5;
  if (family.includes('keyboard')) return 15;
  if (family.includes('dock')) return 12;
  if (family.includes('headset')) return 8;
  return CO2_DEFAULTS.accessories.kg;
}

export type Co2Input = { category: Category; family: string; co2KgOverride: number | null; co2Source: string | null };

/** The CO2 figure shown for a product: its own override when set, else the category default. */
export function resolveCo2(p: Co2Input): { kg: number; source: string; custom: boolean } {
  if (p.co2KgOverride !== null && p.co2KgOverride > 0) {
    return { kg: p.co2KgOverride, source: p.co2Source ?? 'manufacturer-report', custom: true };
  }
  const d = CO2_DEFAULTS[p.category];
  const kg = p.category === 'accessories' ? accessoryCo2Kg(p.family) : d.kg;
  return { kg, source: d.source, custom: false };
}
