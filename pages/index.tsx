import type { GetServerSideProps } from 'next';
import { HomeScreen } from '@/components/content/home-screen';
import { HomeBestsellers } from '@/components/product/simple-screens';
import type { ProductCard } from '@/lib/catalog/types';
import { listBestsellers } from '@/lib/server/catalog';
import { plain } from '@/lib/server/catalog/page-data';
import { getDb } from '@/lib/server/db';
import { basePageProps, setPublicCache } from '@/lib/server/page-props';
import { toLocale } from '@/lib/site-config';

type Props = { bestsellers: ProductCard[] };

export default function HomePage({ bestsellers }: Props) {
  return (
    <HomeScreen>
      <HomeBestsellers products={bestsellers} />
    </HomeScreen>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async (ctx) => {
  setPublicCache(ctx);
  const bestsellers = await listBestsellers(await getDb(), toLocale(ctx.locale), 8);
  return { props: { ...(await basePageProps(ctx.locale, ['home', 'catalog'])), bestsellers: plain(bestsellers) } };
};
