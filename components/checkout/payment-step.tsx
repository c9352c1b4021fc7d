import Link from 'next/link';
import { useFormContext, useWatch } from 'react-hook-form';
import { PAYMENT_METHODS } from '@/lib/checkout/types';
import type { CheckoutDraft } from '@/lib/checkout/draft';
import { FieldError, fieldId } from './field';
import { StepCard } from './step-card';
import { useCheckoutField } from './use-checkout-field';
import styles from './checkout.module.css';

export type PaymentStepProps = {
  /** the signed-in account is a business account: only then is invoice offered */
  invoiceAccount: boolean;
  signupHref: string;
  loginHref: string;
};

/**
 * Step 4: prepayment for everyone; pay on invoice (goods ship before payment) only for a
 * signed-in business account ordering as a business. Everyone else is told why and where to go.
 */
export function PaymentStep({ invoiceAccount, signupHref, loginHref }: PaymentStepProps) {
  const { register, error, t } = useCheckoutField();
  const { control } = useFormContext<CheckoutDraft>();
  const [customerType, paymentMethod] = useWatch({ control, name: ['customerType', 'paymentMethod'] });
  const message = error('paymentMethod');
  const id = fieldId('paymentMethod');

  return (
    <StepCard id="co-payment" step={4} title={t('checkout:section_payment')}>
      <fieldset className={styles.options} aria-describedby={message ? `${id}-error` : undefined}>
        <legend className="visually-hidden">{t('checkout:section_payment')}</legend>
        {PAYMENT_METHODS.map((method) => {
          const disabled = method === 'invoice' && !(invoiceAccount && customerType === 'business');
          const hintId = `co-payment-${method}-hint`;
          return (
            <div key={method} className={`${styles.option} ${paymentMethod === method ? styles.optionOn : ''} ${disabled ? styles.optionDisabled : ''}`}>
              <input
                id={`co-payment-${method}`}
                type="radio"
                value={method}
                disabled={disabled}
                aria-describedby={hintId}
                {...register('paymentMethod')}
                data-testid={`payment-${method}`}
              />
              <span className={styles.optionText}>
                <label htmlFor={`co-payment-${method}`}>
                  <strong>{t(`checkout:payment_${method}`)}</strong>
                </label>
                <span id={hintId} className={styles.optionHint} data-testid={`payment-${method}-hint`}>
                  {method === 'invoice' && !invoiceAccount ? (
                    <>
                      {t('checkout:payment_invoice_account_only')}{' '}
                      <Link href={signupHref} data-testid="invoice-signup">
                        {t('checkout:payment_invoice_signup')}
                      </Link>{' '}
                      {t('checkout:payment_invoice_or')}{' '}
                      <Link href={loginHref} data-testid="invoice-login">
                        {t('checkout:payment_invoice_login')}
                      </Link>
                      .
                    </>
                  ) : disabled ? (
                    t('checkout:payment_invoice_business_only')
                  ) : (
                    t(`checkout:payment_${method}_hint`)
                  )}
                </span>
              </span>
            </div>
          );
        })}
      </fieldset>
      <FieldError id={id} path="paymentMethod" error={message} />
    </StepCard>
  );
}
