// @vitest-environment node
import * as crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';

// count scrypt derivations and their cost parameters, still computing them for real
vi.mock('node:crypto', async (importOriginal) => {
  const real = await importOriginal<typeof crypto>();
  return { ...real, scrypt: vi.fn(real.scrypt) };
});

import { burnPasswordCheck, hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('hashes with scrypt and a random salt, and verifies', async () => {
    const a = await hashPassword('correct horse battery');
    const b = await hashPassword('correct horse battery');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse battery', a)).toBe(true);
    expect(await verifyPassword('correct horse batterY', a)).toBe(false);
  });

  it('refuses malformed or weakened hashes instead of throwing', async () => {
    for (const bad of ['', 'plain', 'scrypt$1$1$1$x$y', 'bcrypt$a$b$c$d$e', 'scrypt$99999999$8$1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA']) {
      expect(await verifyPassword('whatever-password', bad)).toBe(false);
    }
  });

  it('burns the same work for unknown accounts as a real check does', async () => {
    const scrypt = vi.mocked(crypto.scrypt);
    const stored = await hashPassword('a-real-password-123');
    await burnPasswordCheck('warm-up'); // the dummy hash is made once per process
    scrypt.mockClear();
    await verifyPassword('a-guess-at-the-password', stored);
    const real = scrypt.mock.calls.map((c) => c[3]);
    scrypt.mockClear();
    await burnPasswordCheck('a-guess-at-the-password');
    const burnt = scrypt.mock.calls.map((c) => c[3]);
    expect(real).toHaveLength(1);
    // one derivation with the same cost (N, r, p) as verifying against a stored hash
    expect(burnt).toEqual(real);
    expect(burnt[0]).toMatchObject({ N: 32768, r: 8, p: 1 });
  });
});
