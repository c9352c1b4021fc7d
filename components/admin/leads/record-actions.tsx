import { useRouter } from 'next/router';
import { useId, useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { Button } from '@/components/common/button';
import { adminAnswerMail, adminLeadUpdate, adminQuoteRequestUpdate, adminServiceRequestUpdate } from '@/lib/contracts/admin-leads';
import { issueCode } from '@/lib/contracts/issues';
import { useT } from '@/lib/i18n';
import styles from '../admin.module.css';
import { actionKey, formatDateTime } from '../format';
import { AdminNotice, type Notice } from '../notice';
import own from './leads.module.css';

type Errors = Record<string, string>;
type ErrorBody = { error?: { code?: string; message?: string; details?: { path: string; code: string }[] } };

export type HistoryEntry = { id: number; at: string; staffEmail: string; action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null };

const UPDATE = { lead: adminLeadUpdate, service: adminServiceRequestUpdate, quote: adminQuoteRequestUpdate } as const;

export type SnapshotProps = { value: Record<string, unknown> | null };

/** A compact "key: value" rendering of an audit snapshot. */
export function Snapshot({ value }: SnapshotProps) {
  const { t } = useT('admin-leads');
  if (!value || Object.keys(value).length === 0) return <span>{t('audit_nothing')}</span>;
  return <pre className={own.json}>{Object.entries(value).map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`).join('\n')}</pre>;
}

export type RecordActionsProps = {
  kind: 'lead' | 'service' | 'quote';
  /** the record's API path, e.g. `/api/admin/leads/{id}` */
  apiBase: string;
  statuses: readonly string[];
  /** the text key prefix of a status, e.g. `lead_status_` */
  statusPrefix: string;
  status: string;
  note: string | null;
  recipient: string;
  defaultSubject: string;
  history: readonly HistoryEntry[];
};

/**
 * The working panel of a lead or request: status and internal note, a reply by mail to the
 * sender, and the record's history from the audit log.
 */
export function RecordActions(props: RecordActionsProps) {
  const { t, locale } = useT(['admin-leads', 'admin']);
  const router = useRouter();
  const ids = useId();
  const [status, setStatus] = useState(props.status);
  const [note, setNote] = useState(props.note ?? '');
  const [subject, setSubject] = useState(props.defaultSubject);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState<'update' | 'answer' | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [errors, setErrors] = useState<Errors>({});

  const fieldErrors = (issues: { path: string; code: string }[], prefix: string): Errors =>
    Object.fromEntries(issues.map((i) => [`${prefix}${i.path}`, t(`error_${i.code}`, { defaultValue: t('error_invalid') })]));

  const send = async (name: 'update' | 'answer', method: string, path: string, body: unknown, prefix: string, success: () => string) => {
    setBusy(name);
    setNotice(null);
    try {
      const res = await fetch(`${props.apiBase}${path}`, {
        method,
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
      });
      const json = (await res.json().catch(() => ({}))) as ErrorBody;
      if (res.ok) {
        setNotice({ kind: 'success', text: success() });
        if (name === 'answer') setText('');
        await router.replace(router.asPath, undefined, { scroll: false });
      } else if (res.status === 401) {
        await router.push('/admin/login');
      } else if (res.status === 400 && json.error?.details?.length) {
        setErrors(fieldErrors(json.error.details, prefix));
        setNotice({ kind: 'error', text: t('error_invalid') });
      } else {
        setNotice({ kind: 'error', text: res.status === 409 ? t('error_conflict', { message: json.error?.message ?? '' }) : t('error_generic') });
      }
    } catch {
      setNotice({ kind: 'error', text: t('error_generic') });
    } finally {
      setBusy(null);
    }
  };

  const update = (e: FormEvent) => {
    e.preventDefault();
    const body = { status, note: note.trim() === '' ? null : note };
    const parsed = z.safeParse(UPDATE[props.kind], body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues.map((i) => ({ path: i.path.join('.'), code: issueCode(i) })), 'u.'));
      return;
    }
    setErrors({});
    void send('update', 'PATCH', '', body, 'u.', () => t('saved'));
  };

  const answer = (e: FormEvent) => {
    e.preventDefault();
    const body = { subject, text };
    const parsed = z.safeParse(adminAnswerMail, body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues.map((i) => ({ path: i.path.join('.'), code: issueCode(i) })), 'a.'));
      return;
    }
    setErrors({});
    void send('answer', 'POST', '/answer', body, 'a.', () => t('answer_sent', { email: props.recipient }));
  };

  const errorOf = (key: string) =>
    errors[key] ? (
      <span className={own.fieldError} id={`${ids}-${key}`}>
        {errors[key]}
      </span>
    ) : null;
  const described = (key: string) => (errors[key] ? { 'aria-invalid': true, 'aria-describedby': `${ids}-${key}` } : {});

  return (
    <>
      <AdminNotice notice={notice} />
      <div className={styles.grid}>
        <form className={`${styles.panel} ${styles.form} ${own.actionForm}`} onSubmit={update} noValidate aria-labelledby={`${ids}-update`} data-testid="record-update-form">
          <h2 id={`${ids}-update`}>{t('status_and_note')}</h2>
          <label className={styles.field}>
            {t('filter_status')}
            <select value={status} onChange={(e) => setStatus(e.target.value)} data-testid="record-status" {...described('u.status')}>
              {props.statuses.map((s) => (
                <option key={s} value={s}>
                  {t(`${props.statusPrefix}${s}`)}
                </option>
              ))}
            </select>
            {errorOf('u.status')}
          </label>
          <label className={styles.field}>
            {t('note_label')}
            <textarea rows={4} value={note} onChange={(e) => setNote(e.target.value)} data-testid="record-note" {...described('u.note')} />
            {errorOf('u.note')}
          </label>
          <Button type="submit" disabled={busy !== null} data-testid="record-save">
            {t('save')}
          </Button>
        </form>
        <form className={`${styles.panel} ${styles.form} ${own.actionForm}`} onSubmit={answer} noValidate aria-labelledby={`${ids}-answer`} data-testid="record-answer-form">
          <h2 id={`${ids}-answer`}>{t('answer_title')}</h2>
          <p className={own.meta}>{t('answer_to', { email: props.recipient })}</p>
          <label className={styles.field}>
            {t('answer_subject')}
            <input value={subject} onChange={(e) => setSubject(e.target.value)} maxLength={200} data-testid="answer-subject" {...described('a.subject')} />
            {errorOf('a.subject')}
          </label>
          <label className={styles.field}>
            {t('answer_text')}
            <textarea rows={8} value={text} onChange={(e) => setText(e.target.value)} data-testid="answer-text" {...described('a.text')} />
            {errorOf('a.text')}
          </label>
          <Button type="submit" disabled={busy !== null} data-testid="answer-send">
            {t('answer_send')}
          </Button>
        </form>
      </div>
      <section className={styles.panel} aria-labelledby={`${ids}-history`}>
        <h2 id={`${ids}-history`}>{t('history')}</h2>
        {props.history.length === 0 ? (
          <p data-testid="record-history-empty">{t('history_empty')}</p>
        ) : (
          <ol className={own.history} data-testid="record-history">
            {props.history.map((h) => (
              <li key={h.id} className={own.change}>
                <span>
                  <strong>{t(actionKey(h.action), { defaultValue: h.action })}</strong> ({h.action}) · {formatDateTime(h.at, locale)} · {h.staffEmail}
                </span>
                {h.before ? (
                  <span>
                    {t('audit_before')}: <Snapshot value={h.before} />
                  </span>
                ) : null}
                <span>
                  {t('audit_after')}: <Snapshot value={h.after} />
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
