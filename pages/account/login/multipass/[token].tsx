import type { GetServerSideProps } from 'next';
import { logger } from '@/lib/server/logger';
import { platformSessionCookie, signInWithMultipass } from '@/lib/server/platform';
import { setPrivateNoStore } from '@/lib/server/page-props';

/** The built-in shop platform's Multipass login: never renders, always redirects. */
export default function MultipassLogin() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async (ctx) => {
  setPrivateNoStore(ctx);
  ctx.res.setHeader('Referrer-Policy', 'no-referrer');
  const token = typeof ctx.params?.token === 'string' ? ctx.params.token : '';
  const result = await signInWithMultipass(token);
  if (!result.ok) {
    logger.warn({ reason: result.reason }, 'multipass sign-in refused');
    // the storefront account page: still signed in there, without another single-sign-on attempt
    const prefix = ctx.locale === 'en' ? '/en' : '';
    return { redirect: { destination: `${prefix}/account`, permanent: false } };
  }
  ctx.res.setHeader('Set-Cookie', platformSessionCookie(result.sessionId, ctx.req.headers.host, result.expiresAt));
  return { redirect: { destination: result.returnTo, permanent: false } };
};
