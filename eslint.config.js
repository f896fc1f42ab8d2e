// ESLint flat config: the house rules that a machine can hold us to (CONTRIBUTING.md).
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import { importBoundaries } from './eslint/import-boundaries.js';

export default defineConfig(
  globalIgnores(['dist/', 'var/', 'test/artifacts/', 'node_modules/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: {
      'simple-import-sort': simpleImportSort,
      vitrine: { rules: { 'import-boundaries': importBoundaries } },
    },
    rules: {
      'simple-import-sort/imports': 'error',
      'simple-import-sort/exports': 'error',
      'vitrine/import-boundaries': 'error',
      // Our input checks match control characters on purpose, to refuse them.
      'no-control-regex': 'off',
      // Type-aware where it pays: a promise nobody awaits or catches, or one passed where a
      // plain callback is expected, loses its error.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          // node:test queues these itself and reports their failures.
          allowForKnownSafeCalls: [
            {
              from: 'package',
              package: 'node:test',
              name: ['describe', 'it', 'test', 'suite', 'before', 'after', 'beforeEach', 'afterEach'],
            },
          ],
        },
      ],
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}', 'test/client/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    // The server reads a settled query without an observer (client/app/query-hooks.ts, decision 040).
    files: ['client/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'],
    ignores: ['client/app/query-hooks.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: ['useQuery', 'useSuspenseQuery'],
              message: 'Import useQuery and useSuspenseQuery from client/app/query-hooks.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // Plain JavaScript files are outside tsconfig's program: no type information for them. Nor for
    // the bench's peers, whose packages are installed only in var/peers/ (scripts/bench/peers/).
    files: ['**/*.{js,mjs,cjs}', 'bench/peers/**/*.{ts,tsx}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['bench/peers/**/*.tsx'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
);
