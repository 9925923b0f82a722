import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { setupI18n } from '@/test/render';
import { PricingPlans } from './pricing-plans';

function renderPlans() {
  return render(
    <MemoryRouter>
      <PricingPlans />
    </MemoryRouter>,
  );
}

describe('pricing plans', () => {
  afterAll(() => i18n.changeLanguage('en'));

  it('shows monthly prices first, then yearly prices with the saving computed from the plan table', async () => {
    await setupI18n('en');
    renderPlans();
    expect(screen.getByTestId('price-free')).toHaveTextContent('€0');
    expect(screen.getByTestId('price-pro')).toHaveTextContent('€39');
    expect(screen.getByTestId('price-enterprise')).toHaveTextContent('€149');
    const yearly = screen.getByRole('radio', { name: 'Yearly save up to 16%' });
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();

    await userEvent.click(yearly);
    expect(yearly).toBeChecked();
    expect(screen.getByTestId('price-pro')).toHaveTextContent('€390');
    expect(screen.getByTestId('price-enterprise')).toHaveTextContent('€1,490');
    expect(screen.getByText(/that is €32\.50 a month/)).toBeInTheDocument();
    expect(screen.getAllByText('16% less than paying monthly')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Choose Pro' })).toHaveAttribute('href', '/login?mode=register');
  });

  it('lists the limits of each plan, unlimited for Enterprise', async () => {
    await setupI18n('en');
    renderPlans();
    const table = screen.getByRole('table', { name: 'What each plan includes' });
    const products = within(table).getByRole('row', { name: /^Products/ });
    expect(within(products).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1', '10', 'Unlimited']);
    const team = within(table).getByRole('row', { name: /^Team members/ });
    expect(within(team).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1', '5', 'Unlimited']);
    expect(screen.getByText('1 product')).toBeInTheDocument();
    expect(screen.getByText('10 reduction scenarios')).toBeInTheDocument();
    expect(screen.getByText('Unlimited team members')).toBeInTheDocument();
    // The mark is a dash or a tick; the words are for screen readers.
    const marks = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.querySelector('.sr-only')?.textContent);
    const fec = within(table).getByRole('row', { name: /^Import of your accounting entries file \(FEC\)/ });
    expect(marks(fec)).toEqual(['Not included', 'Included', 'Included']);
    const api = within(table).getByRole('row', { name: /^API access: API keys and PACT footprint exchange/ });
    expect(marks(api)).toEqual(['Not included', 'Included', 'Included']);
  });

  it('lists only what the server enforces: no analytics tier, support or branding the product does not provide', async () => {
    await setupI18n('en');
    renderPlans();
    const table = screen.getByRole('table', { name: 'What each plan includes' });
    expect(within(table).getAllByRole('row').map((row) => row.querySelector('th')?.textContent)).toEqual([
      'Feature',
      'Products',
      'Reduction scenarios',
      'Team members',
      'Carbon inventory across scopes 1, 2 and 3',
      'Emission factor library and search',
      'English and French interface',
      'PDF, CSV and Excel exports',
      'Import of your accounting entries file (FEC)',
      'API access: API keys and PACT footprint exchange',
    ]);
    expect(screen.queryByText(/Priority support|Custom branding|Advanced analytics/)).not.toBeInTheDocument();
  });

  it('speaks French with French number formats', async () => {
    await setupI18n('fr');
    renderPlans();
    await userEvent.click(screen.getByRole('radio', { name: /Annuelle/ }));
    expect(screen.getByRole('radio', { name: "Annuelle jusqu'à 16 % d'économie" })).toBeChecked();
    expect(screen.getByTestId('price-enterprise').textContent?.replace(/\s/g, ' ')).toBe('1 490 €');
    expect(screen.getByText(/Une année de Pro coûte 390 € au lieu de 468 €/)).toBeInTheDocument();
  });
});
