import { and, count, eq, isNotNull } from 'drizzle-orm';
import { allTravelFactorKeys } from '@carbon/carbon/travel';
import { COMMUTING_MODE_FACTORS } from '@carbon/carbon/commuting';
import { FREIGHT_MODE_FACTORS } from '@carbon/carbon/freight';
import { PACKAGING_MATERIAL_INFO } from '@carbon/carbon/packaging';
import { MATERIAL_FACTOR_MAP } from '@carbon/carbon/purchases';
import { WASTE_FACTORS } from '@carbon/carbon/waste';
import { entries } from '@carbon/db/schema';
import { BusinessTravelRepository } from '../modules/business-travel/business-travel.repository.ts';
import { BusinessTravelService } from '../modules/business-travel/business-travel.service.ts';
import { CategoryStatusRepository } from '../modules/category-status/category-status.repository.ts';
import { CategoryStatusService } from '../modules/category-status/category-status.service.ts';
import { CommutingService } from '../modules/commuting/commuting.service.ts';
import { CompaniesRepository } from '../modules/companies/companies.repository.ts';
import { CompaniesService } from '../modules/companies/companies.service.ts';
import { FreightService } from '../modules/freight/freight.service.ts';
import { LibraryFactors } from '../modules/freight/library-factors.ts';
import { LedgerRepository } from '../modules/ledger/ledger.repository.ts';
import { LedgerService } from '../modules/ledger/ledger.service.ts';
import { PackagingRepository } from '../modules/packaging/packaging.repository.ts';
import { PackagingService } from '../modules/packaging/packaging.service.ts';
import { PurchasesRepository } from '../modules/purchases/purchases.repository.ts';
import { PurchasesService } from '../modules/purchases/purchases.service.ts';
import { WasteService } from '../modules/waste/waste.service.ts';
import { DEMO_LEDGER_YEARS } from './demo.ts';
import type { Database } from './db.ts';
import { seedDemoOnce } from './demo-once.ts';

/**
 * The library factors the demo's scope 3 forms pick (each form's own mapping), so a test can load just these. The
 * forms choose them; the demo only says which materials, modes and treatments it records.
 */
export function demoScope3FactorKeys(): string[] {
  return [
    MATERIAL_FACTOR_MAP.steel.key,
    MATERIAL_FACTOR_MAP.aluminium.key,
    MATERIAL_FACTOR_MAP.plastic_pp.key,
    ...Object.values(DEMO_SERVICE_RATIOS),
    PACKAGING_MATERIAL_INFO.cardboard.factorKey!,
    PACKAGING_MATERIAL_INFO.plastic_film.factorKey!,
    ...allTravelFactorKeys(),
    FREIGHT_MODE_FACTORS.hgv_articulated.key,
    FREIGHT_MODE_FACTORS.hgv_average.key,
    FREIGHT_MODE_FACTORS.sea_container.key,
    WASTE_FACTORS.mixed_commercial.landfill!.key,
    WASTE_FACTORS.metals.recycling!.key,
    WASTE_FACTORS.paper_board.recycling!.key,
    ...Object.values(COMMUTING_MODE_FACTORS).flatMap((factor) => (factor ? [factor.key] : [])),
  ];
}

/** ADEME Base Carbone V23.6 monetary ratios (kg CO2e per k€ excl. VAT) of the services the demo buys. */
const DEMO_SERVICE_RATIOS = {
  /** "Rémunérations d'intermédiaires et honoraires" (the FEC import maps account 622 to it). */
  fees: 'ademe-base-carbone:43545',
  /** "Entretien et réparations" (account 615). */
  maintenance: 'ademe-base-carbone:43450',
} as const;

/**
 * How the demo's activity moves over its five years, oldest first: production peaks in year 3, then falls a little as
 * the plant's scrap rate drops and video meetings replace some flights.
 */
const VOLUME = [1, 1.04, 1.08, 1.03, 0.98] as const;
const TRAVEL = [0.7, 0.95, 1.1, 1, 0.9] as const;

/** Scope 3 categories the demo company declares not relevant, with its reasons (in French: a French company's). */
const NOT_RELEVANT = [
  { category: 'upstream_leased_assets', reason: 'Les deux sites sont détenus en propre ; aucun actif loué.' },
  { category: 'downstream_leased_assets', reason: "L'entreprise ne loue aucun actif à des tiers." },
  { category: 'franchises', reason: "L'entreprise n'a pas de franchisés." },
  { category: 'investments', reason: 'Aucune participation financière au-delà de la trésorerie courante.' },
] as const;

/**
 * The demo company's scope 3 for its five years: purchases of steel, aluminium and polypropylene, maintenance and
 * fees (spend-based); cardboard and
 * stretch-film packaging; the head office's business travel; freight in and out of the Lyon plant; its waste; both
 * sites' commuting; and four categories declared not relevant with a reason. Written through the same services as the
 * screens' endpoints (each form's factor choice and unit conversions are the real ones), as the demo owner, in one
 * transaction under an advisory lock. Only when the company has no form-written entries yet, so a demo created before
 * scope 3 existed gets it at the next start. Needs the factor library (a partial load refuses a form: nothing is
 * written, the next start tries again); returns how many activities it wrote.
 */
export function ensureDemoScope3(db: Database): Promise<number> {
  return seedDemoOnce(db, {
    lock: 'carbon-demo-scope3',
    sites: ['lyon', 'paris'],
    written: async (tx, demo) => {
      const [written] = await tx
        .select({ n: count() })
        .from(entries)
        .where(and(eq(entries.companyId, demo.companyId), isNotNull(entries.activityKind)));
      return Number(written?.n ?? 0) > 0;
    },
    write: async (tx, demo, { lyon, paris }) => {
      const reportingYear = demo.reportingYear ?? new Date().getFullYear() - 1;
      const companiesService = new CompaniesService(new CompaniesRepository(tx));
      const ledger = new LedgerService(new LedgerRepository(tx), companiesService);
      const library = new LibraryFactors(tx);
      const purchases = new PurchasesService(new PurchasesRepository(tx), ledger, companiesService);
      const packaging = new PackagingService(new PackagingRepository(tx), companiesService, ledger);
      const travel = new BusinessTravelService(new BusinessTravelRepository(tx), ledger);
      const freight = new FreightService(ledger, library);
      const waste = new WasteService(ledger, library);
      const commuting = new CommutingService(ledger, library);
      const statuses = new CategoryStatusService(new CategoryStatusRepository(tx), companiesService);

      const serviceRatio = {
        fees: await library.idOf(DEMO_SERVICE_RATIOS.fees, ['emission_factor_id']),
        maintenance: await library.idOf(DEMO_SERVICE_RATIOS.maintenance, ['emission_factor_id']),
      };
      const user = demo.userId;
      const company_id = demo.companyId;
      const round = (value: number) => Math.round(value);
      let activities = 0;
      for (let index = 0; index < DEMO_LEDGER_YEARS; index += 1) {
        const period_year = reportingYear - DEMO_LEDGER_YEARS + 1 + index;
        const volume = VOLUME[index] ?? 1;
        const trips = TRAVEL[index] ?? 1;
        const lyonYear = { company_id, site_id: lyon, period_year };
        const parisYear = { company_id, site_id: paris, period_year };

        // Purchases (cat. 1): the plant's raw materials, the factor picked by the form's auto mode.
        await purchases.saveMaterial(
          user,
          null,
          {
            ...lyonYear,
            material_type: 'steel',
            name: 'S235 — ArcelorMittal',
            quantity_tonnes: round(420 * volume),
            supplier: 'ArcelorMittal',
            factor_mode: 'auto',
            price_mode: 'custom',
            price_eur_per_tonne: 780,
          },
          'fr',
        );
        await purchases.saveMaterial(
          user,
          null,
          {
            ...lyonYear,
            material_type: 'aluminium',
            name: 'EN AW-6060 — Constellium',
            quantity_tonnes: round(38 * volume),
            supplier: 'Constellium',
            factor_mode: 'auto',
            price_mode: 'custom',
            price_eur_per_tonne: 2650,
          },
          'fr',
        );
        await purchases.saveMaterial(
          user,
          null,
          {
            ...lyonYear,
            material_type: 'plastic_pp',
            name: 'PP H350 — LyondellBasell',
            quantity_tonnes: round(65 * volume),
            supplier: 'LyondellBasell',
            factor_mode: 'auto',
            price_mode: 'custom',
            price_eur_per_tonne: 1380,
          },
          'fr',
        );

        // Purchased services (cat. 1), spend-based: the plant's maintenance contracts, the head office's fees.
        await purchases.saveSpend(
          user,
          null,
          {
            ...lyonYear,
            purchase_category: 'services',
            label: 'Entretien et réparations — contrats de maintenance',
            amount: round(240_000 * volume),
            currency: 'EUR',
            emission_factor_id: serviceRatio.maintenance,
          },
          'fr',
        );
        await purchases.saveSpend(
          user,
          null,
          {
            ...parisYear,
            purchase_category: 'services',
            label: 'Honoraires — expertise comptable, conseil',
            amount: 180_000,
            currency: 'EUR',
            emission_factor_id: serviceRatio.fees,
          },
          'fr',
        );

        // Packaging (cat. 1): shipping cartons and pallet stretch film, by weight.
        await packaging.create(
          user,
          {
            ...lyonYear,
            material: 'cardboard',
            size: 'Smurfit Westrock — 600 × 400 × 400',
            quantity_mode: 'weight',
            total_weight_kg: round(48_000 * volume),
            recyclable: true,
            factor_mode: 'auto',
            price_mode: 'custom',
            price_eur: round(52_000 * volume),
          },
          'fr',
        );
        await packaging.create(
          user,
          {
            ...lyonYear,
            material: 'plastic_film',
            size: 'Film étirable 23 µm',
            quantity_mode: 'weight',
            total_weight_kg: round(6_500 * volume),
            recyclable: false,
            factor_mode: 'auto',
            price_mode: 'custom',
            price_eur: round(14_300 * volume),
          },
          'fr',
        );

        // Business travel (cat. 6): the head office's travel agency report, by distance.
        await travel.create(
          user,
          {
            ...parisYear,
            entry_mode: 'distance',
            currency: 'EUR',
            distance_km: {
              short_flight: round(24_000 * trips),
              medium_flight: round(95_000 * trips),
              long_flight: round(180_000 * trips),
              rail: round(210_000 * trips),
              car: round(85_000 * trips),
            },
            business_class_percent: 15,
            car_ev_share_percent: index >= 3 ? 25 : 10,
            include_radiative_forcing: true,
            hotel_nights: round(420 * trips),
            hotel_country: 'FR',
          },
          'fr',
        );

        // Freight (cat. 4 and 9): steel coils in, finished goods out by road and by sea.
        await freight.create(
          user,
          {
            ...lyonYear,
            direction: 'upstream',
            mode: 'hgv_articulated',
            tonne_km: round(1_450_000 * volume),
            from: 'Dunkerque',
            to: 'Lyon',
            label: 'Geodis — acier',
          },
          'fr',
        );
        await freight.create(
          user,
          {
            ...lyonYear,
            direction: 'downstream',
            mode: 'hgv_average',
            tonne_km: round(2_100_000 * volume),
            from: 'Lyon',
            to: 'France, Europe',
            label: 'DB Schenker — livraisons',
          },
          'fr',
        );
        await freight.create(
          user,
          {
            ...lyonYear,
            direction: 'downstream',
            mode: 'sea_container',
            tonne_km: round(3_800_000 * volume),
            from: 'Fos-sur-Mer',
            to: 'Montréal',
            label: 'CMA CGM — export',
          },
          'fr',
        );

        // Waste (cat. 5): the plant's scrap and cardboard recycled, the rest landfilled.
        await waste.create(
          user,
          {
            ...lyonYear,
            waste_type: 'metals',
            treatment: 'recycling',
            mass_tonnes: round(120 * volume),
            label: 'Derichebourg',
          },
          'fr',
        );
        await waste.create(
          user,
          {
            ...lyonYear,
            waste_type: 'paper_board',
            treatment: 'recycling',
            mass_tonnes: round(42 * volume),
            label: 'Paprec',
          },
          'fr',
        );
        await waste.create(
          user,
          {
            ...lyonYear,
            waste_type: 'mixed_commercial',
            treatment: 'landfill',
            mass_tonnes: round(85 * volume),
            label: 'Veolia — DIB',
          },
          'fr',
        );

        // Commuting (cat. 7): both sites' mobility survey summaries.
        await commuting.create(
          user,
          {
            ...lyonYear,
            employees: 140,
            working_days: 218,
            remote_days: 20,
            one_way_km: 18,
            mode_split_percent: {
              car_petrol: 30,
              car_diesel: 25,
              car_electric: index >= 3 ? 10 : 5,
              bus: 10,
              train: 10,
              metro_tram: index >= 3 ? 5 : 10,
              bike: 5,
              walk: 5,
            },
            label: '',
          },
          'fr',
        );
        await commuting.create(
          user,
          {
            ...parisYear,
            employees: 40,
            working_days: 218,
            remote_days: 60,
            one_way_km: 14,
            mode_split_percent: { train: 35, metro_tram: 40, bus: 10, car_petrol: 5, bike: 10 },
            label: '',
          },
          'fr',
        );
        activities += 16;

        for (const { category, reason } of NOT_RELEVANT) {
          await statuses.set(user, { company_id, period_year, category, status: 'not_relevant', reason });
        }
      }
      return activities;
    },
  });
}
