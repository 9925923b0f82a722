import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import type { AppLocale } from './i18n.ts';

export { expect };

interface ConsoleErrors {
  /** Errors seen so far: console.error messages and uncaught page errors. */
  readonly messages: string[];
  /** Tolerates errors matching `pattern` for the rest of the test (e.g. a 401 the test provokes). */
  allow(pattern: RegExp): void;
}

/**
 * Every test fails if the pages it visited logged a console error or threw an uncaught error:
 * a React warning, a failed request, a CSP violation or a crash all surface here.
 */
export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  consoleErrors: [
    async ({ context }, use, testInfo) => {
      const messages: string[] = [];
      const allowed: RegExp[] = [];
      const watch = (page: Page) => {
        page.on('console', (msg) => {
          if (msg.type() !== 'error') return;
          const location = msg.location();
          messages.push(`${page.url()} console.error: ${msg.text()}${location.url ? ` (${location.url}:${location.lineNumber})` : ''}`);
        });
        page.on('pageerror', (error) => messages.push(`${page.url()} uncaught: ${error.stack ?? error.message}`));
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use({ messages, allow: (pattern) => allowed.push(pattern) });
      const unexpected = messages.filter((m) => !allowed.some((p) => p.test(m)));
      if (unexpected.length > 0) {
        await testInfo.attach('console-errors', { body: unexpected.join('\n'), contentType: 'text/plain' });
      }
      expect(unexpected, 'console errors or uncaught exceptions on the visited pages').toEqual([]);
    },
    { auto: true },
  ],
});

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now()}-${randomUUID().slice(0, 8)}@example.com`;
}

export interface RegisteredUser {
  email: string;
  password: string;
  accessToken: string;
  companyId: string;
}

/** Creates an account through the API (setup pending, email not verified), for tests that are not about sign-up. */
export async function registerViaApi(
  request: APIRequestContext,
  locale: AppLocale,
  overrides: Partial<{ email: string; password: string; first_name: string; last_name: string; company_name: string }> = {},
): Promise<RegisteredUser> {
  const body = {
    email: uniqueEmail(`api-${locale}`),
    password: 'Passw0rd-e2e',
    first_name: locale === 'fr' ? 'Camille' : 'Alex',
    last_name: locale === 'fr' ? 'Martin' : 'Taylor',
    company_name: locale === 'fr' ? 'Société Test' : 'Test Ltd',
    locale,
    ...overrides,
  };
  const response = await request.post('/api/v1/auth/register', {
    data: body,
    headers: { 'Accept-Language': locale },
  });
  expect(response.status(), await response.text()).toBe(201);
  const json = (await response.json()) as { access_token: string; user: { company_id: string } };
  return { email: body.email, password: body.password, accessToken: json.access_token, companyId: json.user.company_id };
}

/**
 * Completes the required setup steps through the API (company profile, one site, finish), then signs in
 * again and returns the new access token, whose claims say the setup is done.
 */
export async function completeSetupViaApi(request: APIRequestContext, user: RegisteredUser): Promise<string> {
  const headers = { Authorization: `Bearer ${user.accessToken}` };
  const company = await request.patch(`/api/v1/companies/${user.companyId}`, {
    headers,
    data: { sector: 'services', country: 'FR', employees: 10, annual_revenue: 1_000_000, reporting_year: new Date().getFullYear() - 1 },
  });
  expect(company.status(), await company.text()).toBe(200);
  const site = await request.post('/api/v1/sites', { headers, data: { company_id: user.companyId, name: 'Head office', country: 'FR' } });
  expect(site.status(), await site.text()).toBe(201);
  const done = await request.post('/api/v1/onboarding/complete', { headers, data: { company_id: user.companyId } });
  expect(done.status(), await done.text()).toBe(200);
  expect(((await done.json()) as { pending_setup: boolean }).pending_setup).toBe(false);
  const login = await request.post('/api/v1/auth/login', { data: { email: user.email, password: user.password } });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { access_token: string }).access_token;
}

/** Signs in through the API (e.g. the demo account) and returns the access token; nothing about the account changes. */
export async function signInViaApi(request: APIRequestContext, email: string, password: string): Promise<string> {
  const login = await request.post('/api/v1/auth/login', { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { access_token: string }).access_token;
}

/**
 * Signs the page in as the web client would after login: the token in local storage `access_token`
 * (and optionally the UI language in `locale`), then opens `path`.
 */
export async function openSignedIn(page: Page, accessToken: string, path: string, locale?: AppLocale): Promise<void> {
  await page.goto('/legal/terms');
  await page.evaluate(
    ([token, lang]) => {
      window.localStorage.setItem('access_token', token);
      if (lang) window.localStorage.setItem('locale', lang);
    },
    [accessToken, locale ?? ''] as const,
  );
  await page.goto(path);
}
