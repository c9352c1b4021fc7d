// @ts-check
const { createHash } = require('node:crypto');
const path = require('node:path');
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

/**
 * Short class names for CSS modules in production builds: 'z' and five characters of a hash of the
 * file and the class ('zQ3f_a') instead of Next's readable 'product-card_gradeLink__WIk0J'. Class
 * names were a fifth of a listing page's HTML (869 names, 20.9 KB). Development keeps Next's names.
 * The same file and class give the same name in the server and the browser build; two that would
 * share one stop the build.
 */
const shortNames = new Map();
/**
 * @param {{ rootContext: string; resourcePath: string }} context
 * @param {unknown} _template
 * @param {string} exportName
 */
function shortCssModuleIdent(context, _template, exportName) {
  const key = `${path.relative(context.rootContext, context.resourcePath).replace(/\\/g, '/')}#${exportName}`;
  const name = `z${createHash('sha1').update(key).digest('base64url').slice(0, 5)}`;
  const taken = shortNames.get(name);
  if (taken && taken !== key) throw new Error(`CSS module class names ${taken} and ${key} have the same short name ${name}`);
  shortNames.set(name, key);
  return name;
}

/**
 * Every css-loader of the webpack config that names CSS module classes (nested in `oneOf`/`use`).
 * @param {unknown} node
 * @param {(options: { modules: { getLocalIdent?: unknown } }) => void} visit
 */
function eachCssModuleLoader(node, visit) {
  if (Array.isArray(node)) return node.forEach((n) => eachCssModuleLoader(n, visit));
  if (!node || typeof node !== 'object') return;
  const rule = /** @type {{ loader?: unknown; options?: { modules?: { getLocalIdent?: unknown } }; oneOf?: unknown; use?: unknown; rules?: unknown }} */ (node);
  if (typeof rule.loader === 'string' && rule.loader.includes('css-loader') && rule.options?.modules?.getLocalIdent) {
    visit(/** @type {{ modules: { getLocalIdent?: unknown } }} */ (rule.options));
  }
  eachCssModuleLoader(rule.oneOf, visit);
  eachCssModuleLoader(rule.use, visit);
  eachCssModuleLoader(rule.rules, visit);
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
    return [
      ...trailingSlashRedirects(i18n.locales, i18n.defaultLocale),
      // the back office has no start page of its own: its first section is the orders
      // (in each language; an anonymous visitor then goes on to the staff login)
      { source: '/admin', destination: '/admin/orders', permanent: false },
    ];
  },
  // ... but that option also stops the router in the browser from dropping trailing slashes, so a
  // link to the English home would read `/en/`. The router keeps its default: Next's build-time
  // flag for it is set back (a browser test fails should a Next release rename it).
  webpack(config, { isServer, dev }) {
    if (!dev) {
      let found = 0;
      eachCssModuleLoader(config.module.rules, (options) => {
        options.modules.getLocalIdent = shortCssModuleIdent;
        found++;
      });
      // a Next release that names CSS module classes elsewhere would silently keep the long names
      if (!found) throw new Error('next.config.js: no css-loader naming CSS module classes found in the webpack config');
    }
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
