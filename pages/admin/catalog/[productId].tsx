import type { GetServerSideProps } from 'next';
import { adminPage, type AdminPageProps } from '@/components/admin/admin-page';
import { AdminProductScreen, type AdminProductScreenProps } from '@/components/admin/catalog/product-screen';
import { getAdminProduct } from '@/lib/server/admin/catalog';
import { staffForPage } from '@/lib/server/admin/pages';
import { basePageProps } from '@/lib/server/page-props';

const NS = ['admin', 'admin-catalog'];

/** /admin/catalog/{id}: a product's texts, publish state and offers. */
export default adminPage(AdminProductScreen);

export const getServerSideProps: GetServerSideProps<AdminPageProps<AdminProductScreenProps>> = async (ctx) => {
  const access = await staffForPage(ctx);
  if ('redirect' in access) return { redirect: access.redirect };
  if ('forbidden' in access) return { props: { ...(await basePageProps(ctx.locale, NS)), forbidden: true } };
  const id = ctx.params?.productId;
  if (typeof id !== 'string' || !/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) return { notFound: true };
  try {
    const product = await getAdminProduct(Number(id));
    return { props: { ...(await basePageProps(ctx.locale, NS)), staffEmail: access.staff.email, product } };
  } catch {
    return { notFound: true };
  }
};
