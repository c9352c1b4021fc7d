import type { GetServerSideProps } from 'next';
import { ResetPasswordScreen, type ResetPasswordScreenProps } from '@/components/account/reset-password-screen';
import { basePageProps, setPrivateNoStore } from '@/lib/server/page-props';

export default function ResetPasswordPage(props: ResetPasswordScreenProps) {
  return <ResetPasswordScreen {...props} />;
}

export const getServerSideProps: GetServerSideProps<ResetPasswordScreenProps> = async (ctx) => {
  setPrivateNoStore(ctx);
  // the token must not leak to other sites through the Referer header
  ctx.res.setHeader('Referrer-Policy', 'no-referrer');
  const token = typeof ctx.query.token === 'string' && /^[\w-]{20,200}$/.test(ctx.query.token) ? ctx.query.token : null;
  return { props: { ...(await basePageProps(ctx.locale, ['account', 'forms'])), token } };
};
