// Two builds of the shop side by side: `npm run bench:compare -- <other checkout>` starts this
// checkout's production server and the other one's (each from its own production build; the other
// checkout needs `npm install` and `npm run build` of its own), with the caches off
// (PAGE_CACHE_MS=0 CATALOG_CACHE_MS=0), on PGlite or, with BENCH_ENGINE=postgres, each on a
// throw-away PostgreSQL database. Both get the six listing URLs of bench:ssr at the same time,
// 4 connections each, COMPARE_REQUESTS (default 3000) requests per round for COMPARE_ROUNDS
// (default 5) rounds after a warm-up of 6000; then all of it again with the other checkout started
// first. It prints, per round and as the median, the CPU milliseconds per request of each server's
// main thread (the front, Next and React) and of its whole process (with the embedded database's
// thread), and the difference of the main threads, per pass and averaged over both.
//
// Why side by side: on this machine a lone run's figures move by ±15 % from one minute to the next,
// more than most single changes are worth. Two servers measured in the same seconds meet the same
// conditions, so their difference holds from round to round even when both figures move.
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { LISTING_PATHS, pgTestDb, startServer, type BenchServer } from './server';

const ROUNDS = Number(process.env.COMPARE_ROUNDS ?? 5);
const REQUESTS = Number(process.env.COMPARE_REQUESTS ?? 3000);
const WARM_UP = 6000;
const CONNECTIONS = 4;
const postgres = process.env.BENCH_ENGINE === 'postgres';

type Round = { main: number; process: number };
type Side = { name: string; dir: string; server?: BenchServer; database?: string };

function usage(problem: string): never {
  console.error(`${problem}\nusage: npm run bench:compare -- <other checkout, built with npm run build>`);
  process.exit(2);
}

const other = process.argv[2];
if (!other) usage('which checkout to compare with?');
const ours: Side = { name: 'this checkout', dir: process.cwd() };
const theirs: Side = { name: path.resolve(other), dir: path.resolve(other) };
for (const side of [ours, theirs]) {
  if (!fs.existsSync(path.join(side.dir, '.next', 'BUILD_ID'))) usage(`${side.dir} has no production build (npm run build there)`);
}

async function load(side: Side, amount: number): Promise<number> {
  const result = await autocannon({
    url: side.server!.url,
    requests: LISTING_PATHS.map((p) => ({ method: 'GET', path: p })),
    connections: CONNECTIONS,
    amount,
  });
  if (result.non2xx || result.errors || result.timeouts) throw new Error(`${side.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`);
  return result.requests.total;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * One pass: starts the servers in the given order, warms both up, then measures ROUNDS rounds with
 * the same load on both at once. Returns each side's rounds, in the order given.
 */
async function pass(sides: Side[], pass: number): Promise<Round[][]> {
  const rounds: Round[][] = sides.map(() => []);
  try {
    for (const [i, side] of sides.entries()) {
      const env: Record<string, string> = { PAGE_CACHE_MS: '0', CATALOG_CACHE_MS: '0', DATABASE_URL: '' };
      if (postgres) {
        side.database = `zw_test_bench_compare_${process.pid}_${pass}_${i}`;
        env.DATABASE_URL = pgTestDb('create', side.database);
      }
      side.server = await startServer(3480 + i, env, side.dir);
    }
    await Promise.all(sides.map((side) => load(side, WARM_UP)));
    for (let round = 0; round < ROUNDS; round++) {
      const before = sides.map((side) => [side.server!.mainThreadCpuMs(), side.server!.cpuMs()]);
      const totals = await Promise.all(sides.map((side) => load(side, REQUESTS)));
      sides.forEach((side, i) => {
        const [main0, process0] = before[i]!;
        const main1 = side.server!.mainThreadCpuMs();
        const process1 = side.server!.cpuMs();
        if (main0 === undefined || main1 === undefined || process0 === undefined || process1 === undefined) throw new Error('no /proc: CPU time cannot be read here');
        rounds[i]!.push({ main: (main1 - main0) / totals[i]!, process: (process1 - process0) / totals[i]! });
      });
    }
  } finally {
    for (const side of sides) {
      await side.server?.stop();
      side.server = undefined;
      if (side.database) pgTestDb('drop', side.database);
      side.database = undefined;
    }
  }
  return rounds;
}

function row(name: string, rounds: Round[]): string {
  const main = rounds.map((r) => r.main);
  return `${name.slice(-20).padEnd(20)} ${main.map((v) => v.toFixed(2)).join(' ').padEnd(40)} ${median(main).toFixed(2).padStart(11)} ${median(rounds.map((r) => r.process)).toFixed(2).padStart(16)}`;
}

async function main() {
  console.log(`two builds side by side: caches off, ${postgres ? 'PostgreSQL' : 'PGlite'}, six listing URLs, ${CONNECTIONS} connections each, ${ROUNDS} rounds of ${REQUESTS} requests, twice`);
  // Measured here: two servers of one build came out 2-9 % apart in main-thread CPU per request,
  // round after round, the one started first mostly higher. So the comparison runs twice, once with
  // each checkout started first, and the two differences are averaged; a difference of a few per cent
  // is still within that noise.
  const differences: number[] = [];
  for (const [i, order] of [[ours, theirs], [theirs, ours]].entries()) {
    const rounds = await pass(order, i);
    const ourRounds = rounds[order.indexOf(ours)]!;
    const theirRounds = rounds[order.indexOf(theirs)]!;
    const ourMain = median(ourRounds.map((r) => r.main));
    const theirMain = median(theirRounds.map((r) => r.main));
    differences.push((ourMain - theirMain) / theirMain);
    console.log(`\npass ${i + 1}: ${order[0]!.name} started first`);
    console.log('CPU ms per request   each round (main thread)                 median main   median process');
    console.log(row(ours.name, ourRounds));
    console.log(row(theirs.name, theirRounds));
    console.log(`main thread: this checkout ${(differences[i]! * 100).toFixed(1)} % against the other`);
  }
  const mean = (differences[0]! + differences[1]!) / 2;
  console.log(`\nmain thread, both passes: this checkout ${(mean * 100).toFixed(1)} % against the other`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
