import '@/lib/server/only';
import type { GetServerSideProps } from 'next';
import { customerOrLoginRedirect } from '../account';
import { basePageProps, setPrivateNoStore, type BasePageProps } from '../page-props';

/** Props of an account-area page: its data comes from the account API in the browser. */
export type AccountAreaProps = BasePageProps & { customerType: 'private' | 'business' };

/** getServerSideProps of an account-area page: the login guard, the texts, never cached. */
export const accountAreaProps: GetServerSideProps<AccountAreaProps> = async (ctx) => {
  setPrivateNoStore(ctx);
  const guard = await customerOrLoginRedirect(ctx);
  if ('redirect' in guard) return { redirect: guard.redirect };
  return { props: { ...(await basePageProps(ctx.locale, ['account-area'])), customerType: guard.customer.customerType } };
};
