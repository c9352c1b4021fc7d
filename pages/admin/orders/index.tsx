import type { GetServerSideProps } from 'next';
import * as z from 'zod/mini';
import { adminPage, type AdminPageProps } from '@/components/admin/admin-page';
import { filterValues, stringQuery } from '@/components/admin/format';
import { ADMIN_ORDER_FILTERS, AdminOrdersScreen, type AdminOrdersScreenProps } from '@/components/admin/orders/orders-screen';
import { adminOrderQuery, type AdminOrderQuery } from '@/lib/contracts/admin';
import { listAdminOrders } from '@/lib/server/admin/orders';
import { staffForPage } from '@/lib/server/admin/pages';
import { basePageProps } from '@/lib/server/page-props';

const NS = ['admin'];

/** /admin/orders: every order, filterable and paged. */
export default adminPage(AdminOrdersScreen);

export const getServerSideProps: GetServerSideProps<AdminPageProps<AdminOrdersScreenProps>> = async (ctx) => {
  const access = await staffForPage(ctx);
  if ('redirect' in access) return { redirect: access.redirect };
  if ('forbidden' in access) return { props: { ...(await basePageProps(ctx.locale, NS)), forbidden: true } };
  const parsed = z.safeParse(adminOrderQuery, stringQuery(ctx.query));
  const query: AdminOrderQuery = parsed.success ? parsed.data : { customer: undefined, q: undefined };
  const list = await listAdminOrders(query);
  return { props: { ...(await basePageProps(ctx.locale, NS)), staffEmail: access.staff.email, list, filters: filterValues(ADMIN_ORDER_FILTERS, query) } };
};
