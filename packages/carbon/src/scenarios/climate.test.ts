import { describe, expect, it } from 'vitest';
import { heatingDegreeDays, sunshineAt } from './climate.ts';
import { CLIMATE_STATIONS } from './data/climate-stations.ts';

describe('climate stations shipped in the repository', () => {
  it('carry all 392 cities of the CSV with coordinates and 12 months', () => {
    expect(CLIMATE_STATIONS).toHaveLength(392);
    for (const [, , lat, lon, hours] of CLIMATE_STATIONS) {
      expect(Math.abs(lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(lon)).toBeLessThanOrEqual(180);
      expect(hours).toHaveLength(12);
    }
  });

  it('place hand-checked European cities at their centre', () => {
    const at = (city: string) => CLIMATE_STATIONS.find((s) => s[1] === city);
    expect(at('Paris')?.slice(2, 4)).toEqual([48.853, 2.349]);
    expect(at('Frankfurt')?.slice(2, 4)).toEqual([50.111, 8.682]);
    expect(at('Luxembourg City')?.slice(2, 4)).toEqual([49.612, 6.13]);
    expect(at('Niš')?.[0]).toBe('RS');
  });
});

describe('sunshine at a place', () => {
  it('uses the station of the city itself: climatology', () => {
    const paris = sunshineAt(48.8566, 2.3522);
    expect(paris.dataSource).toBe('climatology');
    expect(paris.station?.city).toBe('Paris');
    expect(paris.station?.distance_km).toBeLessThan(1);
  });

  it('falls back to a latitude estimate when no station lies within 300 km (Bordeaux, mid-Atlantic)', () => {
    const bordeaux = sunshineAt(44.838, -0.579);
    expect(bordeaux.dataSource).toBe('estimate');
    expect(bordeaux.station).toBeNull();
    expect(bordeaux.bandStations).toBe(10);
    expect(sunshineAt(45, -30).dataSource).toBe('estimate');
  });

  it('keeps relative sunshine between 0 and 1', () => {
    for (const f of sunshineAt(40.417, -3.703).relativeSunshine) {
      expect(f).toBeGreaterThanOrEqual(0);
      expect(f).toBeLessThanOrEqual(1);
    }
  });
});

describe('heating degree-days', () => {
  it('takes the published value of a French city within 150 km', () => {
    const lyon = heatingDegreeDays(45.76, 4.84);
    expect(lyon).toMatchObject({ value: 2570, dataSource: 'climatology' });
    expect(heatingDegreeDays(48.8566, 2.3522)).toMatchObject({ value: 2510, dataSource: 'climatology' });
  });

  it('estimates from latitude elsewhere: 2,450 + 150 × (|φ| − 46.5)', () => {
    // Madrid 40.417°: 2450 + 150 × (−6.083) = 1537.5 → 1538 (rounded half up)
    expect(heatingDegreeDays(40.417, -3.703)).toMatchObject({ value: 1538, dataSource: 'estimate' });
    expect(heatingDegreeDays(1.29, 103.85).value).toBe(0);
    expect(heatingDegreeDays(null, null).dataSource).toBe('estimate');
  });
});
