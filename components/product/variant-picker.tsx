import Link from 'next/link';
import { formatRam, formatStorage } from '@/lib/catalog/format';
import { localizeTerm } from '@/lib/catalog/terms';
import type { Grade, Variant } from '@/lib/catalog/types';
import { optionDimensions, optionStates, type OptionDimension, type OptionValue } from '@/lib/catalog/variant-picker';
import { useT } from '@/lib/i18n';
import { usePriceDisplay } from '@/stores/prices';
import styles from './variant-picker.module.css';

export type VariantPickerProps = { variants: Variant[]; current: Variant; handle: string };

/** Grade and configuration choices; each option links to the offer it selects (works without JS). */
export function VariantPicker({ variants, current, handle }: VariantPickerProps) {
  const { t, locale } = useT(['product', 'catalog']);
  const prices = usePriceDisplay(locale);
  const label = (dim: OptionDimension, v: OptionValue): string => {
    switch (dim) {
      case 'grade':
        return `${v} · ${t(`catalog:grade_${v as Grade}`)}`;
      case 'ramGb':
        return formatRam(Number(v));
      case 'storageGb':
        return formatStorage(Number(v), locale);
      case 'keyboard':
        return t(`product:keyboard_${v}`, { defaultValue: String(v) });
      default:
        return localizeTerm(String(v), locale);
    }
  };
  return (
    <div className={styles.picker} data-testid="variant-picker">
      {optionDimensions(variants).map(({ dim, values }) => (
        <div key={dim} className={styles.group} role="group" aria-labelledby={`opt-${dim}`}>
          <p id={`opt-${dim}`} className={styles.legend}>
            {t(`product:option_${dim}`)}
            <span className={styles.current}>: {label(dim, dim === 'grade' ? current.grade : (current.options[dim] as OptionValue))}</span>
          </p>
          <ul className={styles.options}>
            {optionStates(variants, current, dim, values).map((o) => {
              const text = label(dim, o.value);
              const cls = [styles.option, o.selected ? styles.selected : '', o.available ? '' : styles.unavailable, dim === 'grade' ? styles[`g${o.value}`] : ''].join(' ');
              const content = (
                <>
                  <span className={styles.optionText}>{text}</span>
                  {dim === 'grade' && o.target ? <span className={styles.optionPrice}>{prices.format(o.target.priceCents)}</span> : null}
                  {!o.available ? <span className={styles.optionNote}>{t('product:option_unavailable')}</span> : null}
                  {o.available && o.changes.length ? (
                    <span className={styles.optionNote} data-testid="option-changes">
                      {t('product:option_changes', { changes: o.changes.map((c) => label(c.dim, c.value)).join(', ') })}
                    </span>
                  ) : null}
                </>
              );
              return (
                <li key={String(o.value)}>
                  {o.target && o.available && !o.selected ? (
                    <Link
                      href={`/products/${handle}?variant=${o.target.id}`}
                      replace
                      shallow
                      scroll={false}
                      className={cls}
                      data-testid={`option-${dim}-${o.value}`}
                    >
                      {content}
                    </Link>
                  ) : (
                    <span
                      className={cls}
                      aria-current={o.selected ? 'true' : undefined}
                      aria-disabled={!o.selected && !o.available ? 'true' : undefined}
                      data-testid={`option-${dim}-${o.value}`}
                    >
                      {content}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
