import { STAFF_SESSION_COOKIE, logoutStaff, staffSessionCookie } from '@/lib/server/admin/staff';
import { apiHandler, noStore } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

/** POST /api/admin/logout: ends the back-office session and clears its cookie. */
export default apiHandler({
  POST: async (req, res) => {
    await logoutStaff(req.cookies[STAFF_SESSION_COOKIE]);
    noStore(res);
    res.setHeader('Set-Cookie', staffSessionCookie(null, req.headers.host));
    return { ok: true };
  },
});
