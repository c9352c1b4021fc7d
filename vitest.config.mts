import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

const alias = [
  { find: '@', replacement: path.resolve(import.meta.dirname) },
];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'jsdom',
          globals: true,
          include: ['{lib,stores,components,pages}/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/setup-unit.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          environment: 'node',
          globals: true,
          include: ['tests/integration/**/*.test.ts'],
          // *.redis.test.ts need a Redis server: part of a run with REDIS_URL set (the PostgreSQL
          // suite of scripts/test-all.sh), not of one without (the PGlite suite)
          exclude: process.env.REDIS_URL ? configDefaults.exclude : [...configDefaults.exclude, 'tests/integration/**/*.redis.test.ts'],
          setupFiles: ['tests/support/setup-integration.ts'],
          // PGlite runs on the main thread of each worker: keep files in separate processes
          pool: 'forks',
          // files own their databases: in CI they run in random order to prove it
          sequence: process.env.CI ? { shuffle: { files: true, tests: false } } : undefined,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
