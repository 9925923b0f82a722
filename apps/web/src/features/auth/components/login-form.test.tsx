import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, setupI18n } from '@/test/render';
import { LoginForm } from './login-form';

describe('LoginForm', () => {
  const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ detail: 'Incorrect email or password', code: 'incorrect_credentials' }, 401));
  beforeEach(async () => {
    await setupI18n('en');
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('takes the focus to the refusal, and clears it when the user tries again', async () => {
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address'), 'alex@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Incorrect email or password');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());

    // The next attempt stops at a field error: the old refusal must not stay beside it.
    await user.clear(screen.getByLabelText('Password'));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.queryByText('Incorrect email or password')).toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
