import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NODE_FLAGS } from '../../server/node-flags.mjs';

/** The six listing URLs the uncached benchmarks send (bench:ssr, bench:profile, bench:compare). */
export const LISTING_PATHS = [
  '/gebrauchte-laptops',
  '/gebrauchte-laptops?brand=lenovo',
  '/gebrauchte-laptops?sort=price_asc',
  '/gebrauchte-laptops?page=2',
  '/gebrauchte-handys',
  '/gebrauchte-monitore',
];

export type BenchServer = {
  url: string;
  stop: () => Promise<void>;
  /** CPU time (user + system, ms) the server's processes have used so far; undefined without /proc */
  cpuMs: () => number | undefined;
  /** CPU time (ms) of the server's main thread alone (JavaScript: the front, Next, React); undefined without /proc */
  mainThreadCpuMs: () => number | undefined;
};

const TICKS_PER_SECOND = (() => {
  const r = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
  return Number(r.stdout?.trim()) || 100;
})();

/**
 * CPU time of every process in a process group (the server is started in a group of its own), from
 * /proc/<pid>/stat: utime and stime, the 14th and 15th fields. Threads (PGlite's) are counted with
 * their process; PostgreSQL's own processes are not in the group.
 */
function groupCpuMs(pgid: number): number | undefined {
  return procCpuMs((fields) => Number(fields[2]) === pgid);
}

/**
 * CPU time of every running process named `command` (PostgreSQL's server processes are all named
 * 'postgres'), when they run on this machine; undefined without /proc. A process that exits between
 * two readings takes its time with it, so compare readings across a run that keeps its connections.
 */
export function commandCpuMs(command: string): number | undefined {
  return procCpuMs((_fields, comm) => comm === command);
}

/**
 * A /proc stat file: the command name and the fields after it (the name is in parentheses and may
 * hold spaces; utime and stime are fields[11] and fields[12]). Undefined when it cannot be read.
 */
function readStat(file: string): { comm: string; fields: string[] } | undefined {
  let stat: string;
  try {
    stat = fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  return { comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), fields: stat.slice(stat.lastIndexOf(')') + 2).split(' ') };
}

const cpuTicks = (fields: string[]) => Number(fields[11]) + Number(fields[12]);

/** CPU time (ms) of one thread: /proc/<pid>/task/<tid>/stat. */
function threadCpuMs(pid: number, tid: number): number | undefined {
  const stat = readStat(`/proc/${pid}/task/${tid}/stat`);
  return stat ? (cpuTicks(stat.fields) * 1000) / TICKS_PER_SECOND : undefined;
}

function procCpuMs(match: (fields: string[], comm: string) => boolean): number | undefined {
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return undefined;
  }
  let ticks = 0;
  for (const pid of entries) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = readStat(`/proc/${pid}/stat`);
    if (!stat || !match(stat.fields, stat.comm)) continue;
    ticks += cpuTicks(stat.fields);
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/**
 * Creates (and prints the URL of) or drops a throw-away PostgreSQL database through
 * scripts/pg-testdb.mjs; throws with its message when PostgreSQL cannot be reached.
 */
export function pgTestDb(action: 'create' | 'drop', name: string): string {
  return execFileSync(process.execPath, ['scripts/pg-testdb.mjs', action, name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

/** Builds when there is no production build yet, so a benchmark never measures a stale or dev server. */
export function ensureBuild(): void {
  if (fs.existsSync(path.join(process.cwd(), '.next', 'BUILD_ID'))) return;
  console.log('no production build found: running next build --webpack …');
  const r = spawnSync('npx', ['next', 'build', '--webpack'], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error('next build failed');
}

/** Builds the bare reference app (scripts/bench/bare-app) when it has no production build yet. */
export function ensureBareBuild(): void {
  if (fs.existsSync(path.join(BARE_APP, '.next', 'BUILD_ID'))) return;
  console.log('building the bare reference app (scripts/bench/bare-app) …');
  const r = spawnSync('npx', ['next', 'build', BARE_APP, '--webpack'], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error('next build of the bare reference app failed');
}

export const BARE_APP = path.join('scripts', 'bench', 'bare-app');
const NEXT_BIN = path.join('node_modules', 'next', 'dist', 'bin', 'next');

/** Starts the bare reference app: a plain Next.js page rendering a 24-item grid on every request. */
export function startBareServer(port: number): Promise<BenchServer> {
  return launch([NEXT_BIN, 'start', BARE_APP, '-p', String(port)], port, '/', {});
}

/**
 * Starts the production server (server/index.mjs: the front with its micro-cache, and Next) on a
 * fresh data directory with demo data (or DATABASE_URL when given).
 * `DATABASE_URL: ''` in extraEnv forces the embedded PGlite database even when the shell sets one.
 * `cwd`: the checkout whose server and build to start (default: this one).
 */
export async function startServer(port: number, extraEnv: Record<string, string> = {}, cwd = process.cwd()): Promise<BenchServer> {
  return launch([...NODE_FLAGS, path.join('server', 'index.mjs'), '-p', String(port)], port, '/api/health', extraEnv, cwd);
}

async function launch(args: string[], port: number, healthPath: string, extraEnv: Record<string, string>, cwd = process.cwd()): Promise<BenchServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zw-bench-'));
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, SEED_DEMO: '1', LOG_LEVEL: 'error', SITE_URL: `http://localhost:${port}`, ...extraEnv };
  if (env.DATABASE_URL === '') delete env.DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env,
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      const res = await fetch(`${url}${healthPath}`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
      throw new Error(`node ${args.join(' ')}: ${healthPath} did not answer within 120 s`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    cpuMs: () => groupCpuMs(child.pid!),
    mainThreadCpuMs: () => threadCpuMs(child.pid!, child.pid!),
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

/** The handle of the first laptop the catalog API lists (a product page to measure), or undefined. */
export async function productHandle(url: string): Promise<string | undefined> {
  try {
    const res = await fetch(`${url}/api/products?category=laptops`);
    if (!res.ok) return undefined;
    const body = (await res.json()) as { items?: { handle?: string }[] };
    return body.items?.[0]?.handle;
  } catch {
    return undefined;
  }
}
