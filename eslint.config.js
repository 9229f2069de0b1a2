import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
);
