import { describe, expect, it, vi } from 'vitest';

// server-only guard: these pure modules are tested under jsdom
vi.mock('@/lib/server/only', () => ({}));
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

  it('burns the same work for unknown accounts and always says no', async () => {
    expect(await burnPasswordCheck('anything-at-all')).toBe(false);
  });
});
