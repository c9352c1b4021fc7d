// @ts-check
const { createHash } = require('node:crypto');
const { i18n } = require('./next-i18next.config.js');
const { CONSENT_SCRIPT } = require('./lib/consent-script.js');

const GTM_ORIGIN = 'https://www.googletagmanager.com';

/**
 * The CSP source that allows exactly this inline script, without 'unsafe-inline'.
 * @param {string} script
 */
function scriptHash(script) {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

/**
 * Hash of the one inline script the tag manager injects after consent.
 * @param {string | undefined} gtmId
 */
function gtmScriptHash(gtmId) {
  if (!gtmId) return [];
  const Snippets = require('react-gtm-module/dist/Snippets');
  const { script } = Snippets.tags({ id: gtmId, events: {}, dataLayerName: 'dataLayer', auth: '', preview: '' });
  return [scriptHash(script)];
}

function contentSecurityPolicy() {
  const dev = process.env.NODE_ENV === 'development';
  // the consent check in <head> (lib/consent-script.js) is the page's own inline script
  const scriptSrc = ["'self'", GTM_ORIGIN, scriptHash(CONSENT_SCRIPT), ...gtmScriptHash(process.env.NEXT_PUBLIC_GTM_ID)];
  if (dev) scriptSrc.push("'unsafe-eval'");
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${GTM_ORIGIN} https://www.google-analytics.com`,
    "font-src 'self'",
    `connect-src 'self' ${GTM_ORIGIN} https://www.google-analytics.com https://*.google-analytics.com${dev ? ' ws:' : ''}`,
    `frame-src ${GTM_ORIGIN}`,
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function productionHosts() {
  return (process.env.PRODUCTION_HOSTS || 'zweitwerk.de,www.zweitwerk.de')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
}

/**
 * `/a/` → `/a` (308) as Next does by default, except for the spec's two cart calls. Rules with
 * `locale: false` see the path with its locale in front (`/de/…` also for unprefixed German
 * paths), so each locale gets its own rule and the default locale's prefix is dropped again.
 * @param {string[]} locales
 * @param {string} defaultLocale
 * @returns {import('next/dist/lib/load-custom-routes').Redirect[]}
 */
function trailingSlashRedirects(locales, defaultLocale) {
  const keep = '(?!api/cart(?:/[^/]+)?/$)';
  return locales.flatMap((locale) => {
    const prefix = locale === defaultLocale ? '' : `/${locale}`;
    return [
      { source: `/${locale}/`, destination: prefix || '/', permanent: true, locale: /** @type {false} */ (false) },
      { source: `/${locale}/:path(${keep}.+)/`, destination: `${prefix}/:path`, permanent: true, locale: /** @type {false} */ (false) },
    ];
  });
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  i18n,
  reactStrictMode: true,
  poweredByHeader: false,
  // the front (server/front.mjs) gives stored pages an ETag once; Next's per-response hash over
  // every rendered page cost 3.5 % of the server's time
  generateEtags: false,
  // PGlite loads its WASM and data files from its own package folder; pg has optional native parts.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'ioredis', 'nodemailer', 'pdfkit', '@e-invoice-eu/core'],
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Next's own slash redirect (`/a/` → 308 → `/a`) would cost the spec's cart calls
  // `GET /api/cart/` and `GET /api/cart/{cartId}/` a round trip on every page load. It is switched
  // off and rebuilt in `redirects()` with the same rule for every other path. No middleware: it
  // would run on every request.
  skipTrailingSlashRedirect: true,
  async redirects() {
    return trailingSlashRedirects(i18n.locales, i18n.defaultLocale);
  },
  // ... but that option also stops the router in the browser from dropping trailing slashes, so a
  // link to the English home would read `/en/`. The router keeps its default: Next's build-time
  // flag for it is set back (a browser test fails should a Next release rename it).
  webpack(config, { isServer }) {
    if (!isServer) {
      // hydration as a transition, in slices (lib/hydrate-in-transition.ts); that module reaches
      // React's own client under a name of its own
      config.resolve.alias = {
        ...config.resolve.alias,
        'react-dom/client$': require.resolve('./lib/hydrate-in-transition.ts'),
        'zw-react-dom-client$': require.resolve('react-dom/client'),
      };
    }
    for (const plugin of config.plugins) {
      const definitions = plugin && plugin.definitions;
      if (definitions && 'process.env.__NEXT_MANUAL_TRAILING_SLASH' in definitions) {
        definitions['process.env.__NEXT_MANUAL_TRAILING_SLASH'] = 'false';
      }
    }
    return config;
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'Content-Security-Policy', value: contentSecurityPolicy() },
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
        ],
      },
      // HSTS only where TLS is guaranteed: the production hosts.
      ...productionHosts().map((host) => ({
        source: '/:path*',
        has: [{ type: /** @type {'host'} */ ('host'), value: host.replace(/\./g, '\\.') }],
        headers: [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' }],
      })),
    ];
  },
};

module.exports = nextConfig;
