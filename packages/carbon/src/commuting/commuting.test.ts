import { describe, expect, it } from 'vitest';
import { COMMUTING_MODE_FACTORS, commutingBySplit, commutingBySurvey } from './index.ts';

describe('commutingBySplit', () => {
  it('splits the year’s passenger·km by mode', () => {
    // 20 employees × (220 − 40) days × 2 × 15 km = 108,000 passenger·km;
    // car_petrol 50 % = 54,000; bus 30 % = 32,400; bike 20 % = 21,600.
    expect(
      commutingBySplit({
        employees: 20,
        workingDays: 220,
        remoteDays: 40,
        oneWayKm: 15,
        modeSplitPercent: { car_petrol: 50, bus: 30, bike: 20, train: 0 },
      }),
    ).toEqual([
      { mode: 'car_petrol', passengerKm: 54_000 },
      { mode: 'bus', passengerKm: 32_400 },
      { mode: 'bike', passengerKm: 21_600 },
    ]);
  });

  it('counts no days when remote days exceed working days', () => {
    expect(
      commutingBySplit({
        employees: 3,
        workingDays: 10,
        remoteDays: 12,
        oneWayKm: 5,
        modeSplitPercent: { walk: 100 },
      }),
    ).toEqual([{ mode: 'walk', passengerKm: 0 }]);
  });
});

describe('commutingBySurvey', () => {
  it('aggregates the answers per mode over the working weeks', () => {
    // car_diesel: 2 × 12 km × 5 d × 47 w = 5,640 and 2 × 30 × 3 × 47 = 8,460 → 14,100;
    // train: 2 × 40 × 4 × 47 = 15,040.
    expect(
      commutingBySurvey([
        { mode: 'car_diesel', oneWayKm: 12, daysPerWeek: 5 },
        { mode: 'train', oneWayKm: 40, daysPerWeek: 4 },
        { mode: 'car_diesel', oneWayKm: 30, daysPerWeek: 3 },
      ]),
    ).toEqual([
      { mode: 'car_diesel', passengerKm: 14_100 },
      { mode: 'train', passengerKm: 15_040 },
    ]);
  });

  it('takes another number of working weeks', () => {
    // 2 × 10 × 5 × 45 = 4,500.
    expect(commutingBySurvey([{ mode: 'bus', oneWayKm: 10, daysPerWeek: 5 }], 45)).toEqual([
      { mode: 'bus', passengerKm: 4500 },
    ]);
  });

  it('cars are counted per vehicle km, public transport per passenger km, soft modes at zero', () => {
    expect(COMMUTING_MODE_FACTORS.car_electric?.unit).toBe('km');
    expect(COMMUTING_MODE_FACTORS.metro_tram?.unit).toBe('passenger.km');
    expect(COMMUTING_MODE_FACTORS.bike).toBeNull();
  });
});
