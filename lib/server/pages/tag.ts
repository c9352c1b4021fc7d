import '@/lib/server/only';
import type { GetServerSideProps } from 'next';
import type { ListingPageData } from '@/lib/catalog/types';
import type { ArticleSummary } from '@/lib/content/types';
import { toLocale } from '@/lib/site-config';
import { listingPageProps, listTags } from '../catalog';
import { listArticles } from '../content';
import { basePageProps, setPublicCache } from '../page-props';

/** Articles shown above the products of a tag (the rest are a link away), and on a tag without products. */
const ARTICLES_WITH_PRODUCTS = 3;
const ARTICLES_ALONE = 12;

/** A tag page: its articles (and how many there are), and the product listing when products carry the tag too. */
export type TagPageProps = { tag: string; articles: ArticleSummary[]; articleTotal: number; listing: ListingPageData | null };

/** /tags/{tag}: articles and products with the tag; 404 only when neither carries it. */
export const tagPageProps: GetServerSideProps<TagPageProps> = async (ctx) => {
  const tag = typeof ctx.params?.tag === 'string' ? ctx.params.tag : '';
  if (!/^[a-z0-9-]{1,40}$/.test(tag)) return { notFound: true };
  const locale = toLocale(ctx.locale);
  const [articles, productTags] = await Promise.all([listArticles(locale, { tag }), listTags()]);
  const hasProducts = productTags.some((t) => t.tag === tag);
  if (!hasProducts && articles.length === 0) return { notFound: true };
  const shown = articles.slice(0, hasProducts ? ARTICLES_WITH_PRODUCTS : ARTICLES_ALONE);
  const articleTotal = articles.length;
  if (hasProducts) {
    const { props } = await listingPageProps(ctx, `/tags/${tag}`, { tag });
    const { kind, basePath, fixed, state, result } = props;
    return { props: { ...(await basePageProps(ctx.locale, ['catalog', 'blog'])), tag, articles: shown, articleTotal, listing: { kind, basePath, fixed, state, result } } };
  }
  setPublicCache(ctx);
  return { props: { ...(await basePageProps(ctx.locale, ['catalog', 'blog'])), tag, articles: shown, articleTotal, listing: null } };
};
