import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = [
  { find: '@', replacement: path.resolve(import.meta.dirname) },
  // React's own client under the name lib/hydrate-in-transition.ts reaches it by (next.config.js)
  { find: 'zw-react-dom-client', replacement: 'react-dom/client' },
  // the pages runtime's contexts are next/dist's own outside Next's build (lib/server/next-contexts.ts)
  {
    find: /^next\/dist\/server\/route-modules\/pages\/vendored\/contexts\/(.+)$/,
    replacement: 'next/dist/shared/lib/$1.shared-runtime',
  },
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
