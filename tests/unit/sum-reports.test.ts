// @vitest-environment node
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// scripts/sum-reports.mjs ends every test run: its last line is the total, and before it the names
// of the tests that failed, so that the end of a long log says where to look.
const script = path.join(process.cwd(), 'scripts', 'sum-reports.mjs');
const dirs: string[] = [];

function summarise(reports: Record<string, unknown>, suites: string[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zw-reports-'));
  dirs.push(dir);
  for (const [name, report] of Object.entries(reports)) fs.writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(report));
  const out = spawnSync(process.execPath, [script, dir, suites.join(',')], { encoding: 'utf8' });
  return { code: out.status, lines: out.stdout.trimEnd().split('\n'), summary: fs.readFileSync(path.join(dir, 'summary.txt'), 'utf8') };
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

// the shapes Vitest's and Playwright's JSON reporters write (only the fields read here)
const vitestPassing = {
  numPassedTests: 4,
  numFailedTests: 0,
  success: true,
  testResults: [{ name: path.join(process.cwd(), 'tests/unit/a.test.ts'), status: 'passed', message: '', assertionResults: [{ status: 'passed', fullName: 'a works' }] }],
};
const vitestFailing = {
  numPassedTests: 2,
  numFailedTests: 1,
  success: false,
  testResults: [
    {
      name: path.join(process.cwd(), 'tests/integration/db.test.ts'),
      status: 'failed',
      message: '',
      assertionResults: [
        { status: 'passed', fullName: 'db opens' },
        { status: 'failed', ancestorTitles: ['db', 'start'], title: 'together', fullName: 'db start together', failureMessages: ['\u001b[31mAssertionError: expected 2 to be 3\u001b[39m\n    at db.test.ts:10:5'] },
      ],
    },
    // a file that could not load has no tests at all
    { name: path.join(process.cwd(), 'tests/integration/broken.test.ts'), status: 'failed', message: "Cannot find module 'x'\nRequire stack: …", assertionResults: [] },
  ],
};
const playwrightFailing = {
  stats: { expected: 5, unexpected: 1, flaky: 1 },
  errors: [],
  suites: [
    {
      title: 'shell.spec.ts',
      file: 'shell.spec.ts',
      specs: [],
      suites: [
        {
          title: 'shell (en)',
          file: 'shell.spec.ts',
          specs: [
            { title: 'home', file: 'shell.spec.ts', line: 12, tests: [{ status: 'flaky', results: [{ error: { message: 'Error: first try' } }, {}] }] },
            { title: '404', file: 'shell.spec.ts', line: 26, tests: [{ status: 'unexpected', results: [{ error: { message: 'Error: expect(received).toBe(expected)\n\nExpected: 404' } }] }] },
          ],
        },
      ],
    },
  ],
};

describe('sum-reports', () => {
  it('all passing: the total is the last line and the exit code is 0', () => {
    const { code, lines, summary } = summarise({ unit: vitestPassing }, ['unit']);
    expect(code).toBe(0);
    expect(lines).toEqual(['  unit: 4 passed, 0 failed', 'tests: 4 passed, 0 failed']);
    expect(summary).toBe('tests: 4 passed, 0 failed\n');
  });

  it('names each failed test with its file and the first line of its error, before the total', () => {
    const { code, lines } = summarise({ unit: vitestPassing, 'integration-postgres': vitestFailing, e2e: playwrightFailing }, ['unit', 'integration-postgres', 'e2e']);
    expect(code).toBe(1);
    expect(lines).toEqual([
      'failed:',
      '  integration-postgres: tests/integration/db.test.ts › db › start › together: AssertionError: expected 2 to be 3',
      "  integration-postgres: tests/integration/broken.test.ts: Cannot find module 'x'",
      '  e2e: shell.spec.ts:26 › shell (en) › 404: Error: expect(received).toBe(expected)',
      '  unit: 4 passed, 0 failed',
      // the file that could not load counts as a failure of its own
      '  integration-postgres: 2 passed, 2 failed',
      // a test that passed on retry counts as passed
      '  e2e: 6 passed, 1 failed',
      'tests: 12 passed, 3 failed',
    ]);
  });

  it('a suite without a report counts as one failure', () => {
    const { code, lines } = summarise({ unit: vitestPassing }, ['unit', 'e2e']);
    expect(code).toBe(1);
    expect(lines.slice(-2)).toEqual(['  e2e: no report (suite did not run to the end)', 'tests: 4 passed, 1 failed']);
  });
});
