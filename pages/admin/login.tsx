import type { GetServerSideProps } from 'next';
import { adminLayout } from '@/components/admin/admin-layout';
import { AdminLoginScreen } from '@/components/admin/login/login-screen';
import type { NextPageWithLayout } from '@/lib/page-types';
import { staffOf } from '@/lib/server/admin/staff';
import { basePageProps } from '@/lib/server/page-props';

/** /admin/login: the staff sign-in, in the back office's layout. */
const AdminLoginPage: NextPageWithLayout = () => <AdminLoginScreen />;
AdminLoginPage.getLayout = adminLayout;
export default AdminLoginPage;

export const getServerSideProps: GetServerSideProps = async (ctx) => {
  ctx.res.setHeader('Cache-Control', 'private, no-store');
  ctx.res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  // a staff member already signed in goes on to the orders
  if (await staffOf(ctx.req)) {
    const prefix = ctx.locale && ctx.locale !== ctx.defaultLocale ? `/${ctx.locale}` : '';
    return { redirect: { destination: `${prefix}/admin/orders`, permanent: false } };
  }
  return { props: await basePageProps(ctx.locale, ['admin']) };
};
