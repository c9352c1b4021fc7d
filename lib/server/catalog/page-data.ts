import '@/lib/server/only';
import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import { parseListingQueryLenient } from '@/lib/catalog/listing-query';
import { toCardView, type Category, type ListingPageData } from '@/lib/catalog/types';
import { toLocale } from '@/lib/site-config';
import { basePageProps, setPublicCache } from '../page-props';
import { plain } from '@/lib/plain-json';
import { pageListing } from './cached';

type ListingOptions = { category?: Category; tag?: string };

/** Props of a listing route: state from the URL (bad values dropped), one page of results with facets. */
export async function listingPageProps(ctx: GetServerSidePropsContext, basePath: string, opts: ListingOptions = {}) {
  setPublicCache(ctx);
  const state = parseListingQueryLenient(ctx.query);
  const fixed: string[] = [];
  if (opts.category) {
    state.category = opts.category;
    fixed.push('category');
  }
  const locale = toLocale(ctx.locale);
  const result = await pageListing(state, locale, opts.tag ? { tag: opts.tag } : {});
  const kind: ListingPageData['kind'] = opts.category
    ? { type: 'category', category: opts.category }
    : opts.tag
      ? { type: 'tag', tag: opts.tag }
      : { type: 'all' };
  const props: ListingPageData = { kind, basePath, fixed, state: plain(state), result: { ...result, items: result.items.map(toCardView) } };
  return { props: { ...(await basePageProps(ctx.locale, ['catalog'])), ...props } };
}

/** getServerSideProps of one of the six category routes. */
export function categoryListing(category: Category, path: string): GetServerSideProps {
  return (ctx) => listingPageProps(ctx, path, { category });
}
