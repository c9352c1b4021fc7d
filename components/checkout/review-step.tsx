import Link from 'next/link';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatPrice } from '@/lib/catalog/money';
import type { CheckoutDraft } from '@/lib/checkout/draft';
import { FieldError, fieldId } from './field';
import { StepCard } from './step-card';
import { useCheckoutField } from './use-checkout-field';
import styles from './checkout.module.css';

export type ReviewStepProps = {
  totalCents: number | null;
  submitting: boolean;
  canSubmit: boolean;
  locale: 'de' | 'en';
};

/**
 * Step 5, the end of the form: the total, the terms box and `Zahlungspflichtig bestellen`
 * directly below it (§ 312j BGB: the button follows the essential information).
 */
export function ReviewStep({ totalCents, submitting, canSubmit, locale }: ReviewStepProps) {
  const { register, error, t } = useCheckoutField();
  const { control } = useFormContext<CheckoutDraft>();
  const [customerType, paymentMethod] = useWatch({ control, name: ['customerType', 'paymentMethod'] });
  const terms = error('acceptTerms');
  const id = fieldId('acceptTerms');

  return (
    <StepCard id="co-review" step={5} title={t('checkout:section_review')}>
      {totalCents !== null ? (
        <p className={styles.reviewTotal} data-testid="review-total">
          <span>{t('checkout:review_total')}</span>
          <strong>{formatPrice(totalCents, locale)}</strong>
        </p>
      ) : null}
      <p className={styles.reviewPayment}>{t('checkout:review_payment', { method: t(`checkout:payment_${paymentMethod}`) })}</p>
      <div className={styles.terms} data-testid="terms-box">
        <label className={`${styles.check} ${terms ? styles.checkInvalid : ''}`}>
          <input
            id={id}
            type="checkbox"
            {...register('acceptTerms')}
            aria-invalid={terms ? true : undefined}
            aria-describedby={terms ? `${id}-error` : undefined}
            data-testid="accept-terms"
          />
          <span>
            {t('checkout:terms_before')}
            <Link href="/terms-conditions" target="_blank" rel="noopener">
              {t('checkout:terms_link')}
            </Link>
            {t('checkout:terms_middle')}
            <Link href="/privacy-notice" target="_blank" rel="noopener">
              {t('checkout:privacy_link')}
            </Link>
            {t('checkout:terms_after')}
            {customerType !== 'business' ? (
              <>
                {t('checkout:withdrawal_before')}
                <Link href="/terms-conditions#withdrawal" target="_blank" rel="noopener">
                  {t('checkout:withdrawal_link')}
                </Link>
                {t('checkout:withdrawal_after')}
              </>
            ) : null}
          </span>
        </label>
        <FieldError id={id} path="acceptTerms" error={terms} />
      </div>
      <button type="submit" className={styles.submit} disabled={submitting || !canSubmit} data-testid="place-order">
        {submitting ? t('checkout:submitting') : t('checkout:submit')}
      </button>
      <p className={styles.requiredNote}>{t('checkout:required_note')}</p>
    </StepCard>
  );
}
