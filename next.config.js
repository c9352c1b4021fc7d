// @ts-check
const { createHash } = require('node:crypto');
const { i18n } = require('./next-i18next.config.js');

const GTM_ORIGIN = 'https://www.googletagmanager.com';

/**
 * Hash of the one inline script the tag manager injects after consent, so the
 * Content-Security-Policy can allow exactly it without 'unsafe-inline'.
 * @param {string | undefined} gtmId
 */
function gtmScriptHash(gtmId) {
  if (!gtmId) return [];
  const Snippets = require('react-gtm-module/dist/Snippets');
  const { script } = Snippets.tags({ id: gtmId, events: {}, dataLayerName: 'dataLayer', auth: '', preview: '' });
  return [`'sha256-${createHash('sha256').update(script).digest('base64')}'`];
}

function contentSecurityPolicy() {
  const dev = process.env.NODE_ENV === 'development';
  const scriptSrc = ["'self'", GTM_ORIGIN, ...gtmScriptHash(process.env.NEXT_PUBLIC_GTM_ID)];
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
  // PGlite loads its WASM and data files from its own package folder; pg has optional native parts.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'ioredis', 'nodemailer', 'pdfkit', '@e-invoice-eu/core'],
  distDir: process.env.NEXT_DIST_DIR || '.next',
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
