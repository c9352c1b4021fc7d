import type { GetServerSideProps } from 'next';
import { AccountOverview, type AccountOverviewProps } from '@/components/account/account-overview';
import { customerOrLoginRedirect, listLatestOrders } from '@/lib/server/account';
import { basePageProps, setPrivateNoStore } from '@/lib/server/page-props';

export default function AccountPage(props: AccountOverviewProps) {
  return <AccountOverview {...props} />;
}

export const getServerSideProps: GetServerSideProps<AccountOverviewProps> = async (ctx) => {
  setPrivateNoStore(ctx);
  const guard = await customerOrLoginRedirect(ctx);
  if ('redirect' in guard) return { redirect: guard.redirect };
  const c = guard.customer;
  return {
    props: {
      ...(await basePageProps(ctx.locale, ['account', 'account-area', 'account-profile'])),
      customer: { firstName: c.firstName, lastName: c.lastName, email: c.email, customerType: c.customerType, company: c.company, vatId: c.vatId },
      orders: await listLatestOrders(c.id),
    },
  };
};
