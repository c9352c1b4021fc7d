import '@/lib/server/only';

export { getArticle, getDoc, getPage, listDocs, listSlugs, clearContentCache, contentRoot } from './loader';
export type { Article, ArticleMatter, ContentDoc, ContentKind, ContentPage, PageMatter } from './loader';
export { searchContent, clearContentSearch, warmContentSearch } from './search';
export { listArticles, listArticleTags, blogIndex, articleWithNeighbours, toSummary, BLOG_PAGE_SIZE } from './blog';
export { renderMarkdown, readingMinutes, slugify, type Heading } from './markdown';
export { blogSitemapEntries, registerBlogSitemap } from './blog-sitemap';
export { pagesSitemapEntries, registerPagesSitemap } from './pages-sitemap';
