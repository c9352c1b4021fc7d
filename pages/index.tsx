import type { GetServerSideProps } from 'next';
import { withPageCache } from '@/lib/server/page-cache';
import { HomeScreen } from '@/components/content/home-screen';
import { HomeBestsellers } from '@/components/product/simple-screens';
import type { ProductCard } from '@/lib/catalog/types';
import { pageBestsellers } from '@/lib/server/catalog/cached';
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

export const getServerSideProps: GetServerSideProps<Props> = withPageCache(async (ctx) => {
  setPublicCache(ctx);
  const bestsellers = await pageBestsellers(toLocale(ctx.locale), 8);
  return { props: { ...(await basePageProps(ctx.locale, ['home', 'catalog'])), bestsellers } };
});
