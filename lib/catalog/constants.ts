/** The six shop categories (URL slugs live in lib/catalog/categories.ts). Browser-safe: no ORM imports. */
export const CATEGORIES = ['laptops', 'phones', 'tablets', 'monitors', 'pc-systems', 'accessories'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Condition grades: A 'wie neu', B 'sehr gut', C 'gut'. */
export const GRADES = ['A', 'B', 'C'] as const;
export type Grade = (typeof GRADES)[number];

/** Sort comparator: A before B before C. */
export function compareGrades(a: Grade, b: Grade): number {
  return GRADES.indexOf(a) - GRADES.indexOf(b);
}
