import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import tseslint from 'typescript-eslint';

/**
 * Public ground only: nothing reaches into Next's private modules, a library's built files, React's
 * server renderer or Node's module cache. An upgrade of Next, React or a library then changes what
 * their documentation says, not what this project relied on without it.
 */
const publicGroundImports = [
  { group: ['next/dist', 'next/dist/*'], message: "Next's private modules: use the documented API (next, next/router, next/link, next/document …)." },
  { group: ['react-dom/server', 'react-dom/server.*'], message: 'Pages are rendered by Next: no React server renderer of our own.' },
  { group: ['*/dist/*', '@*/*/dist/*', '!./**', '!../**'], message: "A library's built files are not its API: import the package's documented entry." },
];

const publicGround = {
  'no-restricted-imports': ['error', { patterns: publicGroundImports }],
  'no-restricted-syntax': [
    'error',
    { selector: "MemberExpression[object.name='require'][property.name='cache']", message: "Node's module cache is not ours to change." },
    { selector: "CallExpression[callee.name='require'][arguments.0.value=/^next\\/dist\\/|\\/dist\\/|^react-dom\\/server/]", message: "Private modules of Next, React or a library are not imported, with require() neither." },
    { selector: "ImportExpression[source.value=/^next\\/dist\\/|\\/dist\\/|^react-dom\\/server/]", message: "Private modules of Next, React or a library are not imported, with import() neither." },
  ],
};

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
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs', '**/*.cjs', '**/*.mts'],
    rules: publicGround,
  },
  {
    // code that runs in the browser never imports server code (database, secrets, mail); Next's
    // pages router has no 'server-only' (it refuses that package), so the boundary is checked here
    // and lib/server/only.ts fails at run time should something slip through
    files: ['components/**', 'stores/**', 'lib/**'],
    ignores: ['lib/server/**', 'lib/i18n/server.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...publicGroundImports,
            { group: ['@/lib/server', '@/lib/server/*', '**/lib/server', '**/lib/server/*', '../server/*', './server/*'], message: 'Browser code never imports lib/server: call the API, or move the shared part out of lib/server.' },
          ],
        },
      ],
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
