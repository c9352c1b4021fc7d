// Sums the JSON reports of every suite into the closing line `tests: N passed, M failed`.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'reports';
const expected = (process.argv[3] ?? '').split(',').filter(Boolean);
let passed = 0;
let failed = 0;
const rows = [];
for (const name of expected) {
  const file = path.join(dir, `${name}.json`);
  if (!fs.existsSync(file)) {
    // a suite that crashed before reporting counts as one failure, never as silence
    rows.push(`${name}: no report (suite did not run to the end)`);
    failed += 1;
    continue;
  }
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  let p = 0;
  let f = 0;
  if (r.stats && 'expected' in r.stats) {
    // Playwright
    p = r.stats.expected + (r.stats.flaky ?? 0);
    f = r.stats.unexpected;
    if (r.errors?.length && p + f === 0) f = r.errors.length;
  } else {
    // Vitest
    p = r.numPassedTests ?? 0;
    f = (r.numFailedTests ?? 0) + (r.numRuntimeErrorTestSuites ?? 0);
    if (r.success === false && f === 0) f = 1;
  }
  rows.push(`${name}: ${p} passed, ${f} failed`);
  passed += p;
  failed += f;
}
for (const row of rows) console.log(`  ${row}`);
const line = `tests: ${passed} passed, ${failed} failed`;
fs.writeFileSync(path.join(dir, 'summary.txt'), line + '\n');
console.log(line);
process.exit(failed > 0 ? 1 : 0);
