import { requestToken, revokeToken } from '@/lib/server/account';
import { env } from '@/lib/server/env';
import { endPlatformSession, logoutLocale, PLATFORM_SESSION_COOKIE, platformSessionCookie } from '@/lib/server/platform';
import { apiHandler, assertSameOrigin, noStore } from '@/lib/server/http';

// no body is read: Next's own parser would answer a malformed or oversized one in plain text
export const config = { api: { bodyParser: false as const } };

/**
 * GET /api/account/shopify-logout → ends the platform session, revokes the auth token the
 * request carries (bearer header or cookie; the customer's other devices stay signed in) and
 * answers { url }: the home page in the language the customer logged out from (`?locale=en`,
 * else the Referer's path), `/en` or `/`.
 */
export default apiHandler({
  GET: async (req, res) => {
    // a logout ends a token: only this site's own pages may ask for it
    assertSameOrigin(req);
    await endPlatformSession(req.cookies[PLATFORM_SESSION_COOKIE]);
    const token = requestToken(req);
    if (token) await revokeToken(token);
    res.setHeader('Set-Cookie', platformSessionCookie(null, req.headers.host));
    noStore(res);
    const locale = logoutLocale(req.query.locale, req.headers.referer);
    return { url: `${env().SITE_URL}${locale === 'en' ? '/en' : '/'}` };
  },
});
