import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { closeDb } from '@/lib/server/db';
import { createDatabase, dropDatabase } from './pg-databases';

// Every test file owns its data. On PGlite it gets its own database directory; with DATABASE_URL
// set (the PostgreSQL suite) it gets its own throw-away database on that server, created here
// and dropped when the file ends, so files pass in any order and in parallel.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zw-it-'));
process.env.DATA_DIR = dir;
process.env.SITE_URL ??= 'http://localhost:3000';
process.env.LOG_LEVEL ??= 'error';
process.env.JWT_SECRET ??= 'integration-test-jwt-secret-0123456789abcdef';
process.env.MULTIPASS_SECRET ??= 'integration-test-multipass-secret';
// Redis (the PostgreSQL suite, events.redis.test.ts) is one server for every file and every run: each
// file keeps its rate-limit counters and event channel under a prefix of its own, so that the
// logins of an earlier run, or a checkout in a file running beside it, never reach this one
process.env.REDIS_PREFIX = `zw-it-${randomBytes(6).toString('hex')}`;
// test files create many carts from 127.0.0.1; the limit itself is tested with its own addresses
process.env.CART_CREATES_PER_HOUR ??= '1000000';

const serverUrl = process.env.DATABASE_URL;
let ownDatabase: string | undefined;

if (serverUrl) {
  const own = await createDatabase(serverUrl, 'zw_tf');
  ownDatabase = own.name;
  process.env.DATABASE_URL = own.url;
}

afterAll(async () => {
  await closeDb();
  fs.rmSync(dir, { recursive: true, force: true });
  if (serverUrl && ownDatabase) await dropDatabase(serverUrl, ownDatabase);
});
