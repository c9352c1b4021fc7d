// Sums the JSON reports of every suite into the closing line `tests: N passed, M failed`.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'reports';
const expected = (process.argv[3] ?? '').split(',').filter(Boolean);
let passed = 0;
let failed = 0;
const rows = [];
// what failed, by name, so that the end of a long log says which test to look at
const failures = [];

/** First line of an error message, without colour codes, cut to a readable length. */
function firstLine(text) {
  const line = String(text ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((l) => l.trim())
    .find(Boolean);
  return (line ?? '').slice(0, 300);
}

/** Lists what failed in a Vitest report; answers how many files failed outside any test. */
function vitestFailures(name, r) {
  let fileErrors = 0;
  for (const file of r.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name ?? '');
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests) {
      const title = t.title ? [...(t.ancestorTitles ?? []), t.title].join(' › ') : t.fullName;
      failures.push(`${name}: ${where} › ${title}: ${firstLine(t.failureMessages?.[0])}`);
    }
    // a file that failed before or around its tests (an import, a hook)
    if (file.status === 'failed' && failedTests.length === 0) {
      fileErrors += 1;
      failures.push(`${name}: ${where}: ${firstLine(file.message)}`);
    }
  }
  return fileErrors;
}

function playwrightFailures(name, r) {
  const walk = (suite, parents) => {
    // a file's own suite is named after the file: only describe blocks make up the name
    const titles = suite.title && !/\.[cm]?[jt]sx?$/.test(suite.title) ? [...parents, suite.title] : parents;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected') continue;
        const last = t.results?.[t.results.length - 1];
        failures.push(`${name}: ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}: ${firstLine(last?.error?.message)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, titles);
  };
  for (const suite of r.suites ?? []) walk(suite, []);
  for (const e of r.errors ?? []) failures.push(`${name}: ${firstLine(e.message)}`);
}
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
    playwrightFailures(name, r);
  } else {
    // Vitest
    p = r.numPassedTests ?? 0;
    // a file that could not load, or whose hook failed, counts once besides its failed tests
    f = (r.numFailedTests ?? 0) + vitestFailures(name, r);
    if (r.success === false && f === 0) f = 1;
  }
  rows.push(`${name}: ${p} passed, ${f} failed`);
  passed += p;
  failed += f;
}
if (failures.length > 0) {
  console.log('failed:');
  for (const failure of failures) console.log(`  ${failure}`);
}
for (const row of rows) console.log(`  ${row}`);
const line = `tests: ${passed} passed, ${failed} failed`;
fs.writeFileSync(path.join(dir, 'summary.txt'), line + '\n');
console.log(line);
process.exit(failed > 0 ? 1 : 0);
