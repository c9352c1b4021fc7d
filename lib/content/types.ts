import type { CardView } from '@/lib/catalog/types';

/** What a list of articles shows of each: no body. */
export type ArticleSummary = {
  slug: string;
  title: string;
  description: string;
  /** ISO date (YYYY-MM-DD) of publication */
  date: string;
  /** ISO date of the last substantial revision, when there was one */
  updated: string | null;
  author: string;
  authorRole: string | null;
  tags: string[];
  image: string | null;
  imageAlt: string | null;
  readingMinutes: number;
};

/** One article page: the rendered body, its products and where to read on. */
export type ArticleView = ArticleSummary & {
  html: string;
  headings: { depth: number; text: string; id: string }[];
  products: CardView[];
  previous: ArticleSummary | null;
  next: ArticleSummary | null;
  /** other articles, those sharing tags first */
  more: ArticleSummary[];
};

/** One page of the blog index, optionally filtered by a tag. */
export type BlogIndexData = {
  items: ArticleSummary[];
  /** every tag in use in this locale with its number of articles, most used first */
  tags: { tag: string; count: number }[];
  tag: string | null;
  page: number;
  pages: number;
  total: number;
};

/** A page or an article the site search found. */
export type ContentHit = {
  kind: 'page' | 'article';
  /** locale-neutral route, e.g. /services/leasing or /blog/leasing-vs-buying */
  path: string;
  title: string;
  description: string;
};
