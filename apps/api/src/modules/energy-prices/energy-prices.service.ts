import {
  averageTariffPrice,
  orderSlots,
  slotProblems,
  type SlotPrice as EngineSlotPrice,
} from '@carbon/carbon/tariffs';
import type {
  CreateCustomPriceInput,
  EnergyPrice,
  EnergyPriceList,
  ListEnergyPricesQuery,
  SetTariffInput,
} from '@carbon/contracts/energy-prices';
import { energyPriceMessages } from '@carbon/contracts/energy-prices';
import { AppError } from '../../platform/errors.ts';
import { dataEditors, type CompaniesService } from '../companies/companies.service.ts';
import { toCompanyPrice, toDefaultPrice } from './energy-prices.mapper.ts';
import type { DefaultPriceRow, EnergyPricesRepository } from './energy-prices.repository.ts';

/** A slot set the contract let through but the engine refuses (the two tables disagree): the same 422. */
const invalidSlots = () =>
  new AppError(422, 'validation_error', {
    issues: [{ loc: ['body', 'slots'], messageKey: energyPriceMessages.invalidSlot, type: 'invalid_slot' }],
  });

/**
 * Energy prices (docs/decisions/0021-energy-prices.md): the country defaults of the company's country and of its
 * sites' countries, and the company's own prices. Members read; owners, admins and editors write.
 */
export class EnergyPricesService {
  constructor(
    private readonly repository: EnergyPricesRepository,
    private readonly companies: CompaniesService,
  ) {}

  async list(userId: string, query: ListEnergyPricesQuery): Promise<EnergyPriceList> {
    await this.companies.requireRole(userId, query.company_id);
    const filter = { year: query.year, source: query.source };
    const { companyCountry, siteCountries } = await this.repository.countries(query.company_id);
    const countries = [...new Set([...(companyCountry ? [companyCountry] : []), ...siteCountries])];
    // For a year, each country's and source's default of that year or, before it is published (Eurostat lags about
    // a year and a half), of its latest earlier year: the item keeps its own year and says it is a fallback.
    const defaults =
      query.year === undefined
        ? await this.repository.listDefaults(countries, filter)
        : latestPerCountryAndSource(
            await this.repository.listDefaults(countries, { source: query.source, upToYear: query.year }),
          );
    const own = await this.repository.listCompanyPrices(query.company_id, filter);
    const rank = (code: string) => (code === companyCountry ? '' : code);
    const orderedDefaults = [...defaults].sort(
      (a, b) =>
        a.source.localeCompare(b.source) ||
        b.year - a.year ||
        rank(a.countryCode).localeCompare(rank(b.countryCode)),
    );
    return {
      items: [
        ...own.map((row) =>
          toCompanyPrice(
            row,
            companyCountry,
            this.defaultEmission(defaults, companyCountry, row.year, row.source),
          ),
        ),
        ...orderedDefaults.map((row) =>
          toDefaultPrice(row, query.year !== undefined && row.year !== query.year),
        ),
      ],
    };
  }

  async setTariff(userId: string, input: SetTariffInput): Promise<EnergyPrice> {
    await this.companies.requireRole(userId, input.company_id, dataEditors);
    const slots: EngineSlotPrice[] = input.slots;
    if (slotProblems(input.tariff_family, slots).length > 0) throw invalidSlots();
    const row = await this.repository.upsertTariff({
      companyId: input.company_id,
      year: input.year,
      source: input.source,
      kind: 'tariff',
      name: null,
      tariffFamily: input.tariff_family,
      slots: orderSlots(input.tariff_family, slots),
      priceEurPerKwh: averageTariffPrice(input.tariff_family, slots),
      emissionKgCo2ePerKwh: null,
    });
    const { companyCountry } = await this.repository.countries(input.company_id);
    const defaults = companyCountry
      ? await this.repository.listDefaults([companyCountry], { year: input.year, source: input.source })
      : [];
    return toCompanyPrice(
      row,
      companyCountry,
      this.defaultEmission(defaults, companyCountry, input.year, input.source),
    );
  }

  async createCustom(userId: string, input: CreateCustomPriceInput): Promise<EnergyPrice> {
    await this.companies.requireRole(userId, input.company_id, dataEditors);
    const row = await this.repository.insertCustom({
      companyId: input.company_id,
      year: input.year,
      source: input.source,
      kind: 'custom',
      name: input.name,
      tariffFamily: 'base',
      slots: [{ slot: 'base', price_eur_per_kwh: input.price_eur_per_kwh }],
      priceEurPerKwh: input.price_eur_per_kwh,
      emissionKgCo2ePerKwh: input.emission_kg_co2e_per_kwh,
    });
    const { companyCountry } = await this.repository.countries(input.company_id);
    return toCompanyPrice(row, companyCountry, null);
  }

  private defaultEmission(
    defaults: readonly DefaultPriceRow[],
    countryCode: string | null,
    year: number,
    source: string,
  ): number | null {
    const match = defaults.find(
      (row) => row.countryCode === countryCode && row.year === year && row.source === source,
    );
    return match?.emissionKgCo2ePerKwh ?? null;
  }
}

/** Of each country's defaults for a source, the one of the latest year. */
function latestPerCountryAndSource(rows: readonly DefaultPriceRow[]): DefaultPriceRow[] {
  const latest = new Map<string, DefaultPriceRow>();
  for (const row of rows) {
    const key = `${row.countryCode}:${row.source}`;
    const kept = latest.get(key);
    if (!kept || row.year > kept.year) latest.set(key, row);
  }
  return [...latest.values()];
}
