import '@/lib/server/only';
import type { GetServerSideProps } from 'next';
import { accountPath, customerOrLoginRedirect } from '../account';
import { basePageProps, setPrivateNoStore } from '../page-props';
import type { AccountAreaProps } from './account-area';

/**
 * getServerSideProps of the quote pages: the login guard, the texts, never cached. Quotes are for
 * business accounts: a consumer is sent to the account overview.
 */
export const quotesAreaProps: GetServerSideProps<AccountAreaProps> = async (ctx) => {
  setPrivateNoStore(ctx);
  const guard = await customerOrLoginRedirect(ctx);
  if ('redirect' in guard) return { redirect: guard.redirect };
  if (guard.customer.customerType !== 'business') return { redirect: { destination: accountPath(ctx.locale), permanent: false } };
  return { props: { ...(await basePageProps(ctx.locale, ['account-area', 'quotes'])), customerType: guard.customer.customerType } };
};
