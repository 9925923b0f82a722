import { count, eq } from 'drizzle-orm';
import { FREIGHT_MODE_FACTORS } from '@carbon/carbon/freight';
import { PACKAGING_MATERIAL_INFO } from '@carbon/carbon/packaging';
import { MATERIAL_FACTOR_MAP } from '@carbon/carbon/purchases';
import { WASTE_FACTORS } from '@carbon/carbon/waste';
import { products } from '@carbon/db/schema';
import { CompaniesRepository } from '../modules/companies/companies.repository.ts';
import { CompaniesService } from '../modules/companies/companies.service.ts';
import { EntitlementsRepository } from '../modules/entitlements/entitlements.repository.ts';
import { EntitlementsService } from '../modules/entitlements/entitlements.service.ts';
import { LibraryFactors } from '../modules/freight/library-factors.ts';
import { LedgerRepository } from '../modules/ledger/ledger.repository.ts';
import { LedgerService } from '../modules/ledger/ledger.service.ts';
import { ProductInventoryService } from '../modules/product-inventory/product-inventory.service.ts';
import { ProductsRepository } from '../modules/products/products.repository.ts';
import { ProductsService } from '../modules/products/products.service.ts';
import type { Database } from './db.ts';
import { seedDemoOnce, type DemoOwner } from './demo-once.ts';
import { AppError } from './errors.ts';

/** The library factors the demo's products use, so a test can load just these. */
export function demoProductFactorKeys(): string[] {
  return [
    MATERIAL_FACTOR_MAP.steel.key,
    MATERIAL_FACTOR_MAP.aluminium.key,
    MATERIAL_FACTOR_MAP.plastic_pp.key,
    PACKAGING_MATERIAL_INFO.cardboard.factorKey!,
    PACKAGING_MATERIAL_INFO.plastic_film.factorKey!,
    FREIGHT_MODE_FACTORS.hgv_articulated.key,
    FREIGHT_MODE_FACTORS.hgv_average.key,
    WASTE_FACTORS.metals.recycling!.key,
    // The shelving unit sold (categories 11 and 12): its steel and aluminium, its cardboard and film packaging.
    WASTE_FACTORS.metals.incineration!.key,
    WASTE_FACTORS.metals.landfill!.key,
    WASTE_FACTORS.paper_board.recycling!.key,
    WASTE_FACTORS.paper_board.incineration!.key,
    WASTE_FACTORS.paper_board.landfill!.key,
    WASTE_FACTORS.plastics.recycling!.key,
    WASTE_FACTORS.plastics.incineration!.key,
    WASTE_FACTORS.plastics.landfill!.key,
  ];
}

/**
 * The demo company's three products, made at the Lyon plant: an anodised aluminium profile (a component), a steel
 * shelving unit built from four of those profiles (its final product, published as a public report), and a
 * polypropylene cable clip. Their lines use the library's factors (the same ones its purchases use), freight by truck
 * and packaging; written through the products service as the demo owner, once, when the company has no product.
 * Returns how many products it wrote (0 when the library lacks a factor: the next start tries again).
 */
export function ensureDemoProducts(db: Database): Promise<number> {
  return seedDemoOnce(db, {
    lock: 'carbon-demo-products',
    sites: ['lyon'],
    written: async (tx, demo) => {
      const [existing] = await tx
        .select({ n: count() })
        .from(products)
        .where(eq(products.companyId, demo.companyId));
      return Number(existing?.n ?? 0) > 0;
    },
    write: async (tx, demo, { lyon }) => {
      const companiesService = new CompaniesService(new CompaniesRepository(tx));
      const library = new LibraryFactors(tx);
      const service = new ProductsService(
        new ProductsRepository(tx),
        companiesService,
        new EntitlementsService(new EntitlementsRepository(tx), companiesService),
        library,
      );
      const factor = (key: string) => library.idOf(key, ['lines']);
      const steel = await factor(MATERIAL_FACTOR_MAP.steel.key);
      const aluminium = await factor(MATERIAL_FACTOR_MAP.aluminium.key);
      const polypropylene = await factor(MATERIAL_FACTOR_MAP.plastic_pp.key);
      const common = {
        company_id: demo.companyId,
        site_id: lyon,
        currency: 'EUR',
        composition_mode: 'per_unit',
      } as const;

      const profile = await service.create(
        demo.userId,
        {
          ...common,
          name: 'Profilé aluminium anodisé 40 × 40',
          unit: 'unit',
          description: 'EN AW-6060, 2 m, anodisé 15 µm.',
          annual_production_volume: 48_000,
          weight_per_unit_kg: 2.9,
          revenue_per_unit_eur: 24,
          // A 2 m bar of 40 × 40 mm: its envelope is 200 × 4 × 4 cm = 3.2 l.
          volume_per_unit_l: 3.2,
          dimensions_cm: { length: 200, width: 4, height: 4 },
          origin_country: 'FR',
          is_component: true,
          is_final_product: false,
          category: 'Profilés',
          processing_state: 'semi_processed',
          lines: [
            {
              kind: 'material',
              label: 'EN AW-6060',
              emission_factor_id: aluminium,
              quantity: 3.1,
              unit: 'kg',
            },
            {
              kind: 'waste',
              label: 'Chutes de sciage',
              waste_type: 'metals',
              treatment: 'recycling',
              mass_kg: 0.2,
            },
            {
              kind: 'transport',
              label: '',
              from: 'Issoire',
              to: 'Lyon',
              tonne_km: 0.0031 * 180,
              mode: 'hgv_articulated',
            },
          ],
        },
        'fr',
      );
      const shelf = await service.create(
        demo.userId,
        {
          ...common,
          name: 'Étagère industrielle 2000 × 1000 × 500',
          unit: 'unit',
          description:
            'Cinq plateaux en acier galvanisé, montants en profilé aluminium, charge 250 kg par plateau.',
          annual_production_volume: 12_000,
          weight_per_unit_kg: 43.6,
          revenue_per_unit_eur: 389,
          // Assembled: 200 × 100 × 50 cm, an envelope of 1,000 l.
          volume_per_unit_l: 1000,
          dimensions_cm: { length: 200, width: 100, height: 50 },
          origin_country: 'FR',
          is_component: false,
          is_final_product: true,
          category: 'Rayonnages',
          processing_state: 'packaged',
          lines: [
            {
              kind: 'material',
              label: 'Plateaux acier S235',
              emission_factor_id: steel,
              quantity: 30,
              unit: 'kg',
            },
            { kind: 'material', label: 'Montants', product_id: profile.id, quantity: 4, unit: 'unit' },
            { kind: 'packaging', label: 'Carton', material: 'cardboard', weight_kg: 1.6 },
            { kind: 'packaging', label: 'Film étirable', material: 'plastic_film', weight_kg: 0.4 },
            {
              kind: 'transport',
              label: '',
              from: 'Dunkerque',
              to: 'Lyon',
              tonne_km: 0.03 * 960,
              mode: 'hgv_articulated',
            },
            {
              kind: 'distribution',
              label: '',
              from: 'Lyon',
              to: 'France',
              tonne_km: 0.0436 * 450,
              mode: 'hgv_average',
            },
          ],
        },
        'fr',
      );
      await service.create(
        demo.userId,
        {
          ...common,
          name: 'Clip de câble PP (sachet de 100)',
          unit: 'unit',
          description: 'Polypropylène injecté, sachet de 100 clips.',
          annual_production_volume: 150_000,
          weight_per_unit_kg: 0.35,
          revenue_per_unit_eur: 6.5,
          // The bag of 100: 20 × 15 × 3 cm = 0.9 l.
          volume_per_unit_l: 0.9,
          dimensions_cm: { length: 20, width: 15, height: 3 },
          origin_country: 'FR',
          is_component: false,
          is_final_product: true,
          category: 'Accessoires',
          processing_state: 'packaged',
          lines: [
            {
              kind: 'material',
              label: 'PP H350',
              emission_factor_id: polypropylene,
              quantity: 0.33,
              unit: 'kg',
            },
            { kind: 'packaging', label: 'Sachet', material: 'plastic_film', weight_kg: 0.02 },
            {
              kind: 'distribution',
              label: '',
              from: 'Lyon',
              to: 'France',
              tonne_km: 0.00035 * 450,
              mode: 'hgv_average',
            },
          ],
        },
        'fr',
      );
      await service.publish(demo.userId, shelf.id);
      await sellShelves(tx, demo, lyon, shelf.id);
      return 3;
    },
  });
}

/**
 * The shelving units sold in the reporting year (docs/decisions/0030-products-in-inventory.md): 11,500 of the
 * 12,000 made; no use phase (a shelf uses no energy); at end of life 85 % of the metal is recycled, 5 % incinerated,
 * 10 % landfilled, its packaging with it; the bill of materials of the 12,000 made in category 1, where the steel and
 * aluminium the plant buys are left out (its purchases count them) and the packaging remains. A library without the
 * waste factors leaves the products written and the record out (its own savepoint).
 */
async function sellShelves(
  tx: Database,
  demo: DemoOwner,
  siteId: string,
  shelfId: string,
): Promise<void> {
  const ledger = new LedgerService(new LedgerRepository(tx), new CompaniesService(new CompaniesRepository(tx)));
  try {
    await ledger.transaction((txLedger, db) =>
      new ProductInventoryService(txLedger, db).create(
        demo.userId,
        {
          company_id: demo.companyId,
          site_id: siteId,
          period_year: demo.reportingYear ?? new Date().getFullYear() - 1,
          product_id: shelfId,
          units_sold: 11_500,
          use_phase: { kind: 'none' },
          end_of_life: {
            waste_type: 'metals',
            recycling_percent: 85,
            incineration_percent: 5,
            landfill_percent: 10,
            include_packaging: true,
          },
          include_materials: { units_produced: 12_000 },
        },
        'fr',
      ),
    );
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
}
