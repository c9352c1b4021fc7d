import type { GetServerSideProps } from 'next';
import { LoginScreen, type LoginScreenProps } from '@/components/account/login-screen';
import { redirectToParam } from '@/lib/server/account';
import { basePageProps, setPrivateNoStore } from '@/lib/server/page-props';

export default function LoginPage(props: LoginScreenProps) {
  return <LoginScreen {...props} />;
}

export const getServerSideProps: GetServerSideProps<LoginScreenProps> = async (ctx) => {
  setPrivateNoStore(ctx);
  return { props: { ...(await basePageProps(ctx.locale, ['account', 'forms'])), redirectTo: redirectToParam(ctx) } };
};
