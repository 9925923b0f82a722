import type { Subscription } from '@carbon/contracts/subscriptions';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { findToast, jsonResponse, renderWithProviders, setupI18n } from '@/test/render';
import { SubscriptionPage } from './subscription-page';

const free: Subscription = {
  plan: 'free',
  billing_period: null,
  status: 'active',
  price_eur: 0,
  current_period_end: null,
  cancel_at_period_end: false,
};
const pro: Subscription = {
  plan: 'pro',
  billing_period: 'month',
  status: 'active',
  price_eur: 39,
  current_period_end: '2026-12-24T10:00:00.000Z',
  cancel_at_period_end: false,
};

const fetchMock = vi.fn<typeof fetch>();

async function show(answers: (Subscription | Response)[], { locale = 'en', canManage = true } = {}) {
  await setupI18n(locale as 'en' | 'fr');
  vi.stubGlobal('fetch', fetchMock);
  for (const answer of answers) {
    fetchMock.mockResolvedValueOnce(answer instanceof Response ? answer : jsonResponse(answer));
  }
  renderWithProviders(
    <SubscriptionPage
      companyId="c1"
      canManage={canManage}
      renderBillingToggle={(period, onChange) => (
        <button type="button" onClick={() => onChange(period === 'month' ? 'year' : 'month')}>
          toggle
        </button>
      )}
    />,
  );
}

// The catalogs are loaded once up front, so the first test does not spend its time budget fetching them.
beforeAll(async () => {
  for (const locale of ['fr', 'en'] as const) {
    await setupI18n(locale);
    await i18n.loadNamespaces(['subscription', 'pricing', 'errors']);
  }
}, 30_000);

afterEach(async () => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('SubscriptionPage', () => {
  it('says "You are on the Free plan" (and in French), and offers Pro and Enterprise', async () => {
    await show([free]);
    expect(await screen.findByText('You are on the Free plan')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/subscription?company_id=c1');
    expect(screen.getByRole('button', { name: 'Choose Pro' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Enterprise' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('shows the yearly saving computed from the plan table', async () => {
    await show([free]);
    await userEvent.click(await screen.findByRole('button', { name: 'toggle' }));
    const proCard = screen.getByRole('listitem', { name: 'Pro' });
    expect(within(proCard).getByText('Save 16% compared with monthly')).toBeInTheDocument();
  });

  it('in French', async () => {
    await show([free], { locale: 'fr' });
    expect(await screen.findByText('Vous êtes sur la formule Gratuite')).toBeInTheDocument();
  });

  it('cancels after a confirmation, says "Subscription cancelled successfully" and shows the access end date', async () => {
    await show([pro, { ...pro, cancel_at_period_end: true }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel your subscription?' });
    // Nothing is sent before the confirmation.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await findToast('Subscription cancelled successfully')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(String(url)).toBe('/api/v1/subscription/cancel');
    expect(JSON.parse(String(init?.body))).toEqual({ company_id: 'c1' });
    expect(await screen.findByText('Access until')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('says "Failed to cancel subscription. Please try again" with the reason when the cancel fails', async () => {
    await show([pro, jsonResponse({ detail: 'This company has no paid subscription.', code: 'no_subscription' }, 409)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel subscription' }),
    );
    expect(await findToast('Failed to cancel subscription. Please try again')).toBeInTheDocument();
  });

  it('on a paid plan offers the billing portal for plan changes instead of a second checkout', async () => {
    const unavailable = { detail: 'The payment service cannot be reached. Please try again later.', code: 'billing_unavailable' };
    await show([pro, jsonResponse(unavailable, 503)]);
    expect(await screen.findByText('To change your plan or billing period, open the billing portal.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose Enterprise' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Choose Pro' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open the billing portal' }));
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(String(url)).toBe('/api/v1/subscription/portal');
    expect(JSON.parse(String(init?.body))).toEqual({ company_id: 'c1' });
    expect(await findToast('Failed to start checkout. Please try again')).toBeInTheDocument();
  });

  it('on a paid plan, in French, points to the billing portal', async () => {
    await show([{ ...pro, cancel_at_period_end: true }], { locale: 'fr' });
    expect(
      await screen.findByText('Pour changer de formule ou de période de facturation, ouvrez le portail de facturation.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ouvrir le portail de facturation' })).toBeInTheDocument();
  });

  it('shows a failed payment and how to fix it', async () => {
    await show([{ ...pro, status: 'past_due' }]);
    expect(await screen.findByText('Your last payment failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update payment method' })).toBeInTheDocument();
  });

  it('says "Failed to load subscription" when it cannot be read', async () => {
    await show([jsonResponse({ detail: 'Not found', code: 'not_found' }, 404)]);
    expect(await screen.findByText('Failed to load subscription')).toBeInTheDocument();
  });

  it('lets a viewer see the plan but not change it', async () => {
    await show([pro], { canManage: false });
    expect(await screen.findByText("Only the company's owner or an admin can change the subscription.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Choose Enterprise' })).toBeNull();
  });
});
