/** Public configuration inlined into the browser bundle at build time. */
export const publicEnv = {
  /** the spec's {api}: base of the account API */
  apiUrl: (process.env.NEXT_PUBLIC_API_URL || '/api').replace(/\/$/, ''),
  /** the spec's {flag service} */
  flagServiceUrl: (process.env.NEXT_PUBLIC_FLAG_SERVICE_URL || '/api/flags').replace(/\/$/, ''),
  /** tag manager container; unset means events stay in window.dataLayer */
  gtmId: process.env.NEXT_PUBLIC_GTM_ID || '',
  /** fallback for the absolute site URL of pages rendered without server props */
  siteUrl: (process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000').replace(/\/$/, ''),
};
