import type { GetServerSideProps } from 'next';
import { BestsellersScreen } from '@/components/product/simple-screens';
import { toCardView, type CardView } from '@/lib/catalog/types';
import { pageBestsellers } from '@/lib/server/catalog';
import { basePageProps, setPublicCache } from '@/lib/server/page-props';
import { toLocale } from '@/lib/site-config';

type Props = { products: CardView[] };

export default function BestsellersPage({ products }: Props) {
  return <BestsellersScreen products={products} />;
}

export const getServerSideProps: GetServerSideProps<Props> = async (ctx) => {
  setPublicCache(ctx);
  const products = await pageBestsellers(toLocale(ctx.locale), 24);
  return { props: { ...(await basePageProps(ctx.locale, ['catalog'])), products: products.map(toCardView) } };
};
