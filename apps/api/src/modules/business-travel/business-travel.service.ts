import {
  DEFAULT_COST_PER_KM_EUR,
  TravelInputError,
  distancesOf,
  travelLines,
  type TravelLine,
  type TravelReportInput,
} from '@carbon/carbon/travel';
import {
  BUSINESS_TRAVEL_CATEGORY,
  BUSINESS_TRAVEL_KIND,
  businessTravelMessageKeys,
  type BusinessTravel,
  type BusinessTravelBody,
  type BusinessTravelList,
} from '@carbon/contracts/business-travel';
import type { ListActivitiesQuery } from '@carbon/contracts/ledger';
import type { AppLocale } from '@carbon/i18n/locale';
import { bodyFieldError } from '../../platform/errors.ts';
import { toActivity } from '../ledger/ledger.mapper.ts';
import type { ActivityLine, ActivityRecord, LedgerService } from '../ledger/ledger.service.ts';
import type { BusinessTravelRepository } from './business-travel.repository.ts';

/** The report's inputs as every line of it keeps them (details.report), to answer them back. */
type ReportDetails = Omit<BusinessTravelBody, 'company_id' | 'site_id' | 'period_year'>;

/** The lines' labels, in the language of the user who writes the report (the ledger's screens show them). */
const LABELS: Record<
  AppLocale,
  Record<TravelLine['mode'] | 'economy' | 'business' | 'electric' | 'combustion', string>
> = {
  en: {
    short_flight: 'Short flights (< 500 km, DESNZ domestic)',
    medium_flight: 'Medium flights (500–3,700 km, DESNZ short-haul)',
    long_flight: 'Long flights (> 3,700 km, DESNZ long-haul)',
    rail: 'Rail',
    car: 'Car',
    hotel: 'Hotel nights',
    economy: 'economy class',
    business: 'business class',
    electric: 'battery electric',
    combustion: 'combustion',
  },
  fr: {
    short_flight: 'Vols courts (< 500 km, DESNZ domestic)',
    medium_flight: 'Vols moyens (500–3 700 km, DESNZ short-haul)',
    long_flight: 'Vols longs (> 3 700 km, DESNZ long-haul)',
    rail: 'Train',
    car: 'Voiture',
    hotel: "Nuits d'hôtel",
    economy: 'classe économique',
    business: 'classe affaires',
    electric: 'électrique à batterie',
    combustion: 'thermique',
  },
};

/**
 * Business travel reports (scope 3 category 6): the engine (@carbon/carbon/travel) turns a report into lines, the
 * ledger writes them as one activity of kind `business_travel`. Tenancy, roles and all-or-nothing writes are the
 * ledger's.
 */
export class BusinessTravelService {
  constructor(
    private readonly repository: BusinessTravelRepository,
    private readonly ledger: LedgerService,
  ) {}

  async create(userId: string, body: BusinessTravelBody, lang: AppLocale): Promise<BusinessTravel> {
    const lines = await this.linesOf(body);
    const record = await this.ledger.createActivity(userId, this.activityInput(body, lines, lang), lang);
    return toBusinessTravel(record);
  }

  async update(
    userId: string,
    id: string,
    body: BusinessTravelBody,
    lang: AppLocale,
  ): Promise<BusinessTravel> {
    const lines = await this.linesOf(body);
    const record = await this.ledger.replaceActivity(userId, id, this.activityInput(body, lines, lang), lang);
    return toBusinessTravel(record);
  }

  async get(userId: string, id: string, lang: AppLocale): Promise<BusinessTravel> {
    return toBusinessTravel(await this.ledger.getActivity(userId, id, BUSINESS_TRAVEL_KIND, lang));
  }

  async delete(userId: string, id: string): Promise<void> {
    await this.ledger.deleteActivity(userId, id, BUSINESS_TRAVEL_KIND);
  }

  async list(userId: string, query: ListActivitiesQuery, lang: AppLocale): Promise<BusinessTravelList> {
    const records = await this.ledger.listActivities(
      userId,
      {
        companyId: query.company_id,
        periodYear: query.period_year,
        siteId: query.site_id,
        kind: BUSINESS_TRAVEL_KIND,
      },
      lang,
    );
    return { items: records.map(toBusinessTravel) };
  }

  private async linesOf(body: BusinessTravelBody): Promise<{ line: TravelLine; factorId: string }[]> {
    let lines: TravelLine[];
    try {
      lines = travelLines(engineInput(body));
    } catch (error) {
      if (error instanceof TravelInputError) {
        const key =
          error.field[0] === 'hotel_country'
            ? businessTravelMessageKeys.hotelCountry
            : 'errors.invalid_input';
        throw bodyFieldError(error.field, key, 'invalid');
      }
      throw error;
    }
    if (lines.length === 0) {
      const loc = body.entry_mode === 'spend' ? ['total_spend'] : ['distance_km'];
      throw bodyFieldError(loc, businessTravelMessageKeys.nothing, 'empty');
    }
    const ids = await this.repository.factorIdsByKey(lines.map((line) => line.factorKey));
    return lines.map((line) => {
      const factorId = ids.get(line.factorKey);
      // The library is loaded at start-up; a missing mapped row is a deployment error, not the user's.
      if (!factorId) throw new Error(`business travel factor ${line.factorKey} is not in the library`);
      return { line, factorId };
    });
  }

  private activityInput(
    body: BusinessTravelBody,
    lines: { line: TravelLine; factorId: string }[],
    lang: AppLocale,
  ) {
    const report: ReportDetails = {
      entry_mode: body.entry_mode,
      currency: body.currency,
      total_spend: body.total_spend ?? null,
      distance_km: body.entry_mode === 'distance' ? (body.distance_km ?? {}) : null,
      spend_split_percent: body.entry_mode === 'spend' ? (body.spend_split_percent ?? null) : null,
      business_class_percent: body.business_class_percent,
      car_ev_share_percent: body.car_ev_share_percent,
      include_radiative_forcing: body.include_radiative_forcing,
      cost_per_km_overrides: body.cost_per_km_overrides ?? null,
      hotel_nights: body.hotel_nights ?? 0,
      hotel_country: body.hotel_country ?? null,
    };
    const activityLines: ActivityLine[] = lines.map(({ line, factorId }) => ({
      category: BUSINESS_TRAVEL_CATEGORY,
      quantity: line.quantity,
      unit: line.unit,
      factor: { emissionFactorId: factorId },
      label: lineLabel(line, lang),
      details: {
        travel_mode: line.mode,
        travel_class: line.travelClass,
        car_powertrain: line.powertrain,
        share_percent: line.sharePercent,
        mode_quantity: line.modeQuantity,
        cost_per_km_eur: line.costPerKmEur,
        radiative_forcing: line.radiativeForcing,
        report,
      },
      amountEur: line.amountEur,
      loc: line.mode === 'hotel' ? ['hotel_nights'] : ['distance_km', line.mode],
    }));
    return {
      companyId: body.company_id,
      siteId: body.site_id,
      periodYear: body.period_year,
      kind: BUSINESS_TRAVEL_KIND,
      lines: activityLines,
    };
  }
}

function engineInput(
  body: Omit<BusinessTravelBody, 'company_id' | 'site_id' | 'period_year'>,
): TravelReportInput {
  const strip = <T extends object>(value: T | null | undefined) =>
    value
      ? (Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null)) as T)
      : undefined;
  return {
    entryMode: body.entry_mode,
    distanceKm: strip(body.distance_km),
    totalSpendEur: body.total_spend ?? undefined,
    spendSplitPercent: strip(body.spend_split_percent),
    costPerKmOverrides: strip(body.cost_per_km_overrides),
    businessClassPercent: body.business_class_percent,
    carEvSharePercent: body.car_ev_share_percent,
    includeRadiativeForcing: body.include_radiative_forcing,
    hotelNights: body.hotel_nights ?? 0,
    hotelCountry: body.hotel_country ?? null,
  };
}

function lineLabel(line: TravelLine, lang: AppLocale): string {
  const labels = LABELS[lang];
  const part =
    line.travelClass === 'economy' || line.travelClass === 'business' ? line.travelClass : line.powertrain;
  return part ? `${labels[line.mode]}, ${labels[part]}` : labels[line.mode];
}

/** The activity with the report's inputs, read back from its lines' details. */
function toBusinessTravel(record: ActivityRecord): BusinessTravel {
  const report = (record.entries[0]?.details as { report?: ReportDetails } | undefined)?.report;
  if (!report) throw new Error(`business travel ${record.id} has no report details`);
  const { km } = distancesOf(engineInput(report));
  const overrides = report.cost_per_km_overrides ?? null;
  return {
    ...toActivity(record),
    entry_mode: report.entry_mode,
    currency: report.currency,
    total_spend: report.total_spend ?? null,
    distance_km: km,
    spend_split_percent: report.spend_split_percent ?? null,
    business_class_percent: report.business_class_percent,
    car_ev_share_percent: report.car_ev_share_percent,
    include_radiative_forcing: report.include_radiative_forcing,
    cost_per_km_overrides: overrides
      ? Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined && v !== null))
      : null,
    cost_per_km_eur: {
      flights: overrides?.flights ?? DEFAULT_COST_PER_KM_EUR.flights,
      rail: overrides?.rail ?? DEFAULT_COST_PER_KM_EUR.rail,
      car: overrides?.car ?? DEFAULT_COST_PER_KM_EUR.car,
    },
    hotel_nights: report.hotel_nights ?? 0,
    hotel_country: report.hotel_country ?? null,
  };
}
