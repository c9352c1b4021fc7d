import { useState } from 'react';
import { Button, ButtonLink } from '@/components/common/button';
import { Seo } from '@/components/common/seo';
import type { NewsletterTokenState } from '@/lib/contracts/newsletter';
import { useT } from '@/lib/i18n';
import { NewsletterSignup } from './newsletter-signup';
import styles from './leads.module.css';

/** /newsletter: what the newsletter brings and the sign-up field. */
export function NewsletterScreen() {
  const { t } = useT(['leads', 'common']);
  return (
    <div className={`container ${styles.page}`}>
      <Seo subline={t('newsletter_page_subline')} description={t('newsletter_page_description')} path="/newsletter" />
      <div className={styles.narrow}>
        <header className={styles.hero}>
          <h1>{t('newsletter_page_title')}</h1>
          <p className={styles.lead}>{t('newsletter_page_intro')}</p>
        </header>
        <ul className={styles.benefits}>
          {[1, 2, 3].map((n) => (
            <li key={n}>{t(`newsletter_page_point_${n}`)}</li>
          ))}
        </ul>
        <section className={`${styles.card} ${styles.spaced}`} aria-labelledby="newsletter-form-title">
          <h2 id="newsletter-form-title">{t('newsletter_page_form_title')}</h2>
          <NewsletterSignup testId="newsletter-page" />
        </section>
      </div>
    </div>
  );
}

type View = { state: NewsletterTokenState | 'ready'; email: string | null };
export type NewsletterTokenScreenProps = { token: string; view: View; helpEmail: string };

function useTokenAction(url: string, token: string, initial: View) {
  const [view, setView] = useState<View>(initial);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
      if (!res.ok) throw new Error(String(res.status));
      setView((await res.json()) as View);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return { view, busy, failed, run };
}

/** /newsletter/confirm?token=: confirms the double opt-in with a button press. */
export function NewsletterConfirmScreen({ token, view: initial }: NewsletterTokenScreenProps) {
  const { t } = useT('leads');
  const { view, busy, failed, run } = useTokenAction('/api/newsletter/confirm', token, initial);
  const email = view.email ?? '';
  const text: Record<View['state'], string> = {
    ready: t('confirm_ready', { email }),
    confirmed: t('confirm_confirmed', { email }),
    already_confirmed: t('confirm_already_confirmed'),
    unsubscribed: t('confirm_unsubscribed'),
    expired: t('confirm_expired'),
    invalid: t('confirm_invalid'),
  };
  const ok = view.state === 'confirmed' || view.state === 'already_confirmed';
  return (
    <div className={`container ${styles.page}`}>
      <Seo subline={t('confirm_subline')} noindex path="/newsletter/confirm" />
      <section className={`${styles.card} ${styles.narrow}`} aria-labelledby="confirm-title">
        <h1 id="confirm-title">{t('confirm_title')}</h1>
        <p className={`${styles.status} ${ok ? styles.statusOk : ''}`} role="status" data-testid="newsletter-state" data-state={view.state}>
          {text[view.state]}
        </p>
        {failed ? (
          <p role="alert" className={styles.small}>
            {t('token_failed')}
          </p>
        ) : null}
        {view.state === 'ready' ? (
          <Button onClick={() => void run()} disabled={busy} data-testid="newsletter-confirm">
            {busy ? t('submitting') : t('confirm_button')}
          </Button>
        ) : null}
        {view.state === 'expired' || view.state === 'invalid' || view.state === 'unsubscribed' ? (
          <ButtonLink href="/newsletter" variant="secondary">
            {t('confirm_again')}
          </ButtonLink>
        ) : null}
      </section>
    </div>
  );
}

/** /newsletter/unsubscribe?token=: unsubscribes with a button press. */
export function NewsletterUnsubscribeScreen({ token, view: initial, helpEmail }: NewsletterTokenScreenProps) {
  const { t } = useT('leads');
  const { view, busy, failed, run } = useTokenAction('/api/newsletter/unsubscribe', token, initial);
  const email = view.email ?? '';
  const text =
    view.state === 'ready'
      ? t('unsubscribe_ready', { email })
      : view.state === 'unsubscribed'
        ? t('unsubscribe_done', { email })
        : t('unsubscribe_invalid', { email: helpEmail });
  return (
    <div className={`container ${styles.page}`}>
      <Seo subline={t('unsubscribe_subline')} noindex path="/newsletter/unsubscribe" />
      <section className={`${styles.card} ${styles.narrow}`} aria-labelledby="unsubscribe-title">
        <h1 id="unsubscribe-title">{t('unsubscribe_title')}</h1>
        <p className={`${styles.status} ${view.state === 'unsubscribed' ? styles.statusOk : ''}`} role="status" data-testid="newsletter-state" data-state={view.state}>
          {text}
        </p>
        {failed ? (
          <p role="alert" className={styles.small}>
            {t('token_failed')}
          </p>
        ) : null}
        {view.state === 'ready' ? (
          <Button onClick={() => void run()} disabled={busy} data-testid="newsletter-unsubscribe">
            {busy ? t('submitting') : t('unsubscribe_button')}
          </Button>
        ) : null}
      </section>
    </div>
  );
}
