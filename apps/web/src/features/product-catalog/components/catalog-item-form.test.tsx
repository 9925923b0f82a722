import type { CatalogItem, Tag } from '@carbon/contracts/product-catalog';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { catalogItem } from '@/test/catalog-item';
import { findToast, jsonResponse, renderWithProviders, setupI18n } from '@/test/render';
import { CatalogItemForm } from './catalog-item-form';

const COMPANY_ID = '3f0c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

const tags: Tag[] = [
  { id: '11111111-1111-4111-8111-111111111111', category: 'material', slug: 'paper', label_en: 'Paper and cardboard', label_fr: 'Papier et carton' },
  { id: '22222222-2222-4222-8222-222222222222', category: 'certification', slug: 'fsc', label_en: 'FSC certified', label_fr: 'Certifié FSC' },
];

const texts = {
  en: {
    name: 'Name',
    category: 'Category',
    price: 'Price per unit',
    submit: 'Add to the catalog',
    categoryRequired: 'Category is required',
    nameRequired: 'Name is required',
    priceRequired: 'Price is required',
    pricePositive: 'Price must be positive',
    createFailed: 'Failed to create catalog item',
    updateFailed: 'Failed to update catalog item',
    loadTagsFailed: 'Failed to load tags',
    material: 'Material',
    paper: 'Paper and cardboard',
    save: 'Save changes',
    retry: 'Try again',
  },
  fr: {
    name: 'Nom',
    category: 'Catégorie',
    price: 'Prix unitaire',
    submit: 'Ajouter au catalogue',
    categoryRequired: 'La catégorie est obligatoire',
    nameRequired: 'Le nom est obligatoire',
    priceRequired: 'Le prix est obligatoire',
    pricePositive: 'Le prix doit être positif',
    createFailed: "Échec de la création de l'article du catalogue",
    updateFailed: "Échec de la mise à jour de l'article du catalogue",
    loadTagsFailed: 'Échec du chargement des étiquettes',
    material: 'Matériau',
    paper: 'Papier et carton',
    save: 'Enregistrer les modifications',
    retry: 'Réessayer',
  },
} as const;

const existing = catalogItem({
  company_id: COMPANY_ID,
  name: 'Corrugated box',
  price_per_unit: 0.42,
  unit: 'unit',
  material_type: 'Cardboard',
  country_code: 'FR',
  emission_per_unit: 0.3,
  recyclable: true,
  tags: [tags[0]!],
});

describe.each(['en', 'fr'] as const)('CatalogItemForm (%s)', (locale) => {
  const text = texts[locale];
  const fetchMock = vi.fn<typeof fetch>();
  const writes = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST' || init?.method === 'PATCH');

  async function setup(item: CatalogItem | null = null, tagsAnswer: Response = jsonResponse({ tags })) {
    await setupI18n(locale);
    fetchMock.mockImplementation((input) =>
      Promise.resolve(String(input).includes('/product-catalog/tags') ? tagsAnswer.clone() : jsonResponse({ detail: 'Server error' }, 500)),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onSaved = vi.fn();
    renderWithProviders(<CatalogItemForm item={item} companyId={COMPANY_ID} readOnly={false} onSaved={onSaved} />);
    return { user: userEvent.setup(), onSaved };
  }

  afterEach(async () => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('requires a category, a name and a price, with the SPEC messages under the fields', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(await screen.findByText(text.categoryRequired)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: text.name })).toHaveAccessibleDescription(text.nameRequired);
    expect(screen.getByRole('textbox', { name: text.category })).toHaveAccessibleDescription(text.categoryRequired);
    expect(screen.getByRole('textbox', { name: text.price })).toHaveAccessibleDescription(text.priceRequired);
    expect(screen.getByRole('textbox', { name: text.price })).toHaveAttribute('aria-invalid', 'true');
    expect(writes()).toHaveLength(0);
  });

  it('wants a positive price', async () => {
    const { user } = await setup();
    await user.type(screen.getByRole('textbox', { name: text.name }), 'Box');
    await user.type(screen.getByRole('textbox', { name: text.category }), 'Packaging');
    for (const price of ['0', '-3']) {
      await user.clear(screen.getByRole('textbox', { name: text.price }));
      await user.type(screen.getByRole('textbox', { name: text.price }), price);
      await user.click(screen.getByRole('button', { name: text.submit }));
      expect(await screen.findByText(text.pricePositive)).toBeInTheDocument();
    }
    expect(writes()).toHaveLength(0);
  });

  it('creates the item with the chosen tags, and says so when the API refuses', async () => {
    const { user, onSaved } = await setup();
    await user.type(screen.getByRole('textbox', { name: text.name }), 'Box');
    await user.type(screen.getByRole('textbox', { name: text.category }), 'Packaging');
    await user.type(screen.getByRole('textbox', { name: text.price }), locale === 'fr' ? '1,25' : '1.25');
    const material = await screen.findByRole('group', { name: text.material });
    await user.click(within(material).getByRole('checkbox', { name: text.paper }));
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(await screen.findByText(text.createFailed)).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    const [url, init] = writes()[0]!;
    expect(String(url)).toMatch(/\/product-catalog$/);
    expect(JSON.parse(init!.body as string)).toMatchObject({
      company_id: COMPANY_ID,
      name: 'Box',
      category: 'Packaging',
      price_per_unit: 1.25,
      currency: 'EUR',
      unit: 'kg',
      alternative_name: null,
      country_code: null,
      emission_per_unit: null,
      recyclable: null,
      tag_ids: [tags[0]!.id],
    });
  });

  it('updates an item and reports a failed update', async () => {
    const { user } = await setup(existing);
    expect(screen.getByRole('textbox', { name: text.name })).toHaveValue('Corrugated box');
    expect(await screen.findByRole('checkbox', { name: text.paper })).toBeChecked();
    await user.click(screen.getByRole('button', { name: text.save }));
    expect(await screen.findByText(text.updateFailed)).toBeInTheDocument();
    const [url, init] = writes()[0]!;
    expect(init!.method).toBe('PATCH');
    expect(String(url)).toContain(`/product-catalog/${existing.id}`);
    expect(JSON.parse(init!.body as string)).toMatchObject({ name: 'Corrugated box', price_per_unit: 0.42, unit: 'unit', recyclable: true, emission_per_unit: 0.3 });
  });

  it('says when the tags cannot be loaded, and offers a retry', async () => {
    await setup(null, jsonResponse({ detail: 'Server error' }, 500));
    // A toast (SPEC section 8) and, in the tag section, the same words with a retry.
    expect(await findToast(text.loadTagsFailed)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(text.loadTagsFailed);
    expect(screen.getByRole('button', { name: text.retry })).toBeInTheDocument();
  });
});
