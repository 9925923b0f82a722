import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '@/test/render';
import { CookieBanner } from './cookie-banner';

function renderBanner() {
  return render(
    <MemoryRouter>
      <CookieBanner />
    </MemoryRouter>,
  );
}

describe('CookieBanner', () => {
  beforeAll(() => setupI18n('en'));

  it('links to the cookies policy and stores "all" on Accept All', async () => {
    renderBanner();
    expect(screen.getByRole('link', { name: 'cookies policy' })).toHaveAttribute('href', '/legal/cookies');
    await userEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(window.localStorage.getItem('cookie_consent')).toBe('all');
    expect(screen.queryByRole('button', { name: 'Accept All' })).toBeNull();
  });

  it('stores "essential" on Essential Only', async () => {
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Essential Only' }));
    expect(window.localStorage.getItem('cookie_consent')).toBe('essential');
    expect(screen.queryByRole('region', { name: 'Cookies and local storage' })).toBeNull();
  });

  it('stays hidden once a valid choice is stored, and asks again for an unknown value', () => {
    window.localStorage.setItem('cookie_consent', 'essential');
    const { unmount } = renderBanner();
    expect(screen.queryByRole('region', { name: 'Cookies and local storage' })).toBeNull();
    unmount();
    window.localStorage.setItem('cookie_consent', 'maybe');
    renderBanner();
    expect(screen.getByRole('region', { name: 'Cookies and local storage' })).toBeInTheDocument();
  });
});
