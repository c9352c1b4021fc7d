import type { Category } from './constants';

export type { Category };

/** A category and the route the spec gives it (the same path in both locales). */
export type CategoryRoute = { category: Category; path: string };

export const CATEGORY_ROUTES: readonly CategoryRoute[] = [
  { category: 'laptops', path: '/gebrauchte-laptops' },
  { category: 'phones', path: '/gebrauchte-handys' },
  { category: 'tablets', path: '/gebrauchte-tablets' },
  { category: 'monitors', path: '/gebrauchte-monitore' },
  { category: 'pc-systems', path: '/gebrauchte-pc-systeme' },
  { category: 'accessories', path: '/pc-zubehoer' },
];

export function categoryPath(category: Category): string {
  return CATEGORY_ROUTES.find((c) => c.category === category)?.path ?? '/products';
}
