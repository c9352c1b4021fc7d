import '@/lib/server/only';

/** Leads domain: enquiries, affiliate applications and partners, the newsletter. */
export { submitLead, submitAffiliateApplication, utmFromCookie } from './leads';
export { approveAffiliate, activeAffiliateCode, newAffiliateCode } from './affiliates';
export {
  requestSubscription,
  inspectConfirmation,
  confirmSubscription,
  inspectUnsubscribe,
  unsubscribe,
  countConfirmedSubscribers,
  findSubscriber,
  newsletterHelpAddress,
  type TokenView,
} from './newsletter';
export { purgeExpiredLeadData, scheduleLeadRetention } from './retention';
export { isHoneypotFilled, limitIntake } from './intake';
export { registerLeadsSitemap } from './sitemap';
