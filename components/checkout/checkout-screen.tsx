import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { v4 as uuidv4 } from 'uuid';
import { useT } from '@/lib/i18n';
import { CartApiError, submitCheckout } from '@/lib/cart-client';
import { clearDraft, draftToRequest, idempotencyKeyFor, loadDraft, saveDraft, type CheckoutDraft, type CheckoutPrefill } from '@/lib/checkout/draft';
import { formatPrice as formatMoney } from '@/lib/catalog/money';
import { SHIPPING_COUNTRIES } from '@/lib/checkout/types';
import { validateCheckout, type FieldErrors } from '@/lib/checkout/validation';
import { siteConfig } from '@/lib/site-config';
import { useCartStore } from '@/stores/cart';
import { ButtonLink } from '../common/button';
import { Seo } from '../common/seo';
import { CartSummary } from '../cart/cart-summary';
import { LineImage } from '../cart/line-image';
import { Field, fieldId, SelectField } from './field';
import styles from './checkout.module.css';

export type CheckoutScreenProps = { prefill: CheckoutPrefill | null };

type Status = { kind: 'idle' } | { kind: 'submitting' } | { kind: 'failed'; messageKey: string };

/** Field paths in the order they appear, so the first invalid one gets the focus. */
const FIELD_ORDER = [
  'email',
  'phone',
  'customerType',
  'company',
  'vatId',
  'poNumber',
  'firstName',
  'lastName',
  'shippingAddress.street',
  'shippingAddress.postalCode',
  'shippingAddress.city',
  'shippingAddress.country',
  'billingAddress.name',
  'billingAddress.company',
  'billingAddress.street',
  'billingAddress.postalCode',
  'billingAddress.city',
  'billingAddress.country',
  'paymentMethod',
  'acceptTerms',
];

const noSubscribe = () => () => {};

/**
 * The checkout page. The form renders in the browser only, so it starts from the draft saved in
 * sessionStorage (nothing typed is lost on a reload) without a hydration mismatch.
 */
export function CheckoutScreen({ prefill }: CheckoutScreenProps) {
  const { t } = useT(['checkout', 'cart']);
  const hydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  if (!hydrated) {
    return (
      <div className={`container ${styles.page}`}>
        <Seo subline={t('checkout:title')} noindex />
        <h1 className={styles.title}>{t('checkout:heading')}</h1>
        <p role="status">{t('cart:loading')}</p>
      </div>
    );
  }
  return <CheckoutForm prefill={prefill} />;
}

/** Contact, customer type, addresses, shipping, payment, summary, terms and the order button. */
function CheckoutForm({ prefill }: CheckoutScreenProps) {
  const { t, locale } = useT(['checkout', 'cart', 'common']);
  const router = useRouter();
  const cart = useCartStore((s) => s.cart);
  const cartStatus = useCartStore((s) => s.status);
  const reloadCart = useCartStore((s) => s.load);

  const [draft, setDraft] = useState<CheckoutDraft>(() => loadDraft(prefill));
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [showAll, setShowAll] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    saveDraft(draft);
  }, [draft]);

  const request = useMemo(() => draftToRequest(draft, cart?.id ?? '', locale), [draft, cart?.id, locale]);
  const clientErrors = useMemo(() => validateCheckout(request), [request]);
  const visibleErrors: FieldErrors = {};
  for (const [path, code] of Object.entries(clientErrors)) if (showAll || touched[path]) visibleErrors[path] = code;
  for (const [path, code] of Object.entries(serverErrors)) visibleErrors[path] ??= code;

  const message = (path: string): string | undefined => {
    const code = visibleErrors[path];
    if (!code) return undefined;
    if (code === 'required') {
      const field = path.split('.').pop()!;
      const specific = `checkout:error_required_${field}`;
      return t(specific, { defaultValue: t('checkout:error_required') });
    }
    return t(`checkout:error_${code}`);
  };

  const update = (change: (d: CheckoutDraft) => CheckoutDraft, paths: string[]) => {
    setDraft((d) => change(d));
    if (Object.keys(serverErrors).length > 0) {
      setServerErrors((e) => {
        const next = { ...e };
        for (const p of paths) delete next[p];
        return next;
      });
    }
  };
  const touch = (path: string) => setTouched((s) => (s[path] ? s : { ...s, [path]: true }));

  const text = (path: string, get: (d: CheckoutDraft) => string, set: (d: CheckoutDraft, v: string) => CheckoutDraft) => ({
    path,
    value: get(draft),
    onChange: (e: { target: { value: string } }) => update((d) => set(d, e.target.value), [path]),
    onBlur: () => touch(path),
    error: message(path),
  });

  const countryOptions = SHIPPING_COUNTRIES.map((c) => ({ value: c, label: t(`checkout:country_${c}`) }));
  const business = draft.customerType === 'business';
  const errorCount = Object.keys(visibleErrors).length;

  const focusFirstError = (errors: FieldErrors) => {
    const first = FIELD_ORDER.find((p) => errors[p]);
    if (!first) return;
    const el = document.getElementById(first === 'paymentMethod' ? 'co-payment-prepayment' : fieldId(first));
    el?.focus();
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (status.kind === 'submitting' || !cart) return;
    setShowAll(true);
    if (Object.keys(clientErrors).length > 0) {
      setStatus({ kind: 'idle' });
      focusFirstError(clientErrors);
      return;
    }
    setStatus({ kind: 'submitting' });
    try {
      const key = idempotencyKeyFor(cart.id, uuidv4);
      const result = await submitCheckout(request, key);
      clearDraft();
      await router.push(`/thank-you/${encodeURIComponent(result.orderNumber)}`);
      // the cart's checkout completed: the spec's load sequence now starts a new cart
      void reloadCart({ force: true });
    } catch (err) {
      if (err instanceof CartApiError && err.code === 'invalid_checkout' && err.details && typeof err.details === 'object') {
        const details = err.details as FieldErrors;
        setServerErrors(details);
        setStatus({ kind: 'failed', messageKey: 'checkout:error_summary' });
        focusFirstError(details);
        return;
      }
      const code = err instanceof CartApiError ? err.code : 'network';
      const known = ['out_of_stock', 'cart_completed', 'cart_empty'];
      if (known.includes(code)) void reloadCart({ force: true });
      setStatus({ kind: 'failed', messageKey: known.includes(code) ? `checkout:error_${code}` : err instanceof CartApiError ? 'checkout:error_generic' : 'checkout:error_network' });
      summaryRef.current?.focus();
    }
  };

  const lines = cart?.lines ?? [];
  if (cartStatus === 'ready' && lines.length === 0 && status.kind !== 'submitting') {
    return (
      <div className={`container ${styles.page}`}>
        <Seo subline={t('checkout:title')} noindex />
        <h1 className={styles.title}>{t('checkout:title')}</h1>
        <div className={styles.emptyBox} data-testid="checkout-empty">
          <h2>{t('checkout:empty_title')}</h2>
          <p>{t('checkout:empty_text')}</p>
          <ButtonLink href="/gebrauchte-laptops">{t('cart:empty_cta')}</ButtonLink>
        </div>
      </div>
    );
  }

  return (
    <div className={`container ${styles.page}`}>
      <Seo subline={t('checkout:title')} noindex />
      <div className={styles.head}>
        <h1 className={styles.title}>{t('checkout:heading')}</h1>
        <p className={styles.secure}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M7 10V7a5 5 0 0 1 10 0v3M5 10h14v11H5z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          </svg>
          {t('checkout:secure_note')}
        </p>
      </div>
      {prefill ? <p className={styles.prefilled}>{t('checkout:prefilled', { email: prefill.email })}</p> : null}

      <div ref={summaryRef} tabIndex={-1} className={styles.alertSlot}>
        {status.kind === 'failed' || (showAll && errorCount > 0) ? (
          <div className={styles.alert} role="alert" data-testid="checkout-error">
            {status.kind === 'failed' && status.messageKey !== 'checkout:error_summary' ? t(status.messageKey) : t('checkout:error_summary', { count: errorCount })}
          </div>
        ) : null}
      </div>

      <form className={styles.grid} onSubmit={onSubmit} noValidate data-testid="checkout-form">
        <div className={styles.main}>
          <section className={styles.card} aria-labelledby="co-contact">
            <h2 id="co-contact" className={styles.cardTitle}>
              <span className={styles.step} aria-hidden="true">1</span>
              {t('checkout:section_contact')}
            </h2>
            {!prefill ? (
              <p className={styles.loginHint}>
                {t('checkout:login_hint')} <Link href={`/account/login?redirectTo=${encodeURIComponent('/checkout')}`}>{t('checkout:login_link')}</Link>
              </p>
            ) : null}
            <Field
              {...text('email', (d) => d.email, (d, v) => ({ ...d, email: v }))}
              label={t('checkout:email')}
              hint={t('checkout:email_hint')}
              type="email"
              autoComplete="email"
              inputMode="email"
              required
            />
            <Field {...text('phone', (d) => d.phone, (d, v) => ({ ...d, phone: v }))} label={t('checkout:phone')} hint={t('checkout:phone_hint')} type="tel" autoComplete="tel" />
          </section>

          <section className={styles.card} aria-labelledby="co-address">
            <h2 id="co-address" className={styles.cardTitle}>
              <span className={styles.step} aria-hidden="true">2</span>
              {t('checkout:section_shipping_address')}
            </h2>
            <fieldset className={styles.choiceRow}>
              <legend className={styles.legend}>{t('checkout:section_customer')}</legend>
              {(['private', 'business'] as const).map((type) => (
                <label key={type} className={`${styles.segment} ${draft.customerType === type ? styles.segmentOn : ''}`}>
                  <input
                    type="radio"
                    name="customerType"
                    value={type}
                    checked={draft.customerType === type}
                    onChange={() =>
                      update(
                        (d) => ({ ...d, customerType: type, paymentMethod: type === 'private' && d.paymentMethod === 'invoice' ? 'prepayment' : d.paymentMethod }),
                        ['customerType', 'paymentMethod'],
                      )
                    }
                    data-testid={`customer-${type}`}
                  />
                  {t(`checkout:customer_${type}`)}
                </label>
              ))}
            </fieldset>
            {business ? (
              <div className={styles.businessBox}>
                <Field {...text('company', (d) => d.company, (d, v) => ({ ...d, company: v }))} label={t('checkout:company')} autoComplete="organization" required />
                <div className={styles.row2}>
                  <Field
                    {...text('vatId', (d) => d.vatId, (d, v) => ({ ...d, vatId: v }))}
                    label={t('checkout:vatId')}
                    hint={t('checkout:vatId_hint')}
                    autoCapitalize="characters"
                    spellCheck={false}
                  />
                  <Field {...text('poNumber', (d) => d.poNumber, (d, v) => ({ ...d, poNumber: v }))} label={t('checkout:poNumber')} hint={t('checkout:poNumber_hint')} />
                </div>
              </div>
            ) : null}
            <div className={styles.row2}>
              <Field {...text('firstName', (d) => d.firstName, (d, v) => ({ ...d, firstName: v }))} label={t('checkout:firstName')} autoComplete="given-name" required />
              <Field {...text('lastName', (d) => d.lastName, (d, v) => ({ ...d, lastName: v }))} label={t('checkout:lastName')} autoComplete="family-name" required />
            </div>
            <Field
              {...text('shippingAddress.street', (d) => d.shipping.street, (d, v) => ({ ...d, shipping: { ...d.shipping, street: v } }))}
              label={t('checkout:street')}
              autoComplete="shipping address-line1"
              required
            />
            <div className={styles.rowZip}>
              <Field
                {...text('shippingAddress.postalCode', (d) => d.shipping.postalCode, (d, v) => ({ ...d, shipping: { ...d.shipping, postalCode: v } }))}
                label={t('checkout:postalCode')}
                autoComplete="shipping postal-code"
                required
              />
              <Field
                {...text('shippingAddress.city', (d) => d.shipping.city, (d, v) => ({ ...d, shipping: { ...d.shipping, city: v } }))}
                label={t('checkout:city')}
                autoComplete="shipping address-level2"
                required
              />
            </div>
            <SelectField
              path="shippingAddress.country"
              label={t('checkout:country')}
              value={draft.shipping.country}
              options={countryOptions}
              onChange={(v) => update((d) => ({ ...d, shipping: { ...d.shipping, country: v } }), ['shippingAddress.country', 'shippingAddress.postalCode'])}
              autoComplete="shipping country"
              error={message('shippingAddress.country')}
            />
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={draft.billingDifferent}
                onChange={(e) => update((d) => ({ ...d, billingDifferent: e.target.checked }), [])}
                data-testid="billing-different"
              />
              <span>{t('checkout:billing_different')}</span>
            </label>
            {draft.billingDifferent ? (
              <fieldset className={styles.subFieldset}>
                <legend className={styles.legend}>{t('checkout:section_billing_address')}</legend>
                <div className={styles.row2}>
                  <Field
                    {...text('billingAddress.name', (d) => d.billing.name, (d, v) => ({ ...d, billing: { ...d.billing, name: v } }))}
                    label={t('checkout:billing_name')}
                    autoComplete="billing name"
                    required
                  />
                  <Field
                    {...text('billingAddress.company', (d) => d.billing.company, (d, v) => ({ ...d, billing: { ...d.billing, company: v } }))}
                    label={t('checkout:billing_company')}
                    autoComplete="billing organization"
                  />
                </div>
                <Field
                  {...text('billingAddress.street', (d) => d.billing.street, (d, v) => ({ ...d, billing: { ...d.billing, street: v } }))}
                  label={t('checkout:street')}
                  autoComplete="billing address-line1"
                  required
                />
                <div className={styles.rowZip}>
                  <Field
                    {...text('billingAddress.postalCode', (d) => d.billing.postalCode, (d, v) => ({ ...d, billing: { ...d.billing, postalCode: v } }))}
                    label={t('checkout:postalCode')}
                    autoComplete="billing postal-code"
                    required
                  />
                  <Field
                    {...text('billingAddress.city', (d) => d.billing.city, (d, v) => ({ ...d, billing: { ...d.billing, city: v } }))}
                    label={t('checkout:city')}
                    autoComplete="billing address-level2"
                    required
                  />
                </div>
                <SelectField
                  path="billingAddress.country"
                  label={t('checkout:country')}
                  value={draft.billing.country}
                  options={countryOptions}
                  onChange={(v) => update((d) => ({ ...d, billing: { ...d.billing, country: v } }), ['billingAddress.country', 'billingAddress.postalCode'])}
                  autoComplete="billing country"
                  error={message('billingAddress.country')}
                />
              </fieldset>
            ) : null}
          </section>

          <section className={styles.card} aria-labelledby="co-shipping">
            <h2 id="co-shipping" className={styles.cardTitle}>
              <span className={styles.step} aria-hidden="true">3</span>
              {t('checkout:section_shipping')}
            </h2>
            <div className={`${styles.option} ${styles.optionOn}`}>
              <span className={styles.optionText}>
                <strong>{t('checkout:shipping_standard')}</strong>
                <span className={styles.optionHint}>{t('checkout:shipping_standard_hint')}</span>
              </span>
              <strong className={styles.optionPrice}>{formatMoney(siteConfig.shippingCents, locale)}</strong>
            </div>
          </section>

          <section className={styles.card} aria-labelledby="co-payment">
            <h2 id="co-payment" className={styles.cardTitle}>
              <span className={styles.step} aria-hidden="true">4</span>
              {t('checkout:section_payment')}
            </h2>
            <fieldset className={styles.options} aria-describedby={visibleErrors.paymentMethod ? 'co-paymentMethod-error' : undefined}>
              <legend className="visually-hidden">{t('checkout:section_payment')}</legend>
              {(['prepayment', 'invoice'] as const).map((method) => {
                const disabled = method === 'invoice' && !business;
                return (
                  <label key={method} className={`${styles.option} ${draft.paymentMethod === method ? styles.optionOn : ''} ${disabled ? styles.optionDisabled : ''}`}>
                    <input
                      id={`co-payment-${method}`}
                      type="radio"
                      name="paymentMethod"
                      value={method}
                      checked={draft.paymentMethod === method}
                      disabled={disabled}
                      onChange={() => update((d) => ({ ...d, paymentMethod: method }), ['paymentMethod'])}
                      data-testid={`payment-${method}`}
                    />
                    <span className={styles.optionText}>
                      <strong>{t(`checkout:payment_${method}`)}</strong>
                      <span className={styles.optionHint}>{disabled ? t('checkout:payment_invoice_business_only') : t(`checkout:payment_${method}_hint`)}</span>
                    </span>
                  </label>
                );
              })}
            </fieldset>
            {message('paymentMethod') ? (
              <p id="co-paymentMethod-error" className={styles.fieldError} data-testid="error-paymentMethod">
                {message('paymentMethod')}
              </p>
            ) : null}
          </section>
        </div>

        <aside className={styles.side} aria-labelledby="co-summary">
          <div className={styles.summaryCard}>
            <div className={styles.summaryHead}>
              <h2 id="co-summary" className={styles.cardTitle}>
                {t('checkout:section_summary')}
              </h2>
              <Link href="/cart" className={styles.editCart}>
                {t('checkout:edit_cart')}
              </Link>
            </div>
            {lines.length === 0 ? <p role="status">{t('cart:loading')}</p> : null}
            <ul className={styles.summaryLines}>
              {lines.map((l) => (
                <li key={l.id} className={styles.summaryLine} data-testid="checkout-line">
                  <span className={styles.summaryImage}>
                    <LineImage category={l.category} family={l.family} size="sm" />
                    <span className={styles.qtyBadge} aria-hidden="true">
                      {l.quantity}
                    </span>
                  </span>
                  <span className={styles.summaryText}>
                    <span className={styles.summaryTitle}>
                      <span className="visually-hidden">{l.quantity} × </span>
                      {l.title}
                    </span>
                    <span className={styles.summaryMeta}>
                      {t('cart:grade', { grade: l.grade })}
                      {l.options ? ` · ${l.options}` : ''}
                    </span>
                  </span>
                  <span className={styles.summaryPrice}>{formatMoney(l.lineTotalCents, locale)}</span>
                </li>
              ))}
            </ul>
            {cart && lines.length > 0 ? <CartSummary {...cart} testId="checkout-summary" /> : null}

            <div className={styles.terms}>
              <label className={`${styles.check} ${visibleErrors.acceptTerms ? styles.checkInvalid : ''}`}>
                <input
                  id={fieldId('acceptTerms')}
                  type="checkbox"
                  checked={draft.acceptTerms}
                  onChange={(e) => update((d) => ({ ...d, acceptTerms: e.target.checked }), ['acceptTerms'])}
                  aria-invalid={visibleErrors.acceptTerms ? true : undefined}
                  aria-describedby={visibleErrors.acceptTerms ? 'co-acceptTerms-error' : undefined}
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
                  {!business ? (
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
              {message('acceptTerms') ? (
                <p id="co-acceptTerms-error" className={styles.fieldError} data-testid="error-acceptTerms">
                  {message('acceptTerms')}
                </p>
              ) : null}
            </div>
            <button type="submit" className={styles.submit} disabled={status.kind === 'submitting' || !cart || lines.length === 0} data-testid="place-order">
              {status.kind === 'submitting' ? t('checkout:submitting') : t('checkout:submit')}
            </button>
            <p className={styles.requiredNote}>{t('checkout:required_note')}</p>
          </div>
        </aside>
      </form>
    </div>
  );
}
