import { CATEGORY_ROUTES } from '@/lib/catalog/categories';

/** Main navigation entries: the six categories, services and blog (labels are common keys). */
export const MAIN_NAV: { href: string; labelKey: string }[] = [
  ...CATEGORY_ROUTES.map((c) => ({ href: c.path, labelKey: `category_${c.category}` })),
  { href: '/services', labelKey: 'nav_services' },
  { href: '/blog', labelKey: 'nav_blog' },
];

export const FOOTER_COLUMNS: { titleKey: string; links: { href: string; labelKey: string }[] }[] = [
  {
    titleKey: 'footer_shop',
    links: [
      { href: '/products', labelKey: 'all_products' },
      { href: '/products/bestsellers', labelKey: 'bestsellers' },
      { href: '/products/brand', labelKey: 'brands' },
      { href: '/what-does-it-mean-grade-a', labelKey: 'grade_explained' },
      { href: '/buy-worry-free-with-zweitwerk', labelKey: 'buy_worry_free' },
    ],
  },
  {
    titleKey: 'footer_services',
    links: [
      { href: '/services', labelKey: 'services_overview' },
      { href: '/services/end-of-life', labelKey: 'service_end_of_life' },
      { href: '/services/esg', labelKey: 'service_esg' },
      { href: '/services/leasing', labelKey: 'service_leasing' },
      { href: '/services/warranty', labelKey: 'service_warranty' },
      { href: '/services/device-pool', labelKey: 'service_device_pool' },
    ],
  },
  {
    titleKey: 'footer_company',
    links: [
      { href: '/about', labelKey: 'about' },
      { href: '/going-full-circle', labelKey: 'going_full_circle' },
      { href: '/blog', labelKey: 'blog' },
      { href: '/affiliate', labelKey: 'affiliate' },
      { href: '/contact', labelKey: 'contact' },
    ],
  },
  {
    titleKey: 'footer_help',
    links: [
      { href: '/faq', labelKey: 'faq' },
      { href: '/pages/shipping-and-payment', labelKey: 'shipping_payment' },
      { href: '/your-privacy-and-data-security-are-our-top-priorities', labelKey: 'data_security' },
      { href: '/secure-data-deletion', labelKey: 'secure_data_deletion' },
      { href: '/terms-conditions', labelKey: 'terms' },
      { href: '/privacy-notice', labelKey: 'privacy' },
      { href: '/imprint', labelKey: 'imprint' },
    ],
  },
];
