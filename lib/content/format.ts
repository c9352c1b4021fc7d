import type { Locale } from '@/lib/site-config';
import { dateTimeFormat, localeTag } from '@/lib/intl';

/** An ISO date (YYYY-MM-DD) as the locale writes it: 12. März 2026 / 12 March 2026. */
export function formatArticleDate(iso: string, locale: Locale): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  // noon UTC, formatted in UTC: the calendar day never shifts with the server's time zone
  return dateTimeFormat(localeTag(locale), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d, 12)),
  );
}

/** Query string of a blog index page: tag and page only when they differ from the default. */
export function blogIndexHref(tag: string | null, page: number): string {
  const params = new URLSearchParams();
  if (tag) params.set('tag', tag);
  if (page > 1) params.set('page', String(page));
  const q = params.toString();
  return q ? `/blog?${q}` : '/blog';
}
