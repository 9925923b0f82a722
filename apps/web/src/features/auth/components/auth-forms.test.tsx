import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { jsonResponse, renderWithProviders, setupI18n } from '@/test/render';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';

const texts = {
  en: {
    email: 'Email address',
    password: 'Password',
    firstName: 'First name',
    lastName: 'Last name',
    company: 'Company name',
    newPassword: 'New password',
    confirm: 'Confirm the new password',
    signIn: 'Sign in',
    register: 'Create account',
    reset: 'Change the password',
    onlySpaces: 'A password cannot be only spaces',
    tooCommon: 'This password is too common or too easy to guess',
    containsEmail: 'The password must not contain your email address',
    tooMany: 'Too many failed attempts. Please wait a minute and try again.',
    later: 'Too many failed attempts. Please try again later.',
  },
  fr: {
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    firstName: 'Prénom',
    lastName: 'Nom',
    company: "Nom de l'entreprise",
    newPassword: 'Nouveau mot de passe',
    confirm: 'Confirmer le nouveau mot de passe',
    signIn: 'Se connecter',
    register: 'Créer le compte',
    reset: 'Changer le mot de passe',
    onlySpaces: 'Le mot de passe ne peut pas contenir uniquement des espaces',
    tooCommon: 'Ce mot de passe est trop courant ou trop facile à deviner',
    containsEmail: 'Le mot de passe ne doit pas contenir votre adresse e-mail',
    tooMany: 'Trop de tentatives échouées. Veuillez patienter une minute et réessayer.',
    later: 'Trop de tentatives échouées. Veuillez réessayer plus tard.',
  },
} as const;

/** A 422 as the API words it: the field's issue, already in the request's language. */
function refused(field: string, msg: string): Response {
  return jsonResponse({ detail: [{ loc: ['body', field], msg, type: 'password_too_common' }], code: 'validation_error' }, 422);
}

describe.each(['en', 'fr'] as const)('auth forms (%s)', (locale) => {
  const text = texts[locale];
  const fetchMock = vi.fn<typeof fetch>();

  async function setup() {
    await setupI18n(locale);
    vi.stubGlobal('fetch', fetchMock);
    return userEvent.setup();
  }

  afterEach(async () => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  describe('sign-in', () => {
    it.each([
      ['too_many_attempts', 'tooMany'],
      ['too_many_attempts_later', 'later'],
    ] as const)('shows the limit answer (%s) above the form and keeps what was typed', async (code, message) => {
      const user = await setup();
      fetchMock.mockResolvedValueOnce(jsonResponse({ detail: text[message], code }, 429));
      const onSignedIn = vi.fn();
      renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
      await user.type(screen.getByLabelText(text.email), 'ada@example.org');
      await user.type(screen.getByLabelText(text.password), 'my password');
      await user.click(screen.getByRole('button', { name: text.signIn }));
      expect(await screen.findByText(text[message])).toBeInTheDocument();
      expect(screen.getByLabelText(text.email)).toHaveValue('ada@example.org');
      expect(screen.getByLabelText(text.password)).not.toHaveAttribute('aria-invalid', 'true');
      expect(onSignedIn).not.toHaveBeenCalled();
    });
  });

  describe('register', () => {
    async function fill(user: ReturnType<typeof userEvent.setup>, password: string) {
      await user.type(screen.getByLabelText(text.firstName), 'Ada');
      await user.type(screen.getByLabelText(text.lastName), 'Lovelace');
      await user.type(screen.getByLabelText(text.company), 'Engines Ltd');
      await user.type(screen.getByLabelText(text.email), 'ada@example.org');
      await user.type(screen.getByLabelText(text.password), password);
      await user.click(screen.getByRole('button', { name: text.register }));
    }

    it('refuses a password of spaces only before calling the API', async () => {
      const user = await setup();
      renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
      await fill(user, '          ');
      expect(await screen.findByText(text.onlySpaces)).toBeInTheDocument();
      expect(screen.getByLabelText(text.password)).toHaveAccessibleDescription(text.onlySpaces);
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('shows why the API refused the password under the password field only', async () => {
      const user = await setup();
      fetchMock.mockResolvedValueOnce(refused('password', text.containsEmail));
      renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
      await fill(user, 'ada@example.org');
      await vi.waitFor(() => expect(screen.getByLabelText(text.password)).toHaveAccessibleDescription(text.containsEmail));
      expect(screen.getAllByText(text.containsEmail)).toHaveLength(1);
    });
  });

  describe('reset password', () => {
    async function fill(user: ReturnType<typeof userEvent.setup>, password: string) {
      await user.type(screen.getByLabelText(text.newPassword), password);
      await user.type(screen.getByLabelText(text.confirm), password);
      await user.click(screen.getByRole('button', { name: text.reset }));
    }

    it('refuses a password of spaces only before calling the API', async () => {
      const user = await setup();
      renderWithProviders(<ResetPasswordForm token="link-token" />);
      await fill(user, '          ');
      expect(await screen.findByText(text.onlySpaces)).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('shows why the API refused the password under the field, and lets the user try another', async () => {
      const user = await setup();
      fetchMock.mockResolvedValueOnce(refused('new_password', text.tooCommon));
      renderWithProviders(<ResetPasswordForm token="link-token" />);
      await fill(user, '12345678');
      await vi.waitFor(() => expect(screen.getByLabelText(text.newPassword)).toHaveAccessibleDescription(text.tooCommon));
      expect(screen.getAllByText(text.tooCommon)).toHaveLength(1);
      expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toEqual({ token: 'link-token', new_password: '12345678' });
      expect(screen.getByRole('button', { name: text.reset })).toBeEnabled();
    });
  });
});
