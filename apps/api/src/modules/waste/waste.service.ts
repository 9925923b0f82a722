import { wasteFactor } from '@carbon/carbon/waste';
import { scope3MessageKeys } from '@carbon/contracts/freight';
import type { ListActivitiesQuery } from '@carbon/contracts/ledger';
import type { CreateWasteInput, UpdateWasteInput, Waste, WasteList } from '@carbon/contracts/waste';
import type { AppLocale } from '@carbon/i18n/locale';
import type { LibraryFactors } from '../freight/library-factors.ts';
import { toActivity } from '../ledger/ledger.mapper.ts';
import type { ActivityInput, ActivityRecord, LedgerService } from '../ledger/ledger.service.ts';
import { bodyFieldError } from '../../platform/errors.ts';

export const WASTE_KIND = 'waste';

/** Waste generated in operations (scope 3 category 5): one ledger activity of one line in tonnes per record. */
export class WasteService {
  constructor(
    private readonly ledger: LedgerService,
    private readonly factors: LibraryFactors,
  ) {}

  async list(userId: string, query: ListActivitiesQuery, lang: AppLocale): Promise<WasteList> {
    const records = await this.ledger.listActivities(
      userId,
      { companyId: query.company_id, periodYear: query.period_year, siteId: query.site_id, kind: WASTE_KIND },
      lang,
    );
    return { items: records.map(toWaste) };
  }

  async create(userId: string, body: CreateWasteInput, lang: AppLocale): Promise<Waste> {
    const input = await this.activityInput(body.company_id, body);
    return toWaste(await this.ledger.createActivity(userId, input, lang));
  }

  async get(userId: string, id: string, lang: AppLocale): Promise<Waste> {
    return toWaste(await this.ledger.getActivity(userId, id, WASTE_KIND, lang));
  }

  async update(userId: string, id: string, body: UpdateWasteInput, lang: AppLocale): Promise<Waste> {
    const input = await this.activityInput('', body);
    return toWaste(await this.ledger.replaceActivity(userId, id, input, lang));
  }

  delete(userId: string, id: string): Promise<void> {
    return this.ledger.deleteActivity(userId, id, WASTE_KIND);
  }

  private async activityInput(companyId: string, body: UpdateWasteInput): Promise<ActivityInput> {
    const mapping = wasteFactor(body.waste_type, body.treatment);
    if (!mapping)
      throw bodyFieldError(['treatment'], scope3MessageKeys.wasteTreatmentUnavailable, 'not_available');
    const emissionFactorId = await this.factors.idOf(mapping.key, ['treatment']);
    return {
      companyId,
      siteId: body.site_id,
      periodYear: body.period_year,
      kind: WASTE_KIND,
      lines: [
        {
          category: 'waste',
          quantity: body.mass_tonnes,
          unit: 'tonne',
          factor: { emissionFactorId },
          label: body.label || `${body.waste_type} · ${body.treatment}`,
          details: {
            waste_type: body.waste_type,
            treatment: body.treatment,
            label: body.label,
            factor_key: mapping.key,
          },
          loc: ['mass_tonnes'],
        },
      ],
    };
  }
}

export function toWaste(record: ActivityRecord): Waste {
  const entry = record.entries[0];
  const details = (entry?.details ?? {}) as Record<string, unknown>;
  return {
    ...toActivity(record),
    waste_type: details.waste_type as Waste['waste_type'],
    treatment: details.treatment as Waste['treatment'],
    mass_tonnes: entry?.quantity ?? 0,
    label: (details.label as string | undefined) ?? '',
  };
}
