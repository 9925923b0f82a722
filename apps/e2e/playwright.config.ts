import { defineConfig, devices } from '@playwright/test';
import { baseURL, dataDir, port } from './support/env.ts';

/**
 * End-to-end tests drive the PRODUCTION build (one Node process serving the SPA and /api/v1)
 * in Debian's Chromium: Playwright's own browser download is not reachable from here
 * (docs/decisions/0006-e2e-with-system-chromium.md).
 *
 * `npm run test:e2e` at the repo root builds first; this config never builds.
 * No DATABASE_URL: the server uses embedded PGlite in a fresh DATA_DIR, so the demo
 * account exists and every run starts from an empty database and an empty mail folder.
 */
const isCI = !!process.env.CI;

export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.e2e.ts',
  outputDir: './test-results',
  // One server, one embedded database, two shared cores: run serially.
  workers: 1,
  fullyParallel: false,
  forbidOnly: isCI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: isCI ? [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }]] : [['list']],
  use: {
    baseURL,
    locale: 'en-GB',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--disable-dev-shm-usage',
          ],
        },
      },
    },
  ],
  webServer: {
    // support/serve.mjs wipes DATA_DIR, then runs `node ../api/dist/main.js`.
    command: 'node support/serve.mjs',
    url: `${baseURL}/api/v1/health`,
    // First start initialises PGlite, runs migrations and seeds reference data and the demo account.
    timeout: 180_000,
    // Never reuse a server we did not start: its DATA_DIR would not be ours, nor its mail folder.
    reuseExistingServer: false,
    // Server warnings and errors show in the test output; E2E_LOG_LEVEL=info shows every request.
    stdout: 'pipe',
    stderr: 'pipe',
    // serve.mjs also drops DATABASE_URL and SMTP_URL from the inherited environment.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      DATA_DIR: dataDir,
      // Links in emails must point at the origin the browser uses (127.0.0.1, not localhost).
      APP_URL: baseURL,
    },
  },
});
