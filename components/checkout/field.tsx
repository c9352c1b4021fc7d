import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes } from 'react';
import styles from './checkout.module.css';

export type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  /** validation path, e.g. 'shippingAddress.city'; also gives the element id */
  path: string;
  label: string;
  hint?: string;
  /** translated message, shown below the field */
  error?: string;
  ref?: Ref<HTMLInputElement>;
  children?: ReactNode;
};

/** Element id of a form field from its validation path. */
export function fieldId(path: string): string {
  return `co-${path.replace(/\./g, '-')}`;
}

function describedBy(id: string, hint: string | undefined, error: string | undefined): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/** A labelled text input with its hint and error wired to aria-describedby (takes react-hook-form's register()). */
export function Field({ path, label, hint, error, className, ref, ...input }: FieldProps) {
  const id = fieldId(path);
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        ref={ref}
        className={`${styles.input} ${error ? styles.invalid : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        data-testid={`field-${path}`}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={id} path={path} error={error} />
    </div>
  );
}

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  path: string;
  label: string;
  options: { value: string; label: string }[];
  error?: string;
  ref?: Ref<HTMLSelectElement>;
};

export function SelectField({ path, label, options, error, ref, ...select }: SelectFieldProps) {
  const id = fieldId(path);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        ref={ref}
        className={`${styles.input} ${styles.select} ${error ? styles.invalid : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error)}
        data-testid={`field-${path}`}
        {...select}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={id} path={path} error={error} />
    </div>
  );
}

/** The message under a field (or a group: payment, terms). */
export function FieldError({ id, path, error }: { id: string; path: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className={styles.fieldError} data-testid={`error-${path}`}>
      {error}
    </p>
  );
}
