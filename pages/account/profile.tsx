import type { GetServerSideProps } from 'next';
import { ProfileScreen, type ProfileScreenProps } from '@/components/account/profile-screen';
import { customerOrLoginRedirect } from '@/lib/server/account';
import { basePageProps, setPrivateNoStore } from '@/lib/server/page-props';

export default function AccountProfilePage(props: ProfileScreenProps) {
  return <ProfileScreen {...props} />;
}

/** The login guard and the texts; the profile itself comes from the account API in the browser. */
export const getServerSideProps: GetServerSideProps<ProfileScreenProps> = async (ctx) => {
  setPrivateNoStore(ctx);
  const guard = await customerOrLoginRedirect(ctx);
  if ('redirect' in guard) return { redirect: guard.redirect };
  return {
    props: {
      ...(await basePageProps(ctx.locale, ['account', 'account-area', 'account-profile', 'forms'])),
      customerType: guard.customer.customerType,
    },
  };
};
