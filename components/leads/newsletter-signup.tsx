import Link from 'next/link';
import { useRouter } from 'next/router';
import { useId, useState, type FormEvent } from 'react';
import { useT } from '@/lib/i18n';
import type { NewsletterEmailResult } from './newsletter-email';
import styles from './newsletter-signup.module.css';

/** The e-mail check and the validation library behind it, fetched on first use. */
const loadEmailCheck = () => import('./newsletter-email').then((m) => m.parseNewsletterEmail);

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; email: string } | { kind: 'error'; message: string };

export type NewsletterSignupProps = {
  /** 'footer' sits on the dark footer; 'section' on a light page */
  tone?: 'footer' | 'section';
  /** id of the heading that names the form */
  labelledBy?: string;
  testId?: string;
};

/**
 * The newsletter field: asks the server for a double opt-in mail. Success only says a mail is on
 * its way; the subscription starts when the link in that mail is confirmed.
 */
export function NewsletterSignup({ tone = 'section', labelledBy, testId = 'newsletter' }: NewsletterSignupProps) {
  const { t, locale } = useT('common');
  const router = useRouter();
  const uid = useId();
  const [value, setValue] = useState('');
  const [trap, setTrap] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    let parsed: NewsletterEmailResult;
    try {
      parsed = (await loadEmailCheck())(value);
    } catch {
      return setState({ kind: 'error', message: t('newsletter_error_failed') });
    }
    if (!parsed.success) return setState({ kind: 'error', message: t('newsletter_error_email') });
    setState({ kind: 'sending' });
    try {
      const res = await fetch('/api/newsletter', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: parsed.data, locale, source: router.asPath.split(/[?#]/)[0] || '/', website: trap }),
      });
      if (res.ok) return setState({ kind: 'sent', email: parsed.data });
      setState({ kind: 'error', message: t(res.status === 429 ? 'newsletter_error_rate' : res.status === 400 ? 'newsletter_error_email' : 'newsletter_error_failed') });
    } catch {
      setState({ kind: 'error', message: t('newsletter_error_failed') });
    }
  };

  const inputId = `${uid}-email`;
  const messageId = `${uid}-message`;
  const error = state.kind === 'error' ? state.message : null;
  return (
    <div className={`${styles.wrap} ${tone === 'footer' ? styles.dark : styles.light}`}>
      {state.kind === 'sent' ? (
        <p className={styles.sent} role="status" data-testid={`${testId}-sent`}>
          {t('newsletter_sent', { email: state.email })}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-labelledby={labelledBy} data-testid={`${testId}-form`}>
          <div className={styles.row}>
            <label htmlFor={inputId} className="visually-hidden">
              {t('newsletter_label')}
            </label>
            <input
              id={inputId}
              type="email"
              name="email"
              inputMode="email"
              autoComplete="email"
              placeholder={t('newsletter_placeholder')}
              className={styles.input}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              onFocus={() => void loadEmailCheck().catch(() => undefined)}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${messageId}${error ? ` ${messageId}-error` : ''}`}
              data-testid={`${testId}-email`}
            />
            <button type="submit" className={styles.submit} disabled={state.kind === 'sending'} data-testid={`${testId}-submit`}>
              {state.kind === 'sending' ? t('newsletter_sending') : t('newsletter_submit')}
            </button>
          </div>
          <div className={styles.trap} aria-hidden="true">
            <label htmlFor={`${uid}-website`}>website</label>
            <input id={`${uid}-website`} type="text" tabIndex={-1} autoComplete="off" value={trap} onChange={(e) => setTrap(e.target.value)} />
          </div>
          {error ? (
            <p id={`${messageId}-error`} className={styles.error} role="alert" data-testid={`${testId}-error`}>
              {error}
            </p>
          ) : null}
          <p id={messageId} className={styles.fine}>
            {t('newsletter_consent')} {t('newsletter_fine_print')} <Link href="/privacy-notice">{t('newsletter_privacy_link')}</Link>
          </p>
        </form>
      )}
    </div>
  );
}
