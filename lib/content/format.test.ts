import { describe, expect, it } from 'vitest';
import { blogIndexHref, formatArticleDate } from './format';

describe('formatArticleDate', () => {
  it('writes the day as each locale does', () => {
    expect(formatArticleDate('2026-03-12', 'de')).toBe('12. März 2026');
    expect(formatArticleDate('2026-03-12', 'en')).toBe('12 March 2026');
  });
  it('keeps the first and last day of a year', () => {
    expect(formatArticleDate('2026-01-01', 'en')).toBe('1 January 2026');
    expect(formatArticleDate('2025-12-31', 'de')).toBe('31. Dezember 2025');
  });
});

describe('blogIndexHref', () => {
  it('leaves defaults out of the URL', () => {
    expect(blogIndexHref(null, 1)).toBe('/blog');
    expect(blogIndexHref(null, 2)).toBe('/blog?page=2');
    expect(blogIndexHref('esg', 1)).toBe('/blog?tag=esg');
    expect(blogIndexHref('esg', 3)).toBe('/blog?tag=esg&page=3');
  });
});
