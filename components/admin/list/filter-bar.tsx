import { useRouter } from 'next/router';
import type { FormEvent } from 'react';
import { Button, ButtonLink } from '@/components/common/button';
import { useT } from '@/lib/i18n';
import { filledQuery } from '../format';
import styles from '../admin.module.css';
import { listNamespaces, type AdminNamespace } from './namespaces';
import own from './list.module.css';

type FilterOption = { value: string; label: string };

/** One filter of a list: a text, search or date input, or a choice with "any" first. */
export type FilterField<Name extends string = string> =
  | { kind: 'search' | 'text' | 'date'; name: Name; label: string; testId?: string }
  | { kind: 'select'; name: Name; label: string; options: readonly FilterOption[]; testId?: string };

export type FilterBarProps<Name extends string> = {
  /** the list page's own path: the filters go there as query parameters */
  pathname: string;
  fields: readonly FilterField<Name>[];
  /** the values the list was asked with ('' = not set) */
  values: Record<Name, string>;
  /** names the search landmark */
  label: string;
  ns?: AdminNamespace;
  testId?: string;
};

/** The query a filter form asks for: its fields' non-empty values (a new filter starts at page 1). */
export function filterQuery(names: readonly string[], data: FormData): Record<string, string> {
  return filledQuery(Object.fromEntries(names.map((n) => [n, String(data.get(n) ?? '')])));
}

/**
 * The filter form above a back-office list, built from a small description of its fields. It is
 * a plain GET form (works without script); with script it asks the router for the filtered page,
 * so the list shows that it is loading instead of the browser reloading the whole page.
 */
export function FilterBar<Name extends string>({ pathname, fields, values, label, ns = 'admin', testId }: FilterBarProps<Name>) {
  const { t } = useT(listNamespaces(ns));
  const router = useRouter();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const query = filterQuery(
      fields.map((f) => f.name),
      new FormData(e.currentTarget),
    );
    void router.push({ pathname, query });
  };
  return (
    // keyed by the values asked with: after a reset or a new filter the inputs show the list's filters
    <form key={JSON.stringify(values)} method="get" className={`${styles.filters} ${own.filters}`} role="search" aria-label={label} data-testid={testId} onSubmit={submit}>
      {fields.map((f) => (
        <label key={f.name} className={styles.field}>
          {f.label}
          {f.kind === 'select' ? (
            <select name={f.name} defaultValue={values[f.name]} data-testid={f.testId}>
              <option value="">{t('filter_any')}</option>
              {f.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          ) : (
            <input type={f.kind} name={f.name} defaultValue={values[f.name]} data-testid={f.testId} />
          )}
        </label>
      ))}
      <div className={own.actions}>
        <Button type="submit" data-testid="admin-filter-apply">
          {t('filter_apply')}
        </Button>
        <ButtonLink variant="ghost" href={pathname} data-testid="admin-filter-reset">
          {t('filter_reset')}
        </ButtonLink>
      </div>
    </form>
  );
}
