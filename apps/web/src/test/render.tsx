import type { UserProfile } from '@carbon/contracts/auth';
import type { AppLocale } from '@carbon/i18n/locale';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { ToastProvider } from '@/components/ui/toast';
import { i18n, initI18n, loadAllCatalogs } from '@/lib/i18n';

/** Every catalog of both languages loaded up front, so components never suspend in tests. */
export async function setupI18n(locale: AppLocale = 'en'): Promise<void> {
  await initI18n(locale);
  await loadAllCatalogs();
  await i18n.changeLanguage(locale);
}

/** A signed-in owner whose company setup is done. */
export const testProfile: UserProfile = {
  user_id: 'u1',
  email: 'alex@example.com',
  first_name: 'Alex',
  last_name: 'Taylor',
  country: 'FR',
  currency: 'EUR',
  locale: 'en',
  email_verified: true,
  roles: ['owner'],
  role: 'owner',
  company_id: 'c1',
  default_company_id: 'c1',
  company_name: 'Test Ltd',
  pending_setup: false,
};

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders inside the providers the app gives its pages: queries, toasts and a router. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}): RenderResult {
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <ToastProvider>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

/** The toasts on screen: the items of the notifications region (Radix Toast), in either language. */
export function toastList(): HTMLElement[] {
  return within(screen.getByRole('region', { name: /^Notifications/ })).queryAllByRole('listitem');
}

/** Waits for a toast whose text contains `text`. */
export function findToast(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const match = toastList().find((toast) => toast.textContent?.includes(text));
    if (!match) throw new Error(`No toast holds "${text}"`);
    return match;
  });
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function base64Url(value: string): string {
  const bytes = new TextEncoder().encode(value);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** An unsigned token with the given claims: the browser never verifies signatures, only reads claims. */
export function fakeJwt(claims: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.signature`;
}
