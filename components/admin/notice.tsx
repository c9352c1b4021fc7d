import styles from './admin.module.css';

/** The answer to a staff action, shown above the screen's forms. */
export type Notice = { kind: 'success' | 'error'; text: string } | null;

export type AdminNoticeProps = { notice: Notice };

/** A polite live region with the last action's outcome (an error is an alert). */
export function AdminNotice({ notice }: AdminNoticeProps) {
  return (
    <div aria-live="polite">
      {notice ? (
        <p className={notice.kind === 'success' ? styles.success : styles.error} role={notice.kind === 'error' ? 'alert' : 'status'} data-testid="admin-notice">
          {notice.text}
        </p>
      ) : null}
    </div>
  );
}
