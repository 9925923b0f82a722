import { describe, expect, it } from 'vitest';
import { dayLengthHours, declinationRad, sunshineAt } from './climate.ts';
import { PV_CONSTANTS, pvYield } from './solar-yield.ts';

/**
 * PVGIS check (ADR 0029): yearly specific yield of a south-facing c-Si array, 14 % system loss, at about the optimal
 * slope, against PVGIS-SARAH2 (PVGIS 5.2 PVcalc) references. Tolerance 10 %, as issue 12 requires.
 *
 * Provenance of the references (no PVGIS query can be made from the build machine):
 * - Paris 1,100–1,150, Marseille 1,450–1,550, Madrid 1,600–1,700 kWh/kWp: indicative yields quoted from memory in
 *   the helper brief of issue 12, NOT verified PVGIS outputs (no network here); kept as sanity bounds, the middle of
 *   each range. The verified references are the three PVGIS outputs below.
 * - Bratislava (48.172, 17.181): a PVGIS-SARAH2 output published in a public repository (2,000 kWp, 14 % loss,
 *   optimum slope 38°, azimuth −2°), monthly E_m for January to August: 92,628 + 127,785 + 216,903 + 271,580 +
 *   271,540 + 274,247 + 287,453 + 271,397 kWh = 906.8 kWh/kWp. Compared month-range to month-range.
 * - Piedmont (45.000 N, 8.000 E), flat modules: a complete PVGIS-SARAH PVcalc text output (1 kWp c-Si, 14 % loss,
 *   slope 0, footer "PVGIS (c) European Union, 2001-2021") stored in a public repository: E_m average 94.78 kWh,
 *   so E_y = 12 × 94.78 = 1,137.4 kWh/kWp (H_y = 12 × 122.8 = 1,473.6 kWh/m²).
 * - Madrid (40.4165, −3.70256), flat modules: a complete PVGIS-SARAH3 PVcalc JSON response (ERA5, 2005–2023,
 *   300 kWp c-Si, slope 0, system loss 1 %) published as the sample response of a public repository's PVGIS route:
 *   E_y 469,680.5 kWh, H(i)_y 1,779.64 kWh/m². PVGIS applies the system loss as a last factor (its l_total −12.03 % =
 *   1 − 0.9621 × 1.0030 × 0.9208 × 0.99), so at 14 %: 469,680.5 / 300 × 0.86 / 0.99 = 1,360.0 kWh/kWp.
 * Lyon 1,320, Berlin 1,050, London 1,000 and Rome 1,450 kWh/kWp, "commonly quoted" values that no stored PVGIS output
 * confirmed, were removed (ADR 0029): a reference the test cannot cite would only pretend to check the model.
 */
const REFERENCES = [
  { city: 'Paris', lat: 48.853, lon: 2.349, tilt: 37, pvgis: 1125, provenance: 'unverified indicative range 1,100–1,150' },
  {
    city: 'Marseille',
    lat: 43.297,
    lon: 5.381,
    tilt: 35,
    pvgis: 1500,
    provenance: 'unverified indicative range 1,450–1,550',
  },
  { city: 'Madrid', lat: 40.417, lon: -3.703, tilt: 34, pvgis: 1650, provenance: 'unverified indicative range 1,600–1,700' },
] as const;

function yieldAt(lat: number, lon: number, tilt: number, azimuth = 180) {
  return pvYield({
    latitude: lat,
    tiltDeg: tilt,
    azimuthDeg: azimuth,
    relativeSunshine: sunshineAt(lat, lon).relativeSunshine,
  });
}

describe('PV yield against PVGIS-SARAH2', () => {
  it.each(REFERENCES)('$city: within 10 % of $pvgis kWh/kWp ($provenance)', ({ lat, lon, tilt, pvgis }) => {
    const y = yieldAt(lat, lon, tilt).annualKwhPerKwp;
    expect(Math.abs(y / pvgis - 1)).toBeLessThan(0.1);
  });

  it('Bratislava January–August within 10 % of the published PVGIS-SARAH2 months (906.8 kWh/kWp)', () => {
    const y = yieldAt(48.172, 17.181, 38, 178);
    const janAug = y.monthlyKwhPerKwp.slice(0, 8).reduce((s, v) => s + v, 0);
    expect(Math.abs(janAug / 906.8 - 1)).toBeLessThan(0.1);
  });

  it('Piedmont (45° N, 8° E), flat: within 10 % of the published PVGIS-SARAH output (1,137.4 kWh/kWp)', () => {
    const y = yieldAt(45, 8, 0);
    expect(Math.abs(y.annualKwhPerKwp / 1137.4 - 1)).toBeLessThan(0.1);
  });

  it('Madrid, flat: within 10 % of the published PVGIS-SARAH3 output (1,360.0 kWh/kWp at 14 %, 1,779.6 kWh/m²)', () => {
    const y = yieldAt(40.4165, -3.70256, 0);
    expect(Math.abs(y.annualKwhPerKwp / 1360.0 - 1)).toBeLessThan(0.1);
    const horizontal = y.monthlyHorizontalKwhM2.reduce((s, v) => s + v, 0);
    expect(Math.abs(horizontal / 1779.64 - 1)).toBeLessThan(0.1);
  });

  it('keeps a PVGIS-like performance ratio (0.75–0.85 of the plane irradiation) and a summer peak', () => {
    const y = yieldAt(48.853, 2.349, 35);
    expect(y.performanceRatio).toBeGreaterThan(0.75);
    expect(y.performanceRatio).toBeLessThan(0.85);
    const max = Math.max(...y.monthlyKwhPerKwp);
    expect([5, 6, 7]).toContain(y.monthlyKwhPerKwp.indexOf(max));
    expect(y.monthlyKwhPerKwp.reduce((s, v) => s + v, 0)).toBeCloseTo(y.annualKwhPerKwp, 6);
  });
});

describe('solar geometry and irradiation', () => {
  it('declination (Cooper) is +23.45° at the June solstice and about 0 at the equinoxes', () => {
    expect((declinationRad(172) * 180) / Math.PI).toBeCloseTo(23.45, 1);
    expect(Math.abs((declinationRad(81) * 180) / Math.PI)).toBeLessThan(0.5);
  });

  it('the day lasts 12 h at the equator all year, and about 16.2 h in Paris at the June solstice', () => {
    expect(dayLengthHours(0, 17)).toBeCloseTo(12, 6);
    expect(dayLengthHours(0, 172)).toBeCloseTo(12, 6);
    // ω_s = acos(−tan 48.85° · tan 23.45°) = 119.7°, N = 2 · 119.7 / 15 = 15.96 h (astronomical, no refraction)
    expect(dayLengthHours(48.85, 172)).toBeCloseTo(15.96, 1);
  });

  it('Ångström–Prescott: horizontal irradiation of a sunless month over a cloudless one is a / (a + b)', () => {
    const dark = pvYield({ latitude: 45, tiltDeg: 0, azimuthDeg: 180, relativeSunshine: Array(12).fill(0) });
    const bright = pvYield({
      latitude: 45,
      tiltDeg: 0,
      azimuthDeg: 180,
      relativeSunshine: Array(12).fill(1),
    });
    const a = PV_CONSTANTS.angstromA;
    const b = PV_CONSTANTS.angstromB;
    dark.monthlyHorizontalKwhM2.forEach((h, m) => {
      expect(h / (bright.monthlyHorizontalKwhM2[m] ?? 1)).toBeCloseTo(a / (a + b), 10);
    });
  });

  it('south beats east, west and north; a flat array sees the horizontal irradiation', () => {
    const south = yieldAt(48.853, 2.349, 35, 180).annualKwhPerKwp;
    const east = yieldAt(48.853, 2.349, 35, 90).annualKwhPerKwp;
    const west = yieldAt(48.853, 2.349, 35, 270).annualKwhPerKwp;
    const north = yieldAt(48.853, 2.349, 35, 0).annualKwhPerKwp;
    expect(south).toBeGreaterThan(east);
    expect(south).toBeGreaterThan(west);
    expect(east).toBeGreaterThan(north);
    expect(Math.abs(east / west - 1)).toBeLessThan(0.02); // symmetric sun path
    const flat = yieldAt(48.853, 2.349, 0);
    // within 0.1 %: the beam of a sun lower than about 3° is not counted (cos θz < 0.05)
    const horizontal = flat.monthlyHorizontalKwhM2.reduce((s, v) => s + v, 0);
    expect(Math.abs(flat.annualPlaneKwhM2 / horizontal - 1)).toBeLessThan(0.001);
  });

  it('mirrors in the southern hemisphere: a north-facing array in Sydney does well', () => {
    const north = yieldAt(-33.868, 151.207, 30, 0).annualKwhPerKwp;
    const south = yieldAt(-33.868, 151.207, 30, 180).annualKwhPerKwp;
    expect(north).toBeGreaterThan(south * 1.2);
  });
});
