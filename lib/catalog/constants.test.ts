import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GRADES, gradeExplanationHref } from './constants';

/** The heading ids a Markdown page declares with `{#id}`. */
function headingIds(locale: string): string[] {
  const md = fs.readFileSync(path.join(process.cwd(), 'content', 'pages', locale, 'what-does-it-mean-grade-a.md'), 'utf8');
  return [...md.matchAll(/^#{2,3} .*\{#([a-z0-9-]+)\}\s*$/gm)].map((m) => m[1]!);
}

describe('gradeExplanationHref', () => {
  it.each(['de', 'en'] as const)('points each grade at its own section of the %s grade page', (locale) => {
    const ids = headingIds(locale);
    const anchors = GRADES.map((g) => gradeExplanationHref(g, locale).split('#'));
    for (const [pathname, anchor] of anchors) {
      expect(pathname).toBe('/what-does-it-mean-grade-a');
      expect(ids).toContain(anchor);
    }
    // three different sections, not one page top for all
    expect(new Set(anchors.map(([, a]) => a)).size).toBe(3);
  });

  it('names the sections in the page language', () => {
    expect(gradeExplanationHref('B', 'de')).toBe('/what-does-it-mean-grade-a#zustand-b');
    expect(gradeExplanationHref('C', 'en')).toBe('/what-does-it-mean-grade-a#grade-c');
  });
});
