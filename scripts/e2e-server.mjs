// Starts the production server (server/index.mjs: the front and Next) for the browser tests on a
// fresh embedded database seeded with demo data.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NODE_FLAGS } from '../server/node-flags.mjs';

const port = process.env.E2E_PORT ?? '3210';
// one fixed directory per port, emptied at every start: a killed run leaves at most one behind
const dataDir = path.join(process.cwd(), '.test-data', `e2e-${port}`);
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
// tests that read the mail outbox (DATA_DIR/outbox) find this run's data directory here
const dataDirFile = path.join(os.tmpdir(), `zw-e2e-${port}.datadir`);
fs.writeFileSync(dataDirFile, dataDir);
const child = spawn(process.execPath, [...NODE_FLAGS, path.join('server', 'index.mjs'), '-p', port], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: '1',
    SITE_URL: process.env.SITE_URL ?? `http://localhost:${port}`,
    JWT_SECRET: 'e2e-jwt-secret-0123456789abcdef0123456789',
    MULTIPASS_SECRET: 'e2e-multipass-secret-0123456789',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // each test sends its own X-Forwarded-For (tests/e2e/support.ts), as visitors behind one proxy
    TRUST_PROXY: '1',
    // a test's extra browser contexts and requests outside the test fixture all come from 127.0.0.1
    CART_CREATES_PER_HOUR: '1000000',
    LOGIN_ATTEMPTS_PER_IP: '1000000',
  },
});
const stop = () => {
  child.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(dataDirFile, { force: true });
  process.exit(code ?? 0);
});
