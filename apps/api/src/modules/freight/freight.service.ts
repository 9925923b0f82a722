import { FREIGHT_MODE_FACTORS, freightCategory, freightTonneKm } from '@carbon/carbon/freight';
import type { CreateFreightInput, Freight, FreightList, UpdateFreightInput } from '@carbon/contracts/freight';
import type { ListActivitiesQuery } from '@carbon/contracts/ledger';
import type { AppLocale } from '@carbon/i18n/locale';
import { toActivity } from '../ledger/ledger.mapper.ts';
import type { ActivityInput, ActivityRecord, LedgerService } from '../ledger/ledger.service.ts';
import type { LibraryFactors } from './library-factors.ts';

export const FREIGHT_KIND = 'freight';

/** Freight shipments (scope 3 categories 4 and 9): one ledger activity of one line in t·km per shipment. */
export class FreightService {
  constructor(
    private readonly ledger: LedgerService,
    private readonly factors: LibraryFactors,
  ) {}

  async list(userId: string, query: ListActivitiesQuery, lang: AppLocale): Promise<FreightList> {
    const records = await this.ledger.listActivities(
      userId,
      {
        companyId: query.company_id,
        periodYear: query.period_year,
        siteId: query.site_id,
        kind: FREIGHT_KIND,
      },
      lang,
    );
    return { items: records.map(toFreight) };
  }

  async create(userId: string, body: CreateFreightInput, lang: AppLocale): Promise<Freight> {
    const input = await this.activityInput(body.company_id, body);
    return toFreight(await this.ledger.createActivity(userId, input, lang));
  }

  async get(userId: string, id: string, lang: AppLocale): Promise<Freight> {
    return toFreight(await this.ledger.getActivity(userId, id, FREIGHT_KIND, lang));
  }

  async update(userId: string, id: string, body: UpdateFreightInput, lang: AppLocale): Promise<Freight> {
    // The ledger keeps the activity's company: the one given here is not read.
    const input = await this.activityInput('', body);
    return toFreight(await this.ledger.replaceActivity(userId, id, input, lang));
  }

  delete(userId: string, id: string): Promise<void> {
    return this.ledger.deleteActivity(userId, id, FREIGHT_KIND);
  }

  private async activityInput(companyId: string, body: UpdateFreightInput): Promise<ActivityInput> {
    const mapping = FREIGHT_MODE_FACTORS[body.mode];
    const emissionFactorId = await this.factors.idOf(mapping.key, ['mode']);
    const tonneKm =
      body.tonne_km !== undefined
        ? freightTonneKm({ tonneKm: body.tonne_km })
        : freightTonneKm({ distanceKm: body.distance_km ?? 0, massTonnes: body.mass_tonnes ?? 0 });
    const route = [body.from, body.to].filter((part) => part !== '').join(' → ');
    return {
      companyId,
      siteId: body.site_id,
      periodYear: body.period_year,
      kind: FREIGHT_KIND,
      lines: [
        {
          category: freightCategory(body.direction),
          quantity: tonneKm,
          unit: 't.km',
          factor: { emissionFactorId },
          label: body.label || route || body.mode,
          details: {
            direction: body.direction,
            mode: body.mode,
            tonne_km: body.tonne_km ?? null,
            distance_km: body.distance_km ?? null,
            mass_tonnes: body.mass_tonnes ?? null,
            from: body.from,
            to: body.to,
            label: body.label,
            factor_key: mapping.key,
          },
          loc: body.tonne_km !== undefined ? ['tonne_km'] : ['distance_km'],
        },
      ],
    };
  }
}

export function toFreight(record: ActivityRecord): Freight {
  const entry = record.entries[0];
  const details = (entry?.details ?? {}) as Record<string, unknown>;
  return {
    ...toActivity(record),
    direction: details.direction as Freight['direction'],
    mode: details.mode as Freight['mode'],
    tonne_km: entry?.quantity ?? 0,
    distance_km: (details.distance_km as number | null) ?? null,
    mass_tonnes: (details.mass_tonnes as number | null) ?? null,
    from: (details.from as string | undefined) ?? '',
    to: (details.to as string | undefined) ?? '',
    label: (details.label as string | undefined) ?? '',
  };
}
