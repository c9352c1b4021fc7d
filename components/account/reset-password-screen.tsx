import Link from 'next/link';
import { useState } from 'react';
import { Button, ButtonLink } from '@/components/common/button';
import { Seo } from '@/components/common/seo';
import { accountApiUrl, apiFetch, parseApiError } from '@/lib/api-client';
import { resetPasswordForm, type ResetPasswordFormInput } from '@/lib/contracts/auth';
import { useT } from '@/lib/i18n';
import { FormAlert, TextField } from './fields';
import { useContractForm } from './use-contract-form';
import styles from './account.module.css';

export type ResetPasswordScreenProps = { token: string | null };

type State = { phase: 'idle' | 'saving' | 'done'; errorKey: string | null };

/** /account/reset-password?token=…: sets a new password with the link from the mail. */
export function ResetPasswordScreen({ token }: ResetPasswordScreenProps) {
  const { t } = useT(['account', 'forms']);
  const [state, setState] = useState<State>({ phase: 'idle', errorKey: null });
  const { form, message } = useContractForm<ResetPasswordFormInput, { password: string }>(resetPasswordForm, { password: '' });

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setState({ phase: 'saving', errorKey: null });
    try {
      const res = await apiFetch(accountApiUrl('/v1/account/reset-password'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token, password }),
      });
      if (res.ok) return setState({ phase: 'done', errorKey: null });
      const error = parseApiError(await res.text());
      if (res.status === 429) return setState({ phase: 'idle', errorKey: 'error_rate_limited' });
      if (error?.code === 'invalid_token' || error?.details?.some((d) => d.path === 'token')) {
        return setState({ phase: 'idle', errorKey: 'error_reset_token' });
      }
      const passwordProblem = error?.details?.find((d) => d.path === 'password') as { code?: string } | undefined;
      if (passwordProblem) {
        form.setError('password', { type: 'server', message: passwordProblem.code ?? 'invalid_type' }, { shouldFocus: true });
        return setState({ phase: 'idle', errorKey: null });
      }
      setState({ phase: 'idle', errorKey: 'error_generic' });
    } catch (err) {
      console.error(err instanceof Error ? err.message : String(err));
      setState({ phase: 'idle', errorKey: 'error_network' });
    }
  });

  return (
    <div className={`container ${styles.page}`}>
      <Seo subline={t('reset_title')} noindex />
      <section className={styles.card} aria-labelledby="reset-title">
        <h1 id="reset-title">{t('reset_title')}</h1>
        {!token ? (
          <>
            <FormAlert>{t('reset_missing_token')}</FormAlert>
            <p className={styles.alt}>
              <Link href="/account/forgot-password">{t('request_new_link')}</Link>
            </p>
          </>
        ) : state.phase === 'done' ? (
          <>
            <p className={styles.success} role="status" data-testid="reset-done">
              {t('reset_done')}
            </p>
            <ButtonLink href="/account/login" block data-testid="reset-to-login">
              {t('to_login')}
            </ButtonLink>
          </>
        ) : (
          <>
            <p className={styles.intro}>{t('reset_intro')}</p>
            <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate data-testid="reset-form" aria-busy={state.phase === 'saving'}>
              {state.errorKey ? (
                <FormAlert testId="reset-error">
                  {t(state.errorKey)}{' '}
                  {state.errorKey === 'error_reset_token' ? <Link href="/account/forgot-password">{t('request_new_link')}</Link> : null}
                </FormAlert>
              ) : null}
              <TextField
                {...form.register('password')}
                label={t('new_password')}
                type="password"
                autoComplete="new-password"
                required
                hint={t('password_hint')}
                error={message('password')}
                data-testid="reset-password"
              />
              <Button type="submit" block disabled={state.phase === 'saving'} data-testid="reset-submit">
                {state.phase === 'saving' ? t('submitting') : t('submit_reset')}
              </Button>
            </form>
          </>
        )}
      </section>
    </div>
  );
}
