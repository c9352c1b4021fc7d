// @ts-check
/** @type {import('next-i18next/pages').UserConfig} */
module.exports = {
  i18n: {
    defaultLocale: 'de',
    locales: ['de', 'en'],
    // German stays at /, English browsers are not redirected; the switch in the footer is explicit.
    localeDetection: false,
  },
  // Relative on purpose: an absolute path would leak into every page's HTML.
  localePath: './locales',
  defaultNS: 'common',
  fallbackLng: false,
  reloadOnPrerender: process.env.NODE_ENV === 'development',
  returnNull: false,
};
