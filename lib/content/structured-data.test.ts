import { describe, expect, it } from 'vitest';
import { articleJsonLd } from './structured-data';

const summary = {
  slug: 'grades-explained',
  title: 'Grades A, B, C',
  description: 'What the grades mean',
  date: '2026-02-03',
  updated: null,
  author: 'Jana Petersen',
  authorRole: 'Head of grading',
  tags: ['grades', 'buying-guide'],
  image: '/images/blog/grades-explained.svg',
  imageAlt: 'Three laptops',
  readingMinutes: 5,
};

describe('articleJsonLd', () => {
  it('describes the article with absolute, localised URLs', () => {
    expect(articleJsonLd(summary, 'https://zweitwerk.de', 'en')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Grades A, B, C',
      description: 'What the grades mean',
      inLanguage: 'en-GB',
      datePublished: '2026-02-03',
      dateModified: '2026-02-03',
      author: { '@type': 'Person', name: 'Jana Petersen', jobTitle: 'Head of grading' },
      publisher: { '@type': 'Organization', name: 'Zweitwerk', url: 'https://zweitwerk.de/en' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://zweitwerk.de/en/blog/grades-explained' },
      url: 'https://zweitwerk.de/en/blog/grades-explained',
      image: 'https://zweitwerk.de/images/blog/grades-explained.svg',
      keywords: 'grades, buying-guide',
    });
  });

  it('uses the revision date as dateModified and leaves out what is missing', () => {
    const ld = articleJsonLd({ ...summary, updated: '2026-04-01', image: null, authorRole: null }, 'https://zweitwerk.de', 'de') as Record<string, unknown>;
    expect(ld.dateModified).toBe('2026-04-01');
    expect(ld.url).toBe('https://zweitwerk.de/blog/grades-explained');
    expect(ld).not.toHaveProperty('image');
    expect(ld.author).toEqual({ '@type': 'Person', name: 'Jana Petersen' });
  });
});
