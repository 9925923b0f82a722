import { CLIMATE_DATA_ATTRIBUTION } from '@carbon/carbon/scenarios';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { jsonResponse, renderWithProviders, setupI18n } from '@/test/render';
import { SourcesPage } from './sources-page';

const answer = {
  total: 17433,
  total_rows: 25510,
  imported_at: '2026-11-21T10:00:00Z',
  datasets: [
    {
      source: 'ademe-base-carbone',
      title: 'Base Carbone',
      publisher: 'ADEME',
      dataset_version: 'V23.6',
      licence: 'Licence Ouverte 2.0',
      licence_url: 'https://www.etalab.gouv.fr/licence-ouverte-open-licence/',
      attribution: 'Source : ADEME, Base Carbone V23.6',
      factor_count: 10939,
      valid_count: 4096,
      imported_at: '2026-11-21T10:00:00Z',
    },
  ],
};

describe('SourcesPage', () => {
  const fetchMock = vi.fn<typeof fetch>();
  afterEach(async () => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('lists each dataset with version, licence link, counts, date and attribution, and the total', async () => {
    await setupI18n('fr');
    fetchMock.mockResolvedValue(jsonResponse(answer));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<SourcesPage />);
    const row = (await screen.findByRole('rowheader', { name: /Base Carbone/ })).closest('tr')!;
    expect(within(row).getByRole('link', { name: /Licence Ouverte 2.0/ })).toHaveAttribute('href', answer.datasets[0]!.licence_url);
    // Text matching collapses the French narrow no-break spaces into plain ones.
    expect(within(row).getByText('4 096')).toBeInTheDocument();
    expect(within(row).getByText('10 939')).toBeInTheDocument();
    expect(within(row).getByText('21 novembre 2026')).toBeInTheDocument();
    const total = screen.getByRole('rowheader', { name: 'Total' }).closest('tr')!;
    expect(within(total).getByText('17 433')).toBeInTheDocument();
    expect(screen.getByText('Source : ADEME, Base Carbone V23.6')).toBeInTheDocument();
    // Anonymous: a public page sends no token.
    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).has('Authorization')).toBe(false);
  });

  it('says what went wrong and retries', async () => {
    await setupI18n('en');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(jsonResponse(answer));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<SourcesPage />);
    expect(await screen.findByText('Network error')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: /Base Carbone/ })).toBeInTheDocument();
  });
  it.each(['en', 'fr'] as const)(
    'credits the scenarios’ climate data next to the factor datasets: name, origin, licence, use, attribution (%s)',
    async (locale) => {
      await setupI18n(locale);
      // Shown whatever the library's state: here the API fails.
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      vi.stubGlobal('fetch', fetchMock);
      renderWithProviders(<SourcesPage />);
      const fr = locale === 'fr';
      const section = screen.getByRole('region', {
        name: fr ? 'Données des scénarios de réduction' : 'Data used by the reduction scenarios',
      });
      const list = within(section).getByRole('list');
      const [sunshine, geonames] = within(list).getAllByRole('listitem');
      expect(
        within(sunshine!).getByRole('link', { name: /List of cities by sunshine duration/ }),
      ).toHaveAttribute('href', 'https://en.wikipedia.org/wiki/List_of_cities_by_sunshine_duration');
      expect(within(sunshine!).getByRole('link', { name: /CC BY-SA 4.0/ })).toHaveAttribute(
        'href',
        'https://creativecommons.org/licenses/by-sa/4.0/',
      );
      expect(
        within(sunshine!).getByText(fr ? /392 villes \(77 en Europe\)/ : /392 cities \(77 in Europe\)/),
      ).toBeInTheDocument();
      expect(
        within(sunshine!).getByText(
          fr
            ? /productible annuel et mensuel, des scénarios de panneaux solaires/
            : /yield, of the solar panel scenarios/,
        ),
      ).toBeInTheDocument();
      expect(within(geonames!).getByRole('link', { name: /CC BY 4.0/ })).toHaveAttribute(
        'href',
        'https://creativecommons.org/licenses/by/4.0/',
      );
      const attributions = [sunshine!, geonames!]
        .map((item) => item.querySelector('dd:last-of-type')?.textContent)
        .join(' ');
      // In English, word for word the attribution the models carry; in French, its translation.
      if (fr) {
        expect(attributions).toBe(
          'Durée d’ensoleillement : contributeurs de Wikipédia, « List of cities by sunshine duration », CC BY-SA 4.0, d’après les normales climatiques des services météorologiques nationaux. Coordonnées : GeoNames (CC BY 4.0).',
        );
      } else {
        expect(attributions).toBe(CLIMATE_DATA_ATTRIBUTION);
      }
      await screen.findByText(fr ? 'Erreur réseau' : 'Network error');
    },
  );
});
