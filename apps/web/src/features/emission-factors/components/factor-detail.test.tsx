import type { FactorDetail, FactorSearchItem } from '@carbon/contracts/emission-factors';
import { act, render, screen, within } from '@testing-library/react';
import { useId } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithProviders, setupI18n } from '@/test/render';
import { FactorDetailContent } from './factor-detail';
import { FactorResultRow } from './factor-results-table';

/** ADEME road diesel per litre: 3.1 = 2.49 combustion + 0.609 upstream (issue 8), expired, replaced. */
const diesel: FactorDetail = {
  id: 'f-diesel',
  key: 'ademe-base-carbone:14015',
  source: 'ademe-base-carbone',
  dataset_version: 'V23.6',
  name: 'Gazole routier',
  name_fr: 'Gazole routier',
  name_en: 'Road diesel',
  name_languages: 'fr+en',
  category_path: ['Combustibles', 'Fossiles', 'Liquides', 'Usage sources mobiles', 'Usage routier'],
  unit: 'l',
  unit_family: 'volume',
  kg_co2e_per_unit: 3.1,
  country_code: 'FR',
  region_code: null,
  location: null,
  year: 2022,
  status: 'valid',
  company_id: null,
  unit_label: 'l',
  energy_basis: null,
  unit_qualifier: null,
  currency: null,
  price_year: null,
  gwp_basis: 'AR6',
  parts: [
    { kind: 'combustion', kg_co2e_per_unit: 2.49, factor_id: null },
    { kind: 'upstream', kg_co2e_per_unit: 0.609, factor_id: null },
  ],
  validity: 'expired',
  valid_to: '2024-12-01',
  latest_edition: true,
  edition: 'V23.6',
  unit_raw: 'kgCO2e/litre',
  source_value: 3.1,
  gases: null,
  components: [
    { kind: 'Amont', name: null, kg_co2e_per_unit: 0.609 },
    { kind: 'Combustion', name: null, kg_co2e_per_unit: 2.49 },
  ],
  lifecycle_stages: null,
  uncertainty_percent: 5,
  quality: null,
  quality_scheme: null,
  valid_from: '2023-01-01',
  validity_text: null,
  licence: null,
  licence_url: null,
  attribution: null,
  source_id: '14015',
  comment: null,
  duplicate_of_key: null,
  ghg_scope: null,
  editions: [{ id: 'f-diesel', key: 'ademe-base-carbone:14015', edition: 'V23.6', dataset_version: 'V23.6', kg_co2e_per_unit: 3.1, latest_edition: true }],
  replaced_by: { id: 'f-diesel-2025', key: 'ademe-base-carbone:28500', name: 'Gazole routier (B7)' },
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

/** DESNZ 2025 diesel (average biofuel blend) per litre, whose well-to-tank row is a factor of its own. */
const desnzDiesel: FactorDetail = {
  ...diesel,
  id: 'f-desnz-2025',
  key: 'uk-desnz:2025:1_1_1_diesel',
  source: 'uk-desnz',
  dataset_version: '2025 v1.0',
  name: 'Fuels > Liquid fuels > Diesel (average biofuel blend)',
  name_fr: null,
  name_en: 'Fuels > Liquid fuels > Diesel (average biofuel blend)',
  name_languages: 'en',
  category_path: ['Fuels', 'Liquid fuels'],
  unit: 'tonne',
  unit_family: 'mass',
  unit_label: 'tonne',
  kg_co2e_per_unit: 3032.1,
  country_code: 'GB',
  year: 2025,
  gwp_basis: 'AR5',
  parts: [
    { kind: 'combustion', kg_co2e_per_unit: 3032.1, factor_id: null },
    { kind: 'upstream', kg_co2e_per_unit: 629.6, factor_id: 'f-wtt-2025' },
  ],
  validity: 'current',
  valid_to: null,
  latest_edition: true,
  edition: '2025',
  unit_raw: 'tonnes',
  source_value: 3032.1,
  components: null,
  valid_from: null,
  editions: [
    { id: 'f-desnz-2025', key: 'uk-desnz:2025:1_1_1_diesel', edition: '2025', dataset_version: '2025 v1.0', kg_co2e_per_unit: 3032.1, latest_edition: true },
    { id: 'f-desnz-2024', key: 'uk-desnz:2024:1_1_1_diesel', edition: '2024', dataset_version: '2024 v1.1', kg_co2e_per_unit: 3038.4, latest_edition: false },
  ],
  replaced_by: null,
};

/** OWID grid intensity, France 2023: 53.63 g/kWh; its dataset version ends with its period. */
const grid: FactorDetail = {
  ...diesel,
  id: 'f-grid',
  key: 'owid-grid-intensity:FRA:2023',
  source: 'owid-grid-intensity',
  dataset_version: 'OWID 2025 (Ember 2025; Energy Institute 2024), years 1990–2025',
  edition: 'OWID 2025 (Ember 2025; Energy Institute 2024), years 1990–2025',
  name: 'Electricity, France, 2023',
  unit: 'kWh',
  unit_family: 'energy',
  unit_label: 'kWh',
  kg_co2e_per_unit: 0.05363,
  gwp_basis: null,
  parts: [],
  components: null,
  validity: 'current',
  valid_to: null,
  valid_from: null,
  replaced_by: null,
  editions: [],
  unit_raw: 'gCO2e/kWh',
  source_value: 53.63,
};

function Detail({ factor }: { factor: FactorDetail }) {
  return <FactorDetailContent factor={factor} titleId={useId()} />;
}

function show(factor: FactorDetail) {
  return renderWithProviders(<Detail factor={factor} />, { route: '/ef-search?q=gazole&factor=' + factor.id });
}

/** The value of a fact (a <dd>) by its label (the <dt> before it). */
function fact(label: string): HTMLElement {
  const term = screen.getAllByText(label, { selector: 'dt' })[0]!;
  return term.nextElementSibling as HTMLElement;
}

describe('the factor page', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('shows the parts of a fuel with their share, in English, without French part names', async () => {
    await setupI18n('en');
    show(diesel);
    const parts = screen.getByRole('table', { name: 'Combustion, upstream and losses' });
    const rows = within(parts).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Combustion', '2.49', '80.3%'],
      ['Upstream (well-to-tank)', '0.609', '19.7%'],
      ['Total of the parts', '3.099', '100%'],
    ]);
    // ADEME's value is the sum of its parts: nothing to explain.
    expect(screen.queryByText(/covers only some of these parts/)).not.toBeInTheDocument();
    expect(within(parts).getByRole('columnheader', { name: 'kg CO2e / l' })).toBeInTheDocument();
    expect(screen.queryByText(/Amont/)).not.toBeInTheDocument();
    // The category path is in English where the catalog names it; deeper levels keep their French, marked so.
    const path = screen.getByRole('navigation', { name: 'Category path' });
    expect(within(path).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Fuels',
      '›Fossil',
      '›Liquids',
      '›Mobile combustion',
      '›Road use',
    ]);
  });

  it('says the factor has expired, since when, and links to the one that replaces it', async () => {
    await setupI18n('en');
    show(diesel);
    const notice = screen.getByRole('note');
    expect(notice).toHaveTextContent('Expired on 1 December 2024');
    const replacement = within(notice).getByRole('link', { name: 'Gazole routier (B7)' });
    expect(replacement).toHaveAttribute('href', '/ef-search?q=gazole&factor=f-diesel-2025');
    expect(fact('Validity')).toHaveTextContent('Expired on 1 December 2024');
    expect(fact('Global warming potentials')).toHaveTextContent('IPCC AR6 (2021)');
  });

  it('speaks French throughout: parts, category path, ordinal dates', async () => {
    await setupI18n('fr');
    show(diesel);
    const parts = screen.getByRole('table', { name: 'Combustion, amont et pertes' });
    // "Part" is the share's column: the parts' own column says "Composante", not "Part" twice.
    expect(within(parts).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Composante', 'kg CO2e / l', 'Part']);
    expect(within(parts).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Combustion', 'Amont (du puits au réservoir)', 'Total des parts']);
    expect(within(parts).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['2,49', '80,3\u00a0%', '0,609', '19,7\u00a0%', '3,099', '100\u00a0%']);
    expect(screen.getByRole('note')).toHaveTextContent('Expiré le 1er décembre 2024');
    expect(screen.getByText('Du 1er janvier 2023 au 1er décembre 2024')).toBeInTheDocument();
    const path = screen.getByRole('navigation', { name: 'Arborescence de catégories' });
    expect(path).toHaveTextContent('Combustibles›Fossiles›Liquides');
    expect(within(path).queryByText('Combustibles')).not.toHaveAttribute('lang');
  });

  it('explains the GWP basis on keyboard focus', async () => {
    await setupI18n('en');
    show(desnzDiesel);
    expect(fact('Global warming potentials')).toHaveTextContent('IPCC AR5 (2014)');
    const about = screen.getByRole('button', { name: 'What this means' });
    act(() => about.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/Fifth Assessment Report \(2014\).*R-410A is 2,088 in AR4, 1,924 in AR5 and 2,256 in AR6/);
  });

  it('offers the other editions and links the well-to-tank part to its own factor', async () => {
    await setupI18n('en');
    show(desnzDiesel);
    const edition = fact('Edition');
    expect(edition).toHaveTextContent('2025 (latest)');
    expect(edition).toHaveTextContent('Also in edition:');
    expect(within(edition).getByRole('link', { name: 'Edition 2024: 3,038 kg CO2e / tonne' })).toHaveAttribute(
      'href',
      '/ef-search?q=gazole&factor=f-desnz-2024',
    );
    const parts = screen.getByRole('table', { name: 'Combustion, upstream and losses' });
    expect(within(parts).getByRole('link', { name: 'Well-to-tank factor' })).toHaveAttribute('href', '/ef-search?q=gazole&factor=f-wtt-2025');
    // DESNZ's value is the combustion alone; the shares are of the parts' sum, and the page says why.
    expect(within(parts).getAllByRole('row').map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Part', 'kg CO2e / tonne', 'Share', 'Published as'],
      ['Combustion', '3,032', '82.8%', ''],
      ['Upstream (well-to-tank)', '629.6', '17.2%', 'Well-to-tank factor'],
      ['Total of the parts', '3,662', '100%', ''],
    ]);
    expect(
      screen.getByText("This factor's value, 3,032 kg CO2e / tonne, covers only some of these parts: its source publishes the others as factors of their own."),
    ).toBeInTheDocument();
    // DESNZ's plural unit reads in the singular after "per".
    expect(screen.getByText('As published: 3,032.1 kg CO2e per tonne')).toBeInTheDocument();
    expect(screen.queryByText(/per tonnes/)).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('points an older edition to the newest, in French', async () => {
    await setupI18n('fr');
    show({ ...desnzDiesel, id: 'f-desnz-2024', edition: '2024', year: 2024, latest_edition: false });
    const edition = fact('Édition');
    expect(edition).toHaveTextContent('Une édition plus récente de ce facteur existe : 2025.');
    expect(within(edition).getByRole('link', { name: "Ouvrir l'édition 2025" })).toHaveAttribute('href', '/ef-search?q=gazole&factor=f-desnz-2025');
    expect(screen.getByText(/^Valeur publiée : 3\s032,1 kg CO2e par tonne$/)).toBeInTheDocument();
    expect(fact('Validité')).toHaveTextContent('Édition antérieure');
  });

  it("says a dataset's period in the interface language", async () => {
    await setupI18n('fr');
    show(grid);
    expect(fact('Source')).toHaveTextContent("Intensité carbone de l'électricité (Our World in Data), OWID 2025 (Ember 2025; Energy Institute 2024), années 1990 à 2025");
    expect(screen.queryByText(/years/)).not.toBeInTheDocument();
    expect(fact('Base énergétique')).toHaveTextContent('Non renseigné');
  });

  it('names the source’s components by kind in English when the factor has no parts', async () => {
    await setupI18n('en');
    show({ ...diesel, parts: [] });
    const components = screen.getByRole('table', { name: 'Components' });
    expect(within(components).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Upstream', 'Combustion']);
  });
});

const b30: FactorSearchItem = {
  ...diesel,
  id: 'b30-pci',
  name: 'Gazole B30',
  unit: 'kWh',
  unit_family: 'energy',
  unit_label: 'kWh PCI',
  energy_basis: 'LHV',
  kg_co2e_per_unit: 0.2715,
  parts: [],
  validity: 'current',
  score: 0.9,
};

describe('look-alike result rows', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('tell "Gazole B30 (kWh)" apart by basis, edition and validity', async () => {
    await setupI18n('fr');
    render(
      <table>
        <tbody>
          <FactorResultRow item={b30} selected={false} onOpen={() => undefined} />
          <FactorResultRow item={{ ...b30, id: 'b30-pcs', unit_label: 'kWh PCS', energy_basis: 'HHV', kg_co2e_per_unit: 0.2446 }} selected={false} onOpen={() => undefined} />
          <FactorResultRow item={{ ...b30, id: 'b30-old', validity: 'expired', edition: 'V22.0', dataset_version: 'V22.0' }} selected={false} onOpen={() => undefined} />
          <FactorResultRow item={{ ...b30, id: 'b30-arch', validity: 'archived', status: 'archived' }} selected={false} onOpen={() => undefined} />
        </tbody>
      </table>,
    );
    const rows = screen.getAllByRole('row').map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Gazole B30', 'ADEME Base CarboneV23.6', 'kWh PCI', '0,2715', 'France', '2022', '90\u00a0%'],
      ['Gazole B30', 'ADEME Base CarboneV23.6', 'kWh PCS', '0,2446', 'France', '2022', '90\u00a0%'],
      ['Gazole B30Expiré', 'ADEME Base CarboneV22.0', 'kWh PCI', '0,2715', 'France', '2022', '90\u00a0%'],
      ['Gazole B30Archivé', 'ADEME Base CarboneV23.6', 'kWh PCI', '0,2715', 'France', '2022', '90\u00a0%'],
    ]);
  });

  it('shows the edition year of a factor published every year, and the price year of a spend factor', async () => {
    await setupI18n('en');
    render(
      <table>
        <tbody>
          <FactorResultRow item={{ ...desnzDiesel, score: 1 }} selected={false} onOpen={() => undefined} />
          <FactorResultRow
            item={{ ...b30, id: 'useeio', source: 'us-epa-useeio', unit: 'USD', unit_label: 'USD', currency: 'USD', price_year: 2022, edition: 'v1.3.0', dataset_version: 'v1.3.0' }}
            selected={false}
            onOpen={() => undefined}
          />
        </tbody>
      </table>,
    );
    const [desnz, useeio] = screen.getAllByRole('row');
    expect(within(desnz!).getAllByRole('cell')[0]).toHaveTextContent('UK DESNZEdition 2025');
    expect(within(useeio!).getAllByRole('cell')[1]).toHaveTextContent('USD2022 prices');
  });
});

describe('a factor imported from a supplier’s PACT footprint', () => {
  afterEach(() => i18n.changeLanguage('en'));

  /** A company factor per kg made from Acier Dupont's footprint, current. */
  const imported: FactorDetail = {
    ...grid,
    id: 'f-bracket',
    key: 'company:f-bracket',
    source: 'company',
    dataset_version: null,
    edition: null,
    name: 'Steel bracket (Acier Dupont)',
    unit: 'kg',
    unit_family: 'mass',
    unit_label: 'kg',
    kg_co2e_per_unit: 1234.5678,
    company_id: 'c1',
    unit_raw: 'kg',
    source_value: 1234.5678,
    pact_import: {
      import_id: 'i1',
      supplier_name: 'Acier Dupont',
      footprint_id: '6f2a3b4c-5d6e-4f70-9b8c-0d1e2f3a4b5c',
      newer_footprint_id: null,
      newer_kg_co2e_per_unit: null,
    },
  };

  it('names the supplier and the footprint, with no notice while it is the latest', async () => {
    await setupI18n('en');
    show(imported);
    expect(screen.getByText('From Acier Dupont’s PACT footprint 6f2a3b4c-5d6e-4f70-9b8c-0d1e2f3a4b5c')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('says a newer footprint exists, with its value in French figures, and links to the imports', async () => {
    await setupI18n('fr');
    show({
      ...imported,
      pact_import: { ...imported.pact_import!, newer_footprint_id: '7a3b4c5d-6e7f-4a81-8c9d-1e2f3a4b5c6d', newer_kg_co2e_per_unit: '1400.25' },
    });
    expect(screen.getByText('Issu de l’empreinte PACT 6f2a3b4c-5d6e-4f70-9b8c-0d1e2f3a4b5c du fournisseur Acier Dupont')).toBeInTheDocument();
    const notice = screen.getByRole('note');
    expect(notice).toHaveTextContent('Acier Dupont a publié une empreinte plus récente');
    expect(notice).toHaveTextContent('Nouvelle empreinte 7a3b4c5d-6e7f-4a81-8c9d-1e2f3a4b5c6d : 1 400 kg CO2e/kg.');
    expect(within(notice).getByRole('link', { name: 'La consulter dans les empreintes PACT importées' })).toHaveAttribute(
      'href',
      '/settings/pact/imports',
    );
  });

  it('shows nothing of PACT for a factor that was not imported', async () => {
    await setupI18n('en');
    show(grid);
    expect(screen.queryByText(/PACT footprint/)).not.toBeInTheDocument();
  });
});
