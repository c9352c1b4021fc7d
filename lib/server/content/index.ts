import '@/lib/server/only';

export { getArticle, getDoc, getPage, listDocs, listSlugs, clearContentCache, contentRoot } from './loader';
export type { Article, ArticleMatter, ContentDoc, ContentKind, ContentPage, PageMatter } from './loader';
export { searchContent, clearContentSearch } from './search';
export { listArticles, listArticleTags, blogIndex, articleWithNeighbours } from './blog';
export { renderMarkdown, readingMinutes, slugify, type Heading } from './markdown';
