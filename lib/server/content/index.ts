import '@/lib/server/only';

export { getArticle, getDoc, getPage, listDocs, listSlugs, clearContentCache, contentRoot } from './loader';
export type { Article, ArticleMatter, ContentDoc, ContentKind, ContentPage, PageMatter } from './loader';
export { renderMarkdown, readingMinutes, slugify, type Heading } from './markdown';
