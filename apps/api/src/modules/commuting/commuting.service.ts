import {
  COMMUTING_MODE_FACTORS,
  commutingBySplit,
  commutingBySurvey,
  type CommutingLine,
} from '@carbon/carbon/commuting';
import type {
  Commuting,
  CommutingList,
  CommutingSurveyInput,
  CreateCommutingInput,
  UpdateCommutingInput,
} from '@carbon/contracts/commuting';
import type { ListActivitiesQuery } from '@carbon/contracts/ledger';
import type { AppLocale } from '@carbon/i18n/locale';
import type { LibraryFactors } from '../freight/library-factors.ts';
import { toActivity } from '../ledger/ledger.mapper.ts';
import type { ActivityInput, ActivityLine, ActivityRecord, LedgerService } from '../ledger/ledger.service.ts';
import { parseSurveyCsv } from './survey-csv.ts';

export const COMMUTING_KIND = 'commuting';

/** What every line of a commuting activity keeps of its form, beside its own mode and passenger·km. */
interface CommutingDetails {
  method: 'split' | 'survey';
  employees: number | null;
  working_days: number | null;
  remote_days: number | null;
  one_way_km: number | null;
  mode_split_percent: Record<string, number> | null;
  respondents: number | null;
  working_weeks: number | null;
  label: string;
}

/** Employee commuting (scope 3 category 7): one ledger activity with one line per mode. */
export class CommutingService {
  constructor(
    private readonly ledger: LedgerService,
    private readonly factors: LibraryFactors,
  ) {}

  async list(userId: string, query: ListActivitiesQuery, lang: AppLocale): Promise<CommutingList> {
    const records = await this.ledger.listActivities(
      userId,
      {
        companyId: query.company_id,
        periodYear: query.period_year,
        siteId: query.site_id,
        kind: COMMUTING_KIND,
      },
      lang,
    );
    return { items: records.map(toCommuting) };
  }

  async create(userId: string, body: CreateCommutingInput, lang: AppLocale): Promise<Commuting> {
    const input = await this.splitInput(body.company_id, body);
    return toCommuting(await this.ledger.createActivity(userId, input, lang));
  }

  async survey(userId: string, body: CommutingSurveyInput, lang: AppLocale): Promise<Commuting> {
    const rows = body.rows ?? parseSurveyCsv(body.csv ?? '');
    const lines = commutingBySurvey(
      rows.map((row) => ({ mode: row.mode, oneWayKm: row.one_way_km, daysPerWeek: row.days_per_week })),
      body.working_weeks,
    );
    const details: CommutingDetails = {
      method: 'survey',
      employees: null,
      working_days: null,
      remote_days: null,
      one_way_km: null,
      mode_split_percent: null,
      respondents: rows.length,
      working_weeks: body.working_weeks,
      label: body.label,
    };
    const input = await this.activityInput(
      body.company_id,
      body.site_id,
      body.period_year,
      lines,
      details,
      body.csv ? 'csv' : 'rows',
    );
    return toCommuting(await this.ledger.createActivity(userId, input, lang));
  }

  async get(userId: string, id: string, lang: AppLocale): Promise<Commuting> {
    return toCommuting(await this.ledger.getActivity(userId, id, COMMUTING_KIND, lang));
  }

  async update(userId: string, id: string, body: UpdateCommutingInput, lang: AppLocale): Promise<Commuting> {
    const input = await this.splitInput('', body);
    return toCommuting(await this.ledger.replaceActivity(userId, id, input, lang));
  }

  delete(userId: string, id: string): Promise<void> {
    return this.ledger.deleteActivity(userId, id, COMMUTING_KIND);
  }

  private splitInput(companyId: string, body: UpdateCommutingInput): Promise<ActivityInput> {
    const lines = commutingBySplit({
      employees: body.employees,
      workingDays: body.working_days,
      remoteDays: body.remote_days,
      oneWayKm: body.one_way_km,
      modeSplitPercent: body.mode_split_percent,
    });
    const details: CommutingDetails = {
      method: 'split',
      employees: body.employees,
      working_days: body.working_days,
      remote_days: body.remote_days,
      one_way_km: body.one_way_km,
      mode_split_percent: Object.fromEntries(
        Object.entries(body.mode_split_percent).filter(
          (entry): entry is [string, number] => entry[1] !== undefined,
        ),
      ),
      respondents: null,
      working_weeks: null,
      label: body.label,
    };
    return this.activityInput(
      companyId,
      body.site_id,
      body.period_year,
      lines,
      details,
      'mode_split_percent',
    );
  }

  private async activityInput(
    companyId: string,
    siteId: string,
    periodYear: number,
    modeLines: readonly CommutingLine[],
    details: CommutingDetails,
    field: string,
  ): Promise<ActivityInput> {
    const lines: ActivityLine[] = [];
    for (const { mode, passengerKm } of modeLines) {
      const mapping = COMMUTING_MODE_FACTORS[mode];
      const factor: ActivityLine['factor'] = mapping
        ? { emissionFactorId: await this.factors.idOf(mapping.key, [field, mode]) }
        : { custom: { kg_co2e_per_unit: 0, unit: 'passenger.km', name: 'Bike or walking: no emissions' } };
      lines.push({
        category: 'employee_commuting',
        quantity: passengerKm,
        unit: mapping?.unit ?? 'passenger.km',
        factor,
        label: details.label ? `${details.label} · ${mode}` : mode,
        details: { ...details, mode, passenger_km: passengerKm, factor_key: mapping?.key ?? null },
        loc: [field, mode],
      });
    }
    return { companyId, siteId, periodYear, kind: COMMUTING_KIND, lines };
  }
}

export function toCommuting(record: ActivityRecord): Commuting {
  const first = (record.entries[0]?.details ?? {}) as Partial<CommutingDetails>;
  const byMode: Record<string, number> = {};
  for (const entry of record.entries) {
    const details = entry.details as { mode?: string; passenger_km?: number };
    if (details.mode)
      byMode[details.mode] = (byMode[details.mode] ?? 0) + (details.passenger_km ?? entry.quantity);
  }
  return {
    ...toActivity(record),
    method: first.method ?? 'split',
    employees: first.employees ?? null,
    working_days: first.working_days ?? null,
    remote_days: first.remote_days ?? null,
    one_way_km: first.one_way_km ?? null,
    mode_split_percent: first.mode_split_percent ?? null,
    respondents: first.respondents ?? null,
    working_weeks: first.working_weeks ?? null,
    passenger_km_by_mode: byMode,
    label: first.label ?? '',
  };
}
