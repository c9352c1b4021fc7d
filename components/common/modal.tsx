import { useRef, type ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import { useFocusTrap } from './use-focus-trap';
import styles from './overlay.module.css';

export type ModalProps = {
  open: boolean;
  onClose: () => void;
  /** accessible name of the dialog */
  title: string;
  /** hide the visible heading (the name stays for assistive technology) */
  hideTitle?: boolean;
  children: ReactNode;
  wide?: boolean;
  testId?: string;
};

/** A centred dialog: Escape or the close control closes it, focus is trapped and returned. */
export function Modal({ open, onClose, title, hideTitle, children, wide, testId = 'modal' }: ModalProps) {
  const { t } = useT();
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, open, onClose);
  if (!open) return null;
  return (
    <div className={styles.backdrop} onMouseDown={(e) => e.target === e.currentTarget && onClose()} data-testid={`${testId}-backdrop`}>
      <div ref={ref} role="dialog" aria-modal="true" aria-labelledby={`${testId}-title`} tabIndex={-1} className={`${styles.modal} ${wide ? styles.wide : ''}`} data-testid={testId}>
        <div className={styles.head}>
          <h2 id={`${testId}-title`} className={hideTitle ? 'visually-hidden' : styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('close')} data-testid={`${testId}-close`}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
