import type { GetServerSideProps } from 'next';
import { HomeScreen } from '@/components/content/home-screen';
import { basePageProps, setPublicCache } from '@/lib/server/page-props';

export default function HomePage() {
  return <HomeScreen />;
}

export const getServerSideProps: GetServerSideProps = async (ctx) => {
  setPublicCache(ctx);
  return { props: await basePageProps(ctx.locale, ['home']) };
};
