import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useT } from '@/lib/i18n';
import styles from './account.module.css';

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  hint?: string;
  /** translated error shown under the field (and announced with it) */
  error?: string | null;
  /** react-hook-form's register() ref */
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input with an optional hint and error, wired with aria-describedby / aria-invalid. */
export function TextField({ label, hint, error, id, required, type = 'text', ...rest }: TextFieldProps) {
  const { t } = useT('account');
  const auto = useId();
  const inputId = id ?? auto;
  const [revealed, setRevealed] = useState(false);
  const describedBy = [hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : ''].filter(Boolean).join(' ') || undefined;
  const input = (
    <input
      id={inputId}
      className={styles.input}
      type={type === 'password' && revealed ? 'text' : type}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      aria-required={required || undefined}
      {...rest}
    />
  );
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {type === 'password' ? (
        <div className={styles.passwordWrap}>
          {input}
          <button
            type="button"
            className={styles.reveal}
            onClick={() => setRevealed((r) => !r)}
            aria-label={revealed ? t('hide_password') : t('show_password')}
            aria-pressed={revealed}
            aria-controls={inputId}
          >
            <EyeIcon crossed={revealed} />
          </button>
        </div>
      ) : (
        input
      )}
      {hint ? (
        <span id={`${inputId}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${inputId}-error`} className={styles.fieldError}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      {crossed ? <path d="M4 20 20 4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" /> : null}
    </svg>
  );
}

/** The form-level message: announced politely when it appears. */
export function FormAlert({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div className={styles.alert} role="alert" data-testid={testId}>
      {children}
    </div>
  );
}

/** A loading line with a spinner, announced as status. */
export function BusyStatus({ children }: { children: ReactNode }) {
  return (
    <p className={styles.status} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {children}
    </p>
  );
}
