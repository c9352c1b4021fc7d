import Link from 'next/link';
import { Field } from './field';
import { StepCard } from './step-card';
import { useCheckoutField } from './use-checkout-field';
import styles from './checkout.module.css';

/** Step 1: e-mail for the confirmation and an optional phone number. */
export function ContactStep({ signedIn, loginHref }: { signedIn: boolean; loginHref: string }) {
  const { register, error, t } = useCheckoutField();
  return (
    <StepCard id="co-contact" step={1} title={t('checkout:section_contact')}>
      {!signedIn ? (
        <p className={styles.loginHint}>
          {t('checkout:login_hint')} <Link href={loginHref}>{t('checkout:login_link')}</Link>
        </p>
      ) : null}
      <Field
        {...register('email')}
        path="email"
        label={t('checkout:email')}
        hint={t('checkout:email_hint')}
        error={error('email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
      />
      <Field {...register('phone')} path="phone" label={t('checkout:phone')} hint={t('checkout:phone_hint')} error={error('phone')} type="tel" autoComplete="tel" />
    </StepCard>
  );
}
