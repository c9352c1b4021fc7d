import '@/lib/server/only';
import type { GetServerSideProps } from 'next';
import type { ListingPageData } from '@/lib/catalog/types';
import type { ContentHit } from '@/lib/content/types';
import type { BasePageProps } from '../page-props';
import { toLocale } from '@/lib/site-config';
import { listingPageProps } from '../catalog';
import { searchContent } from '../content';

/** Pages and articles shown above the products on a search. */
const CONTENT_RESULTS = 6;

export type ProductsPageProps = BasePageProps & ListingPageData & { contentHits: ContentHit[] };

/** /products?q=: the product listing, and for a search also the pages and articles it finds. */
export const productsPageProps: GetServerSideProps<ProductsPageProps> = async (ctx) => {
  const { props } = await listingPageProps(ctx, '/products');
  const q = props.state.q;
  const contentHits = q ? await searchContent(q, toLocale(ctx.locale), CONTENT_RESULTS) : [];
  return { props: { ...props, contentHits } };
};
