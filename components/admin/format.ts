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

/** The values a list's filters were asked with, '' for each one not set (what the filter form shows). */
export function filterValues<Name extends string>(names: readonly Name[], query: Partial<Record<Name, string | undefined>>): Record<Name, string> {
  return Object.fromEntries(names.map((n) => [n, query[n] ?? ''])) as Record<Name, string>;
}
