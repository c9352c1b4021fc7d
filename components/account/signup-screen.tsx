import Link from 'next/link';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/common/button';
import { Seo } from '@/components/common/seo';
import { useT } from '@/lib/i18n';
import { useAuthStore } from '@/stores/auth';
import { BusyStatus, FormAlert, TextField } from './fields';
import { failureMessageKey, fieldErrorKey } from './messages';
import { useAuthTargets } from './use-auth-targets';
import styles from './account.module.css';

export type SignupScreenProps = { redirectTo: string | null };

/** /account/signup: private/business switch; the server validates, the form shows its verdict per field. */
export function SignupScreen({ redirectTo }: SignupScreenProps) {
  const { t, locale } = useT('account');
  const targets = useAuthTargets(redirectTo);
  const { status, failure, register, clearError } = useAuthStore();
  const [customerType, setCustomerType] = useState<'private' | 'business'>('private');

  useEffect(() => clearError(), [clearError]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    void register(
      {
        email: text('email'),
        password: text('password'),
        firstName: text('firstName'),
        lastName: text('lastName'),
        customerType,
        ...(customerType === 'business' ? { company: text('company'), vatId: text('vatId') } : {}),
        phone: text('phone'),
        newsletter: form.get('newsletter') === 'on',
        acceptTerms: form.get('acceptTerms') === 'on',
        locale,
      },
      targets,
    );
  };

  const fields = failure?.step === 'register' ? failure.fields : [];
  const fieldError = (name: Parameters<typeof fieldErrorKey>[1]) => {
    const key = fieldErrorKey(fields, name);
    return key ? t(key) : null;
  };
  const messageKey = failureMessageKey(failure);
  const busy = status !== 'idle';
  return (
    <div className={`container ${styles.page}`}>
      <Seo subline={t('signup_title')} noindex />
      <section className={`${styles.card} ${styles.wide}`} aria-labelledby="signup-title">
        <h1 id="signup-title">{t('signup_title')}</h1>
        <p className={styles.intro}>{t('signup_intro')}</p>
        {status === 'redirecting' ? (
          <BusyStatus>{t('redirecting')}</BusyStatus>
        ) : (
          <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="signup-form" aria-busy={busy}>
            {messageKey ? <FormAlert testId="signup-error">{t(messageKey)}</FormAlert> : null}
            <fieldset className={styles.switch}>
              <legend>{t('customer_type')}</legend>
              <div className={styles.switchOptions}>
                {(['private', 'business'] as const).map((type) => (
                  <label key={type} className={styles.switchOption}>
                    <input
                      type="radio"
                      name="customerType"
                      value={type}
                      checked={customerType === type}
                      onChange={() => setCustomerType(type)}
                      data-testid={`customer-type-${type}`}
                    />
                    <span>{t(`customer_type_${type}`)}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <div className={styles.row}>
              <TextField label={t('first_name')} name="firstName" autoComplete="given-name" required error={fieldError('firstName')} data-testid="signup-first-name" />
              <TextField label={t('last_name')} name="lastName" autoComplete="family-name" required error={fieldError('lastName')} data-testid="signup-last-name" />
            </div>
            {customerType === 'business' ? (
              <div className={styles.row}>
                <TextField label={t('company')} name="company" autoComplete="organization" required error={fieldError('company')} data-testid="signup-company" />
                <TextField label={t('vat_id')} name="vatId" hint={t('vat_id_hint')} error={fieldError('vatId')} data-testid="signup-vat-id" />
              </div>
            ) : null}
            <TextField label={t('email')} name="email" type="email" autoComplete="email" inputMode="email" required error={fieldError('email')} data-testid="signup-email" />
            <TextField
              label={t('password')}
              name="password"
              type="password"
              autoComplete="new-password"
              required
              hint={t('password_hint')}
              error={fieldError('password')}
              data-testid="signup-password"
            />
            <TextField label={t('phone')} name="phone" type="tel" autoComplete="tel" error={fieldError('phone')} data-testid="signup-phone" />
            <label className={styles.check}>
              <input type="checkbox" name="newsletter" data-testid="signup-newsletter" />
              <span>{t('newsletter_opt_in')}</span>
            </label>
            <div className={styles.field}>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  name="acceptTerms"
                  aria-required="true"
                  aria-invalid={fieldError('acceptTerms') ? true : undefined}
                  aria-describedby={fieldError('acceptTerms') ? 'accept-terms-error' : undefined}
                  data-testid="signup-accept-terms"
                />
                <span>
                  {t('accept_terms_before')}
                  <Link href="/terms-conditions">{t('accept_terms_link')}</Link>
                  {t('accept_terms_middle')}
                  <Link href="/privacy-notice">{t('privacy_link')}</Link>
                  {t('accept_terms_after')}
                  <span className={styles.required} aria-hidden="true">
                    {' '}
                    *
                  </span>
                </span>
              </label>
              {fieldError('acceptTerms') ? (
                <span id="accept-terms-error" className={styles.fieldError}>
                  {fieldError('acceptTerms')}
                </span>
              ) : null}
            </div>
            <p className={styles.hint}>{t('required_hint')}</p>
            <Button type="submit" block disabled={busy} aria-disabled={busy} data-testid="signup-submit">
              {status === 'submitting' ? t('submitting') : t('submit_signup')}
            </Button>
          </form>
        )}
        <p className={styles.alt}>
          {t('have_account')}{' '}
          <Link href={redirectTo ? { pathname: '/account/login', query: { redirectTo } } : '/account/login'}>{t('to_login')}</Link>
        </p>
      </section>
    </div>
  );
}
