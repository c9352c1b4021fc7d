/**
 * Content pages that have their own route. Any other page of the content store is shown at
 * /pages/{slug}; a routed page asked for at /pages/{slug} is redirected to its route.
 */
export const PAGE_ROUTES = [
  { path: '/services', page: 'services' },
  { path: '/services/end-of-life', page: 'services-end-of-life' },
  { path: '/services/esg', page: 'services-esg' },
  { path: '/services/leasing', page: 'services-leasing' },
  { path: '/services/warranty', page: 'services-warranty' },
  { path: '/services/device-pool', page: 'services-device-pool' },
  { path: '/about', page: 'about' },
  { path: '/faq', page: 'faq' },
  { path: '/what-does-it-mean-grade-a', page: 'what-does-it-mean-grade-a' },
  { path: '/buy-worry-free-with-zweitwerk', page: 'buy-worry-free-with-zweitwerk' },
  { path: '/your-privacy-and-data-security-are-our-top-priorities', page: 'your-privacy-and-data-security-are-our-top-priorities' },
  { path: '/going-full-circle', page: 'going-full-circle' },
  { path: '/secure-data-deletion', page: 'secure-data-deletion' },
  { path: '/imprint', page: 'imprint' },
  { path: '/terms-conditions', page: 'terms-conditions' },
  { path: '/privacy-notice', page: 'privacy-notice' },
] as const;

/** The route of a content page: its own when it has one, else /pages/{slug}. */
export function pageRoute(slug: string): string {
  return PAGE_ROUTES.find((r) => r.page === slug)?.path ?? `/pages/${slug}`;
}

/** The content page shown at a route, if any. */
export function pageAtRoute(path: string): string | null {
  return PAGE_ROUTES.find((r) => r.path === path)?.page ?? null;
}

/** The business services in the order the overview, the home page and the footer list them. */
export const SERVICES = [
  { key: 'end_of_life', path: '/services/end-of-life', topic: 'endOfLife' },
  { key: 'esg', path: '/services/esg', topic: 'esg' },
  { key: 'leasing', path: '/services/leasing', topic: 'Leasing' },
  { key: 'warranty', path: '/services/warranty', topic: 'warranty' },
  { key: 'device_pool', path: '/services/device-pool', topic: 'devicePool' },
] as const;

/** Topics a service page files its enquiries under (/contact?topic=…; the spec names endOfLife, Leasing and other). */
export type LeadTopic = (typeof SERVICES)[number]['topic'] | 'other';
