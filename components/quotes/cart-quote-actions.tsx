import { useRouter } from 'next/router';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/common/button';
import { AccountApiError, accountPost } from '@/lib/account-client';
import type { CartLine } from '@/lib/checkout/types';
import { QUOTE_REQUEST_MAX_QUANTITY, QUOTE_REQUEST_MESSAGE_MAX } from '@/lib/contracts/quotes';
import { useT } from '@/lib/i18n';
import styles from './quotes.module.css';

/**
 * "Create quote": the cart becomes a numbered quote with fixed prices and the browser goes to it.
 * The cart page and the cart sidebar show this one button (its texts live in the `cart`
 * namespace, which every page loads for the sidebar); `onCreated` runs once the quote's page is
 * shown (the sidebar closes itself there). `compact` (the sidebar) leaves the hint out on phones,
 * where the panel's footer would otherwise hide the cart lines.
 */
export function CreateQuoteButton({ cartId, onCreated, compact = false, testId = 'cart-create-quote' }: { cartId: string; onCreated?: () => void; compact?: boolean; testId?: string }) {
  const { t, locale } = useT('cart');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function create() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const quote = await accountPost<{ id: string }>('/v1/account/quotes', { cartId, locale });
      await router.push(`/account/quotes/${quote.id}`);
      onCreated?.();
    } catch (err) {
      setError(t(err instanceof AccountApiError && err.code === 'address_required' ? 'quote_error_address' : 'quote_error_generic'));
      setBusy(false);
    }
  }

  return (
    <div className={styles.createQuote}>
      <Button variant="secondary" block onClick={() => void create()} disabled={busy} aria-disabled={busy} data-testid={testId}>
        {busy ? t('quote_creating') : t('quote_button')}
      </Button>
      <p className={`${styles.hint} ${compact ? styles.hintWide : ''}`}>{t('quote_hint')}</p>
      {error ? (
        <p className={styles.alert} role="alert" data-testid={`${testId}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Asking sales for more units of a cart line than are in stock. */
function QuantityRequestForm({ lines }: { lines: CartLine[] }) {
  const { t, locale } = useT('quotes');
  const uid = useId();
  const [variantId, setVariantId] = useState(lines[0]!.variantId);
  const line = lines.find((l) => l.variantId === variantId) ?? lines[0]!;
  const [quantity, setQuantity] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ quantity?: string; message?: string; form?: string }>({});
  const [sent, setSent] = useState<number | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const n = Number(quantity);
    const next: typeof errors = {};
    if (!/^\d+$/.test(quantity.trim()) || n <= line.available || n > QUOTE_REQUEST_MAX_QUANTITY) next.quantity = t('request_error_quantity', { stock: line.available });
    if (message.length > QUOTE_REQUEST_MESSAGE_MAX) next.message = t('request_error_message');
    setErrors(next);
    if (next.quantity || next.message) return;
    setBusy(true);
    try {
      await accountPost('/v1/account/quote-requests', { variantId: line.variantId, quantity: n, message, locale });
      setSent(n);
      setQuantity('');
      setMessage('');
    } catch (err) {
      setErrors({ form: err instanceof AccountApiError && err.code === 'quantity_in_stock' ? t('request_error_quantity', { stock: line.available }) : t('error_generic') });
    } finally {
      setBusy(false);
    }
  }

  const qErr = `${uid}-quantity-error`;
  const mErr = `${uid}-message-error`;
  return (
    <details className={styles.request} data-testid="cart-quote-request">
      <summary>{t('request_toggle')}</summary>
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        {lines.length > 1 ? (
          <div className={styles.field}>
            <label htmlFor={`${uid}-variant`} className={styles.label}>
              {t('col_item')}
            </label>
            <select id={`${uid}-variant`} className={styles.input} value={variantId} onChange={(e) => setVariantId(Number(e.target.value))}>
              {lines.map((l) => (
                <option key={l.variantId} value={l.variantId}>
                  {l.title} · {l.sku}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <p className={styles.hint}>{t('request_intro', { stock: line.available })}</p>
        <div className={styles.field}>
          <label htmlFor={`${uid}-quantity`} className={styles.label}>
            {t('request_quantity')}
          </label>
          <input
            id={`${uid}-quantity`}
            className={styles.input}
            inputMode="numeric"
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
            aria-invalid={errors.quantity ? true : undefined}
            aria-describedby={errors.quantity ? qErr : undefined}
            data-testid="quote-request-quantity"
          />
          {errors.quantity ? (
            <p id={qErr} className={styles.fieldError}>
              {errors.quantity}
            </p>
          ) : null}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${uid}-message`} className={styles.label}>
            {t('request_message')}
          </label>
          <textarea
            id={`${uid}-message`}
            className={styles.input}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? mErr : undefined}
          />
          {errors.message ? (
            <p id={mErr} className={styles.fieldError}>
              {errors.message}
            </p>
          ) : null}
        </div>
        {errors.form ? (
          <p className={styles.alert} role="alert">
            {errors.form}
          </p>
        ) : null}
        <div role="status" aria-live="polite">
          {sent !== null ? (
            <p className={styles.success} data-testid="quote-request-sent">
              {t('request_sent', { quantity: sent })}
            </p>
          ) : null}
        </div>
        <div>
          <Button type="submit" variant="secondary" disabled={busy} data-testid="quote-request-submit">
            {busy ? t('request_sending') : t('request_submit')}
          </Button>
        </div>
      </form>
    </details>
  );
}

/** The business customer's extras in the cart: turn it into a quote, or ask sales for more than is in stock. */
export function CartQuoteActions({ cartId, lines }: { cartId: string; lines: CartLine[] }) {
  return (
    <div className={styles.cartBox} data-testid="cart-quote-actions">
      <CreateQuoteButton cartId={cartId} />
      {lines.length > 0 ? <QuantityRequestForm lines={lines} /> : null}
    </div>
  );
}
