import { useFormContext, useWatch } from 'react-hook-form';
import { CUSTOMER_TYPES, SHIPPING_COUNTRIES } from '@/lib/checkout/types';
import type { CheckoutDraft } from '@/lib/checkout/draft';
import { Field, SelectField } from './field';
import { StepCard } from './step-card';
import { useCheckoutField } from './use-checkout-field';
import styles from './checkout.module.css';

/** Step 2: private or business, names, delivery address and an optional different billing address. */
export function AddressStep() {
  const { register, error, t } = useCheckoutField();
  const { control, getFieldState, trigger } = useFormContext<CheckoutDraft>();
  /** a new country re-judges a postal code the shopper already entered */
  const countryField = (prefix: 'shippingAddress' | 'billingAddress') => {
    const field = register(`${prefix}.country`);
    return {
      ...field,
      onChange: async (event: { target: unknown; type?: unknown }) => {
        await field.onChange(event);
        if (getFieldState(`${prefix}.postalCode`).isTouched) await trigger(`${prefix}.postalCode`);
      },
    };
  };
  const [customerType, billingDifferent] = useWatch({ control, name: ['customerType', 'billingDifferent'] });
  const business = customerType === 'business';
  const countries = SHIPPING_COUNTRIES.map((c) => ({ value: c, label: t(`checkout:country_${c}`) }));

  return (
    <StepCard id="co-address" step={2} title={t('checkout:section_shipping_address')}>
      <fieldset className={styles.choiceRow}>
        <legend className={styles.legend}>{t('checkout:section_customer')}</legend>
        {CUSTOMER_TYPES.map((type) => (
          <label key={type} className={`${styles.segment} ${customerType === type ? styles.segmentOn : ''}`}>
            <input type="radio" value={type} {...register('customerType')} data-testid={`customer-${type}`} />
            {t(`checkout:customer_${type}`)}
          </label>
        ))}
      </fieldset>
      {business ? (
        <div className={styles.businessBox}>
          <Field {...register('company')} path="company" label={t('checkout:company')} error={error('company')} autoComplete="organization" required />
          <div className={styles.row2}>
            <Field
              {...register('vatId')}
              path="vatId"
              label={t('checkout:vatId')}
              hint={t('checkout:vatId_hint')}
              error={error('vatId')}
              autoCapitalize="characters"
              spellCheck={false}
            />
            <Field {...register('poNumber')} path="poNumber" label={t('checkout:poNumber')} hint={t('checkout:poNumber_hint')} error={error('poNumber')} />
          </div>
        </div>
      ) : null}
      <div className={styles.row2}>
        <Field {...register('firstName')} path="firstName" label={t('checkout:firstName')} error={error('firstName')} autoComplete="given-name" required />
        <Field {...register('lastName')} path="lastName" label={t('checkout:lastName')} error={error('lastName')} autoComplete="family-name" required />
      </div>
      <Field {...register('shippingAddress.street')} path="shippingAddress.street" label={t('checkout:street')} error={error('shippingAddress.street')} autoComplete="shipping address-line1" required />
      <div className={styles.rowZip}>
        <Field
          {...register('shippingAddress.postalCode')}
          path="shippingAddress.postalCode"
          label={t('checkout:postalCode')}
          error={error('shippingAddress.postalCode')}
          autoComplete="shipping postal-code"
          required
        />
        <Field {...register('shippingAddress.city')} path="shippingAddress.city" label={t('checkout:city')} error={error('shippingAddress.city')} autoComplete="shipping address-level2" required />
      </div>
      <SelectField
        {...countryField('shippingAddress')}
        path="shippingAddress.country"
        label={t('checkout:country')}
        options={countries}
        error={error('shippingAddress.country')}
        autoComplete="shipping country"
      />
      <label className={styles.check}>
        <input type="checkbox" {...register('billingDifferent')} data-testid="billing-different" />
        <span>{t('checkout:billing_different')}</span>
      </label>
      {billingDifferent ? (
        <fieldset className={styles.subFieldset}>
          <legend className={styles.legend}>{t('checkout:section_billing_address')}</legend>
          <div className={styles.row2}>
            <Field {...register('billingAddress.name')} path="billingAddress.name" label={t('checkout:billing_name')} error={error('billingAddress.name')} autoComplete="billing name" required />
            <Field
              {...register('billingAddress.company')}
              path="billingAddress.company"
              label={t('checkout:billing_company')}
              error={error('billingAddress.company')}
              autoComplete="billing organization"
            />
          </div>
          <Field {...register('billingAddress.street')} path="billingAddress.street" label={t('checkout:street')} error={error('billingAddress.street')} autoComplete="billing address-line1" required />
          <div className={styles.rowZip}>
            <Field
              {...register('billingAddress.postalCode')}
              path="billingAddress.postalCode"
              label={t('checkout:postalCode')}
              error={error('billingAddress.postalCode')}
              autoComplete="billing postal-code"
              required
            />
            <Field {...register('billingAddress.city')} path="billingAddress.city" label={t('checkout:city')} error={error('billingAddress.city')} autoComplete="billing address-level2" required />
          </div>
          <SelectField
            {...countryField('billingAddress')}
            path="billingAddress.country"
            label={t('checkout:country')}
            options={countries}
            error={error('billingAddress.country')}
            autoComplete="billing country"
          />
        </fieldset>
      ) : null}
    </StepCard>
  );
}
