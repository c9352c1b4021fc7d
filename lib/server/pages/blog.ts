import '@/lib/server/only';
import type { GetServerSideProps } from 'next';
import type { ArticleView, BlogIndexData } from '@/lib/content/types';
import { toLocale } from '@/lib/site-config';
import { toCardView } from '@/lib/catalog/types';
import { pageProductCards } from '../catalog';
import { articleWithNeighbours, blogIndex, toSummary } from '../content';
import { basePageProps, setPublicCache } from '../page-props';

/** Namespaces of the blog screens (product cards need the catalog's). */
const NAMESPACES = ['blog', 'catalog'];

const TAG = /^[a-z0-9-]{1,40}$/;

export type BlogIndexProps = { data: BlogIndexData };
export type ArticlePageProps = { article: ArticleView };

/** /blog?tag=&page=: one page of articles; 404 past the last page or for a malformed tag. */
export const blogIndexProps: GetServerSideProps<BlogIndexProps> = async (ctx) => {
  const rawTag = ctx.query.tag;
  const rawPage = ctx.query.page;
  if (rawTag !== undefined && (typeof rawTag !== 'string' || !TAG.test(rawTag))) return { notFound: true };
  if (rawPage !== undefined && (typeof rawPage !== 'string' || !/^[1-9]\d{0,3}$/.test(rawPage))) return { notFound: true };
  const data = await blogIndex(toLocale(ctx.locale), { tag: rawTag ?? null, page: rawPage ? Number(rawPage) : 1 });
  if (!data) return { notFound: true };
  setPublicCache(ctx);
  return { props: { ...(await basePageProps(ctx.locale, NAMESPACES)), data } };
};

/** /blog/{slug}: the article, its products (via the catalog), neighbours and more to read. */
export const articleProps: GetServerSideProps<ArticlePageProps> = async (ctx) => {
  const slug = typeof ctx.params?.slug === 'string' ? ctx.params.slug : '';
  const locale = toLocale(ctx.locale);
  const found = await articleWithNeighbours(slug, locale);
  if (!found) return { notFound: true };
  const { article, previous, next, more } = found;
  const products = (await pageProductCards(article.products, locale)).map(toCardView);
  setPublicCache(ctx);
  const view: ArticleView = { ...toSummary(article), html: article.html, headings: article.headings, products, previous, next, more };
  return { props: { ...(await basePageProps(ctx.locale, NAMESPACES)), article: view } };
};
