// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configurationProblems, env, EnvError, resetEnvForTests } from './env';

const saved = { ...process.env };
let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zw-env-'));
  for (const k of ['JWT_SECRET', 'MULTIPASS_SECRET', 'DATABASE_URL', 'REDIS_URL', 'SITE_URL', 'PORT', 'TRUST_PROXY', 'LOG_LEVEL', 'SMTP_URL']) delete process.env[k];
  process.env.DATA_DIR = dir;
  resetEnvForTests();
});

afterEach(() => {
  process.env = { ...saved };
  resetEnvForTests();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('env', () => {
  it('lists every invalid setting, one line each, naming the variable', () => {
    process.env.PORT = 'eighty';
    process.env.SITE_URL = 'not a url';
    process.env.DATABASE_URL = 'mysql://db/shop';
    process.env.TRUST_PROXY = 'yes';
    process.env.JWT_SECRET = 'short';
    const problems = configurationProblems();
    expect(problems).toHaveLength(5);
    for (const name of ['PORT', 'SITE_URL', 'DATABASE_URL', 'TRUST_PROXY', 'JWT_SECRET']) {
      expect(problems.filter((p) => p.startsWith(`${name}: `))).toHaveLength(1);
    }
    expect(() => env()).toThrow(EnvError);
  });

  it('accepts an empty value as unset and applies defaults', () => {
    process.env.SITE_URL = '';
    process.env.TRUST_PROXY = '';
    expect(configurationProblems()).toEqual([]);
    expect(env().SITE_URL).toBe('http://localhost:3000');
    expect(env().TRUST_PROXY).toBe(0);
  });

  it('takes REDIS_PREFIX as the start of key and channel names: zw unless set, refused if it could break a key', () => {
    delete process.env.REDIS_PREFIX;
    expect(env().REDIS_PREFIX).toBe('zw');
    process.env.REDIS_PREFIX = 'shop:staging_2.eu-west';
    resetEnvForTests();
    expect(env().REDIS_PREFIX).toBe('shop:staging_2.eu-west');
    for (const bad of ['zw staging', 'x'.repeat(65), 'zw*', 'zw/staging']) {
      process.env.REDIS_PREFIX = bad;
      resetEnvForTests();
      expect(configurationProblems()).toEqual(['REDIS_PREFIX: must be 1 to 64 of: letters, digits . _ : -']);
    }
  });

  it('takes TRUST_PROXY as a number of hops', () => {
    process.env.TRUST_PROXY = '2';
    expect(env().TRUST_PROXY).toBe(2);
  });

  it('creates DATA_DIR/secrets.json (mode 600) when secrets are not set, and reuses it', () => {
    const first = env().JWT_SECRET;
    const file = path.join(dir, 'secrets.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    resetEnvForTests();
    expect(env().JWT_SECRET).toBe(first);
    expect(first.length).toBeGreaterThanOrEqual(32);
  });

  it('refuses a malformed secrets.json instead of using empty or new keys', () => {
    fs.writeFileSync(path.join(dir, 'secrets.json'), '{"JWT_SECRET": ');
    const problems = configurationProblems();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('secrets.json: not valid JSON');
    // the file is left as it was: nothing overwrote it
    expect(fs.readFileSync(path.join(dir, 'secrets.json'), 'utf8')).toBe('{"JWT_SECRET": ');
  });

  it('refuses a secrets.json with missing or short keys', () => {
    fs.writeFileSync(path.join(dir, 'secrets.json'), JSON.stringify({ JWT_SECRET: '', MULTIPASS_SECRET: 'x'.repeat(20) }));
    const problems = configurationProblems();
    expect(problems).toEqual([expect.stringMatching(/secrets\.json: JWT_SECRET must be at least 32 characters/)]);
    expect(() => env().JWT_SECRET).toThrow(EnvError);
  });

  it('does not need secrets.json when both secrets are set', () => {
    process.env.JWT_SECRET = 'j'.repeat(32);
    process.env.MULTIPASS_SECRET = 'm'.repeat(16);
    fs.writeFileSync(path.join(dir, 'secrets.json'), 'garbage');
    expect(configurationProblems()).toEqual([]);
    expect(env().JWT_SECRET).toBe('j'.repeat(32));
  });
});
