import type { GetServerSideProps } from 'next';
import { BestsellersScreen } from '@/components/product/simple-screens';
import type { ProductCard } from '@/lib/catalog/types';
import { listBestsellers } from '@/lib/server/catalog';
import { plain } from '@/lib/server/catalog/page-data';
import { getDb } from '@/lib/server/db';
import { basePageProps, setPublicCache } from '@/lib/server/page-props';
import { toLocale } from '@/lib/site-config';

type Props = { products: ProductCard[] };

export default function BestsellersPage({ products }: Props) {
  return <BestsellersScreen products={products} />;
}

export const getServerSideProps: GetServerSideProps<Props> = async (ctx) => {
  setPublicCache(ctx);
  const products = await listBestsellers(await getDb(), toLocale(ctx.locale), 24);
  return { props: { ...(await basePageProps(ctx.locale, ['catalog'])), products: plain(products) } };
};
