import '@/lib/server/only';
import fs from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import { z } from 'zod';
import { TtlCache } from '../cache';
import { env } from '../env';
import type { Locale } from '@/lib/site-config';
import { readingMinutes, renderMarkdown, type Heading } from './markdown';
import { fillPlaceholders } from './variables';

/** The two kinds of documents: site pages (services, legal, info) and blog articles. */
export type ContentKind = 'pages' | 'blog';

const date = z.union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)]).transform((d) => (d instanceof Date ? d.toISOString().slice(0, 10) : d));

const faq = z.array(z.object({ q: z.string().min(1), a: z.string().min(1) })).default([]);

/** Front matter of a page: title is the page's subline in `Zweitwerk | <title>`. */
const pageMatter = z.object({
  title: z.string().min(1).max(120),
  description: z.string().min(1).max(300),
  /** words a shopper might search for that the text does not contain */
  keywords: z.array(z.string()).default([]),
  updated: date.optional(),
  faq,
  /** hidden from search and sitemap (e.g. a landing page for a campaign) */
  unlisted: z.boolean().default(false),
});

const articleMatter = pageMatter
  .extend({
    date,
    author: z.string().min(1),
    /** the author's role, shown beside the name (e.g. 'Refurbishment-Leitung') */
    authorRole: z.string().max(80).optional(),
    tags: z.array(z.string().regex(/^[a-z0-9-]{1,40}$/)).default([]),
    /** product handles shown under the article; unknown handles are skipped */
    products: z.array(z.string().regex(/^[a-z0-9-]+$/)).default([]),
    /** image path under /public, e.g. /images/blog/grades.svg */
    image: z.string().regex(/^\/images\/[a-z0-9/_-]+\.(svg|png|jpg|webp)$/).optional(),
    imageAlt: z.string().max(300).optional(),
  })
  .refine((a) => !a.image || Boolean(a.imageAlt), { message: 'imageAlt is required with an image', path: ['imageAlt'] });

type PageMatter = z.infer<typeof pageMatter>;
type ArticleMatter = z.infer<typeof articleMatter>;

type Base = { slug: string; locale: Locale; html: string; headings: Heading[]; readingMinutes: number };
/** A rendered site page. */
export type ContentPage = Base & PageMatter & { kind: 'pages' };
/** A rendered blog article. */
export type Article = Base & ArticleMatter & { kind: 'blog' };
type ContentDoc = ContentPage | Article;

const SLUG = /^[a-z0-9][a-z0-9-]{0,100}$/;

/** Documents (and slugs without one) a process keeps: every file of the site several times over. */
const MAX_CACHED_DOCS = 2000;
// process-wide: pages and API routes are bundled with separate module registries
const globalForContent = globalThis as unknown as { __zwContent?: TtlCache };

/** Root folder of the Markdown files; tests point CONTENT_DIR elsewhere. */
export function contentRoot(): string {
  return path.resolve(env().CONTENT_DIR ?? path.join(process.cwd(), 'content'));
}

function cache(): TtlCache | null {
  // production reads each file once (no TTL: files change with a deployment); development sees edits at once
  if (env().NODE_ENV !== 'production') return null;
  globalForContent.__zwContent ??= new TtlCache(0, MAX_CACHED_DOCS);
  return globalForContent.__zwContent;
}

async function readDoc(kind: ContentKind, locale: Locale, slug: string): Promise<ContentDoc | null> {
  const file = path.join(contentRoot(), kind, locale, `${slug}.md`);
  let raw: string;
  try {
    raw = await fs.readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  const parsed = matter(fillPlaceholders(raw, locale, path.relative(process.cwd(), file)));
  const schema = kind === 'blog' ? articleMatter : pageMatter;
  const result = schema.safeParse(parsed.data);
  if (!result.success) {
    throw new Error(`${path.relative(process.cwd(), file)}: invalid front matter: ${result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  }
  const { html, headings } = renderMarkdown(parsed.content);
  return { ...result.data, kind, slug, locale, html, headings, readingMinutes: readingMinutes(parsed.content) } as ContentDoc;
}

/** One document by kind, locale and slug; null when there is none (or the slug is malformed). */
function getDoc(kind: ContentKind, locale: Locale, slug: string): Promise<ContentDoc | null> {
  if (!SLUG.test(slug)) return Promise.resolve(null);
  const store = cache();
  const load = () => readDoc(kind, locale, slug);
  return store ? store.get(`${kind}|${locale}|${slug}`, load) : load();
}

/** A site page (services, legal, info …) in one locale. */
export async function getPage(slug: string, locale: Locale): Promise<ContentPage | null> {
  return (await getDoc('pages', locale, slug)) as ContentPage | null;
}

/** A blog article in one locale. */
export async function getArticle(slug: string, locale: Locale): Promise<Article | null> {
  return (await getDoc('blog', locale, slug)) as Article | null;
}

/** Slugs of every document of a kind in a locale, sorted. */
export async function listSlugs(kind: ContentKind, locale: Locale): Promise<string[]> {
  try {
    const files = await fs.readdir(path.join(contentRoot(), kind, locale));
    return files
      .filter((f) => f.endsWith('.md'))
      .map((f) => f.slice(0, -3))
      .filter((s) => SLUG.test(s))
      .sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

/** Every document of a kind in a locale (articles newest first). */
export async function listDocs<K extends ContentKind>(kind: K, locale: Locale): Promise<(K extends 'blog' ? Article : ContentPage)[]> {
  const docs = (await Promise.all((await listSlugs(kind, locale)).map((s) => getDoc(kind, locale, s)))).filter((d): d is ContentDoc => d !== null);
  if (kind === 'blog') (docs as Article[]).sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  return docs as (K extends 'blog' ? Article : ContentPage)[];
}

/** Empties the production cache (tests). */
export function clearContentCache(): void {
  globalForContent.__zwContent?.clear();
}
