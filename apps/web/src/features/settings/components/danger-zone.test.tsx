import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession, signIn, signOut } from '@/lib/auth';
import { i18n } from '@/lib/i18n';
import { findToast, jsonResponse, renderWithProviders, setupI18n, testProfile } from '@/test/render';
import { DeleteAccountSection, DeleteCompanySection, ExportDataSection } from './danger-zone';

const texts = {
  en: {
    accountButton: 'Delete my account',
    accountTitle: 'Delete your account?',
    password: 'Your password',
    required: 'Enter your password to confirm',
    wrong: 'The password is incorrect',
    owner: 'You own Test Ltd: delete the company (in Settings) before deleting your account; your account is then deleted with it',
    accountDeleted: 'Your account has been deleted',
    companyButton: 'Delete company',
    companyTitle: 'Delete Test Ltd?',
    companySubmit: 'Delete the company',
    companyDeleted: 'Test Ltd and all its data have been deleted',
    cancel: 'Cancel',
    exportButton: 'Export all data',
    progress: 'Export progress',
    ready: 'Your export is ready',
    download: 'Download the ZIP',
  },
  fr: {
    accountButton: 'Supprimer mon compte',
    accountTitle: 'Supprimer votre compte ?',
    password: 'Votre mot de passe',
    required: 'Saisissez votre mot de passe pour confirmer',
    wrong: 'Le mot de passe est incorrect',
    owner: "Vous êtes propriétaire de Test Ltd : supprimez l'entreprise (dans Paramètres) avant de supprimer votre compte ; votre compte est alors supprimé avec elle",
    accountDeleted: 'Votre compte a été supprimé',
    companyButton: "Supprimer l'entreprise",
    companyTitle: 'Supprimer Test Ltd ?',
    companySubmit: "Supprimer l'entreprise",
    companyDeleted: 'Test Ltd et toutes ses données ont été supprimées',
    cancel: 'Annuler',
    exportButton: 'Exporter toutes les données',
    progress: "Avancement de l'export",
    ready: 'Votre export est prêt',
    download: 'Télécharger le ZIP',
  },
} as const;

describe.each(['en', 'fr'] as const)('settings danger zone (%s)', (locale) => {
  const text = texts[locale];
  const fetchMock = vi.fn<typeof fetch>();

  async function setup(ui: React.ReactElement) {
    await setupI18n(locale);
    vi.stubGlobal('fetch', fetchMock);
    signIn({ access_token: 'tok', user: testProfile });
    renderWithProviders(ui);
    return userEvent.setup();
  }

  afterEach(async () => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    signOut();
    await i18n.changeLanguage('en');
  });

  const call = (index: number) => {
    const [url, init] = fetchMock.mock.calls[index]!;
    return { url: String(url), method: init?.method, body: init?.body ? (JSON.parse(init.body as string) as unknown) : undefined };
  };

  it('deletes the account only with the right password, says why not, and signs out', async () => {
    const user = await setup(<DeleteAccountSection />);
    await user.click(screen.getByRole('button', { name: text.accountButton }));
    const dialog = await screen.findByRole('alertdialog', { name: text.accountTitle });
    const password = within(dialog).getByLabelText(text.password);
    expect(password).toHaveFocus();

    // Nothing typed: nothing sent.
    await user.click(within(dialog).getByRole('button', { name: text.accountButton }));
    expect(password).toHaveAccessibleDescription(text.required);
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(
      jsonResponse({ detail: [{ loc: ['body', 'password'], msg: text.wrong, type: 'wrong_password' }], code: 'validation_error' }, 422),
    );
    await user.type(password, 'not-it');
    await user.click(within(dialog).getByRole('button', { name: text.accountButton }));
    await vi.waitFor(() => expect(password).toHaveAccessibleDescription(text.wrong));
    expect(call(0)).toEqual({ url: expect.stringMatching(/\/api\/v1\/account$/), method: 'DELETE', body: { password: 'not-it' } });
    expect(getSession().status).toBe('signed-in');

    fetchMock.mockResolvedValueOnce(jsonResponse({ detail: text.owner, code: 'owner_must_delete_company' }, 409));
    await user.clear(password);
    await user.type(password, 'right-one');
    await user.click(within(dialog).getByRole('button', { name: text.accountButton }));
    expect(await within(dialog).findByText(text.owner)).toBeInTheDocument();
    expect(getSession().status).toBe('signed-in');

    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await user.click(within(dialog).getByRole('button', { name: text.accountButton }));
    await findToast(text.accountDeleted);
    expect(call(2)).toMatchObject({ method: 'DELETE', body: { password: 'right-one' } });
    expect(getSession().status).toBe('signed-out');
  });

  it('forgets the typed password when the dialog is cancelled', async () => {
    const user = await setup(<DeleteAccountSection />);
    await user.click(screen.getByRole('button', { name: text.accountButton }));
    const dialog = await screen.findByRole('alertdialog', { name: text.accountTitle });
    await user.type(within(dialog).getByLabelText(text.password), 'secret');
    await user.click(within(dialog).getByRole('button', { name: text.cancel }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.accountButton }));
    expect(within(await screen.findByRole('alertdialog')).getByLabelText(text.password)).toHaveValue('');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('deletes the company named in the dialog and signs out', async () => {
    const user = await setup(<DeleteCompanySection profile={testProfile} />);
    await user.click(screen.getByRole('button', { name: text.companyButton }));
    const dialog = await screen.findByRole('alertdialog', { name: text.companyTitle });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await user.type(within(dialog).getByLabelText(text.password), 'right-one');
    await user.click(within(dialog).getByRole('button', { name: text.companySubmit }));
    await findToast(text.companyDeleted);
    expect(call(0)).toEqual({
      url: expect.stringMatching(/\/api\/v1\/companies\/c1$/),
      method: 'DELETE',
      body: { password: 'right-one' },
    });
    expect(getSession().status).toBe('signed-out');
  });

  it('starts the export, shows its progress, then offers the ZIP', async () => {
    const user = await setup(<ExportDataSection companyId="c1" />);
    const result = { export_id: 'e1', download_url: '/api/v1/companies/c1/export/e1', file_name: 'carbon-ledger-export-test-ltd-2026-11-24.zip', size_bytes: 120 };
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ job_id: 'j1', export_id: 'e1' }, 202))
      .mockResolvedValueOnce(jsonResponse({ id: 'j1', kind: 'account.company-export', status: 'running', progress: 0.4, result: null, error: null }))
      .mockResolvedValueOnce(jsonResponse({ id: 'j1', kind: 'account.company-export', status: 'succeeded', progress: 1, result, error: null }));
    await user.click(screen.getByRole('button', { name: text.exportButton }));
    const bar = await screen.findByRole('progressbar', { name: text.progress });
    await vi.waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(call(0)).toMatchObject({ url: expect.stringMatching(/\/api\/v1\/companies\/c1\/export$/), method: 'POST' });
    expect(await screen.findByText(text.ready, {}, { timeout: 3_000 })).toBeInTheDocument();
    expect(screen.getByText(result.file_name)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.download })).toBeInTheDocument();
  });
});
