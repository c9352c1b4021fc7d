import { useT } from '@/lib/i18n';
import styles from './cart.module.css';

export type QuantityStepperProps = {
  value: number;
  max: number;
  /** product title, for the controls' accessible names */
  label: string;
  onChange: (quantity: number) => void;
  testId?: string;
};

/** − value + : decreasing to 0 is left to the remove control, increasing stops at what is in stock. */
export function QuantityStepper({ value, max, label, onChange, testId = 'quantity' }: QuantityStepperProps) {
  const { t } = useT('cart');
  return (
    <div className={styles.stepper} role="group" aria-label={t('quantity_for', { title: label })} data-testid={testId}>
      <button
        type="button"
        className={styles.stepButton}
        onClick={() => onChange(value - 1)}
        disabled={value <= 1}
        aria-label={t('decrease', { title: label })}
        data-testid={`${testId}-decrease`}
      >
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
          <path d="M3 8h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <output className={styles.stepValue} aria-live="polite" data-testid={`${testId}-value`}>
        {value}
      </output>
      <button
        type="button"
        className={styles.stepButton}
        onClick={() => onChange(value + 1)}
        disabled={value >= max}
        aria-label={t('increase', { title: label })}
        title={value >= max ? t('max_reached') : undefined}
        data-testid={`${testId}-increase`}
      >
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
          <path d="M3 8h10M8 3v10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
