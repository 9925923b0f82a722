import { count, eq } from 'drizzle-orm';
import { createScenarioInputSchema, type CreateScenarioInput } from '@carbon/contracts/scenarios';
import { scenarios } from '@carbon/db/schema';
import { CompaniesRepository } from '../modules/companies/companies.repository.ts';
import { CompaniesService } from '../modules/companies/companies.service.ts';
import { EnergyRepository } from '../modules/energy/energy.repository.ts';
import { EntitlementsRepository } from '../modules/entitlements/entitlements.repository.ts';
import { EntitlementsService } from '../modules/entitlements/entitlements.service.ts';
import { LedgerRepository } from '../modules/ledger/ledger.repository.ts';
import { LedgerService } from '../modules/ledger/ledger.service.ts';
import { PortfolioRepository } from '../modules/portfolio/portfolio.repository.ts';
import { PortfolioService } from '../modules/portfolio/portfolio.service.ts';
import { ScenariosRepository } from '../modules/scenarios/scenarios.repository.ts';
import { ScenariosService } from '../modules/scenarios/scenarios.service.ts';
import type { Database } from './db.ts';
import { seedDemoOnce } from './demo-once.ts';

/** The Lyon plant's place (GeoNames, Lyon 7e): the solar scenario's location. */
export const DEMO_LYON_LOCATION = { latitude: 45.7485, longitude: 4.8467 } as const;

/**
 * What the demo company studies next, at its two sites: 250 kWp of panels on the Lyon plant's roof (flat, modules at
 * 15° facing south, nearly all the output used by the plant), the Lyon plant's gas boilers replaced by air-source
 * heat pumps (the heat demand taken from its recorded gas), and a commuting plan for the Lyon staff (transit passes,
 * bike shelters and chargers, one more day of remote work). Names are the company's own words, in French.
 */
function demoScenarios(companyId: string, lyon: string): CreateScenarioInput[] {
  // Parsed like a request body: the contract's defaults fill what the demo leaves out.
  const inputs: unknown[] = [
    {
      company_id: companyId,
      site_id: lyon,
      name: 'Centrale photovoltaïque toiture — Lyon (250 kWc)',
      type: 'solar_panels',
      inputs: {
        capacity_kwp: 250,
        module_efficiency_percent: 21,
        tilt_deg: 15,
        azimuth_deg: 180,
        ...DEMO_LYON_LOCATION,
        self_consumption_percent: 90,
        electricity_rate_eur_per_kwh: 0.16,
        selling_rate_eur_per_kwh: 0.05,
        install_cost_eur_per_kw: 950,
        maintenance_percent_of_capex: 1,
        subsidies_percent: 0,
        avoided_emissions_method: 'self_consumption',
      },
    },
    {
      company_id: companyId,
      site_id: lyon,
      name: 'Pompes à chaleur air-eau — Lyon',
      type: 'heating_system',
      inputs: {
        current_system: 'gas_boiler',
        replacement_system: 'air_source_heat_pump',
        refrigerant: 'r32',
      },
    },
    {
      company_id: companyId,
      site_id: lyon,
      name: 'Plan de mobilité employeur — Lyon',
      type: 'commute_enhanced',
      inputs: {
        employees: 140,
        average_distance_km: 18,
        working_days_per_year: 215,
        car_share_percent: 70,
        public_transport_share_percent: 15,
        public_transport_mode: 'metro_tram',
        shift_to_public_transport_percent: 10,
        shift_to_active_percent: 5,
        current_remote_days_per_week: 0.5,
        target_remote_days_per_week: 1.5,
        current_ev_share_percent: 5,
        target_ev_share_percent: 25,
        capex_eur: 45_000,
        annual_cost_eur: 18_000,
        annual_savings_eur: 0,
      },
    },
  ];
  return inputs.map((input) => createScenarioInputSchema.parse(input));
}

/**
 * The demo company's three scenarios and its portfolio (growth 1 % a year to 2040; the panels from next year, the
 * commuting plan ramping up over three years, the heat pumps the year after over one year), written through the
 * scenarios and portfolio services as the demo owner, once, when the company has no scenario; after the demo
 * ledger (the heating scenario's baseline is the plant's recorded gas). Returns how many scenarios it wrote (0 when
 * the library lacks a factor a model needs: nothing is written, the next start tries again).
 */
export function ensureDemoScenarios(db: Database): Promise<number> {
  return seedDemoOnce(db, {
    lock: 'carbon-demo-scenarios',
    sites: ['lyon'],
    written: async (tx, demo) => {
      const [existing] = await tx
        .select({ n: count() })
        .from(scenarios)
        .where(eq(scenarios.companyId, demo.companyId));
      return Number(existing?.n ?? 0) > 0;
    },
    write: async (tx, demo, { lyon }) => {
      const companiesService = new CompaniesService(new CompaniesRepository(tx));
      const service = new ScenariosService(
        new ScenariosRepository(tx),
        new EnergyRepository(tx),
        new LedgerRepository(tx),
        companiesService,
        new EntitlementsService(new EntitlementsRepository(tx), companiesService),
      );
      const created = [];
      for (const input of demoScenarios(demo.companyId, lyon)) {
        created.push(await service.create(demo.userId, input, 'fr'));
      }
      const [solar, heating, commute] = created;
      const next = (demo.reportingYear ?? new Date().getFullYear() - 1) + 1;
      const portfolio = new PortfolioService(
        new PortfolioRepository(tx),
        new LedgerService(new LedgerRepository(tx), companiesService),
        companiesService,
      );
      await portfolio.update(demo.userId, demo.companyId, {
        growth_rate_percent: 1,
        end_year: 2040,
        scenarios: [
          { scenario_id: solar!.id, start_year: next, ramp_up_years: 0 },
          { scenario_id: heating!.id, start_year: next + 1, ramp_up_years: 1 },
          { scenario_id: commute!.id, start_year: next, ramp_up_years: 3 },
        ],
      });
      return created.length;
    },
  });
}
