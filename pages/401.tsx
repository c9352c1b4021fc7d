import type { GetServerSideProps } from 'next';
import { ErrorPage } from '@/components/common/error-page';
import { basePageProps, setPrivateNoStore } from '@/lib/server/page-props';

export default function UnauthorizedPage() {
  return <ErrorPage code={401} />;
}

export const getServerSideProps: GetServerSideProps = async (ctx) => {
  ctx.res.statusCode = 401;
  setPrivateNoStore(ctx);
  return { props: await basePageProps(ctx.locale) };
};
