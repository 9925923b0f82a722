import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure code, jsdom for the web) and `integration` (the API on a real database
 * through app.inject: PGlite by default, PostgreSQL when TEST_DATABASE_URL is set).
 */
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      './apps/web/vitest.config.ts',
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['apps/api/test/**/*.int.test.ts', 'packages/*/src/**/*.int.test.ts'],
          environment: 'node',
          // Each file gets its own database; PGlite is memory-hungry, so keep parallelism modest.
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
