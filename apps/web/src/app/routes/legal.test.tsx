import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { noticeFacts, publisher } from '@/features/legal/publisher';
import { i18n } from '@/lib/i18n';
import { setupI18n } from '@/test/render';
import { CookiesRoute, FrenchLegalNoticeRoute, LegalNoticeRoute, TermsRoute } from './legal';

function renderAt(path: string, page: React.ReactElement) {
  return render(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);
}

describe('legal notice', () => {
  beforeEach(() => setupI18n('en'));

  it('names every detail French law requires, and gives each one still unpublished on request', () => {
    renderAt('/legal/notice', <LegalNoticeRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'Legal notice' })).toBeInTheDocument();
    for (const heading of ['1. Publisher', '2. Director of publication', '3. Hosting', '4. Contact']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual([
      'Corporate name',
      'Legal form',
      'Share capital',
      'Registered office',
      'Trade and companies register (RCS)',
      'Intra-community VAT number',
      'Telephone',
      'Email',
      'Director of publication',
      'Hosting provider',
      'Address',
      'Telephone',
    ]);
    const unset = Object.values(noticeFacts()).flat().filter(([, value]) => value === null).length;
    expect(screen.getAllByText('Available on request through the contact form')).toHaveLength(unset);
    expect(screen.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Lire les mentions légales en français' })).toHaveAttribute('href', '/mentions-legales');
  });

  it('shows the details once they are filled in', () => {
    const filled = noticeFacts({ ...publisher, corporateName: 'Example SAS', host: { ...publisher.host, name: 'Example Hosting' } });
    expect(filled.publisher?.[0]).toEqual(['corporate_name', 'Example SAS']);
    expect(filled.host?.[0]).toEqual(['host_name', 'Example Hosting']);
  });

  it('is in French at /mentions-legales, whatever the interface language', () => {
    renderAt('/mentions-legales', <FrenchLegalNoticeRoute />);
    const article = screen.getByRole('article');
    expect(article).toHaveAttribute('lang', 'fr');
    expect(within(article).getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeInTheDocument();
    expect(within(article).getByText('Immatriculation au RCS')).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'Read the legal notice in English' })).toHaveAttribute('href', '/legal/notice?lang=en');
  });

  it('is what the cookie policy and the terms refer to, in each language', async () => {
    const { unmount } = renderAt('/legal/cookies', <CookiesRoute />);
    expect(screen.getByRole('link', { name: 'legal notice' })).toHaveAttribute('href', '/legal/notice');
    unmount();
    await i18n.changeLanguage('fr');
    renderAt('/legal/terms?lang=fr', <TermsRoute />);
    for (const link of screen.getAllByRole('link', { name: 'mentions légales' })) expect(link).toHaveAttribute('href', '/mentions-legales?lang=fr');
    expect(screen.getByRole('navigation', { name: 'Autres documents légaux' })).toContainElement(
      screen.getByRole('link', { name: 'Mentions légales' }),
    );
  });
});
