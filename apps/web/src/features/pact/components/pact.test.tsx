import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_ID } from '@/test/ledger';
import { findToast, jsonResponse, renderWithProviders, setupI18n } from '@/test/render';
import { PactPartners } from './pact-partners';
import { PactSharesSection } from './pact-shares-section';

const PARTNER_ID = '2b8c9d0e-1f2a-4b3c-8d4e-6f7a8b9c0d1e';
const SHARE_ID = '3c9d0e1f-2a3b-4c4d-9e5f-7a8b9c0d1e2f';
const PRODUCT_ID = '9e5f6a7b-8c9d-4e0f-8a1b-3c4d5e6f7a8b';
const SECRET = 'very-secret-shown-once-0123456789abcdefghij';

let partners: Record<string, unknown>[] = [];
let shares: Record<string, unknown>[] = [];
let calls: { method: string; url: string; body: unknown }[] = [];

const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = String(input);
  const method = init?.method ?? 'GET';
  const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
  calls.push({ method, url, body });
  if (url.startsWith('/api/v1/pact/partners?')) return jsonResponse({ items: partners });
  if (url === '/api/v1/pact/partners' && method === 'POST') {
    if (body?.callback_base_url === 'nope') {
      return jsonResponse(
        {
          detail: [
            {
              loc: ['body', 'callback_base_url'],
              msg: 'Enter a PACT address starting with https://',
              type: 'value_error',
            },
          ],
          code: 'validation_error',
        },
        422,
      );
    }
    partners = [
      {
        id: PARTNER_ID,
        name: body?.name,
        client_id: 'pact_abc',
        callback_base_url: body?.callback_base_url,
        callback_client_id: null,
        revoked: false,
        created_at: '2026-01-01T00:00:00.000Z',
      },
    ];
    return jsonResponse(
      { id: PARTNER_ID, name: body?.name, client_id: 'pact_abc', client_secret: SECRET },
      201,
    );
  }
  if (url === `/api/v1/pact/partners/${PARTNER_ID}` && method === 'PATCH') {
    partners = partners.map((p) => ({
      ...p,
      callback_base_url: body?.callback_base_url,
      callback_client_id: body?.callback_client_id,
    }));
    return jsonResponse(partners[0]);
  }
  if (url === `/api/v1/pact/partners/${PARTNER_ID}` && method === 'DELETE') {
    partners = partners.map((p) => ({ ...p, revoked: true }));
    return new Response(null, { status: 204 });
  }
  if (url.startsWith('/api/v1/pact/shares?')) return jsonResponse({ items: shares });
  if (url === '/api/v1/pact/shares' && method === 'POST') {
    const share = {
      id: SHARE_ID,
      partner_id: PARTNER_ID,
      partner_name: 'Buyer SA',
      product_id: PRODUCT_ID,
      product_name: 'Bread',
      footprint_id: '4d0e1f2a-3b4c-4d5e-8f6a-8b9c0d1e2f3a',
      created_at: '2026-01-01T00:00:00.000Z',
    };
    shares = [share];
    return jsonResponse(share, 201);
  }
  if (url === `/api/v1/pact/shares/${SHARE_ID}` && method === 'DELETE') {
    shares = [];
    return new Response(null, { status: 204 });
  }
  return jsonResponse({ code: 'not_found', detail: 'Not found' }, 404);
});

beforeEach(() => {
  partners = [];
  shares = [];
  calls = [];
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('PACT partners (settings)', () => {
  it('creates a partner and shows its secret once, then revokes it', async () => {
    await setupI18n('en');
    const user = userEvent.setup();
    renderWithProviders(<PactPartners companyId={COMPANY_ID} />);
    expect(await screen.findByText('No partner yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Partner name'), 'Buyer SA');
    await user.type(
      screen.getByLabelText('Partner’s PACT address (for replies and new-version notices)'),
      'https://pact.buyer.example',
    );
    await user.click(screen.getByRole('button', { name: 'Create the partner' }));
    const status = await screen.findByRole('status');
    expect(within(status).getByText(SECRET)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      company_id: COMPANY_ID,
      name: 'Buyer SA',
      callback_base_url: 'https://pact.buyer.example',
    });
    await user.click(within(status).getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'PACT partners' });
    await user.click(within(list).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Revoke Buyer SA?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await findToast('Buyer SA revoked');
    expect(calls.some((c) => c.method === 'DELETE' && c.url === `/api/v1/pact/partners/${PARTNER_ID}`)).toBe(
      true,
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'PACT partners' })).getByText('Revoked'),
      ).toBeInTheDocument(),
    );
  });

  it('sets the callback a customer gives once connected, the secret typed again and never shown', async () => {
    await setupI18n('fr');
    partners = [
      {
        id: PARTNER_ID,
        name: 'Client SA',
        client_id: 'pact_abc',
        callback_base_url: null,
        callback_client_id: null,
        revoked: false,
        created_at: '2026-01-01T00:00:00.000Z',
      },
    ];
    const user = userEvent.setup();
    renderWithProviders(<PactPartners companyId={COMPANY_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Définir l’adresse de rappel de Client SA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adresse de rappel de Client SA' });
    await user.type(
      within(dialog).getByLabelText('Adresse PACT du partenaire (pour les réponses et les avis de nouvelles versions)'),
      'https://pact.client.example/pact',
    );
    await user.type(within(dialog).getByLabelText('Identifiant client fourni par le partenaire'), 'pactsup_1');
    await user.type(within(dialog).getByLabelText('Secret client fourni par le partenaire'), 'their-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer l’adresse de rappel' }));
    await findToast('Adresse de rappel de Client SA enregistrée');
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      url: `/api/v1/pact/partners/${PARTNER_ID}`,
      body: {
        callback_base_url: 'https://pact.client.example/pact',
        callback_client_id: 'pactsup_1',
        callback_client_secret: 'their-secret',
      },
    });
    expect(await screen.findByText('https://pact.client.example/pact')).toBeInTheDocument();
    expect(screen.queryByText('their-secret')).not.toBeInTheDocument();
  });

  it('shows the server’s field message in French for a bad address', async () => {
    await setupI18n('fr');
    const user = userEvent.setup();
    renderWithProviders(<PactPartners companyId={COMPANY_ID} />);
    await user.type(await screen.findByLabelText('Nom du partenaire'), 'Client');
    await user.type(
      screen.getByLabelText('Adresse PACT du partenaire (pour les réponses et les avis de nouvelles versions)'),
      'nope',
    );
    await user.click(screen.getByRole('button', { name: 'Créer le partenaire' }));
    expect(
      await screen.findByText('Enter a PACT address starting with https://'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('Share with a partner (product page)', () => {
  it('lists, adds and removes a share', async () => {
    await setupI18n('en');
    partners = [
      {
        id: PARTNER_ID,
        name: 'Buyer SA',
        client_id: 'pact_abc',
        callback_base_url: null,
        callback_client_id: null,
        revoked: false,
        created_at: '2026-01-01T00:00:00.000Z',
      },
    ];
    const user = userEvent.setup();
    renderWithProviders(<PactSharesSection companyId={COMPANY_ID} productId={PRODUCT_ID} />);
    expect(await screen.findByText('This product is not shared yet.')).toBeInTheDocument();
    await user.selectOptions(await screen.findByLabelText('Partner'), PARTNER_ID);
    await user.type(screen.getByLabelText('Product identifiers (URNs)'), 'urn:gtin:4712345060507');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await findToast('Shared with Buyer SA');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      company_id: COMPANY_ID,
      partner_id: PARTNER_ID,
      product_id: PRODUCT_ID,
      product_ids: ['urn:gtin:4712345060507'],
    });
    const list = await screen.findByRole('list', { name: 'Partners this product is shared with' });
    await user.click(within(list).getByRole('button', { name: 'Stop sharing' }));
    await findToast('No longer shared with Buyer SA');
    expect(await screen.findByText('This product is not shared yet.')).toBeInTheDocument();
  });
});
