// @vitest-environment node
import { createCipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import { decodeMultipass, encodeMultipass, MULTIPASS_MAX_AGE_MS } from './multipass';

const SECRET = 'unit-test-multipass-secret-0123456789';
const now = Date.parse('2026-03-01T12:00:00Z');
const customer = { email: 'kunde@zweitwerk.de', created_at: new Date(now).toISOString(), return_to: '/account' };

function flip(token: string, index: number): string {
  const raw = Buffer.from(token.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  raw[index] = raw[index]! ^ 0x01;
  return raw.toString('base64').replace(/\+/g, '-').replace(/\//g, '_');
}

describe('Multipass', () => {
  it('round-trips the customer data and uses URL-safe base64', () => {
    const token = encodeMultipass(customer, SECRET);
    expect(token).toMatch(/^[A-Za-z0-9_-]+=*$/);
    const result = decodeMultipass(token, SECRET, now + 1000);
    expect(result).toMatchObject({ ok: true, customer });
  });

  it('uses a random IV: the same data gives different tokens', () => {
    expect(encodeMultipass(customer, SECRET)).not.toBe(encodeMultipass(customer, SECRET));
  });

  it("is Shopify's format: SHA-256(secret) → 16 bytes AES-128-CBC key, 16 bytes HMAC key over IV‖ciphertext", () => {
    const digest = createHash('sha256').update(SECRET).digest();
    const iv = randomBytes(16);
    const cipher = createCipheriv('aes-128-cbc', digest.subarray(0, 16), iv);
    const ciphertext = Buffer.concat([iv, cipher.update(JSON.stringify(customer)), cipher.final()]);
    const signature = createHmac('sha256', digest.subarray(16, 32)).update(ciphertext).digest();
    const foreign = Buffer.concat([ciphertext, signature]).toString('base64url');
    expect(decodeMultipass(foreign, SECRET, now)).toMatchObject({ ok: true, customer });
  });

  it('refuses a tampered ciphertext, IV or signature', () => {
    const token = encodeMultipass(customer, SECRET);
    for (const index of [0, 16, 40]) expect(decodeMultipass(flip(token, index), SECRET, now)).toEqual({ ok: false, reason: 'signature' });
    const raw = Buffer.from(token.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    expect(decodeMultipass(flip(token, raw.length - 1), SECRET, now)).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses a token signed with another secret', () => {
    const token = encodeMultipass(customer, 'another-secret-entirely-0123');
    expect(decodeMultipass(token, SECRET, now)).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses tokens older than 15 minutes and from the future', () => {
    const token = encodeMultipass(customer, SECRET);
    expect(decodeMultipass(token, SECRET, now + MULTIPASS_MAX_AGE_MS - 1000).ok).toBe(true);
    expect(decodeMultipass(token, SECRET, now + MULTIPASS_MAX_AGE_MS + 1000)).toEqual({ ok: false, reason: 'expired' });
    expect(decodeMultipass(token, SECRET, now - 5 * 60 * 1000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses malformed input', () => {
    for (const bad of ['', 'abc', 'not base64!', 'A'.repeat(9000), Buffer.alloc(40).toString('base64url')]) {
      expect(decodeMultipass(bad, SECRET, now).ok).toBe(false);
    }
  });

  it('refuses a validly signed payload without the required fields', () => {
    const token = encodeMultipass({ created_at: customer.created_at } as never, SECRET);
    expect(decodeMultipass(token, SECRET, now)).toEqual({ ok: false, reason: 'payload' });
  });

  it('gives padded and unpadded forms of one token the same replay id', () => {
    const token = encodeMultipass(customer, SECRET);
    const a = decodeMultipass(token, SECRET, now);
    const b = decodeMultipass(token.replace(/=+$/, ''), SECRET, now);
    expect(a.ok && b.ok && a.tokenId === b.tokenId).toBe(true);
  });
});
