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

function contentSecurityPolicy() {
  const dev = process.env.NODE_ENV === 'development';
  // the consent check in <head> (lib/consent-script.js) is the page's own inline script
  // the tag manager's container is an external script (lib/gtm.ts): no inline script of its own
  const scriptSrc = ["'self'", GTM_ORIGIN, scriptHash(CONSENT_SCRIPT)];
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
  async redirects() {
    return [
      // the back office has no start page of its own: its first section is the orders
      // (in each language; an anonymous visitor then goes on to the staff login)
      { source: '/admin', destination: '/admin/orders', permanent: false },
    ];
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
