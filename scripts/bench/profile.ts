// Where the uncached listing time goes: starts the production server (server/index.mjs, the front
// and Next in one process) under Node's CPU profiler with the caches off (PAGE_CACHE_MS=0
// CATALOG_CACHE_MS=0, PGlite unless DATABASE_URL is set), sends the six listing URLs of bench:ssr
// for PROFILE_SECONDS (default 20, after 12 s of warm-up) with 16 connections, stops the server and prints self time by
// package/area and the 30 most expensive functions.
// The .cpuprofile stays in reports/profile/ for Chrome's performance panel.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { NODE_FLAGS } from '../../server/node-flags.mjs';
import { LISTING_PATHS, ensureBuild } from './server';

const SECONDS = Number(process.env.PROFILE_SECONDS ?? 20);
const WARM_SECONDS = 12;
const PORT = 3470;
type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; hitCount?: number; children?: number[] };
type CpuProfile = { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] };

/** A readable area for a script URL: the npm package, the app's own code, Node internals or the engine. */
function areaOf(url: string, functionName: string): string {
  if (!url) return functionName === '(garbage collector)' ? 'garbage collection' : functionName === '(idle)' || functionName === '(program)' ? functionName : 'native/engine';
  if (url.startsWith('node:')) return 'node internals';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    const pkg = rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
    if (pkg === 'next') return `next/${rest.slice(1, 4).join('/')}`;
    return pkg;
  }
  if (url.includes('/.next/server/')) return 'app bundle (.next/server)';
  if (url.startsWith('wasm://')) return 'WebAssembly (PGlite)';
  if (url.includes('/server/')) return 'front (server/)';
  return 'other';
}

/**
 * How a function is named in the report: name, area and position. The column is part of it because
 * the server bundle is minified: most of its functions are on line 1, many of them anonymous.
 */
function functionKey(frame: CallFrame): string {
  const area = areaOf(frame.url, frame.functionName);
  return `${frame.functionName || '(anonymous)'}  ${area}${frame.url ? `:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : ''}`;
}

/** Self time in milliseconds per profile node from `fromMs` after the profile began (sample list and time deltas). */
function selfTimes(profile: CpuProfile, fromMs: number): Map<number, number> {
  const out = new Map<number, number>();
  let at = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    at += (profile.timeDeltas[i] ?? 0) / 1000;
    if (at < fromMs) continue;
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const id = profile.samples[i]!;
    out.set(id, (out.get(id) ?? 0) + dt);
  }
  return out;
}

async function main() {
  ensureBuild();
  const profDir = path.join(process.cwd(), 'reports', 'profile');
  fs.rmSync(profDir, { recursive: true, force: true });
  fs.mkdirSync(profDir, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zw-profile-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    LOG_LEVEL: 'error',
    SITE_URL: `http://localhost:${PORT}`,
    PAGE_CACHE_MS: '0',
    CATALOG_CACHE_MS: '0',
  };
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, [...NODE_FLAGS, '--cpu-prof', `--cpu-prof-dir=${profDir}`, path.join('server', 'index.mjs'), '-p', String(PORT)], { stdio: ['ignore', 'ignore', 'inherit'], env });
  const url = `http://localhost:${PORT}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok).catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error('server did not start within 180 s');
    await new Promise((r) => setTimeout(r, 300));
  }
  console.log(`profiling ${SECONDS} s of the six listing URLs, caches off, ${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, load ${os.loadavg()[0]!.toFixed(2)}`);
  // start-up is left out of the figures below: migrations and the demo seed, the first compilation
  // of each page, and Next loading every other route's code in the background once it is up
  // (xrechnung's e-invoice library among them), which a few seconds of load outlast
  const load = (duration: number) => autocannon({ url, connections: 16, duration, requests: LISTING_PATHS.map((p) => ({ method: 'GET', path: p })) });
  await load(WARM_SECONDS);
  const loadFromMs = performance.now() - spawnedAt;
  const r = await load(SECONDS);
  console.log(`${r.requests.average.toFixed(1)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}`);
  const exited = new Promise((res) => child.once('exit', res));
  child.kill('SIGINT');
  await exited;
  fs.rmSync(dataDir, { recursive: true, force: true });

  const files = fs.readdirSync(profDir).filter((f) => f.endsWith('.cpuprofile'));
  if (!files.length) throw new Error('no .cpuprofile written');
  // Node names each thread's profile CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile: thread 0
  // renders the pages, the embedded database's worker thread runs PGlite (absent on PostgreSQL)
  const thread = (f: string) => Number(f.split('.')[4]);
  const requests = r.requests.total;
  for (const f of files.sort((a, b) => thread(a) - thread(b))) {
    report(path.join(profDir, f), thread(f) === 0 ? 'main thread (front, Next, React)' : 'database thread (PGlite)', loadFromMs, requests);
  }
}

function report(file: string, label: string, loadFromMs: number, requests: number): void {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const self = selfTimes(profile, loadFromMs);
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const areas = new Map<string, number>();
  const fns = new Map<string, number>();
  let total = 0;
  for (const [id, ms] of self) {
    const n = byNode.get(id)!;
    const area = areaOf(n.callFrame.url, n.callFrame.functionName);
    if (area === '(idle)') continue;
    total += ms;
    areas.set(area, (areas.get(area) ?? 0) + ms);
    const key = functionKey(n.callFrame);
    fns.set(key, (fns.get(key) ?? 0) + ms);
  }
  const pct = (ms: number) => `${((100 * ms) / total).toFixed(1).padStart(5)} %`;
  console.log(`\n== ${label}: busy ${(total / 1000).toFixed(1)} s (idle left out), ${(total / Math.max(1, requests)).toFixed(1)} ms per request; ${path.relative(process.cwd(), file)}\n\nself time by area`);
  for (const [a, ms] of [...areas].sort((x, y) => y[1] - x[1]).slice(0, 20)) console.log(`${pct(ms)}  ${a}`);
  console.log('\nmost expensive functions (self time)');
  for (const [f, ms] of [...fns].sort((x, y) => y[1] - x[1]).slice(0, 30)) console.log(`${pct(ms)}  ${f}`);

  // inclusive time: a sample counts for every function on its stack (once per function), which
  // shows what a component or helper costs with everything it calls
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const inclusive = new Map<string, number>();
  for (const [id, ms] of self) {
    if (byNode.get(id)!.callFrame.functionName === '(idle)') continue;
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const n = byNode.get(at)!;
      if (!n.callFrame.url) continue;
      const key = functionKey(n.callFrame);
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + ms);
    }
  }
  console.log('\nmost expensive functions of the app bundle and front (inclusive time)');
  const own = [...inclusive].filter(([k]) => k.includes('app bundle') || k.includes('front (server/)'));
  for (const [f, ms] of own.sort((x, y) => y[1] - x[1]).slice(0, 40)) console.log(`${pct(ms)}  ${f}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
