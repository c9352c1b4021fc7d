/** Crockford's base32 alphabet: no I, L, O, U, so a serial read aloud or typed is unambiguous. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A serial number `ZW-XXXX-XXXX` from 8 random bytes (40 bits of the 64 used): about a trillion
 * values, so collisions are practically impossible; the database's unique index still guards them.
 */
export function serialFromBytes(bytes: Uint8Array): string {
  if (bytes.length < 8) throw new Error('serialFromBytes needs 8 bytes');
  let out = '';
  for (let i = 0; i < 8; i++) out += ALPHABET[bytes[i]! & 31];
  return `ZW-${out.slice(0, 4)}-${out.slice(4)}`;
}

/** `YYYY-MM-DD` a number of months after a calendar date, clamped to the month's last day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(d, last);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The calendar date of an instant in Germany, `YYYY-MM-DD`. */
export function berlinDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
