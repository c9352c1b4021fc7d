import { leadSchema, type LeadReceipt } from '@/lib/contracts/lead';
import { siteConfig } from '@/lib/site-config';
import { submitLead, utmFromCookie, isHoneypotFilled, limitIntake } from '@/lib/server/leads';
import { apiHandler, noStore, parseInput, readJsonBody } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

/** POST /api/leads: an enquiry from a contact, service or landing page form → 201 { status: 'received' }. */
export default apiHandler({
  POST: async (req, res) => {
    noStore(res);
    const raw = await readJsonBody(req);
    await limitIntake(req, 'lead-ip', 'lead-email', raw);
    const receipt: LeadReceipt = { status: 'received' };
    // a bot gets the same answer as a person, and nothing is stored or mailed
    if (isHoneypotFilled(raw)) return void res.status(201).json(receipt);
    const input = parseInput(leadSchema, raw);
    await submitLead(input, utmFromCookie(req.cookies[siteConfig.utmCookieName]));
    res.status(201).json(receipt);
  },
});
