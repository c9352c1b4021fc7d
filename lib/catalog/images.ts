import type { Category } from './types';

/** A product image: a photo later, today a drawn illustration per model family. */
export type ProductImageRef = { src: string; width: number; height: number; view: 'front' | 'detail' };

const KNOWN_FAMILIES = new Set([
  'thinkpad', 'macbook', 'ultrabook', 'business-laptop', 'convertible',
  'iphone', 'iphone-se', 'android-phone',
  'ipad', 'android-tablet', 'surface-pro',
  'office-monitor', 'ultrawide-monitor',
  'tower-pc', 'mini-pc', 'mac-mini', 'all-in-one',
  'keyboard', 'mouse', 'dock', 'headset',
]);

const CATEGORY_FALLBACK: Record<Category, string> = {
  laptops: 'business-laptop',
  phones: 'android-phone',
  tablets: 'android-tablet',
  monitors: 'office-monitor',
  'pc-systems': 'tower-pc',
  accessories: 'dock',
};

/** The model family a product gets when nobody named one (a product created by the catalog import). */
export function defaultFamily(category: Category): string {
  return CATEGORY_FALLBACK[category];
}

/** Gallery of a product: front view of its family and a detail view of its category. */
export function productImages(p: { family: string; category: Category }): ProductImageRef[] {
  const family = KNOWN_FAMILIES.has(p.family) ? p.family : CATEGORY_FALLBACK[p.category];
  return [
    { src: `/images/products/${family}.svg`, width: 400, height: 300, view: 'front' },
    { src: `/images/products/${p.category}-detail.svg`, width: 400, height: 300, view: 'detail' },
  ];
}

/** The main image of a product (cards, suggestions, structured data). */
export function primaryImage(p: { family: string; category: Category }): ProductImageRef {
  return productImages(p)[0]!;
}
