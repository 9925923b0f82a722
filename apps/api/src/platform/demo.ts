import { count, eq, sql } from 'drizzle-orm';
import { refrigerantReleasedKg } from '@carbon/carbon/ledger';
import type { CreateEntryInput } from '@carbon/contracts/ledger';
import { plans } from '@carbon/contracts/plans';
import { entries, sites } from '@carbon/db/schema';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '@carbon/db/seed-demo';
import { CompaniesRepository } from '../modules/companies/companies.repository.ts';
import { CompaniesService } from '../modules/companies/companies.service.ts';
import type { LibraryFactorRef } from '../modules/energy/energy-defaults.ts';
import { EnergyRepository } from '../modules/energy/energy.repository.ts';
import { LedgerRepository } from '../modules/ledger/ledger.repository.ts';
import { LedgerService } from '../modules/ledger/ledger.service.ts';
import type { Database } from './db.ts';
import { findDemoOwner } from './demo-once.ts';
import { hashPassword } from './passwords.ts';

export const demoCredentials = { email: DEMO_EMAIL, password: DEMO_PASSWORD } as const;

/**
 * The demo account of the embedded mode (never on a real server: it has a published password).
 * Idempotent, so every start may call it. Its company reports on the last full year.
 */
export function ensureDemoAccount(db: Database): Promise<boolean> {
  return seedDemo(db, {
    hashPassword,
    reportingYear: new Date().getFullYear() - 1,
    proYearPriceCents: plans.pro.pricesCents.year,
  });
}

/** The library factors the demo's entries use, by source and source id (a re-import of the library keeps them). */
export const DEMO_FACTORS = {
  /** ADEME Base Carbone V23.6 37132 "Gaz naturel - 2022, mix moyen, consommation", kg CO2e/kWh PCI. */
  naturalGas: { source: 'ademe-base-carbone', sourceId: '37132' },
  /** ADEME Base Carbone V23.6 25775 "Gazole routier B7", France continentale, kg CO2e/litre. */
  dieselB7: { source: 'ademe-base-carbone', sourceId: '25775' },
  /** ADEME Base Carbone V23.6 43632 "R410a", GWP 100 years, kg CO2e/kg. */
  r410a: { source: 'ademe-base-carbone', sourceId: '43632' },
} as const;

/** The demo ledger covers the reporting year and the four before it. */
export const DEMO_LEDGER_YEARS = 5;

/**
 * A year of the demo company, oldest first (index 0 = reporting year − 4). Bills and meter readings of a mid-sized
 * manufacturer: the Lyon plant (8,500 m², 140 employees) and the Paris head office (1,200 m², 40 employees). The
 * figures go down over the five years: a boiler replaced and the plant's insulation in year 2, LED lighting and
 * variable-speed drives on the compressors in years 2–4, refrigerant leaks found by tighter inspections, and two
 * diesel vans replaced by electric ones. From year 4, a green electricity contract with guarantees of origin covers
 * part of Lyon's consumption (market-based 0 kg/kWh for that part).
 */
const DEMO_YEARS = [
  { lyonGasKwhPcs: 1_185_000, parisGasKwhPcs: 162_000, lyonKwh: 2_540_000, parisKwh: 276_000, greenShare: 0, dieselL: 14_200, lyonLeakPercent: 10, parisLeakPercent: 8 },
  { lyonGasKwhPcs: 1_152_000, parisGasKwhPcs: 158_000, lyonKwh: 2_475_000, parisKwh: 269_000, greenShare: 0, dieselL: 13_900, lyonLeakPercent: 9, parisLeakPercent: 8 },
  { lyonGasKwhPcs: 1_098_000, parisGasKwhPcs: 151_000, lyonKwh: 2_410_000, parisKwh: 261_000, greenShare: 0, dieselL: 13_100, lyonLeakPercent: 8, parisLeakPercent: 6 },
  { lyonGasKwhPcs: 1_061_000, parisGasKwhPcs: 146_000, lyonKwh: 2_352_000, parisKwh: 254_000, greenShare: 0.4, dieselL: 12_300, lyonLeakPercent: 7, parisLeakPercent: 5 },
  { lyonGasKwhPcs: 1_024_000, parisGasKwhPcs: 141_000, lyonKwh: 2_296_000, parisKwh: 247_000, greenShare: 0.5, dieselL: 11_400, lyonLeakPercent: 6, parisLeakPercent: 5 },
] as const;

/** Refrigerant charges: the plant's chillers and process cooling, the head office's air conditioning. */
const LYON_CHARGE_KG = 45;
const PARIS_CHARGE_KG = 12;

/**
 * The entries' labels: the demo company is seen in English and in French, and a label is the user's own text, never
 * translated. So they are what a French company writes in both: its supplier and meter or equipment references
 * (PCE: a gas delivery point, PDL: an electricity delivery point, as printed on the bills).
 */
export const DEMO_LABELS = {
  lyonGas: 'GRDF — PCE 21450733812046',
  parisGas: 'GRDF — PCE 23115088236610',
  lyonElectricity: 'EDF — PDL 21450733812046',
  lyonGreenElectricity: 'EDF Vert Électrique — PDL 21450733812046',
  parisElectricity: 'EDF — PDL 30124478905122',
  diesel: 'Diesel B7 — TotalEnergies Fleet',
  lyonRefrigerant: 'R-410A — Carrier 30RQ',
  parisRefrigerant: 'R-410A — Daikin VRV IV',
} as const;

type DemoEntry = Omit<CreateEntryInput, 'company_id'>;

function demoEntries(
  reportingYear: number,
  site: { lyon: string; paris: string },
  factor: Record<keyof typeof DEMO_FACTORS, string>,
): DemoEntry[] {
  return DEMO_YEARS.flatMap((year, index) => {
    const periodYear = reportingYear - DEMO_LEDGER_YEARS + 1 + index;
    const gas = (siteId: string, kwh: number, label: string): DemoEntry => ({
      site_id: siteId,
      period_year: periodYear,
      category: 'stationary_combustion',
      quantity: kwh,
      unit: 'kWh',
      emission_factor_id: factor.naturalGas,
      label,
      details: { fuel: 'natural_gas', quantity_energy_basis: 'HHV', note: 'GRDF, kWh PCS (HHV)' },
    });
    const electricity = (siteId: string, kwh: number, label: string, marketFactor?: number): DemoEntry => ({
      site_id: siteId,
      period_year: periodYear,
      category: 'electricity',
      quantity: kwh,
      unit: 'kWh',
      label,
      ...(marketFactor === undefined ? {} : { market_factor_kg_co2e_per_kwh: marketFactor }),
    });
    const leak = (siteId: string, chargeKg: number, ratePercent: number, label: string): DemoEntry => {
      const refrigerant = { method: 'leak_rate' as const, charge_kg: chargeKg, annual_leak_rate_percent: ratePercent };
      return {
        site_id: siteId,
        period_year: periodYear,
        category: 'fugitive_emissions',
        quantity: refrigerantReleasedKg({ method: 'leak_rate', chargeKg, annualLeakRatePercent: ratePercent }),
        unit: 'kg',
        emission_factor_id: factor.r410a,
        label,
        details: { refrigerant },
      };
    };
    const green = Math.round(year.lyonKwh * year.greenShare);
    return [
      gas(site.lyon, year.lyonGasKwhPcs, DEMO_LABELS.lyonGas),
      gas(site.paris, year.parisGasKwhPcs, DEMO_LABELS.parisGas),
      ...(green > 0
        ? [
            electricity(site.lyon, green, DEMO_LABELS.lyonGreenElectricity, 0),
            electricity(site.lyon, year.lyonKwh - green, DEMO_LABELS.lyonElectricity),
          ]
        : [electricity(site.lyon, year.lyonKwh, DEMO_LABELS.lyonElectricity)]),
      electricity(site.paris, year.parisKwh, DEMO_LABELS.parisElectricity),
      {
        site_id: site.lyon,
        period_year: periodYear,
        category: 'mobile_combustion',
        quantity: year.dieselL,
        unit: 'l',
        emission_factor_id: factor.dieselB7,
        label: DEMO_LABELS.diesel,
        details: { fuel: 'diesel' },
      },
      leak(site.lyon, LYON_CHARGE_KG, year.lyonLeakPercent, DEMO_LABELS.lyonRefrigerant),
      leak(site.paris, PARIS_CHARGE_KG, year.parisLeakPercent, DEMO_LABELS.parisRefrigerant),
    ];
  });
}

/**
 * The demo company's ledger: scope 1 and 2 on both sites for its reporting year and the four before, so that a
 * visitor sees a full dashboard and a five-year trend. Written through the ledger service, the path of
 * POST /entries (conversions, derived scope 3 cat. 3 rows, scope 2 both ways are the real ones), as the demo owner.
 * Needs the factor library (call it after the reference data load): without its factors it writes nothing, to try
 * again at the next start. Only when the company has no entries at all; under an advisory lock, in one transaction,
 * so concurrent starts write it once. Returns how many entries it created (derived rows not counted).
 */
export async function ensureDemoLedger(db: Database): Promise<number> {
  // Its own frame rather than seedDemoOnce's: it checks its factors first, and a ledger refusal is thrown, not retried.
  const demo = await findDemoOwner(db);
  if (!demo) return 0;
  const reportingYear = demo.reportingYear ?? new Date().getFullYear() - 1;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('carbon-demo-ledger'))`);
    const [existing] = await tx.select({ n: count() }).from(entries).where(eq(entries.companyId, demo.companyId));
    if (Number(existing?.n ?? 0) > 0) return 0;

    const demoSites = await tx
      .select({ id: sites.id, name: sites.name })
      .from(sites)
      .where(eq(sites.companyId, demo.companyId));
    const lyon = demoSites.find((site) => site.name === 'Lyon plant');
    const paris = demoSites.find((site) => site.name === 'Paris head office');
    if (!lyon || !paris) return 0;

    const factor: Partial<Record<keyof typeof DEMO_FACTORS, string>> = {};
    const library = new EnergyRepository(tx);
    for (const [name, key] of Object.entries(DEMO_FACTORS) as [keyof typeof DEMO_FACTORS, LibraryFactorRef][]) {
      const row = await library.libraryFactor(key);
      if (!row) return 0;
      factor[name] = row.id;
    }

    const ledger = new LedgerService(new LedgerRepository(tx), new CompaniesService(new CompaniesRepository(tx)));
    const planned = demoEntries(reportingYear, { lyon: lyon.id, paris: paris.id }, factor as Record<keyof typeof DEMO_FACTORS, string>);
    for (const entry of planned) {
      await ledger.create(demo.userId, { company_id: demo.companyId, ...entry }, 'en');
    }
    return planned.length;
  });
}
