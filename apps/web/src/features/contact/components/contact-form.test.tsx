import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { jsonResponse, renderWithProviders, setupI18n } from '@/test/render';
import { ContactForm } from './contact-form';

async function fillValidForm(user: ReturnType<typeof userEvent.setup>, labels: { name: string; email: string; subject: string; message: string; consent: RegExp }) {
  await user.type(screen.getByLabelText(labels.name), 'Camille Martin');
  await user.type(screen.getByLabelText(labels.email), 'camille@example.com');
  await user.type(screen.getByLabelText(labels.subject), 'Scope 2 factors');
  await user.type(screen.getByLabelText(labels.message), 'Which residual mix do you use for Spain?');
  await user.click(screen.getByRole('checkbox', { name: labels.consent }));
}

const en = { name: 'Name', email: 'Work email', subject: 'Subject', message: 'Message', consent: /I agree that Carbon Ledger stores this message/ };

describe('contact form', () => {
  const fetchMock = vi.fn<typeof fetch>();
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  afterAll(() => i18n.changeLanguage('en'));

  it('explains every missing or invalid field in English and sends nothing', async () => {
    await setupI18n('en');
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await user.type(screen.getByLabelText('Work email'), 'not-an-email');
    await user.type(screen.getByLabelText('Message'), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Send the message' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByText('Please write at least 20 characters so that we can answer usefully')).toBeInTheDocument();
    expect(screen.getByText('Please agree to be contacted about your message')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('explains the same problems in French', async () => {
    await setupI18n('fr');
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findAllByText('Ce champ est obligatoire')).toHaveLength(4);
    expect(screen.getByText("Veuillez accepter d'être recontacté au sujet de votre message")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a valid message with the interface language and confirms where the answer will go', async () => {
    await setupI18n('en');
    fetchMock.mockResolvedValue(jsonResponse({ id: '0f8b2c8e-3a34-4c8e-9d5e-2f1a3b4c5d6e', received_at: '2026-11-21T10:00:00.000Z' }, 201));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await fillValidForm(user, en);
    await user.click(screen.getByRole('button', { name: 'Send the message' }));
    expect(await screen.findByText('Message sent')).toBeInTheDocument();
    expect(screen.getByText(/the answer will come to camille@example.com/)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/v1/contact-messages');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Camille Martin',
      email: 'camille@example.com',
      company: '',
      subject: 'Scope 2 factors',
      message: 'Which residual mix do you use for Spain?',
      consent: true,
      locale: 'en',
    });
  });

  it('says when too many messages were sent, and keeps the text', async () => {
    await setupI18n('en');
    fetchMock.mockResolvedValue(jsonResponse({ detail: 'Too many messages', code: 'contact_rate_limited' }, 429));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await fillValidForm(user, en);
    await user.click(screen.getByRole('button', { name: 'Send the message' }));
    expect(await screen.findByText('Too many messages were sent from this connection. Please try again in an hour.')).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue('Scope 2 factors');
  });
});
