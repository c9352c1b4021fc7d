import '@/lib/server/only';
import fs from 'node:fs/promises';
import path from 'node:path';
import MiniSearch from 'minisearch';
import { z } from 'zod';
import { TtlCache } from '../cache';
import { env } from '../env';
import type { ContentHit } from '@/lib/content/types';
import type { Locale } from '@/lib/site-config';
import { htmlToText, indexTerm, queryTerms } from './analyze';
import { contentRoot, listDocs } from './loader';

/**
 * Site search over pages and articles. The content is a few dozen Markdown files that change only
 * with a deployment, so each process builds a small in-memory index per locale once (on the first
 * search) instead of copying the files into the database: same results on PGlite and PostgreSQL,
 * no migration, no sync step; a search costs about a millisecond (29 German documents: ~0.9 ms a
 * query, ~0.6 s to read, render and index them once).
 */

/**
 * content/search/<locale>.json: where the site search sends a query. An entry names a route and
 * the words that should find it. With `page` it is the route of that content page (its text is
 * indexed there, the entry's keywords added); without, it describes a screen that is code rather
 * than Markdown (contact, the blog) by its own title and description.
 */
const routeEntries = z.array(
  z
    .object({
      path: z.string().regex(/^\/[a-z0-9/-]*$/),
      /** slug of the content page shown at this route (content/pages/<locale>/<page>.md) */
      page: z.string().regex(/^[a-z0-9][a-z0-9-]*$/).optional(),
      title: z.string().min(1).max(120).optional(),
      description: z.string().min(1).max(300).optional(),
      keywords: z.array(z.string().min(1)).default([]),
    })
    .refine((e) => Boolean(e.page) || (Boolean(e.title) && Boolean(e.description)), { message: 'an entry without a page needs a title and a description' }),
);
export type RouteEntry = z.infer<typeof routeEntries>[number];

type IndexedDoc = {
  id: string;
  kind: ContentHit['kind'];
  path: string;
  title: string;
  description: string;
  headings: string;
  keywords: string;
  body: string;
};

/** The route entries of a locale (an absent file means none). */
export async function readRouteEntries(locale: Locale): Promise<RouteEntry[]> {
  const file = path.join(contentRoot(), 'search', `${locale}.json`);
  let raw: string;
  try {
    raw = await fs.readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const parsed = routeEntries.safeParse(JSON.parse(raw));
  if (!parsed.success) throw new Error(`${path.relative(process.cwd(), file)}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  return parsed.data;
}

/**
 * Every searchable document of a locale. A content page is found at the route an entry gives it,
 * else at /pages/<slug>; an entry whose page does not exist (yet) stands for its route with its
 * own title and description, or is left out when it has none.
 */
export async function searchDocuments(locale: Locale): Promise<IndexedDoc[]> {
  const [pages, articles, routes] = await Promise.all([listDocs('pages', locale), listDocs('blog', locale), readRouteEntries(locale)]);
  const routeOfPage = new Map(routes.filter((r) => r.page).map((r) => [r.page!, r.path]));
  const byPath = new Map<string, IndexedDoc>();
  for (const p of pages) {
    if (p.unlisted) continue;
    const at = routeOfPage.get(p.slug) ?? `/pages/${p.slug}`;
    byPath.set(at, {
      id: at,
      kind: 'page',
      path: at,
      title: p.title,
      description: p.description,
      headings: p.headings.map((h) => h.text).join(' · '),
      keywords: p.keywords.join(' '),
      body: htmlToText(p.html),
    });
  }
  for (const r of routes) {
    const existing = byPath.get(r.path);
    if (existing) existing.keywords = [existing.keywords, r.title ?? '', ...r.keywords].filter(Boolean).join(' ');
    else if (r.title && r.description) byPath.set(r.path, { id: r.path, kind: 'page', path: r.path, title: r.title, description: r.description, headings: '', keywords: r.keywords.join(' '), body: '' });
  }
  for (const a of articles) {
    if (a.unlisted) continue;
    const at = `/blog/${a.slug}`;
    byPath.set(at, {
      id: at,
      kind: 'article',
      path: at,
      title: a.title,
      description: a.description,
      headings: a.headings.map((h) => h.text).join(' · '),
      keywords: [...a.keywords, ...a.tags.map((t) => t.replace(/-/g, ' '))].join(' '),
      body: htmlToText(a.html),
    });
  }
  return [...byPath.values()];
}

const FIELDS = ['title', 'keywords', 'headings', 'description', 'body'] as const;
/** how much a match in each field counts */
const BOOST = { title: 4, keywords: 5, headings: 2, description: 2, body: 1 };
/** pages (services, contact, legal) answer a query before articles that discuss it */
const KIND_BOOST: Record<ContentHit['kind'], number> = { page: 1.6, article: 1 };

async function buildIndex(locale: Locale): Promise<MiniSearch<IndexedDoc>> {
  const index = new MiniSearch<IndexedDoc>({
    fields: [...FIELDS],
    storeFields: ['kind', 'path', 'title', 'description'],
    processTerm: (term) => indexTerm(term, locale),
    searchOptions: {
      boost: BOOST,
      prefix: (term) => term.length >= 3,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      processTerm: (term) => queryTerms(term, locale),
      boostDocument: (_id, _term, stored) => KIND_BOOST[(stored?.kind as ContentHit['kind']) ?? 'article'],
    },
  });
  index.addAll(await searchDocuments(locale));
  return index;
}

// process-wide: pages and API routes are bundled with separate module registries
const globalForSearch = globalThis as unknown as { __zwContentSearch?: TtlCache };

/** ms a development index lives before the files are read again (production keeps it for good) */
const DEV_TTL_MS = 3000;

function indexFor(locale: Locale): Promise<MiniSearch<IndexedDoc>> {
  // one index per content folder and locale: a handful, however many folders tests point to
  globalForSearch.__zwContentSearch ??= new TtlCache(env().NODE_ENV === 'production' ? 0 : DEV_TTL_MS, 16);
  return globalForSearch.__zwContentSearch.get(`${contentRoot()}|${locale}`, () => buildIndex(locale));
}

/** Pages and articles matching a query, best first (umlauts folded, German or English stems, prefixes, small typos). */
export async function searchContent(q: string, locale: Locale, limit = 5): Promise<ContentHit[]> {
  const query = q.trim().slice(0, 100);
  if (query.length < 2) return [];
  const index = await indexFor(locale);
  return index
    .search(query)
    .slice(0, limit)
    .map((r) => ({ kind: r.kind as ContentHit['kind'], path: r.path as string, title: r.title as string, description: r.description as string }));
}

/** Builds every locale's index ahead of the first search (server start), so no shopper waits for it. */
export async function warmContentSearch(): Promise<void> {
  await Promise.all((['de', 'en'] as const).map((l) => indexFor(l)));
}
