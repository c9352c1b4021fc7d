import Link from 'next/link';
import { useState } from 'react';
import { Button } from '@/components/common/button';
import { Seo } from '@/components/common/seo';
import { accountApiUrl, apiFetch } from '@/lib/api-client';
import { forgotPassword, type ForgotPasswordInput } from '@/lib/contracts/auth';
import { useT } from '@/lib/i18n';
import { FormAlert, TextField } from './fields';
import { useContractForm } from './use-contract-form';
import styles from './account.module.css';

type State = { phase: 'idle' | 'sending' | 'sent'; errorKey: string | null };

/** /account/forgot-password: asks for a reset link; the answer is the same whether the account exists or not. */
export function ForgotPasswordScreen() {
  const { t, locale } = useT(['account', 'forms']);
  const [state, setState] = useState<State>({ phase: 'idle', errorKey: null });
  const { form, message } = useContractForm<ForgotPasswordInput, { email: string }>(forgotPassword, { email: '' });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setState({ phase: 'sending', errorKey: null });
    try {
      const res = await apiFetch(accountApiUrl('/v1/account/forgot-password'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, locale }),
      });
      if (res.ok) setState({ phase: 'sent', errorKey: null });
      else setState({ phase: 'idle', errorKey: res.status === 429 ? 'error_rate_limited' : 'error_generic' });
    } catch (err) {
      console.error(err instanceof Error ? err.message : String(err));
      setState({ phase: 'idle', errorKey: 'error_network' });
    }
  });

  return (
    <div className={`container ${styles.page}`}>
      <Seo subline={t('forgot_title')} noindex />
      <section className={styles.card} aria-labelledby="forgot-title">
        <h1 id="forgot-title">{t('forgot_title')}</h1>
        {state.phase === 'sent' ? (
          <p className={styles.success} role="status" data-testid="forgot-sent">
            {t('forgot_sent')}
          </p>
        ) : (
          <>
            <p className={styles.intro}>{t('forgot_intro')}</p>
            <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate data-testid="forgot-form" aria-busy={state.phase === 'sending'}>
              {state.errorKey ? <FormAlert testId="forgot-error">{t(state.errorKey)}</FormAlert> : null}
              <TextField
                {...form.register('email')}
                label={t('email')}
                type="email"
                autoComplete="email"
                inputMode="email"
                required
                error={message('email')}
                data-testid="forgot-email"
              />
              <Button type="submit" block disabled={state.phase === 'sending'} data-testid="forgot-submit">
                {state.phase === 'sending' ? t('submitting') : t('submit_forgot')}
              </Button>
            </form>
          </>
        )}
        <p className={styles.alt}>
          <Link href="/account/login">{t('back_to_login')}</Link>
        </p>
      </section>
    </div>
  );
}
