import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession, signIn, signOut } from '@/lib/auth';
import { i18n } from '@/lib/i18n';
import { jsonResponse, renderWithProviders, setupI18n } from '@/test/render';
import { PasswordForm } from './password-form';

const texts = {
  en: {
    current: 'Current password',
    new: 'New password',
    confirm: 'Confirm the new password',
    submit: 'Change the password',
    fillAll: 'Please fill in all fields.',
    mismatch: 'New passwords do not match.',
    updated: 'Password updated',
    failed: 'Unable to change password',
    onlySpaces: 'A password cannot be only spaces',
    tooCommon: 'This password is too common or too easy to guess',
  },
  fr: {
    current: 'Mot de passe actuel',
    new: 'Nouveau mot de passe',
    confirm: 'Confirmer le nouveau mot de passe',
    submit: 'Changer le mot de passe',
    fillAll: 'Veuillez remplir tous les champs.',
    mismatch: 'Les nouveaux mots de passe ne correspondent pas.',
    updated: 'Mot de passe mis à jour',
    failed: 'Impossible de changer le mot de passe',
    onlySpaces: 'Le mot de passe ne peut pas contenir uniquement des espaces',
    tooCommon: 'Ce mot de passe est trop courant ou trop facile à deviner',
  },
} as const;

describe.each(['en', 'fr'] as const)('PasswordForm (%s)', (locale) => {
  const text = texts[locale];
  const fetchMock = vi.fn<typeof fetch>();

  async function setup() {
    await setupI18n(locale);
    vi.stubGlobal('fetch', fetchMock);
    signIn({ access_token: 'tok', user: { email: 'a@b.c' } as never });
    renderWithProviders(<PasswordForm />);
    return userEvent.setup();
  }

  /** Fills the three fields (the confirmation repeats the new password unless given) and submits. */
  async function submit(user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirm = next) {
    await user.type(screen.getByLabelText(text.current), current);
    await user.type(screen.getByLabelText(text.new), next);
    await user.type(screen.getByLabelText(text.confirm), confirm);
    await user.click(screen.getByRole('button', { name: text.submit }));
  }

  afterEach(async () => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    signOut();
    await i18n.changeLanguage('en');
  });

  it('asks for every field before calling the API', async () => {
    const user = await setup();
    await user.type(screen.getByLabelText(text.current), 'old-password');
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(await screen.findByText(text.fillAll)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('requires the confirmation to match', async () => {
    const user = await setup();
    await submit(user, 'old-password', 'new-password-1', 'new-password-2');
    expect(await screen.findByText(text.mismatch)).toBeInTheDocument();
    expect(screen.getByLabelText(text.confirm)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('changes the password and says so, or says it could not', async () => {
    const user = await setup();
    fetchMock.mockResolvedValueOnce(jsonResponse({ detail: 'Password updated', access_token: 'next-token', token_type: 'bearer' }));
    await submit(user, 'old-password', 'new-password-1');
    expect(await screen.findByText(text.updated)).toBeInTheDocument();
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toEqual({ current_password: 'old-password', new_password: 'new-password-1' });
    expect(screen.getByLabelText(text.current)).toHaveValue('');
    // The change revoked the session's token; the answer's one keeps the user signed in.
    expect(getSession()).toMatchObject({ status: 'signed-in', token: 'next-token' });
    expect(window.localStorage.getItem('access_token')).toBe('next-token');

    fetchMock.mockResolvedValueOnce(jsonResponse({ detail: 'The current password is incorrect', code: 'wrong_current_password' }, 400));
    await submit(user, 'bad-password', 'new-password-1');
    expect(await screen.findByText(text.failed)).toBeInTheDocument();
    expect(screen.getByLabelText(text.current)).toHaveAccessibleDescription('The current password is incorrect');
  });

  it('refuses a password of spaces only before calling the API', async () => {
    const user = await setup();
    await submit(user, 'old-password', '         ');
    expect(await screen.findByText(text.onlySpaces)).toBeInTheDocument();
    expect(screen.getByLabelText(text.new)).toHaveAccessibleDescription(text.onlySpaces);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the reason the API refused the new password under its field', async () => {
    const user = await setup();
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ detail: [{ loc: ['body', 'new_password'], msg: text.tooCommon, type: 'password_too_common' }], code: 'validation_error' }, 422),
    );
    await submit(user, 'old-password', 'password');
    await vi.waitFor(() => expect(screen.getByLabelText(text.new)).toHaveAccessibleDescription(text.tooCommon));
    expect(screen.queryByText(text.failed)).not.toBeInTheDocument();
    expect(getSession()).toMatchObject({ status: 'signed-in', token: 'tok' });
  });

  it('says when there were too many wrong current passwords', async () => {
    const user = await setup();
    const detail = locale === 'fr' ? 'Trop de tentatives échouées. Veuillez patienter une minute et réessayer.' : 'Too many failed attempts. Please wait a minute and try again.';
    fetchMock.mockResolvedValueOnce(jsonResponse({ detail, code: 'too_many_attempts' }, 429));
    await submit(user, 'old-password', 'new-password-1');
    expect(await screen.findByText(text.failed)).toBeInTheDocument();
    expect(screen.getByText(detail)).toBeInTheDocument();
  });
});
