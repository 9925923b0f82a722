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
    // The web reaches the API only through callApi and a descriptor of @carbon/contracts (issue 7, section 1).
    // Rather than spotting path strings (the app's own routes share those names: '/product-catalog', '/settings'),
    // this removes every other way to send one: fetch, XMLHttpRequest, the transport under callApi, and
    // descriptors written outside the contracts. The aggregate of all descriptors stays out of the browser bundles.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/api-client.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...["CallExpression[callee.name='fetch']", "CallExpression[callee.property.name='fetch']", "NewExpression[callee.name='XMLHttpRequest']"].map(
          (selector) => ({ selector, message: 'Call the API with callApi(descriptor, …) from @/lib/api-client.' }),
        ),
        { selector: "ImportSpecifier[imported.name='apiRequest']", message: 'apiRequest is the private transport of callApi: pass a descriptor to callApi.' },
        { selector: "ImportSpecifier[imported.name='defineEndpoint']", message: 'Endpoint descriptors live in packages/contracts, next to their schemas.' },
        {
          selector: "ImportDeclaration[source.value='@carbon/contracts/endpoints']",
          message: 'Import descriptors from their domain file: the aggregate pulls every schema into the bundle.',
        },
      ],
    },
  },
  {
    files: ['apps/web/vite.config.ts', 'apps/web/vite.public.config.ts', 'apps/web/vitest.config.ts', 'apps/web/scripts/**', 'apps/web/plugins/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
