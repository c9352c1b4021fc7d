import type { GetServerSideProps } from 'next';
import { ForgotPasswordScreen } from '@/components/account/forgot-password-screen';
import { basePageProps, setPrivateNoStore } from '@/lib/server/page-props';

export default function ForgotPasswordPage() {
  return <ForgotPasswordScreen />;
}

export const getServerSideProps: GetServerSideProps = async (ctx) => {
  setPrivateNoStore(ctx);
  return { props: await basePageProps(ctx.locale, ['account', 'forms']) };
};
