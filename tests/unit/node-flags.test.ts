// @vitest-environment node
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NODE_FLAGS } from '../../server/node-flags.mjs';

const scripts = (JSON.parse(fs.readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

/** The young generation's size after a loop that allocates much and keeps little, in a fresh node with `flags`. */
function youngGenerationMb(flags: readonly string[]): number {
  const probe = `
    let keep = [];
    for (let i = 0; i < 3e6; i++) { keep.push({ i, s: 'x' + i }); if (keep.length > 200000) keep = []; }
    const space = require('v8').getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
    process.stdout.write(String(space.space_size / 1048576));`;
  return Number(execFileSync(process.execPath, [...flags, '-e', probe], { encoding: 'utf8' }));
}

describe('the server\'s Node.js flags', () => {
  it('npm start and npm run demo run the server with them', () => {
    const command = `node ${NODE_FLAGS.join(' ')} server/index.mjs`;
    expect(scripts.start).toBe(command);
    expect(scripts.demo).toContain(command);
  });

  it('let the young generation grow past its default size (Node still honours the flag)', () => {
    const plain = youngGenerationMb([]);
    const tuned = youngGenerationMb(NODE_FLAGS);
    expect(tuned).toBeGreaterThan(plain);
    // two halves of up to 64 MB each
    expect(tuned).toBeGreaterThanOrEqual(100);
    expect(tuned).toBeLessThanOrEqual(130);
  });
});
