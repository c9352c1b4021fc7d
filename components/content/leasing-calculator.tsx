import { useId, useState } from 'react';
import { formatPrice } from '@/lib/catalog/money';
import { useT } from '@/lib/i18n';
import { estimateLeasing, LEASING_TERMS, leasingTable, parseEuroInput, type LeasingTerm } from '@/lib/leasing';
import styles from './leasing-calculator.module.css';
import { localeTag, numberFormat } from '@/lib/intl';

/** Device value and term → estimated net monthly rate from the rate table in config/leasing.json. */
export function LeasingCalculator() {
  const { t, locale } = useT(['content']);
  const id = useId();
  const [raw, setRaw] = useState(locale === 'de' ? '12.000' : '12,000');
  const [months, setMonths] = useState<LeasingTerm>(36);
  const cents = parseEuroInput(raw);
  const estimate = cents === null ? null : estimateLeasing(cents, months);
  const min = formatPrice(leasingTable.minValueCents, locale);
  const max = formatPrice(leasingTable.maxValueCents, locale);
  let error: string | null = null;
  if (cents === null) error = t('content:leasing_error_invalid');
  else if (estimate && !estimate.ok && estimate.reason === 'below_min') error = t('content:leasing_error_min', { min });
  else if (estimate && !estimate.ok && estimate.reason === 'above_max') error = t('content:leasing_error_max', { max });
  const errorId = `${id}-error`;
  return (
    <section className={styles.calculator} aria-labelledby={`${id}-title`} data-testid="leasing-calculator">
      <h2 id={`${id}-title`} className={styles.title}>
        {t('content:leasing_title')}
      </h2>
      <form className={styles.form} onSubmit={(e) => e.preventDefault()} noValidate>
        <div className={styles.field}>
          <label htmlFor={`${id}-value`}>{t('content:leasing_value_label')}</label>
          <div className={styles.inputRow}>
            <input
              id={`${id}-value`}
              name="value"
              inputMode="decimal"
              autoComplete="off"
              value={raw}
              onChange={(e) => setRaw(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : `${id}-hint`}
              data-testid="leasing-value"
            />
            <span className={styles.unit} aria-hidden="true">
              €
            </span>
          </div>
          {error ? (
            <p id={errorId} className={styles.error} role="alert">
              {error}
            </p>
          ) : (
            <p id={`${id}-hint`} className={styles.hint}>
              {t('content:leasing_value_hint', { min, max })}
            </p>
          )}
        </div>
        <fieldset className={styles.terms}>
          <legend>{t('content:leasing_term_label')}</legend>
          {LEASING_TERMS.map((m) => (
            <label key={m} className={styles.term}>
              <input type="radio" name="months" value={m} checked={months === m} onChange={() => setMonths(m)} data-testid={`leasing-term-${m}`} />
              <span>{t('content:leasing_months', { count: m })}</span>
            </label>
          ))}
        </fieldset>
      </form>
      <div className={styles.result} aria-live="polite" data-testid="leasing-result">
        {estimate?.ok ? (
          <>
            <p className={styles.resultLabel}>{t('content:leasing_result_label')}</p>
            <p className={styles.rate}>
              <strong data-testid="leasing-rate">{formatPrice(estimate.monthlyCents, locale)}</strong> {t('content:leasing_per_month')}
            </p>
            <p className={styles.detail}>
              {t('content:leasing_result_detail', {
                factor: numberFormat(localeTag(locale), { minimumFractionDigits: 2 }).format(estimate.factorPercent),
                count: estimate.months,
                total: formatPrice(estimate.totalCents, locale),
              })}
            </p>
          </>
        ) : (
          <p className={styles.detail}>{t('content:leasing_result_none')}</p>
        )}
        <p className={styles.note}>{t('content:leasing_estimate_note')}</p>
      </div>
    </section>
  );
}
