import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readOperatorConfig } from '@/config/env';
import { isDemoInstance, noticeFacts, privacyFacts } from '@/features/legal/publisher';
import { i18n } from '@/lib/i18n';
import { setupI18n } from '@/test/render';
import { CookiesRoute, FrenchLegalNoticeRoute, LegalNoticeRoute, TermsRoute } from './legal';

function renderAt(path: string, page: React.ReactElement) {
  return render(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);
}

describe('legal notice', () => {
  beforeEach(() => setupI18n('en'));

  it('names every detail French law requires, and says plainly that an unconfigured build is a local or demo instance', () => {
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
      'Trade and companies register (RCS) and SIREN',
      'Intra-community VAT number',
      'Telephone',
      'Email',
      'Director of publication',
      'Hosting provider',
      'Address',
      'Telephone',
    ]);
    // The test build sets no VITE_PUBLISHER_* variable: every line says why it is empty, none invents a value.
    expect(isDemoInstance()).toBe(true);
    expect(screen.getByRole('note')).toHaveTextContent('This is a local or demonstration instance of Carbon Ledger.');
    expect(screen.getAllByText('Not given: local or demo instance')).toHaveLength(Object.values(noticeFacts()).flat().length);
    expect(screen.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Lire les mentions légales en français' })).toHaveAttribute('href', '/mentions-legales');
  });

  it('reads each detail from its build variable, blank meaning not given', () => {
    const config = readOperatorConfig({
      VITE_PUBLISHER_NAME: ' Example SAS ',
      VITE_PUBLISHER_RCS: 'RCS Lyon 123 456 789',
      VITE_HOST_NAME: 'Example Hosting',
      VITE_PUBLISHER_VAT_NUMBER: '   ',
      VITE_PROCESSOR_PAYMENT: 'Stripe Payments Europe, Ltd.',
    });
    expect(isDemoInstance(config)).toBe(false);
    const filled = noticeFacts(config);
    expect(filled.publisher?.[0]).toEqual(['corporate_name', 'Example SAS']);
    expect(filled.publisher?.find(([field]) => field === 'rcs')).toEqual(['rcs', 'RCS Lyon 123 456 789']);
    expect(filled.publisher?.find(([field]) => field === 'vat_number')).toEqual(['vat_number', null]);
    expect(filled.host?.[0]).toEqual(['host_name', 'Example Hosting']);
    expect(privacyFacts(config).processors).toEqual([
      ['processor_hosting', 'Example Hosting'],
      ['processor_email', null],
      ['processor_payment', 'Stripe Payments Europe, Ltd.'],
    ]);
  });

  it('is in French at /mentions-legales, whatever the interface language', () => {
    renderAt('/mentions-legales', <FrenchLegalNoticeRoute />);
    const article = screen.getByRole('article');
    expect(article).toHaveAttribute('lang', 'fr');
    expect(within(article).getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeInTheDocument();
    expect(within(article).getByText('Immatriculation au RCS et SIREN')).toBeInTheDocument();
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

describe('legal pages of a configured instance', () => {
  const operator = {
    VITE_PUBLISHER_NAME: 'Ledger Demo SAS',
    VITE_PUBLISHER_LEGAL_FORM: 'Société par actions simplifiée',
    VITE_PUBLISHER_SHARE_CAPITAL: '10 000 €',
    VITE_PUBLISHER_ADDRESS: '1 rue de la Paix, 75002 Paris',
    VITE_PUBLISHER_RCS: 'RCS Paris 123 456 789',
    VITE_PUBLISHER_EMAIL: 'legal@ledger.example',
    VITE_PUBLICATION_DIRECTOR: 'Camille Martin',
    VITE_DATA_PROTECTION_CONTACT: 'dpo@ledger.example',
    VITE_HOST_NAME: 'Example Cloud SAS',
    VITE_HOST_ADDRESS: '2 avenue du Port, 59100 Roubaix',
    VITE_HOST_PHONE: '+33 1 23 45 67 89',
    VITE_PROCESSOR_EMAIL_DELIVERY: 'Example Mail SAS',
  };

  // The variables are read once, when config/env.ts loads: load the pages afresh with the build's values set.
  async function loadConfiguredPages() {
    for (const [name, value] of Object.entries(operator)) vi.stubEnv(name, value);
    vi.resetModules();
    const render = await import('@/test/render');
    await render.setupI18n('en');
    return import('./legal');
  }

  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('prints the configured publisher, director and host on the legal notice, and a given-on-request line for the rest', async () => {
    const { LegalNoticeRoute } = await loadConfiguredPages();
    renderAt('/legal/notice', <LegalNoticeRoute />);
    expect(screen.queryByRole('note')).toBeNull();
    const value = (label: string) => screen.getAllByRole('term').find((term) => term.textContent === label)?.nextElementSibling?.textContent;
    expect(value('Corporate name')).toBe('Ledger Demo SAS');
    expect(value('Legal form')).toBe('Société par actions simplifiée');
    expect(value('Share capital')).toBe('10 000 €');
    expect(value('Registered office')).toBe('1 rue de la Paix, 75002 Paris');
    expect(value('Trade and companies register (RCS) and SIREN')).toBe('RCS Paris 123 456 789');
    expect(value('Director of publication')).toBe('Camille Martin');
    expect(value('Hosting provider')).toBe('Example Cloud SAS');
    expect(value('Address')).toBe('2 avenue du Port, 59100 Roubaix');
    expect(value('Intra-community VAT number')).toBe('Available on request through the contact form');
    expect(screen.queryByText('Not given: local or demo instance')).toBeNull();
  });

  it('names the controller, the data protection contact and the processors in the privacy policy', async () => {
    const { PrivacyRoute } = await loadConfiguredPages();
    renderAt('/legal/privacy', <PrivacyRoute />);
    const value = (label: string) => screen.getAllByRole('term').find((term) => term.textContent === label)?.nextElementSibling?.textContent;
    expect(value('Data controller')).toBe('Ledger Demo SAS');
    expect(value('Data protection contact')).toBe('dpo@ledger.example');
    expect(value('Hosting')).toBe('Example Cloud SAS');
    expect(value('Email delivery')).toBe('Example Mail SAS');
    expect(value('Payment')).toBe('Available on request through the contact form');
    // The contact form's basis is the consent its checkbox asks for, and the period the retention job applies.
    expect(screen.getByText(/Legal basis: your consent \(Article 6\(1\)\(a\) GDPR\), given by ticking "I agree that Carbon Ledger stores this message/)).toBeInTheDocument();
    expect(screen.getByText(/Retention: 365 days from the day you sent it/)).toBeInTheDocument();
  });
});
