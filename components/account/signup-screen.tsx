import Link from 'next/link';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/common/button';
import { Seo } from '@/components/common/seo';
import { CUSTOMER_TYPES, registration, type CustomerType, type Registration, type RegistrationInput } from '@/lib/contracts/customer';
import { useT } from '@/lib/i18n';
import { useAuthStore } from '@/stores/auth';
import { BusyStatus, FormAlert, TextField } from './fields';
import { failureMessageKey } from './messages';
import { useAuthTargets } from './use-auth-targets';
import { useContractForm } from './use-contract-form';
import styles from './account.module.css';

export type SignupScreenProps = {
  redirectTo: string | null;
  /** preselected customer type (`?type=business`, e.g. from the checkout's invoice hint) */
  initialType?: CustomerType;
};

type SignupValues = RegistrationInput;

/**
 * /account/signup: private/business switch; the registration contract judges the form in the
 * browser and again on the server, which names any field it refuses.
 */
export function SignupScreen({ redirectTo, initialType = 'private' }: SignupScreenProps) {
  const { t, locale } = useT(['account', 'forms']);
  const targets = useAuthTargets(redirectTo);
  const { status, failure, register: registerAccount, clearError } = useAuthStore();
  const [invalid, setInvalid] = useState(false);
  const { form, message } = useContractForm<SignupValues, Registration>(
    registration,
    { email: '', password: '', firstName: '', lastName: '', customerType: initialType, company: '', vatId: '', phone: '', newsletter: false, acceptTerms: false },
    // hidden business fields leave the form: a private customer's stray VAT ID is not judged
    { shouldUnregister: true },
  );
  const { register, handleSubmit, setError, control } = form;
  const customerType = useWatch({ control, name: 'customerType' });

  useEffect(() => clearError(), [clearError]);

  // fields the server refused come back with their codes
  useEffect(() => {
    if (failure?.step !== 'register') return;
    for (const issue of failure.issues) setError(issue.path as keyof SignupValues, { type: 'server', message: issue.code });
  }, [failure, setError]);

  const onSubmit = handleSubmit(
    (data) => {
      setInvalid(false);
      const business = data.customerType === 'business';
      return registerAccount(
        {
          email: data.email,
          password: data.password,
          firstName: data.firstName,
          lastName: data.lastName,
          customerType: data.customerType,
          ...(business ? { company: data.company, vatId: data.vatId } : {}),
          phone: data.phone,
          newsletter: data.newsletter,
          acceptTerms: data.acceptTerms,
          locale,
        },
        targets,
      );
    },
    () => setInvalid(true),
  );

  const messageKey = invalid ? 'error_register_invalid' : failureMessageKey(failure);
  const busy = status !== 'idle';
  const terms = message('acceptTerms');
  return (
    <div className={`container ${styles.page}`}>
      <Seo subline={t('signup_title')} noindex />
      <section className={`${styles.card} ${styles.wide}`} aria-labelledby="signup-title">
        <h1 id="signup-title">{t('signup_title')}</h1>
        <p className={styles.intro}>{t('signup_intro')}</p>
        {status === 'redirecting' ? (
          <BusyStatus>{t('redirecting')}</BusyStatus>
        ) : (
          <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate data-testid="signup-form" aria-busy={busy}>
            {messageKey ? <FormAlert testId="signup-error">{t(messageKey)}</FormAlert> : null}
            <fieldset className={styles.switch}>
              <legend>{t('customer_type')}</legend>
              <div className={styles.switchOptions}>
                {CUSTOMER_TYPES.map((type) => (
                  <label key={type} className={styles.switchOption}>
                    <input type="radio" value={type} {...register('customerType')} data-testid={`customer-type-${type}`} />
                    <span>{t(`customer_type_${type}`)}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <div className={styles.row}>
              <TextField {...register('firstName')} label={t('first_name')} autoComplete="given-name" required error={message('firstName')} data-testid="signup-first-name" />
              <TextField {...register('lastName')} label={t('last_name')} autoComplete="family-name" required error={message('lastName')} data-testid="signup-last-name" />
            </div>
            {customerType === 'business' ? (
              <div className={styles.row}>
                <TextField {...register('company')} label={t('company')} autoComplete="organization" required error={message('company')} data-testid="signup-company" />
                <TextField
                  {...register('vatId')}
                  label={t('vat_id')}
                  hint={t('vat_id_hint')}
                  error={message('vatId')}
                  autoCapitalize="characters"
                  spellCheck={false}
                  data-testid="signup-vat-id"
                />
              </div>
            ) : null}
            <TextField
              {...register('email')}
              label={t('email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              error={message('email')}
              data-testid="signup-email"
            />
            <TextField
              {...register('password')}
              label={t('password')}
              type="password"
              autoComplete="new-password"
              required
              hint={t('password_hint')}
              error={message('password')}
              data-testid="signup-password"
            />
            <TextField {...register('phone')} label={t('phone')} type="tel" autoComplete="tel" error={message('phone')} data-testid="signup-phone" />
            <label className={styles.check}>
              <input type="checkbox" {...register('newsletter')} data-testid="signup-newsletter" />
              <span>{t('newsletter_opt_in')}</span>
            </label>
            <div className={styles.field}>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  {...register('acceptTerms')}
                  aria-required="true"
                  aria-invalid={terms ? true : undefined}
                  aria-describedby={terms ? 'accept-terms-error' : undefined}
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
              {terms ? (
                <span id="accept-terms-error" className={styles.fieldError} data-testid="signup-terms-error">
                  {terms}
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
