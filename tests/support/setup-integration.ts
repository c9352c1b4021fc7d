import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { closeDb } from '@/lib/server/db';

// Each test file (its own process) gets its own embedded database directory; with DATABASE_URL
// set, every file shares the run's throw-away PostgreSQL database instead.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zw-it-'));
process.env.DATA_DIR = dir;
process.env.SITE_URL ??= 'http://localhost:3000';
process.env.LOG_LEVEL ??= 'error';
process.env.JWT_SECRET ??= 'integration-test-jwt-secret-0123456789abcdef';
process.env.MULTIPASS_SECRET ??= 'integration-test-multipass-secret';

afterAll(async () => {
  await closeDb();
  fs.rmSync(dir, { recursive: true, force: true });
});
