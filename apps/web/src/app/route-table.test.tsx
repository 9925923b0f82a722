import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DATA_SCREENS } from '@/features/company/data-screens';
import { navItems, subscriptionLink } from '@/features/shell/nav-items';
import { resetSessionForTests, signIn, startSession } from '@/lib/auth';
import { fakeJwt, jsonResponse, setupI18n, testProfile } from '@/test/render';
import { UNKNOWN_PATH_ROUTE_ID } from './app-paths';
import { routes } from './route-table';

const profile = testProfile;

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
  // The route modules are lazy: compile them once up front, so that each test waits for the app, not for the compiler.
  beforeAll(async () => {
    await Promise.all([
      import('./layouts/session-layout'),
      import('./layouts/app-layout'),
      import('./layouts/public-layout'),
      import('./layouts/setup-gate'),
      import('./routes/login'),
      import('./routes/settings'),
      import('./routes/topology'),
      import('./routes/onboarding-wizard'),
      import('./routes/not-found'),
    ]);
  }, 60_000);

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
    // The sign-in tab's panel is the one shown.
    const email = await screen.findByLabelText('Email address', { selector: '[role="tabpanel"]:not([hidden]) input' });
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

  it('opens My company at /topology, from its sidebar entry', async () => {
    signIn({ access_token: 'tok', user: profile });
    const router = renderAt('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: 'Main navigation' })[0]!;
    await userEvent.click(within(nav).getByRole('link', { name: 'My company' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My company' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/topology');
  });

  it('redirects /account to /settings', async () => {
    signIn({ access_token: 'tok', user: profile });
    const router = renderAt('/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
  });

  it.each(['/reports/unknown', '/dashboard/unknown', '/no-such-page'])('shows %s as not found inside the app, with its sidebar and a way back to the dashboard', async (path) => {
    signIn({ access_token: 'tok', user: profile });
    const router = renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
    expect(screen.getAllByRole('navigation', { name: 'Main navigation' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('keeps the public not-found page for unknown public addresses, and for visitors', async () => {
    signIn({ access_token: 'tok', user: profile });
    const router = renderAt('/blog/2026/no-such-post');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();

    resetSessionForTests();
    startSession();
    await router.navigate('/no-such-page');
    expect(await screen.findByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no-such-page');
  });

  it('sends a visitor at an unknown address under an app screen to sign in first', async () => {
    const router = renderAt('/products/new');
    expect(await screen.findByLabelText('Email address', { selector: '[role="tabpanel"]:not([hidden]) input' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('offers "Manage Subscription" in the user menu, leading to /subscription', async () => {
    signIn({ access_token: 'tok', user: profile });
    renderAt('/settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Manage Subscription' })).toHaveAttribute('href', '/subscription');
  });
});

describe('navigation flags', () => {
  /** Whether an address reaches a screen rather than the not-found page. */
  const routed = (path: string) => {
    const matches = matchRoutes(routes, path) ?? [];
    return matches.length > 0 && !matches.some((match) => match.route.id === UNKNOWN_PATH_ROUTE_ID);
  };

  it.each(navItems.map((item) => [item.key, item.to, item.built] as const))(
    'say whether the screen of %s (%s) exists: built = %s',
    (_key, to, built) => {
      expect(routed(to)).toBe(built);
    },
  );

  it('route the PACT supplier and imports screens under /settings, and nothing else below /settings/pact', () => {
    expect(routed('/settings/pact/suppliers/5e1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b')).toBe(true);
    expect(routed('/settings/pact/imports')).toBe(true);
    expect(routed('/settings/pact/suppliers')).toBe(false);
    expect(routed('/settings/pact/unknown')).toBe(false);
  });

  it('say whether the subscription screen exists', () => {
    expect(routed(subscriptionLink.to)).toBe(subscriptionLink.built);
  });

  it.each(DATA_SCREENS.map((screen) => [screen.key, screen.to, screen.built] as const))(
    'say whether the data screen %s (%s) linked from My company exists: built = %s',
    (_key, to, built) => {
      expect(routed(to)).toBe(built);
    },
  );
});
