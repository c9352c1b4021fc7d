import { useRef, type ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import { useFocusTrap } from './use-focus-trap';
import styles from './overlay.module.css';

export type SidebarProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  side?: 'left' | 'right';
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
};

/** A panel sliding in from the side: Escape or the close control closes it, focus is trapped and returned. */
export function Sidebar({ open, onClose, title, side = 'right', children, footer, testId = 'sidebar' }: SidebarProps) {
  const { t } = useT();
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, open, onClose);
  if (!open) return null;
  return (
    <div className={styles.backdrop} onMouseDown={(e) => e.target === e.currentTarget && onClose()} data-testid={`${testId}-backdrop`}>
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${testId}-title`}
        tabIndex={-1}
        className={`${styles.sidebar} ${side === 'left' ? styles.left : styles.right}`}
        data-testid={testId}
      >
        <div className={styles.head}>
          <h2 id={`${testId}-title`} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('close')} data-testid={`${testId}-close`}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className={styles.sidebarBody}>{children}</div>
        {footer ? <div className={styles.sidebarFooter}>{footer}</div> : null}
      </div>
    </div>
  );
}
