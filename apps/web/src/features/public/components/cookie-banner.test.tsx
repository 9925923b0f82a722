import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '@/test/render';
import { CookieBanner } from './cookie-banner';

function renderBanner() {
  return render(
    <MemoryRouter>
      <CookieBanner />
    </MemoryRouter>,
  );
}

const bannerName = 'Cookies and local storage';

describe('CookieBanner', () => {
  beforeAll(() => setupI18n('en'));
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.useRealTimers());

  it('links to the cookies policy and stores "all" with its date on Accept All', async () => {
    const before = Date.now();
    renderBanner();
    expect(screen.getByRole('link', { name: 'cookies policy' })).toHaveAttribute('href', '/legal/cookies');
    await userEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(window.localStorage.getItem('cookie_consent')).toBe('all');
    const answeredAt = Date.parse(window.localStorage.getItem('cookie_consent_at') ?? '');
    expect(answeredAt).toBeGreaterThanOrEqual(before);
    expect(answeredAt).toBeLessThanOrEqual(Date.now());
    expect(screen.queryByRole('button', { name: 'Accept All' })).toBeNull();
  });

  it('stores "essential" on Essential Only', async () => {
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Essential Only' }));
    expect(window.localStorage.getItem('cookie_consent')).toBe('essential');
    expect(window.localStorage.getItem('cookie_consent_at')).not.toBeNull();
    expect(screen.queryByRole('region', { name: bannerName })).toBeNull();
  });

  it('gives "Essential Only" and "Accept All" the same visual weight', () => {
    renderBanner();
    const essential = screen.getByRole('button', { name: 'Essential Only' });
    const all = screen.getByRole('button', { name: 'Accept All' });
    expect(essential.className).toBe(all.className);
  });

  it('stays hidden for a dated choice younger than six months, and asks again for an unknown value', () => {
    window.localStorage.setItem('cookie_consent', 'essential');
    window.localStorage.setItem('cookie_consent_at', new Date(Date.now() - 24 * 3_600_000).toISOString());
    const { unmount } = renderBanner();
    expect(screen.queryByRole('region', { name: bannerName })).toBeNull();
    unmount();
    window.localStorage.setItem('cookie_consent', 'maybe');
    renderBanner();
    expect(screen.getByRole('region', { name: bannerName })).toBeInTheDocument();
  });

  it('asks again six months after the answer, and for an answer stored without its date', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
    window.localStorage.setItem('cookie_consent', 'all');
    window.localStorage.setItem('cookie_consent_at', '2026-05-24T10:00:01Z');
    const first = renderBanner();
    expect(screen.queryByRole('region', { name: bannerName })).toBeNull();
    first.unmount();

    // Six calendar months to the second: the answer of 24 May 10:00:01 no longer counts at 24 November 10:00:01.
    vi.setSystemTime(new Date('2026-11-24T10:00:01Z'));
    const second = renderBanner();
    expect(screen.getByRole('region', { name: bannerName })).toBeInTheDocument();
    second.unmount();

    window.localStorage.removeItem('cookie_consent_at');
    vi.setSystemTime(new Date('2026-05-25T10:00:00Z'));
    renderBanner();
    expect(screen.getByRole('region', { name: bannerName })).toBeInTheDocument();
  });
});
