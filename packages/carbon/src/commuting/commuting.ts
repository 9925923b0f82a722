/**
 * Employee commuting (scope 3 category 7): passenger·kilometres per mode from a mode split or from an employee
 * survey, and the library factor of each mode. Pure functions, no I/O.
 *
 * By split: employees × (working days − remote days) × 2 (there and back) × one-way km × mode share.
 * By survey: Σ over employees of 2 × one-way km × days a week on site × working weeks, per mode.
 *
 * Factors: UK DESNZ GHG conversion factors 2025, "Business travel- land". Cars are published per vehicle·km;
 * commuting counts one occupant per car (no car-pooling), so a passenger·km by car is a vehicle·km and the line
 * is written in km. Bike and walking: 0.
 */
import type { LibraryFactorRef } from '../freight/freight.ts';

export const COMMUTING_MODES = [
  'car_petrol',
  'car_diesel',
  'car_electric',
  'bus',
  'train',
  'metro_tram',
  'bike',
  'walk',
] as const;
export type CommutingMode = (typeof COMMUTING_MODES)[number];

export interface CommutingFactorRef extends LibraryFactorRef {
  /** The unit the line is written in: 'km' for cars (per vehicle·km, one occupant), else 'passenger.km'. */
  unit: 'km' | 'passenger.km';
}

/** Mode → library factor; null: no emissions (bike, walking). */
export const COMMUTING_MODE_FACTORS: Readonly<Record<CommutingMode, CommutingFactorRef | null>> =
  Object.freeze({
    car_petrol: {
      key: 'uk-desnz:2025:25_301_3070_4_1',
      unit: 'km',
      description: 'DESNZ 2025 average car, petrol, per km',
    },
    car_diesel: {
      key: 'uk-desnz:2025:25_301_3069_4_1',
      unit: 'km',
      description: 'DESNZ 2025 average car, diesel, per km',
    },
    car_electric: {
      key: 'uk-desnz:2025:25_301_3076_4_1',
      unit: 'km',
      description: 'DESNZ 2025 average car, battery electric, per km',
    },
    bus: {
      key: 'uk-desnz:2025:25_314_3145_11_1',
      unit: 'passenger.km',
      description: 'DESNZ 2025 average local bus',
    },
    train: {
      key: 'uk-desnz:2025:25_315_3147_11_1',
      unit: 'passenger.km',
      description: 'DESNZ 2025 national rail',
    },
    metro_tram: {
      key: 'uk-desnz:2025:25_315_3149_11_1',
      unit: 'passenger.km',
      description: 'DESNZ 2025 light rail and tram',
    },
    bike: null,
    walk: null,
  });

/** Working weeks a year a survey's "days a week" are multiplied by: 52 weeks − 5 weeks of paid leave (France). */
export const DEFAULT_WORKING_WEEKS = 47;

export interface CommutingSplitInput {
  employees: number;
  workingDays: number;
  remoteDays: number;
  oneWayKm: number;
  /** Percent of commuting trips by mode; the shares given sum to 100. */
  modeSplitPercent: Partial<Record<CommutingMode, number>>;
}

export interface CommutingLine {
  mode: CommutingMode;
  passengerKm: number;
}

/** Passenger·km per mode from a headcount, a year's days on site and a mode split (modes at 0 % left out). */
export function commutingBySplit(input: CommutingSplitInput): CommutingLine[] {
  const daysOnSite = Math.max(0, input.workingDays - input.remoteDays);
  const total = input.employees * daysOnSite * 2 * input.oneWayKm;
  return COMMUTING_MODES.flatMap((mode) => {
    const share = input.modeSplitPercent[mode] ?? 0;
    return share > 0 ? [{ mode, passengerKm: (total * share) / 100 }] : [];
  });
}

/** One employee's answer: mode, one-way km, days a week commuting to the site. */
export interface CommutingSurveyRow {
  mode: CommutingMode;
  oneWayKm: number;
  daysPerWeek: number;
}

/** Passenger·km per mode from survey answers, in COMMUTING_MODES order (modes nobody uses left out). */
export function commutingBySurvey(
  rows: readonly CommutingSurveyRow[],
  workingWeeks = DEFAULT_WORKING_WEEKS,
): CommutingLine[] {
  const byMode = new Map<CommutingMode, number>();
  for (const row of rows) {
    byMode.set(row.mode, (byMode.get(row.mode) ?? 0) + 2 * row.oneWayKm * row.daysPerWeek * workingWeeks);
  }
  return COMMUTING_MODES.flatMap((mode) => {
    const passengerKm = byMode.get(mode);
    return passengerKm !== undefined ? [{ mode, passengerKm }] : [];
  });
}

export function isCommutingMode(value: string): value is CommutingMode {
  return (COMMUTING_MODES as readonly string[]).includes(value);
}
