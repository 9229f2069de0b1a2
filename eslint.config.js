import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const serverModules = readdirSync(path.join(import.meta.dirname, 'apps/server/src/modules'));

/** A module is entered only through its index.ts: its routes, service and queries are its own. */
const moduleZones = serverModules.map((name) => ({
  target: `./apps/server/src/modules/!(${name})/**`,
  from: `./apps/server/src/modules/${name}`,
  except: ['./index.ts'],
  message: `Import the ${name} module through its index.ts.`,
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      'apps/web/build-*/**',
      '**/.react-router/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.test-output/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Boundaries of STYLE.md: contracts import only zod; web never imports the server; server never imports web.
    files: ['packages/contracts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react*', 'node:*', 'drizzle-orm*', '*/apps/*'] },
      ],
    },
  },
  {
    files: ['apps/web/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/apps/server/**', '**/server/src/**', 'drizzle-orm*'] },
      ],
    },
  },
  {
    // Feature folders are flat, so a '../x' import from one can only reach another feature.
    files: ['apps/web/app/features/*/*'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./(?!\\.\\./)', message: 'Features do not import each other.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/apps/web/app/**', 'react', 'react-dom'] },
      ],
    },
  },
  {
    // No import cycles anywhere; the server's modules are entered only through their index.ts,
    // and plugins take modules' services as options (app.ts injects them), never their internals.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver()],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Tests and their fixtures set up data across modules; the rule is for the shipped code.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.fixtures.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...moduleZones,
            {
              // Orders and checkout use gifting (a gift order, a kit's budget), so never back.
              target: './apps/server/src/modules/gifting/**',
              from: ['./apps/server/src/modules/orders', './apps/server/src/modules/checkout'],
              message: 'Gifting takes what it needs from orders as options; see app.ts.',
            },
            {
              target: './apps/server/src/plugins/**',
              from: './apps/server/src/modules/**',
              except: ['**/modules/*/index.ts'],
              message: 'Plugins take what they need from modules as options; see app.ts.',
            },
          ],
        },
      ],
    },
  },
);
