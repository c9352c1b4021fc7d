import Link from 'next/link';
import { useEffect, useState } from 'react';
import { Button } from '@/components/common/button';
import { Seo } from '@/components/common/seo';
import { login as loginContract, type LoginInput } from '@/lib/contracts/auth';
import { useT } from '@/lib/i18n';
import { useAuthStore } from '@/stores/auth';
import { BusyStatus, FormAlert, TextField } from './fields';
import { failureMessageKey } from './messages';
import { useAuthTargets } from './use-auth-targets';
import { useContractForm } from './use-contract-form';
import styles from './account.module.css';

export type LoginScreenProps = {
  /** same-site path to land on after sign-in (already sanitised by the server) */
  redirectTo: string | null;
};

/** /account/login: credentials form; a visitor who is still signed in goes straight through single sign-on. */
export function LoginScreen({ redirectTo }: LoginScreenProps) {
  const { t } = useT(['account', 'forms']);
  const targets = useAuthTargets(redirectTo);
  const { status, failure, login, resumeSession, clearError } = useAuthStore();
  const { form, message } = useContractForm<LoginInput, { email: string; password: string }>(loginContract, { email: '', password: '' });
  const [invalid, setInvalid] = useState(false);

  useEffect(() => {
    clearError();
    void resumeSession(targets);
  }, [clearError, resumeSession, targets]);

  const onSubmit = form.handleSubmit(
    ({ email, password }) => {
      setInvalid(false);
      return login(email, password, targets);
    },
    () => setInvalid(true),
  );

  const busy = status !== 'idle';
  const messageKey = invalid ? 'error_login_missing' : failureMessageKey(failure);
  return (
    <div className={`container ${styles.page}`}>
      <Seo subline={t('login_title')} noindex />
      <section className={styles.card} aria-labelledby="login-title">
        <h1 id="login-title">{t('login_title')}</h1>
        <p className={styles.intro}>{t('login_intro')}</p>
        {status === 'redirecting' ? (
          <BusyStatus>{t('redirecting')}</BusyStatus>
        ) : (
          <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate data-testid="login-form" aria-busy={busy}>
            {messageKey ? <FormAlert testId="login-error">{t(messageKey)}</FormAlert> : null}
            <TextField
              {...form.register('email')}
              label={t('email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              error={message('email')}
              data-testid="login-email"
            />
            <TextField
              {...form.register('password')}
              label={t('password')}
              type="password"
              autoComplete="current-password"
              required
              error={message('password')}
              data-testid="login-password"
            />
            <Link href="/account/forgot-password" className={styles.inlineLink} data-testid="forgot-link">
              {t('forgot_link')}
            </Link>
            <Button type="submit" block disabled={busy} aria-disabled={busy} data-testid="login-submit">
              {status === 'submitting' ? t('submitting') : t('submit_login')}
            </Button>
          </form>
        )}
        <p className={styles.alt}>
          {t('no_account')}{' '}
          <Link href={redirectTo ? { pathname: '/account/signup', query: { redirectTo } } : '/account/signup'} data-testid="signup-link">
            {t('to_signup')}
          </Link>
        </p>
      </section>
    </div>
  );
}
