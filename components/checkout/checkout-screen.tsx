import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors, type Path } from 'react-hook-form';
import { v4 as uuidv4 } from 'uuid';
import { useT } from '@/lib/i18n';
import { CartApiError, submitCheckout } from '@/lib/cart-client';
import { clearDraft, idempotencyKeyFor, invoiceAllowedFor, loadDraft, saveDraft, type CheckoutDraft, type CheckoutPrefill } from '@/lib/checkout/draft';
import { checkoutFormSchema } from '@/lib/checkout/form-schema';
import type { OrderDetails } from '@/lib/contracts/checkout';
import { useCartStore } from '@/stores/cart';
import { ButtonLink } from '../common/button';
import { Seo } from '../common/seo';
import { AddressStep } from './address-step';
import { ContactStep } from './contact-step';
import { OrderSummary } from './order-summary';
import { PaymentStep } from './payment-step';
import { ReviewStep } from './review-step';
import { ShippingStep } from './shipping-step';
import styles from './checkout.module.css';

export type CheckoutScreenProps = { prefill: CheckoutPrefill | null };

type Status = { kind: 'idle' } | { kind: 'submitting' } | { kind: 'failed'; messageKey: string };

const noSubscribe = () => () => {};

/** Order-level answers of POST /api/checkout that have their own message. */
const KNOWN_FAILURES = ['out_of_stock', 'cart_completed', 'cart_empty', 'invoice_not_allowed'] as const;

/** How many fields carry an error (nested address errors count one by one). */
function countErrors(errors: FieldErrors | Record<string, unknown>): number {
  let n = 0;
  for (const value of Object.values(errors)) {
    if (!value || typeof value !== 'object') continue;
    if ('message' in value && typeof (value as { message?: unknown }).message === 'string') n += 1;
    else n += countErrors(value as Record<string, unknown>);
  }
  return n;
}

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

/**
 * The five steps (contact, addresses, shipping, payment, review with terms and the order button)
 * beside the order summary. Validation is the checkout contract through react-hook-form; the
 * server answers with the same codes.
 */
function CheckoutForm({ prefill }: CheckoutScreenProps) {
  const { t, locale } = useT(['checkout', 'cart', 'common']);
  const router = useRouter();
  const cart = useCartStore((s) => s.cart);
  const cartStatus = useCartStore((s) => s.status);
  const reloadCart = useCartStore((s) => s.load);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const alertRef = useRef<HTMLDivElement>(null);

  const form = useForm<CheckoutDraft, unknown, OrderDetails>({
    defaultValues: loadDraft(prefill),
    resolver: zodResolver(checkoutFormSchema),
    mode: 'onTouched',
  });
  const { control, handleSubmit, setValue, setError, setFocus, formState } = form;

  // nothing typed is lost on a reload (the terms acceptance is never stored)
  useEffect(() => form.subscribe({ formState: { values: true }, callback: ({ values }) => saveDraft(values) }), [form]);

  const invoiceAccount = invoiceAllowedFor(prefill);
  const [customerType, paymentMethod] = useWatch({ control, name: ['customerType', 'paymentMethod'] });
  useEffect(() => {
    if (paymentMethod === 'invoice' && !(invoiceAccount && customerType === 'business')) setValue('paymentMethod', 'prepayment');
  }, [customerType, paymentMethod, invoiceAccount, setValue]);

  const prefix = locale === 'en' ? '/en' : '';
  const back = encodeURIComponent(`${prefix}/checkout`);
  const loginHref = `/account/login?redirectTo=${back}`;
  const signupHref = `/account/signup?type=business&redirectTo=${back}`;

  /** `details` are the draft as the contract returns it: trimmed, normalised, business fields only for businesses. */
  const onValid = async (details: OrderDetails) => {
    if (status.kind === 'submitting' || !cart) return;
    setStatus({ kind: 'submitting' });
    try {
      const key = idempotencyKeyFor(cart.id, uuidv4);
      const result = await submitCheckout({ ...details, cartId: cart.id, locale }, key);
      clearDraft();
      await router.push(`/thank-you/${encodeURIComponent(result.orderNumber)}`);
      // the cart's checkout completed: the spec's load sequence now starts a new cart
      void reloadCart({ force: true });
    } catch (err) {
      if (err instanceof CartApiError && err.code === 'invalid_request' && Array.isArray(err.details)) {
        const details = err.details as { path: string; code: string }[];
        for (const d of details) setError(d.path as Path<CheckoutDraft>, { type: 'server', message: d.code });
        setStatus({ kind: 'failed', messageKey: 'checkout:error_summary' });
        if (details[0]) setFocus(details[0].path as Path<CheckoutDraft>);
        return;
      }
      const code = err instanceof CartApiError ? err.code : 'network';
      const known = (KNOWN_FAILURES as readonly string[]).includes(code);
      if (known && code !== 'invoice_not_allowed') void reloadCart({ force: true });
      setStatus({ kind: 'failed', messageKey: known ? `checkout:error_${code}` : err instanceof CartApiError ? 'checkout:error_generic' : 'checkout:error_network' });
      alertRef.current?.focus();
    }
  };

  const errorCount = countErrors(formState.errors);
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

  const showSummary = status.kind === 'failed' || (formState.isSubmitted && errorCount > 0);
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

      <div ref={alertRef} tabIndex={-1} className={styles.alertSlot}>
        {showSummary ? (
          <div className={styles.alert} role="alert" data-testid="checkout-error">
            {status.kind === 'failed' && status.messageKey !== 'checkout:error_summary'
              ? t(status.messageKey)
              : t('checkout:error_summary', { count: Math.max(errorCount, 1) })}
          </div>
        ) : null}
      </div>

      <div className={styles.grid}>
        <OrderSummary cart={cart} />
        <FormProvider {...form}>
          <form
            className={styles.main}
            onSubmit={(e) => void handleSubmit(onValid, () => setStatus({ kind: 'idle' }))(e)}
            noValidate
            data-testid="checkout-form"
          >
            <ContactStep signedIn={!!prefill} loginHref={loginHref} />
            <AddressStep />
            <ShippingStep />
            <PaymentStep invoiceAccount={invoiceAccount} signupHref={signupHref} loginHref={loginHref} />
            <ReviewStep totalCents={cart && lines.length > 0 ? cart.totalCents : null} submitting={status.kind === 'submitting'} canSubmit={!!cart && lines.length > 0} locale={locale} />
          </form>
        </FormProvider>
      </div>
    </div>
  );
}
