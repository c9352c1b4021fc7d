import type { GetServerSideProps } from 'next';
import * as z from 'zod/mini';
import { adminPage, type AdminPageProps } from '@/components/admin/admin-page';
import { AdminOrderScreen, type AdminOrderScreenProps } from '@/components/admin/orders/order-screen';
import { orderIdParam } from '@/lib/contracts/admin';
import { getAdminOrder } from '@/lib/server/admin/orders';
import { staffForPage } from '@/lib/server/admin/pages';
import { basePageProps } from '@/lib/server/page-props';

const NS = ['admin'];

/** /admin/orders/{id}: one order and what staff may do with it now. */
export default adminPage(AdminOrderScreen);

export const getServerSideProps: GetServerSideProps<AdminPageProps<AdminOrderScreenProps>> = async (ctx) => {
  const access = await staffForPage(ctx);
  if ('redirect' in access) return { redirect: access.redirect };
  if ('forbidden' in access) return { props: { ...(await basePageProps(ctx.locale, NS)), forbidden: true } };
  const id = z.safeParse(orderIdParam, ctx.params?.orderId);
  if (!id.success) return { notFound: true };
  try {
    const order = await getAdminOrder(id.data);
    return { props: { ...(await basePageProps(ctx.locale, NS)), staffEmail: access.staff.email, order } };
  } catch {
    return { notFound: true };
  }
};
