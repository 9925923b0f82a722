import type { UserProfile } from '@carbon/contracts/auth';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionForTests, signIn, startSession } from '@/lib/auth';
import { fakeJwt, jsonResponse, setupI18n } from '@/test/render';
import { routes } from './route-table';

const profile: UserProfile = {
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

const steps = {
  company_id: 'c1',
  pending_setup: false,
  completion_percentage: 100,
  steps: [
    { key: 'company_profile', required: true, completed: true },
    { key: 'sites', required: true, completed: true },
  ],
};

/** A small fake of the API: enough answers for the shell and the pages these tests open. */
function api(url: string): Response {
  if (url.startsWith('/api/v1/auth/login')) return jsonResponse({ access_token: 'tok', token_type: 'bearer', user: profile });
  if (url.startsWith('/api/v1/onboarding-summary/steps-status')) return jsonResponse(steps);
  if (url.startsWith('/api/v1/sites')) return jsonResponse([]);
  if (url.startsWith('/api/v1/auth/me')) return jsonResponse(profile);
  return jsonResponse({ detail: 'Not found' }, 404);
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('route guards', () => {
  const fetchMock = vi.fn<typeof fetch>((input) => Promise.resolve(api(String(input))));

  beforeEach(async () => {
    await setupI18n('en');
    resetSessionForTests();
    startSession();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    // Back to the implementation given to vi.fn, whatever a test put in its place.
    fetchMock.mockReset();
  });

  it('sends a visitor to /login and back to the page asked for after signing in', async () => {
    const router = renderAt('/settings');
    const email = await screen.findByLabelText('Email address', { selector: '#auth-panel-sign-in input' });
    expect(router.state.location.pathname).toBe('/login');
    const user = userEvent.setup();
    await user.type(email, 'alex@example.com');
    await user.type(screen.getAllByLabelText('Password')[0]!, 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('sends a user with pending setup from protected pages to the wizard, with a locked sidebar', async () => {
    signIn({ access_token: 'tok', user: { ...profile, pending_setup: true } });
    const router = renderAt('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up your company' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding-wizard');
    expect(screen.getByRole('button', { name: 'Dashboard' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('trusts the server over a stored token issued before setup was finished', async () => {
    resetSessionForTests();
    const claims = { ...profile, sub: 'u1', pending_setup: true, exp: Math.floor(Date.now() / 1000) + 3600 };
    localStorage.setItem('access_token', fakeJwt(claims));
    // The profile answers after the page's modules have loaded, as on a slow network.
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/v1/auth/me')) await new Promise((resolve) => setTimeout(resolve, 500));
      return api(url);
    });
    startSession();
    const router = renderAt('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
    localStorage.removeItem('access_token');
  });

  it('redirects /account to /settings and shows the not-found page for unknown paths', async () => {
    signIn({ access_token: 'tok', user: profile });
    const router = renderAt('/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');

    await router.navigate('/analytics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });
});
