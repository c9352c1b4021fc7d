import type { Locale } from '../site-config';

/** The six shop categories (URL slugs live in lib/catalog/categories.ts). Browser-safe: no ORM imports. */
export const CATEGORIES = ['laptops', 'phones', 'tablets', 'monitors', 'pc-systems', 'accessories'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Condition grades: A 'wie neu', B 'sehr gut', C 'gut'. */
export const GRADES = ['A', 'B', 'C'] as const;
export type Grade = (typeof GRADES)[number];

/** The page that explains the grades; each grade has its own section on it. */
const GRADE_PAGE = '/what-does-it-mean-grade-a';

/**
 * Link to one grade's section of the grade page (the heading ids in
 * content/pages/<locale>/what-does-it-mean-grade-a.md: 'zustand-b', 'grade-b').
 */
export function gradeExplanationHref(grade: Grade, locale: Locale): string {
  return `${GRADE_PAGE}#${locale === 'de' ? 'zustand' : 'grade'}-${grade.toLowerCase()}`;
}

/** Sort comparator: A before B before C. */
export function compareGrades(a: Grade, b: Grade): number {
  return GRADES.indexOf(a) - GRADES.indexOf(b);
}
