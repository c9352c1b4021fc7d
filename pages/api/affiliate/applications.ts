import { affiliateApplicationSchema, type LeadReceipt } from '@/lib/contracts/lead';
import { siteConfig } from '@/lib/site-config';
import { submitAffiliateApplication, utmFromCookie, isHoneypotFilled, limitIntake } from '@/lib/server/leads';
import { apiHandler, noStore, parseInput, readJsonBody } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

/** POST /api/affiliate/applications: an application for the partner programme → 201 { status: 'received' }. */
export default apiHandler({
  POST: async (req, res) => {
    noStore(res);
    const raw = await readJsonBody(req);
    await limitIntake(req, 'lead-ip', 'lead-email', raw);
    const receipt: LeadReceipt = { status: 'received' };
    if (isHoneypotFilled(raw)) return void res.status(201).json(receipt);
    const input = parseInput(affiliateApplicationSchema, raw);
    await submitAffiliateApplication(input, utmFromCookie(req.cookies[siteConfig.utmCookieName]));
    res.status(201).json(receipt);
  },
});
