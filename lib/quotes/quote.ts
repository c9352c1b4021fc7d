/** Days a quote's prices hold (mirrors QUOTE_VALID_DAYS of the schema). */
const QUOTE_DAYS = 14;

const DAY_MS = 86_400_000;

/** What the account shows of a quote: open (orderable), ordered, or expired (open but past its date). */
export type QuoteState = 'open' | 'ordered' | 'expired';

/** The instant a quote made at `createdAt` stops being orderable: exactly 14 days later. */
export function quoteValidUntil(createdAt: Date, days = QUOTE_DAYS): Date {
  return new Date(createdAt.getTime() + days * DAY_MS);
}

/** The state of a quote at `now`; an ordered quote stays ordered whatever its date. */
export function quoteState(q: { status: 'open' | 'ordered'; validUntil: Date | string }, now: Date = new Date()): QuoteState {
  if (q.status === 'ordered') return 'ordered';
  const until = typeof q.validUntil === 'string' ? new Date(q.validUntil) : q.validUntil;
  return now.getTime() < until.getTime() ? 'open' : 'expired';
}

/** A line as it is fixed on a quote: unit price × quantity. */
export function quoteLineTotal(unitPriceCents: number, quantity: number): number {
  if (!Number.isInteger(unitPriceCents) || unitPriceCents < 0) throw new RangeError(`unit price must be non-negative cents, got ${unitPriceCents}`);
  if (!Number.isInteger(quantity) || quantity < 1) throw new RangeError(`quantity must be a positive integer, got ${quantity}`);
  return unitPriceCents * quantity;
}

/** Units beyond stock a customer can ask sales for: what is wanted above what is there (0 when stock suffices). */
export function missingUnits(wanted: number, stock: number): number {
  return Math.max(0, wanted - Math.max(0, stock));
}
