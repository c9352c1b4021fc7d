import '@/lib/server/only';

export { getPage, listDocs } from './loader';
export type { ContentPage } from './loader';
export { searchContent, warmContentSearch } from './search';
export { listArticles, blogIndex, articleWithNeighbours, toSummary } from './blog';
export { registerBlogSitemap } from './blog-sitemap';
export { registerPagesSitemap } from './pages-sitemap';
