import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import boundaries of DESIGN.md section 1: dependencies flow one way, the browser never imports server code. */
const serverOnly = ['@carbon/db', '@carbon/db/*', '@carbon/api', '@carbon/api/*', 'pg', 'drizzle-orm', 'drizzle-orm/*', '@electric-sql/*', 'fastify', 'node:*'];
const appPackages = ['@carbon/api', '@carbon/api/*', '@carbon/web', '@carbon/web/*'];

function restrict(patterns, message) {
  return { 'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }] };
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/migrations/**', '**/.data/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['packages/contracts/**', 'packages/carbon/**', 'packages/i18n/**'],
    rules: restrict(['@carbon/*'], 'contracts, carbon and i18n depend on nothing of ours.'),
  },
  {
    files: ['packages/db/**'],
    // The reference-data import normalises units with the pure engine (docs/decisions/0007).
    rules: restrict(['@carbon/*', '!@carbon/carbon', '!@carbon/carbon/*'], 'db depends only on carbon.'),
  },
  {
    files: ['apps/api/**'],
    rules: restrict(['@carbon/web', '@carbon/web/*'], 'The API never imports the web app.'),
  },
  {
    files: ['apps/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([...new Set([...serverOnly, ...appPackages])], 'The browser never imports server code.'),
    },
  },
  {
    files: ['apps/web/vite.config.ts', 'apps/web/vite.public.config.ts', 'apps/web/vitest.config.ts', 'apps/web/scripts/**', 'apps/web/plugins/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
