import '@/lib/server/only';
import type { ArticleSummary, BlogIndexData } from '@/lib/content/types';
import type { Locale } from '@/lib/site-config';
import { getArticle, listDocs, type Article } from './loader';

/** Articles per page of the blog index. */
export const BLOG_PAGE_SIZE = 6;

/** The list fields of an article (plain JSON: no undefined). */
export function toSummary(a: Article): ArticleSummary {
  return {
    slug: a.slug,
    title: a.title,
    description: a.description,
    date: a.date,
    updated: a.updated ?? null,
    author: a.author,
    authorRole: a.authorRole ?? null,
    tags: a.tags,
    image: a.image ?? null,
    imageAlt: a.imageAlt ?? null,
    readingMinutes: a.readingMinutes,
  };
}

/** Every listed article of a locale, newest first. */
export async function listArticles(locale: Locale, opts: { tag?: string; limit?: number } = {}): Promise<ArticleSummary[]> {
  const all = (await listDocs('blog', locale)).filter((a) => !a.unlisted && (!opts.tag || a.tags.includes(opts.tag)));
  return all.slice(0, opts.limit ?? all.length).map(toSummary);
}

/** Tags of the listed articles in a locale with their counts, most used first, then by name. */
export async function listArticleTags(locale: Locale): Promise<{ tag: string; count: number }[]> {
  const counts = new Map<string, number>();
  for (const a of await listArticles(locale)) for (const t of a.tags) counts.set(t, (counts.get(t) ?? 0) + 1);
  return [...counts].map(([tag, count]) => ({ tag, count })).sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
}

/**
 * One page of the blog index; null when the page number lies beyond the last page (page 1 of an
 * empty list exists: it shows the empty state).
 */
export async function blogIndex(locale: Locale, opts: { tag?: string | null; page?: number } = {}): Promise<BlogIndexData | null> {
  const tag = opts.tag ?? null;
  const page = opts.page ?? 1;
  const [items, tags] = await Promise.all([listArticles(locale, tag ? { tag } : {}), listArticleTags(locale)]);
  const pages = Math.max(1, Math.ceil(items.length / BLOG_PAGE_SIZE));
  if (!Number.isInteger(page) || page < 1 || page > pages) return null;
  return { items: items.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE), tags, tag, page, pages, total: items.length };
}

/** An article with its neighbours in time and up to `moreCount` further articles (shared tags first). */
export async function articleWithNeighbours(
  slug: string,
  locale: Locale,
  moreCount = 3,
): Promise<{ article: Article; previous: ArticleSummary | null; next: ArticleSummary | null; more: ArticleSummary[] } | null> {
  const article = await getArticle(slug, locale);
  if (!article) return null;
  const all = await listArticles(locale);
  const i = all.findIndex((a) => a.slug === slug);
  // newest first: the previous (older) article follows in the list, the next (newer) one precedes it
  const previous = i >= 0 ? (all[i + 1] ?? null) : null;
  const next = i > 0 ? (all[i - 1] ?? null) : null;
  const shared = (a: ArticleSummary) => a.tags.filter((t) => article.tags.includes(t)).length;
  const more = all
    .filter((a) => a.slug !== slug && a.slug !== previous?.slug && a.slug !== next?.slug)
    .map((a, order) => ({ a, score: shared(a), order }))
    .sort((x, y) => y.score - x.score || x.order - y.order)
    .slice(0, moreCount)
    .map((x) => x.a);
  return { article, previous, next, more };
}
