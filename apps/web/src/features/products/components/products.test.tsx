import { footprintSchema, productSchema, type Product, type ProductTreeNode } from '@carbon/contracts/products';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_ID, entry, factorItem, GAS_FACTOR_ID, searchAnswer, SITE_ID } from '@/test/ledger';
import { findToast, jsonResponse, renderWithProviders, setupI18n } from '@/test/render';
import { ProductTreePage } from './product-tree-page';
import { SimpleProductForm } from './simple-product-form';
import { ProductViewPage } from './product-view-page';
import { ProductWizard } from './product-wizard';
import { ProductsListPage } from './products-list-page';

const PRODUCT_ID = '9e5f6a7b-8c9d-4e0f-8a1b-3c4d5e6f7a8b';
const SUB_ID = '0f6a7b8c-9d0e-4f1a-9b2c-4d5e6f7a8b9c';
const FACTOR_ID = '1a7b8c9d-0e1f-4a2b-8c3d-5e6f7a8b9c0d';

const line = (overrides: Record<string, unknown>) => ({
  id: 'l1',
  kind: 'material',
  stage: 'raw_material',
  label: 'Wheat flour',
  kg_co2e_per_unit: 0.3,
  quantity_per_unit: 0.5,
  unit: 'kg',
  mass_kg_per_unit: 0.5,
  product_id: null,
  factor: {
    id: FACTOR_ID,
    name: 'Wheat flour, FR',
    source: 'ADEME',
    version: '23.0',
    kg_co2e_per_unit: 0.6,
    unit: 'kg',
    year: 2023,
    geography: 'FR',
    primary: false,
  },
  data_quality: { primary: false, age_years: 2, geography: 'FR', score: 3 },
  ...overrides,
});

const footprint = footprintSchema.parse({
  kg_co2e_per_unit: 0.4,
  by_stage: { raw_material: 0.3, energy: 0.1, transport: 0, packaging: 0, waste: 0, distribution: 0 },
  lines: [line({}), line({ id: 'l2', kind: 'energy', stage: 'energy', label: 'Oven', kg_co2e_per_unit: 0.1, quantity_per_unit: 2, unit: 'kWh', factor: null })],
  data_quality: { score: 3, rating: 'good', primary_share_percent: 0 },
  mass_balance: { declared_kg: 0.5, lines_kg: 0.5, difference_percent: 0, warning: false },
  warnings: [],
});

const product: Product = productSchema.parse({
  id: PRODUCT_ID,
  company_id: COMPANY_ID,
  site_id: SITE_ID,
  name: 'Bread',
  unit: 'unit',
  description: '',
  annual_production_volume: null,
  weight_per_unit_kg: 0.5,
  revenue_per_unit_eur: null,
  currency: 'EUR',
  is_component: false,
  is_final_product: true,
  category: 'Bakery',
  processing_state: 'finished',
  composition_mode: 'per_unit',
  lines: [{ id: 'l1', kind: 'material', position: 0, label: 'Wheat flour', emission_factor_id: FACTOR_ID, quantity: 0.5, unit: 'kg' }],
  footprint,
  catalog_item_id: null,
  published_slug: null,
  published_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

let entitlements = { plan: 'free', limits: { products: 1, scenarios: 0, members: 1, api_access: false, export: false, invoice_import: false }, usage: { products: 1, scenarios: 0, members: 1 } };
/** A root node of the tree: nothing above it, 1 of it per unit of itself. */
const rootNode = (node: Pick<ProductTreeNode, 'product_id' | 'name' | 'unit' | 'kg_co2e_per_unit' | 'lines'>): ProductTreeNode => ({
  ...node,
  quantity_per_parent_unit: null,
  kg_co2e_per_parent_unit: null,
  by_stage_per_parent_unit: null,
  quantity_per_root_unit: 1,
});
let tree: ProductTreeNode = rootNode({ product_id: PRODUCT_ID, name: 'Bread', unit: 'unit', kg_co2e_per_unit: 0, lines: [] });
const energyEntry = entry({ label: 'Site electricity', category: 'electricity', scope: 2, quantity: 12000, unit: 'kWh' });
const croissant = { id: SUB_ID, company_id: COMPANY_ID, name: 'Croissant', price_per_unit: 1.2, emissions_per_unit: 0.35, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' };
let failList = false;
let calls: { method: string; url: string; body: unknown }[] = [];

const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = String(input);
  const method = init?.method ?? 'GET';
  calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
  if (url.startsWith('/api/v1/entitlements')) return jsonResponse(entitlements);
  if (url.startsWith('/api/v1/products?') && failList) return jsonResponse({ code: 'internal', message: 'Boom' }, 500);
  if (url.startsWith('/api/v1/products?') && method === 'GET') return jsonResponse({ items: [product] });
  if (url.startsWith('/api/v1/simple-products?')) return jsonResponse({ items: [croissant] });
  if (url === `/api/v1/simple-products/${SUB_ID}` && method === 'PATCH') return jsonResponse({ ...croissant, ...(JSON.parse(String(init?.body)) as object) });
  if (url === `/api/v1/products/${PRODUCT_ID}/tree`) return jsonResponse(tree);
  if (url === `/api/v1/products/${PRODUCT_ID}` && method === 'GET') return jsonResponse(product);
  if (url === `/api/v1/products/${PRODUCT_ID}` && method === 'DELETE') return new Response(null, { status: 204 });
  if (url === '/api/v1/products' && method === 'POST') return jsonResponse(product, 201);
  if (url === `/api/v1/products/${PRODUCT_ID}/publish` && method === 'POST') return jsonResponse({ slug: 'bread-x1', published_at: '2026-01-02T00:00:00.000Z' });
  if (url === '/api/v1/simple-products' && method === 'POST') {
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    return jsonResponse({ id: SUB_ID, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z', ...body }, 201);
  }
  if (url.startsWith('/api/v1/emission-factors/search')) return jsonResponse(searchAnswer('wheat', [factorItem({ name: 'Wheat flour, FR', unit: 'kg', unit_label: 'kg' })]));
  if (url.startsWith('/api/v1/entries?') && url.includes('scope=2')) return jsonResponse({ items: [energyEntry], total: 1 });
  if (url.startsWith('/api/v1/entries?')) return jsonResponse({ items: [], total: 0 });
  return jsonResponse({ code: 'not_found', message: 'Not found' }, 404);
});

beforeEach(() => {
  calls = [];
  failList = false;
  entitlements = { ...entitlements, limits: { ...entitlements.limits, products: 1 }, usage: { ...entitlements.usage, products: 1 } };
  tree = rootNode({ product_id: PRODUCT_ID, name: 'Bread', unit: 'unit', kg_co2e_per_unit: 0, lines: [] });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const texts = {
  en: {
    next: 'Next',
    save: 'Save product',
    steps: ['1. Info', '2. Flow'],
    site: 'Please select a site in the top bar first',
    name: 'Product name is required',
    category: 'Category is required',
    weight: 'Weight per unit must be greater than 0',
    material: 'Please add at least one material/ingredient',
    nameLabel: 'Product name',
    categoryLabel: 'Category',
    weightLabel: 'Weight per unit (kg)',
  },
  fr: {
    next: 'Suivant',
    save: 'Enregistrer le produit',
    steps: ['1. Infos', '2. Flux'],
    site: 'Veuillez d’abord sélectionner un site dans la barre du haut',
    name: 'Le nom du produit est obligatoire',
    category: 'La catégorie est obligatoire',
    weight: 'Le poids par unité doit être supérieur à 0',
    material: 'Veuillez ajouter au moins une matière ou un ingrédient',
    nameLabel: 'Nom du produit',
    categoryLabel: 'Catégorie',
    weightLabel: 'Poids par unité (kg)',
  },
} as const;

describe('ProductWizard', () => {
  it.each(['en', 'fr'] as const)('shows the SPEC section 5 messages at each step (%s)', async (locale) => {
    await setupI18n(locale);
    const words = texts[locale];
    const user = userEvent.setup();
    renderWithProviders(<ProductWizard companyId={COMPANY_ID} siteId={SITE_ID} siteName="Lyon plant" year={2025} product={null} />);
    const steps = screen.getByRole('navigation');
    expect(within(steps).getAllByRole('listitem').map((item) => item.textContent)).toEqual(words.steps);

    await user.click(screen.getByRole('button', { name: words.next }));
    expect(screen.getByText(words.name)).toBeInTheDocument();
    expect(screen.getByText(words.category)).toBeInTheDocument();
    expect(screen.getByText(words.weight)).toBeInTheDocument();
    expect(screen.queryByText(words.site)).toBeNull();

    await user.type(screen.getByLabelText(words.nameLabel), 'Bread');
    await user.type(screen.getByLabelText(words.categoryLabel), 'Bakery');
    await user.type(screen.getByLabelText(words.weightLabel), '0');
    await user.click(screen.getByRole('button', { name: words.next }));
    expect(screen.queryByText(words.name)).toBeNull();
    expect(screen.getByText(words.weight)).toBeInTheDocument();

    await user.clear(screen.getByLabelText(words.weightLabel));
    await user.type(screen.getByLabelText(words.weightLabel), locale === 'fr' ? '0,5' : '0.5');
    await user.click(screen.getByRole('button', { name: words.next }));
    expect(within(steps).getByText(words.steps[1])).toHaveAttribute('aria-current', 'step');

    await user.click(screen.getByRole('button', { name: words.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(words.material);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('adds a material found by factor search and a share of a site energy entry, then creates the product', async () => {
    await setupI18n('en');
    const user = userEvent.setup();
    renderWithProviders(<ProductWizard companyId={COMPANY_ID} siteId={SITE_ID} siteName="Lyon plant" year={2025} product={null} />);
    await user.type(screen.getByLabelText('Product name'), 'Bread');
    await user.type(screen.getByLabelText('Category'), 'Bakery');
    await user.type(screen.getByLabelText('Weight per unit (kg)'), '0.5');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.click(screen.getByRole('button', { name: 'Add material' }));
    const material = await screen.findByRole('dialog', { name: 'Add a material' });
    await user.type(within(material).getByLabelText('Search emission factors'), 'wheat');
    await user.click(await within(material).findByRole('button', { name: 'Use Wheat flour, FR' }));
    await user.type(within(material).getByLabelText('Quantity per unit'), '0.5');
    await user.click(within(material).getByRole('button', { name: 'Add' }));

    await user.click(screen.getByRole('button', { name: 'Add energy' }));
    const energy = await screen.findByRole('dialog', { name: 'Energy of the product' });
    await within(energy).findByLabelText('Energy entry of the site');
    await user.click(within(energy).getByRole('button', { name: 'Add' }));
    expect(within(energy).getByText('Choose an energy entry')).toBeInTheDocument();
    expect(within(energy).getByText('Give a share greater than 0 and at most 100 %')).toBeInTheDocument();
    await user.selectOptions(within(energy).getByLabelText('Energy entry of the site'), energyEntry.id);
    await user.type(within(energy).getByLabelText('Share allocated to this product (%)'), '40');
    await user.click(within(energy).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // 40 % of the entry is taken by this product already: 60 % is left.
    await user.click(screen.getByRole('button', { name: 'Add energy' }));
    const again = await screen.findByRole('dialog', { name: 'Energy of the product' });
    await user.selectOptions(await within(again).findByLabelText('Energy entry of the site'), energyEntry.id);
    await user.type(within(again).getByLabelText('Share allocated to this product (%)'), '70');
    await user.click(within(again).getByRole('button', { name: 'Add' }));
    expect(within(again).getByText('Give a share greater than 0 and at most 60 %')).toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Save product' }));
    await findToast('Composite product created');
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({
      company_id: COMPANY_ID,
      site_id: SITE_ID,
      name: 'Bread',
      category: 'Bakery',
      weight_per_unit_kg: 0.5,
      composition_mode: 'per_unit',
      lines: [
        { kind: 'material', emission_factor_id: GAS_FACTOR_ID, quantity: 0.5, unit: 'kg', label: 'Wheat flour, FR' },
        { kind: 'energy', entry_id: energyEntry.id, allocation_percent: 40, label: 'Site electricity' },
      ],
    });
  }, 15_000); // a factor search and three dialogs typed into: more than the default 5 s on a loaded machine

  it('asks for the annual volume when quantities are for the whole production', async () => {
    await setupI18n('en');
    const user = userEvent.setup();
    renderWithProviders(<ProductWizard companyId={COMPANY_ID} siteId={SITE_ID} siteName="Lyon plant" year={2025} product={null} />);
    await user.selectOptions(screen.getByLabelText('Quantities are given'), 'whole_production');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Give the annual production volume to divide the whole production per unit')).toBeInTheDocument();
  });

  it('asks for a site in the top bar first', async () => {
    await setupI18n('en');
    const user = userEvent.setup();
    renderWithProviders(<ProductWizard companyId={COMPANY_ID} siteId={null} siteName={null} year={2025} product={null} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(texts.en.site)).toBeInTheDocument();
  });

  it('saves an edited product with its lines and says so', async () => {
    await setupI18n('en');
    const user = userEvent.setup();
    renderWithProviders(<ProductWizard companyId={COMPANY_ID} siteId={SITE_ID} siteName="Lyon plant" year={2025} product={product} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Wheat flour')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Wheat flour' }));
    const material = await screen.findByRole('dialog', { name: 'Edit the material' });
    expect(within(material).getByText('Chosen: Wheat flour')).toBeInTheDocument();
    await user.clear(within(material).getByLabelText('Quantity per unit'));
    await user.type(within(material).getByLabelText('Quantity per unit'), '0.45');
    await user.click(within(material).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fetchMock.mockImplementationOnce(async (input, init) => {
      calls.push({ method: init?.method ?? 'GET', url: String(input), body: JSON.parse(String(init?.body)) });
      return jsonResponse(product);
    });
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    await findToast('Composite product updated');
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe(`/api/v1/products/${PRODUCT_ID}`);
    expect(put?.body).toMatchObject({
      site_id: SITE_ID,
      name: 'Bread',
      weight_per_unit_kg: 0.5,
      category: 'Bakery',
      lines: [{ kind: 'material', emission_factor_id: FACTOR_ID, quantity: 0.45, unit: 'kg', label: 'Wheat flour' }],
    });
  });
});

describe('ProductWizard: editing a line in place', () => {
  const kinds = {
    ...product,
    lines: [
      { id: 'l1', position: 0, kind: 'material', label: 'Wheat flour', emission_factor_id: FACTOR_ID, quantity: 0.5, unit: 'kg' },
      { id: 'l2', position: 1, kind: 'energy', label: 'Site electricity', entry_id: energyEntry.id, allocation_percent: 40, processing_phase: 'Baking' },
      { id: 'l3', position: 2, kind: 'packaging', label: 'Cardboard', material: 'cardboard', weight_kg: 0.05 },
      { id: 'l4', position: 3, kind: 'transport', label: 'Lyon → Paris', from: 'Lyon', to: 'Paris', tonne_km: 0.2, mode: 'hgv_articulated' },
      { id: 'l5', position: 4, kind: 'waste', label: 'Food waste', waste_type: 'food', treatment: 'landfill', mass_kg: 0.01 },
      { id: 'l6', position: 5, kind: 'distribution', label: 'Paris → Lille', from: 'Paris', to: 'Lille', tonne_km: 0.3, mode: 'van' },
    ],
  } as Product;

  /** Opens the line's edit dialog from the Flow step: the dialog, found by its title. */
  async function edit(user: ReturnType<typeof userEvent.setup>, label: string, title: string) {
    await user.click(screen.getByRole('button', { name: `Edit ${label}` }));
    return screen.findByRole('dialog', { name: title });
  }

  async function replace(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
    await user.clear(field);
    await user.type(field, value);
  }

  it('opens each kind’s dialog on the line and puts the changed line in its place', async () => {
    await setupI18n('en');
    const user = userEvent.setup();
    renderWithProviders(<ProductWizard companyId={COMPANY_ID} siteId={SITE_ID} siteName="Lyon plant" year={2025} product={kinds} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const energy = await edit(user, 'Site electricity', 'Edit the energy line');
    expect(within(energy).getByLabelText('Allocate a site energy entry')).toBeChecked();
    expect(await within(energy).findByLabelText('Energy entry of the site')).toHaveValue(energyEntry.id);
    expect(within(energy).getByLabelText('Share allocated to this product (%)')).toHaveValue('40');
    expect(within(energy).getByLabelText('Processing phase')).toHaveValue('Baking');
    await replace(user, within(energy).getByLabelText('Share allocated to this product (%)'), '25');
    await user.click(within(energy).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const packaging = await edit(user, 'Cardboard', 'Edit the packaging');
    expect(within(packaging).getByLabelText('Material')).toHaveValue('cardboard');
    expect(within(packaging).getByLabelText('Weight per unit (kg)')).toHaveValue('0.05');
    await user.selectOptions(within(packaging).getByLabelText('Material'), 'paper');
    await replace(user, within(packaging).getByLabelText('Weight per unit (kg)'), '0.06');
    await user.click(within(packaging).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const transport = await edit(user, 'Lyon → Paris', 'Edit the transport');
    expect(within(transport).getByLabelText('From')).toHaveValue('Lyon');
    expect(within(transport).getByLabelText('To')).toHaveValue('Paris');
    expect(within(transport).getByLabelText('Tonne-kilometres per unit')).toHaveValue('0.2');
    expect(within(transport).getByLabelText('Mode')).toHaveValue('hgv_articulated');
    await replace(user, within(transport).getByLabelText('From'), 'Marseille');
    await replace(user, within(transport).getByLabelText('Tonne-kilometres per unit'), '0.5');
    await user.click(within(transport).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const waste = await edit(user, 'Food waste', 'Edit the waste');
    expect(within(waste).getByLabelText('Waste type')).toHaveValue('food');
    expect(within(waste).getByLabelText('Treatment')).toHaveValue('landfill');
    expect(within(waste).getByLabelText('Mass per unit (kg)')).toHaveValue('0.01');
    await user.selectOptions(within(waste).getByLabelText('Treatment'), 'composting');
    await replace(user, within(waste).getByLabelText('Mass per unit (kg)'), '0.02');
    await user.click(within(waste).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const distribution = await edit(user, 'Paris → Lille', 'Edit the distribution');
    expect(within(distribution).getByLabelText('Mode')).toHaveValue('van');
    expect(within(distribution).getByLabelText('Tonne-kilometres per unit')).toHaveValue('0.3');
    await user.selectOptions(within(distribution).getByLabelText('Mode'), 'rail');
    await user.click(within(distribution).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Cancelling an edit changes nothing.
    const unchanged = await edit(user, 'Wheat flour', 'Edit the material');
    await replace(user, within(unchanged).getByLabelText('Quantity per unit'), '9');
    await user.click(within(unchanged).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Each line stays where it was, in the list and in what is saved.
    const linesList = screen.getByRole('heading', { name: 'Lines of the product' }).nextElementSibling as HTMLElement;
    expect(within(linesList).getAllByRole('listitem').map((item) => item.textContent?.split(' · ')[1])).toEqual([
      'Wheat flour',
      'Site electricity',
      'Paper',
      'Marseille → Paris',
      'Food waste',
      'Paris → Lille',
    ]);
    fetchMock.mockImplementationOnce(async (input, init) => {
      calls.push({ method: init?.method ?? 'GET', url: String(input), body: JSON.parse(String(init?.body)) });
      return jsonResponse(product);
    });
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    await findToast('Composite product updated');
    expect((calls.find((call) => call.method === 'PUT')?.body as { lines: unknown[] }).lines).toEqual([
      { kind: 'material', label: 'Wheat flour', emission_factor_id: FACTOR_ID, quantity: 0.5, unit: 'kg' },
      { kind: 'energy', label: 'Site electricity', entry_id: energyEntry.id, allocation_percent: 25, processing_phase: 'Baking' },
      { kind: 'packaging', label: 'Paper', material: 'paper', weight_kg: 0.06 },
      { kind: 'transport', label: 'Marseille → Paris', from: 'Marseille', to: 'Paris', tonne_km: 0.5, mode: 'hgv_articulated' },
      { kind: 'waste', label: 'Food waste', waste_type: 'food', treatment: 'composting', mass_kg: 0.02 },
      { kind: 'distribution', label: 'Paris → Lille', from: 'Paris', to: 'Lille', tonne_km: 0.3, mode: 'rail' },
    ]);
  }, 30_000); // five dialogs typed into: more than the default 5 s on a loaded machine

  it('titles the edit dialogs in French and offers "Mettre à jour"', async () => {
    await setupI18n('fr');
    const user = userEvent.setup();
    renderWithProviders(<ProductWizard companyId={COMPANY_ID} siteId={SITE_ID} siteName="Lyon plant" year={2025} product={kinds} />);
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    for (const [label, title] of [
      ['Site electricity', 'Modifier la ligne d’énergie'],
      ['Cardboard', 'Modifier l’emballage'],
      ['Lyon → Paris', 'Modifier le transport'],
      ['Food waste', 'Modifier le déchet'],
      ['Paris → Lille', 'Modifier la distribution'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: `Modifier ${label}` }));
      const dialog = await screen.findByRole('dialog', { name: title });
      expect(within(dialog).getByRole('button', { name: 'Mettre à jour' })).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
  }, 15_000);
});

describe('ProductsListPage', () => {
  it('offers "Upgrade to Create Products" in place of creation once the plan limit is reached', async () => {
    await setupI18n('en');
    renderWithProviders(<ProductsListPage companyId={COMPANY_ID} canEdit />);
    expect(await screen.findByRole('link', { name: 'Upgrade to Create Products' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('link', { name: 'New composite product' })).toBeNull();
  });

  it('offers creation under the limit, and deletes a product after a confirmation', async () => {
    await setupI18n('en');
    entitlements = { ...entitlements, limits: { ...entitlements.limits, products: null as unknown as number } };
    const user = userEvent.setup();
    renderWithProviders(<ProductsListPage companyId={COMPANY_ID} canEdit />);
    expect(await screen.findByRole('link', { name: 'New composite product' })).toHaveAttribute('href', '/products/new');
    expect(screen.getByRole('link', { name: 'New simple product' })).toHaveAttribute('href', '/products/simple/new');
    await user.click(await screen.findByRole('button', { name: 'Delete Bread' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Bread?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await findToast('Composite product deleted');
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(`/api/v1/products/${PRODUCT_ID}`);
  });
});

describe('ProductsListPage errors and SimpleProductForm', () => {
  it('says "Failed to fetch products" when the list cannot be read', async () => {
    await setupI18n('en');
    failList = true;
    renderWithProviders(<ProductsListPage companyId={COMPANY_ID} canEdit />);
    expect(await screen.findByText('Failed to fetch products')).toBeInTheDocument();
  });

  it('edits a simple product from the list', async () => {
    await setupI18n('en');
    const user = userEvent.setup();
    renderWithProviders(<ProductsListPage companyId={COMPANY_ID} canEdit />);
    await user.click(await screen.findByRole('button', { name: 'Edit Croissant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Croissant' });
    await user.clear(within(dialog).getByLabelText('Emissions per unit (kg CO2e)'));
    await user.type(within(dialog).getByLabelText('Emissions per unit (kg CO2e)'), '0.4');
    await user.click(within(dialog).getByRole('button', { name: 'Save simple product' }));
    await findToast('Simple product updated');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ name: 'Croissant', price_per_unit: 1.2, emissions_per_unit: 0.4 });
  });

  it('checks and creates a simple product', async () => {
    await setupI18n('fr');
    const user = userEvent.setup();
    renderWithProviders(<SimpleProductForm companyId={COMPANY_ID} />);
    await user.click(screen.getByRole('button', { name: 'Enregistrer le produit simple' }));
    expect(screen.getByText('Le nom du produit est obligatoire')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nom du produit'), 'Croissant');
    await user.type(screen.getByLabelText('Prix par unité'), '1,2');
    await user.type(screen.getByLabelText('Émissions par unité (kg CO2e)'), '0,35');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le produit simple' }));
    await findToast('Produit simple créé');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ company_id: COMPANY_ID, name: 'Croissant', price_per_unit: 1.2, emissions_per_unit: 0.35 });
  });
});

describe('ProductViewPage and ProductTreePage', () => {
  it('publishes the product’s public report', async () => {
    await setupI18n('en');
    const user = userEvent.setup();
    renderWithProviders(<ProductViewPage companyId={COMPANY_ID} productId={PRODUCT_ID} canEdit />);
    await user.click(await screen.findByRole('button', { name: 'Publish report' }));
    await findToast('Public report published at /bread-x1');
    expect(calls.find((call) => call.method === 'POST')?.url).toBe(`/api/v1/products/${PRODUCT_ID}/publish`);
  });

  it.each([
    ['en', 'Product not found'],
    ['fr', 'Produit introuvable'],
  ] as const)('says %s: "%s" for an unknown product', async (locale, message) => {
    await setupI18n(locale);
    renderWithProviders(<ProductViewPage companyId={COMPANY_ID} productId="0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e" canEdit />);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('shows the footprint by stage and each line opening to its factor', async () => {
    await setupI18n('en');
    renderWithProviders(<ProductViewPage companyId={COMPANY_ID} productId={PRODUCT_ID} canEdit />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bread' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Breakdown by stage' })).toHaveTextContent('Raw materials');
    const lines = screen.getByRole('table', { name: 'Lines' });
    expect(within(lines).getByText('0.5000 kg × 0.6000 kg CO2e/kg = 0.3000 kg CO2e')).toBeInTheDocument();
    expect(within(lines).getByRole('link', { name: 'Wheat flour, FR' })).toHaveAttribute('href', `/ef-search?factor=${FACTOR_ID}`);
  });

  it.each([
    ['en', 'No tree data available'],
    ['fr', 'Aucune donnée d’arbre disponible'],
  ] as const)('says %s: "%s" for a product without lines', async (locale, message) => {
    await setupI18n(locale);
    renderWithProviders(<ProductTreePage productId={PRODUCT_ID} />);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it.each([
    [
      'en',
      {
        bread: '0.8000 kg CO2e per unit of Sandwich · 80% of the product',
        breadOwn: '2 × 0.4000 kg CO2e per unit of Bread',
        breadStages: 'By stage, per unit of Sandwich: Raw materials 0.6000 · Energy 0.2000',
        flour: '0.6000 kg CO2e per unit of Sandwich · 60% of the product',
        flourOwn: '0.3000 kg CO2e per unit of Bread',
        cheese: '0.2000 kg CO2e per unit of Sandwich · 20% of the product',
        collapse: 'Collapse Bread',
        expand: 'Expand Bread',
      },
    ],
    [
      'fr',
      {
        bread: '0,8000 kg CO2e par unité de « Sandwich » · 80 % du produit',
        breadOwn: '2 × 0,4000 kg CO2e par unité de « Bread »',
        breadStages: 'Par étape, par unité de « Sandwich » : Matières premières 0,6000 · Énergie 0,2000',
        flour: '0,6000 kg CO2e par unité de « Sandwich » · 60 % du produit',
        flourOwn: '0,3000 kg CO2e par unité de « Bread »',
        cheese: '0,2000 kg CO2e par unité de « Sandwich » · 20 % du produit',
        collapse: 'Replier Bread',
        expand: 'Déplier Bread',
      },
    ],
  ] as const)('draws the tree per unit of the product, each sub-product scaled by its quantity (%s)', async (locale, words) => {
    await setupI18n(locale);
    const treeLine = (id: string, label: string, kg: number, stage: 'raw_material' | 'energy', children: ProductTreeNode | null): ProductTreeNode['lines'][number] => ({
      id,
      kind: stage === 'energy' ? 'energy' : 'material',
      stage,
      label,
      kg_co2e_per_unit: kg,
      quantity_per_unit: children ? 2 : 1,
      unit: 'unit',
      product_id: children?.product_id ?? null,
      factor: null,
      data_quality_score: 3,
      children,
    });
    // A sandwich holds 2 breads; a bread is 0.3 kg CO2e of flour and 0.1 of oven = 0.4 per bread, 0.8 per sandwich
    // (raw materials 2 × 0.3 = 0.6, energy 2 × 0.1 = 0.2); with 0.2 of cheese the sandwich is 1.0.
    const bread: ProductTreeNode = {
      product_id: SUB_ID,
      name: 'Bread',
      unit: 'unit',
      kg_co2e_per_unit: 0.4,
      quantity_per_parent_unit: 2,
      kg_co2e_per_parent_unit: 0.8,
      by_stage_per_parent_unit: { raw_material: 0.6, energy: 0.2, transport: 0, packaging: 0, waste: 0, distribution: 0 },
      quantity_per_root_unit: 2,
      lines: [treeLine('b', 'Wheat flour', 0.3, 'raw_material', null), treeLine('o', 'Oven', 0.1, 'energy', null)],
    };
    tree = rootNode({
      product_id: PRODUCT_ID,
      name: 'Sandwich',
      unit: 'unit',
      kg_co2e_per_unit: 1,
      lines: [treeLine('a', 'Bread', 0.8, 'raw_material', bread), treeLine('c', 'Cheese', 0.2, 'raw_material', null)],
    });
    const user = userEvent.setup();
    renderWithProviders(<ProductTreePage productId={PRODUCT_ID} />);
    const root = await screen.findByRole('tree');
    const item = (label: string) => within(root).getByText(label).closest('li')!;
    const own = (label: string) => item(label).querySelector(':scope > p')?.textContent;
    expect(within(item('Bread')).getByText(words.bread)).toBeInTheDocument();
    expect(own('Bread')).toBe(`${words.breadOwn}${words.breadStages}`);
    // Wheat flour: 0.3 per bread × 2 breads per sandwich = 0.6, 60 % of the sandwich.
    expect(within(item('Wheat flour')).getByText(words.flour)).toBeInTheDocument();
    expect(own('Wheat flour')).toBe(words.flourOwn);
    // A line of the sandwich itself is already per unit of it: no second figure.
    expect(within(item('Cheese')).getByText(words.cheese)).toBeInTheDocument();
    expect(own('Cheese')).toBeUndefined();
    await user.click(within(root).getByRole('button', { name: words.collapse }));
    await waitFor(() => expect(within(root).queryByText('Wheat flour')).toBeNull());
    expect(within(root).getByRole('button', { name: words.expand })).toBeInTheDocument();
  });
});
