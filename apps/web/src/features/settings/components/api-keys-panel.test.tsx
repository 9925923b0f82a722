import type { ApiKey, CreatedApiKey } from '@carbon/contracts/api-keys';
import type { Entitlements } from '@carbon/contracts/entitlements';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { jsonResponse, renderWithProviders, setupI18n } from '@/test/render';
import { ApiKeysPanel } from './api-keys-panel';

const limits = { products: 10, scenarios: 10, members: 5, export: true, invoice_import: true };
const pro: Entitlements = {
  plan: 'pro',
  limits: { ...limits, api_access: true },
  usage: { products: 0, scenarios: 0, members: 1 },
};
const free: Entitlements = {
  plan: 'free',
  limits: { products: 1, scenarios: 1, members: 1, api_access: false, export: false, invoice_import: false },
  usage: { products: 0, scenarios: 0, members: 1 },
};
const listed: ApiKey = {
  id: 'k1',
  name: 'ERP export',
  role: 'viewer',
  prefix: 'ck_live_AbCdEf',
  created_at: '2026-03-01T10:00:00.000Z',
  last_used_at: null,
  revoked_at: null,
};
const created: CreatedApiKey = {
  id: 'k2',
  name: 'CI',
  role: 'editor',
  key: 'ck_live_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG',
  created_at: '2026-03-02T10:00:00.000Z',
};

const fetchMock = vi.fn<typeof fetch>();

/** Answers by path and method, so the order of the panel's requests does not matter. */
async function show(entitlements: Entitlements, keys: ApiKey[], role: 'owner' | 'viewer' = 'owner') {
  await setupI18n('en');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url.startsWith('/api/v1/entitlements')) return jsonResponse(entitlements);
    if (url.startsWith('/api/v1/api-keys') && method === 'GET') return jsonResponse(keys);
    if (url === '/api/v1/api-keys' && method === 'POST') return jsonResponse(created, 201);
    if (url.startsWith('/api/v1/api-keys/') && method === 'DELETE')
      return new Response(null, { status: 204 });
    return jsonResponse({ detail: 'unexpected', code: 'not_found' }, 404);
  });
  renderWithProviders(<ApiKeysPanel companyId="c1" role={role} />);
}

afterEach(async () => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('ApiKeysPanel', () => {
  it('lists the keys by prefix and links to the API documentation', async () => {
    await show(pro, [listed]);
    const row = (await screen.findByText('ERP export')).closest('tr') as HTMLElement;
    expect(within(row).getByText('ck_live_AbCdEf…')).toBeInTheDocument();
    expect(within(row).getByText('Viewer')).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'API documentation' })).toHaveAttribute('href', '/api/docs');
  });

  it('creates a key and shows it once', async () => {
    await show(pro, []);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'CI');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Role/ }), 'editor');
    await user.click(screen.getByRole('button', { name: 'Create the key' }));
    expect(await screen.findByRole('textbox', { name: 'API key' })).toHaveValue(created.key);
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ name: 'CI', role: 'editor', company_id: 'c1' });
    await user.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByRole('textbox', { name: 'API key' })).not.toBeInTheDocument();
  });

  it('revokes only after confirmation', async () => {
    await show(pro, [listed]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Revoke the key ERP export' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke the key "ERP export"?' });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    const revoke = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(String(revoke?.[0])).toBe('/api/v1/api-keys/k1');
  });

  it('offers no creation on Free, and nothing to members who do not manage keys', async () => {
    await show(free, []);
    expect(await screen.findByText(/Your Free plan does not include API access/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create the key' })).not.toBeInTheDocument();
  });

  it('tells a viewer that only owners and admins manage keys, without asking for them', async () => {
    await show(pro, [listed], 'viewer');
    expect(
      await screen.findByText("Only the company's owner and admins manage API keys."),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input).startsWith('/api/v1/api-keys'))).toBe(false);
  });
});
