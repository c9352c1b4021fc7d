import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import tseslint from 'typescript-eslint';

const config = [
  {
    ignores: ['.next/**', '.next-*/**', 'scripts/bench/bare-app/.next/**', 'node_modules/**', '.data/**', '.test-data/**', 'reports/**', 'drizzle/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**'],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { prefer: 'type-imports', fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['warn', { allow: ['warn', 'error'] }],
    },
  },
  {
    // configuration is read and validated in one place: lib/server/env.ts (server) and
    // lib/public-env.ts (NEXT_PUBLIC_* values inlined into the browser bundle at build time)
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['lib/server/env.ts', 'lib/public-env.ts', 'instrumentation.ts', '**/*.test.ts', '**/*.test.tsx', 'tests/**', 'scripts/**', '*.config.ts', '*.config.mts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through env() in lib/server/env.ts (or publicEnv in lib/public-env.ts for NEXT_PUBLIC_* values).' },
      ],
    },
  },
  {
    files: ['scripts/**', 'tests/**', '**/*.test.ts', '**/*.test.tsx', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];

export default config;
