import { berlinDate, berlinDateTime } from '@/lib/intl';
import { toLocale } from '@/lib/site-config';

/** Date and time in Berlin, in the UI language. */
export function formatDateTime(iso: string, locale: string): string {
  return berlinDateTime(toLocale(locale)).format(new Date(iso));
}

/** A date in Berlin, in the UI language. */
export function formatDay(iso: string, locale: string): string {
  return berlinDate(toLocale(locale)).format(new Date(iso));
}

/** Query string values of a page's filters, without the empty ones. */
export function filledQuery(filters: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v));
}

/** The non-empty string values of a request's query (for parsing with a contract). */
export function stringQuery(query: Record<string, string | string[] | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).flatMap(([k, v]) => (typeof v === 'string' && v !== '' ? [[k, v]] : [])));
}

/** The locale key of an audit action such as `lead.update` (unknown actions fall back to the code). */
export function actionKey(action: string): string {
  return `action_${action.replace(/[^a-z0-9]+/gi, '_')}`;
}
