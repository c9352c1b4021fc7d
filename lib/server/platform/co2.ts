import '@/lib/server/only';

/** kg CO2e avoided per refurbished unit against a new one, when a product names no own value. */
export const CO2_DEFAULT_KG: Record<string, number> = {
  laptops: 316,
  phones: 58,
  tablets: 87,
  monitors: 380,
  'pc-systems': 420,
  accessories: 8,
};

export function co2KgFor(category: string, override: number | null): number {
  return override ?? CO2_DEFAULT_KG[category] ?? 0;
}
