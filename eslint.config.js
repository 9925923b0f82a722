import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Boundaries recorded in docs/decisions/0011-lint-boundaries.md. Paths below are relative to the repository root. */
const root = fileURLToPath(new URL('.', import.meta.url));

/** Import boundaries of DESIGN.md section 1: dependencies flow one way, the browser never imports server code. */
const serverOnly = ['@carbon/db', '@carbon/db/*', '@carbon/api', '@carbon/api/*', 'pg', 'drizzle-orm', 'drizzle-orm/*', '@electric-sql/*', 'fastify', 'node:*'];
const appPackages = ['@carbon/api', '@carbon/api/*', '@carbon/web', '@carbon/web/*'];

function restrict(patterns, message) {
  return { 'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }] };
}

const typeScriptFiles = ['**/*.ts', '**/*.tsx'];
const web = 'apps/web/src';
const webFeatures = readdirSync(`${root}${web}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The web's layers, as in bulletproof-react: shared code (components/ui, lib) imports no feature and no app code;
 * features import no app code and no other feature (they are composed in app/).
 */
const webZones = [
  {
    target: [`${web}/components`, `${web}/lib`],
    from: [`${web}/features`, `${web}/app`],
    message: 'Shared code (components/ui, lib) never imports features or app: move what both need into lib or components.',
  },
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message: 'A feature never imports app/: app composes features, not the other way round.',
  },
  ...webFeatures.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: `A feature never imports another feature's folder: compose them in app/, or move the shared part to components/ or lib/.`,
  })),
  {
    // ADR 0008: the prerendered public pages hydrate without a session store or an API client. The contact form's
    // lazily loaded chunk (features/contact) is the one public code that calls the API.
    target: [
      `${web}/entry-public.tsx`,
      `${web}/entry-server.tsx`,
      `${web}/app/public-pages.tsx`,
      `${web}/app/public-site/**`,
      `${web}/app/routes/{home,features,product,solutions,pricing,about,blog,csrd-calculator,legal,not-found}.tsx`,
      `${web}/features/{public,pricing,blog,legal,csrd}/**`,
    ],
    from: [`${web}/lib/auth.ts`, `${web}/lib/api-client.ts`],
    message: 'The prerendered public site stays lean (docs/decisions/0008): no session store, no API client.',
  },
];

/** Files where configuration is read: everything else receives it from there. */
const configReaders = ['apps/api/src/config/env.ts', 'apps/web/src/config/env.ts'];
const configMessage = 'Read configuration in config/env.ts only, and pass it on.';
const configSelectors = [
  { selector: 'ImportDeclaration[source.value=/^(node:)?process$/]', message: configMessage },
  { selector: "MemberExpression[object.type='MetaProperty'][property.name='env']", message: configMessage },
];

/** The web reaches the API only through callApi (see the block that uses these). */
const callApiSelectors = [
  ...["CallExpression[callee.name='fetch']", "CallExpression[callee.property.name='fetch']", "NewExpression[callee.name='XMLHttpRequest']"].map(
    (selector) => ({ selector, message: 'Call the API with callApi(descriptor, …) from @/lib/api-client.' }),
  ),
  { selector: "ImportSpecifier[imported.name='apiRequest']", message: 'apiRequest is the private transport of callApi: pass a descriptor to callApi.' },
  { selector: "ImportSpecifier[imported.name='defineEndpoint']", message: 'Endpoint descriptors live in packages/contracts, next to their schemas.' },
  {
    selector: "ImportDeclaration[source.value='@carbon/contracts/endpoints']",
    message: 'Import descriptors from their domain file: the aggregate pulls every schema into the bundle.',
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', 'data/**', '**/migrations/**', '**/.data/**', '**/test-results/**', '**/playwright-report/**'] },
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
    files: typeScriptFiles,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // The TypeScript resolver reads each workspace's tsconfig (the web's `@/` alias) and the packages' exports.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: [`${web}/**/*.{ts,tsx}`],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: webZones }] },
  },
  {
    files: ['{apps/*/src,packages/*/src,apps/*/test,apps/e2e}/**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '{apps,packages}/*/{src,test,tests,support}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    // Configuration is read once, validated, and passed on; tests, scripts, benchmarks and build configs may read it.
    files: ['{apps,packages}/*/src/**/*.{ts,tsx}'],
    ignores: [...configReaders, '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: configMessage }],
      'no-restricted-syntax': ['error', ...configSelectors],
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
    // A later block replaces the options of a rule, so this one also carries the configuration selectors, which
    // the block below takes back off config/env.ts.
    rules: { 'no-restricted-syntax': ['error', ...callApiSelectors, ...configSelectors] },
  },
  {
    files: ['apps/web/src/config/env.ts'],
    rules: { 'no-restricted-syntax': ['error', ...callApiSelectors] },
  },
  {
    files: ['apps/web/vite.config.ts', 'apps/web/vite.public.config.ts', 'apps/web/vitest.config.ts', 'apps/web/scripts/**', 'apps/web/plugins/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
