import type { GetServerSideProps } from 'next';
import { SignupScreen, type SignupScreenProps } from '@/components/account/signup-screen';
import { redirectToParam } from '@/lib/server/account';
import { basePageProps, setPrivateNoStore } from '@/lib/server/page-props';

export default function SignupPage(props: SignupScreenProps) {
  return <SignupScreen {...props} />;
}

export const getServerSideProps: GetServerSideProps<SignupScreenProps> = async (ctx) => {
  setPrivateNoStore(ctx);
  const initialType = ctx.query.type === 'business' ? 'business' : 'private';
  return { props: { ...(await basePageProps(ctx.locale, ['account', 'forms'])), redirectTo: redirectToParam(ctx), initialType } };
};
