import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './checkout.module.css';

export type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  /** validation path, e.g. 'shippingAddress.city'; also gives the element id */
  path: string;
  label: string;
  hint?: string;
  /** translated message, shown below the field */
  error?: string;
  children?: ReactNode;
};

/** Element id of a form field from its validation path. */
export function fieldId(path: string): string {
  return `co-${path.replace(/\./g, '-')}`;
}

/** A labelled text input with its hint and error wired to aria-describedby. */
export function Field({ path, label, hint, error, className, ...input }: FieldProps) {
  const id = fieldId(path);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        name={path}
        className={`${styles.input} ${error ? styles.invalid : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        data-testid={`field-${path}`}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError} data-testid={`error-${path}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export type SelectFieldProps = {
  path: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  autoComplete?: string;
};

export function SelectField({ path, label, value, options, onChange, onBlur, error, autoComplete }: SelectFieldProps) {
  const id = fieldId(path);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        name={path}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        autoComplete={autoComplete}
        className={`${styles.input} ${styles.select} ${error ? styles.invalid : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid={`field-${path}`}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError} data-testid={`error-${path}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
