import Link from 'next/link';
import { useState } from 'react';
import { PRICE_BUCKETS, listingHref, priceBucketValue, setPriceRange } from '@/lib/catalog/listing-url';
import type { Facet, FacetKey, ListingState } from '@/lib/catalog/types';
import { useT } from '@/lib/i18n';
import { facetValueLabel } from './facet-labels';
import styles from './facet-panel.module.css';

export type FacetPanelProps = {
  facets: Facet[];
  state: ListingState;
  basePath: string;
  fixed: readonly string[];
  /** prefix for element ids: the panel exists on the page and in the phone sidebar */
  idPrefix: string;
  onToggle: (key: Exclude<FacetKey, 'price'>, value: string) => void;
  onPrice: (min: number | undefined, max: number | undefined) => void;
};

const COLLAPSED = 8;

/** Facets with counts; checkboxes in a GET form so filtering also works without JavaScript. */
export function FacetPanel(props: FacetPanelProps) {
  const { idPrefix } = props;
  return (
    <div className={styles.panel} data-testid={`${idPrefix}facets`}>
      <FacetGroups {...props} />
    </div>
  );
}

function FacetGroups({ facets, state, basePath, fixed, idPrefix, onToggle, onPrice }: FacetPanelProps) {
  const { t, locale } = useT('catalog');
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  return (
    <>
      {facets.map((facet) => {
        if (facet.values.length === 0) return null;
        if (facet.key === 'price') {
          return <PriceFacet key="price" facet={facet} state={state} basePath={basePath} fixed={fixed} idPrefix={idPrefix} onPrice={onPrice} />;
        }
        const key = facet.key;
        const many = facet.values.length > COLLAPSED + 2;
        const open = expanded[key] || !many;
        const chosen = (state[key] as (string | number)[]).map(String);
        const visible = open ? facet.values : facet.values.filter((v, i) => i < COLLAPSED || chosen.includes(v.value));
        return (
          <fieldset key={key} className={styles.group} data-testid={`facet-${key}`}>
            <legend className={styles.legend}>{t(`catalog:facet_${key}`)}</legend>
            <ul className={styles.values}>
              {visible.map((v) => {
                const id = `${idPrefix}f-${key}-${v.value.replace(/[^a-zA-Z0-9-]/g, '_')}`;
                const checked = chosen.includes(v.value);
                const disabled = v.count === 0 && !checked;
                return (
                  <li key={v.value}>
                    <input
                      type="checkbox"
                      id={id}
                      name={key}
                      value={v.value}
                      checked={checked}
                      disabled={disabled}
                      onChange={() => onToggle(key, v.value)}
                      className={styles.checkbox}
                      data-testid={`facet-${key}-${v.value}`}
                    />
                    <label htmlFor={id} className={styles.label}>
                      {facetValueLabel(key, v.value, v.label, t, locale)}
                      <span className={styles.count} aria-label={t('catalog:facet_count', { count: v.count })}>
                        {v.count}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
            {many ? (
              <button type="button" className={styles.more} aria-expanded={open} onClick={() => setExpanded((e) => ({ ...e, [key]: !open }))}>
                {open ? '−' : t('catalog:facet_show_more', { count: facet.values.length })}
              </button>
            ) : null}
          </fieldset>
        );
      })}
    </>
  );
}

type PriceFacetProps = Pick<FacetPanelProps, 'state' | 'basePath' | 'fixed' | 'idPrefix' | 'onPrice'> & { facet: Facet };

function PriceFacet({ facet, state, basePath, fixed, idPrefix, onPrice }: PriceFacetProps) {
  const { t, locale } = useT('catalog');
  const counts = new Map(facet.values.map((v) => [v.value, v]));
  const commit = (form: HTMLFormElement | null) => {
    if (!form) return;
    const read = (name: string) => {
      const el = form.elements.namedItem(name) as HTMLInputElement | null;
      const n = el && el.value.trim() !== '' ? Math.max(0, Math.floor(Number(el.value))) : undefined;
      return n !== undefined && Number.isFinite(n) ? n : undefined;
    };
    let min = read('minPrice');
    let max = read('maxPrice');
    if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
    if (min !== state.minPrice || max !== state.maxPrice) onPrice(min, max);
  };
  return (
    <fieldset className={styles.group} data-testid="facet-price">
      <legend className={styles.legend}>{t('catalog:facet_price')}</legend>
      <ul className={styles.values}>
        {PRICE_BUCKETS.map((b) => {
          const value = priceBucketValue(b);
          const entry = counts.get(value);
          const selected = state.minPrice === b.min && state.maxPrice === b.max;
          const count = entry?.count ?? 0;
          if (!count && !selected) return null;
          const target = selected ? setPriceRange(state, undefined, undefined) : setPriceRange(state, b.min, b.max);
          return (
            <li key={value}>
              <Link
                href={listingHref(basePath, target, fixed)}
                scroll={false}
                className={`${styles.bucket} ${selected ? styles.bucketOn : ''}`}
                aria-current={selected ? 'true' : undefined}
                data-testid={`facet-price-${value}`}
              >
                <span className={styles.radio} aria-hidden="true" />
                {facetValueLabel('price', value, undefined, t, locale)}
                <span className={styles.count}>{count}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      <div className={styles.range}>
        <label htmlFor={`${idPrefix}minPrice`} className="visually-hidden">
          {t('catalog:price_min')}
        </label>
        <input
          id={`${idPrefix}minPrice`}
          name="minPrice"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          placeholder={t('catalog:price_from')}
          defaultValue={state.minPrice ?? ''}
          key={`min-${state.minPrice ?? ''}`}
          className={styles.input}
          onBlur={(e) => commit(e.currentTarget.form)}
        />
        <span aria-hidden="true">–</span>
        <label htmlFor={`${idPrefix}maxPrice`} className="visually-hidden">
          {t('catalog:price_max')}
        </label>
        <input
          id={`${idPrefix}maxPrice`}
          name="maxPrice"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          placeholder={t('catalog:price_to')}
          defaultValue={state.maxPrice ?? ''}
          key={`max-${state.maxPrice ?? ''}`}
          className={styles.input}
          onBlur={(e) => commit(e.currentTarget.form)}
        />
        <span className={styles.euro} aria-hidden="true">
          €
        </span>
      </div>
    </fieldset>
  );
}
