import type { ReactNode } from 'react';
import styles from './checkout.module.css';

/** One numbered step of the checkout form. */
export function StepCard({ id, step, title, children }: { id: string; step: number; title: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        <span className={styles.step} aria-hidden="true">
          {step}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}
