import type { GetServerSideProps } from 'next';
import { HomeScreen, type Co2Total } from '@/components/content/home-screen';
import { HomeBestsellers } from '@/components/product/simple-screens';
import { toCardView, type CardView } from '@/lib/catalog/types';
import type { ArticleSummary } from '@/lib/content/types';
import { pageBestsellers } from '@/lib/server/catalog';
import { listArticles } from '@/lib/server/content';
import { basePageProps, setPublicCache } from '@/lib/server/page-props';
import { totalCo2AvoidedKg } from '@/lib/server/platform';
import { toLocale } from '@/lib/site-config';

type Props = { bestsellers: CardView[]; co2: Co2Total; articles: ArticleSummary[] };

export default function HomePage({ bestsellers, co2, articles }: Props) {
  return (
    <HomeScreen co2={co2} articles={articles}>
      <HomeBestsellers products={bestsellers} />
    </HomeScreen>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async (ctx) => {
  setPublicCache(ctx);
  const locale = toLocale(ctx.locale);
  const [bestsellers, co2, articles, base] = await Promise.all([
    pageBestsellers(locale, 8),
    totalCo2AvoidedKg(),
    listArticles(locale, { limit: 3 }),
    basePageProps(ctx.locale, ['home', 'catalog', 'blog', 'content']),
  ]);
  return { props: { ...base, bestsellers: bestsellers.map(toCardView), co2, articles } };
};
