import '@/lib/server/only';
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Customer data carried by a Multipass token (Shopify's format; more fields may be added). */
export type MultipassCustomer = {
  email: string;
  /** ISO 8601; the token is refused when this is older than the allowed age */
  created_at: string;
  /** same-site path to land on after sign-in */
  return_to?: string;
  [field: string]: unknown;
};

/** Tokens older than this are refused, ms (15 minutes). */
export const MULTIPASS_MAX_AGE_MS = 15 * 60 * 1000;
/** Allowed clock skew for a created_at in the future, ms. */
const FUTURE_SKEW_MS = 60 * 1000;

const IV_LENGTH = 16;
const SIGNATURE_LENGTH = 32;

type Keys = { encryption: Buffer; signing: Buffer };

/** Shopify's key derivation: SHA-256 of the secret, first 16 bytes encrypt, last 16 bytes sign. */
function keysFor(secret: string): Keys {
  const digest = createHash('sha256').update(secret, 'utf8').digest();
  return { encryption: digest.subarray(0, 16), signing: digest.subarray(16, 32) };
}

/** Builds a Multipass token: AES-128-CBC (random IV) + HMAC-SHA256 over IV‖ciphertext, URL-safe base64. */
export function encodeMultipass(customer: MultipassCustomer, secret: string): string {
  const { encryption, signing } = keysFor(secret);
  const iv = randomBytes(IV_LENGTH);
  const cipher = createCipheriv('aes-128-cbc', encryption, iv);
  const ciphertext = Buffer.concat([iv, cipher.update(JSON.stringify(customer), 'utf8'), cipher.final()]);
  const signature = createHmac('sha256', signing).update(ciphertext).digest();
  // Shopify's reference (Ruby urlsafe_encode64) keeps the '=' padding
  return Buffer.concat([ciphertext, signature]).toString('base64').replace(/\+/g, '-').replace(/\//g, '_');
}

type MultipassFailure = 'malformed' | 'signature' | 'expired' | 'payload';
export type MultipassResult =
  | { ok: true; customer: MultipassCustomer; /** SHA-256 hex of the decoded token bytes: the replay-guard key */ tokenId: string }
  | { ok: false; reason: MultipassFailure };

/**
 * Verifies (constant-time HMAC comparison first, then decryption) and checks the age of a
 * Multipass token. Replay protection needs storage and is done by the caller.
 */
export function decodeMultipass(token: string, secret: string, now = Date.now()): MultipassResult {
  if (typeof token !== 'string' || token.length === 0 || token.length > 8192 || !/^[A-Za-z0-9_\-+/]+=*$/.test(token)) {
    return { ok: false, reason: 'malformed' };
  }
  const raw = Buffer.from(token.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  // IV + at least one AES block + signature
  if (raw.length < IV_LENGTH + 16 + SIGNATURE_LENGTH || (raw.length - SIGNATURE_LENGTH) % 16 !== 0) {
    return { ok: false, reason: 'malformed' };
  }
  const { encryption, signing } = keysFor(secret);
  const ciphertext = raw.subarray(0, raw.length - SIGNATURE_LENGTH);
  const signature = raw.subarray(raw.length - SIGNATURE_LENGTH);
  const expected = createHmac('sha256', signing).update(ciphertext).digest();
  if (!timingSafeEqual(signature, expected)) return { ok: false, reason: 'signature' };
  let customer: unknown;
  try {
    const decipher = createDecipheriv('aes-128-cbc', encryption, ciphertext.subarray(0, IV_LENGTH));
    const plain = Buffer.concat([decipher.update(ciphertext.subarray(IV_LENGTH)), decipher.final()]).toString('utf8');
    customer = JSON.parse(plain);
  } catch {
    return { ok: false, reason: 'payload' };
  }
  if (!isCustomer(customer)) return { ok: false, reason: 'payload' };
  const created = Date.parse(customer.created_at);
  if (Number.isNaN(created)) return { ok: false, reason: 'payload' };
  if (now - created > MULTIPASS_MAX_AGE_MS || created - now > FUTURE_SKEW_MS) return { ok: false, reason: 'expired' };
  // hashed from the bytes, not the text: base64 variants of one token share one id
  return { ok: true, customer, tokenId: createHash('sha256').update(raw).digest('hex') };
}

function isCustomer(value: unknown): value is MultipassCustomer {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.email === 'string' &&
    typeof v.created_at === 'string' &&
    (v.return_to === undefined || typeof v.return_to === 'string')
  );
}
