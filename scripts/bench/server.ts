import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type BenchServer = { url: string; stop: () => Promise<void> };

/** Builds when there is no production build yet, so a benchmark never measures a stale or dev server. */
export function ensureBuild(): void {
  if (fs.existsSync(path.join(process.cwd(), '.next', 'BUILD_ID'))) return;
  console.log('no production build found: running next build --webpack …');
  const r = spawnSync('npx', ['next', 'build', '--webpack'], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error('next build failed');
}

/** Starts `next start` on a fresh data directory with demo data (or DATABASE_URL when given). */
export async function startServer(port: number, extraEnv: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zw-bench-'));
  const child: ChildProcess = spawn(process.execPath, [path.join('node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, SEED_DEMO: '1', LOG_LEVEL: 'error', SITE_URL: `http://localhost:${port}`, ...extraEnv },
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy within 120 s');
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    stop: async () => {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
      await new Promise((r) => setTimeout(r, 500));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
