import { env } from '@/lib/server/env';
import { apiHandler } from '@/lib/server/http/api-handler';
import { endPlatformSession, PLATFORM_SESSION_COOKIE, platformSessionCookie } from '@/lib/server/platform/multipass-sso';

/** GET /api/account/shopify-logout → ends the platform session and answers { url } to go to (the home page). */
export default apiHandler({
  GET: async (req, res) => {
    await endPlatformSession(req.cookies[PLATFORM_SESSION_COOKIE]);
    res.setHeader('Set-Cookie', platformSessionCookie(null, req.headers.host));
    res.setHeader('Cache-Control', 'no-store');
    return { url: `${env().SITE_URL}/` };
  },
});
