import '@/lib/server/only';

/** Leads domain: enquiries, affiliate applications and partners, the newsletter. */
export { submitLead, submitAffiliateApplication, listLeads, findLead, utmFromCookie, leadReference, notificationAddress, type LeadRow } from './leads';
export { approveAffiliate, activeAffiliateCode, newAffiliateCode, type AffiliateRow } from './affiliates';
export {
  requestSubscription,
  inspectConfirmation,
  confirmSubscription,
  inspectUnsubscribe,
  unsubscribe,
  countConfirmedSubscribers,
  findSubscriber,
  confirmationToken,
  unsubscribeToken,
  newsletterHelpAddress,
  CONFIRM_LINK_HOURS,
  type TokenView,
} from './newsletter';
export { purgeExpiredLeadData, scheduleLeadRetention, UNCONFIRMED_SIGNUP_DAYS, LEAD_RETENTION_MONTHS } from './retention';
export { isHoneypotFilled, limitIntake } from './intake';
export { leadsSitemapEntries, registerLeadsSitemap } from './sitemap';
