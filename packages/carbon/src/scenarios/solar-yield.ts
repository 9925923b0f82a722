/**
 * Photovoltaic yield, month by month, from sunshine duration (docs/decisions/0029-scenario-models.md):
 *
 * 1. Extraterrestrial daily irradiation H0 on the horizontal and day length N for the month's mean day (Klein).
 * 2. Ångström–Prescott: H = H0 · (a + b · S/N), a and b calibrated against PVGIS-SARAH yields (below).
 * 3. Erbs et al. (1982) monthly diffuse fraction from the clearness index KT = H/H0.
 * 4. The day's irradiation spread over its hours by Collares-Pereira & Rabl (global) and Liu & Jordan (diffuse).
 * 5. Each time step transposed to the module plane (Hay–Davies sky, isotropic ground, albedo 0.2) with the
 *    Martin & Ruiz angular losses PVGIS applies.
 * 6. Module temperature Tc = Ta + (NOCT − 20)/800 · G, power ∝ G · (1 + γ (Tc − 25)), γ = −0.4 %/K.
 * 7. 14 % system losses (PVGIS's default).
 */
import {
  DAYS_IN_MONTH,
  REPRESENTATIVE_DAYS,
  declinationRad,
  estimatedMonthlyTemperature,
  sunsetHourAngleRad,
} from './climate.ts';
import type { ScenarioAssumption } from './types.ts';
import { note } from './types.ts';

const RAD = Math.PI / 180;

export const PV_CONSTANTS = {
  solarConstantWm2: 1361,
  /**
   * Ångström–Prescott coefficients: FAO-56 gives 0.25 and 0.50; a grid search (step 0.01) minimising the squared
   * relative error of the yearly yield against the PVGIS-SARAH2 references of solar-yield.test.ts (Paris, Marseille,
   * Madrid, and Bratislava's January–August) gives 0.23 and 0.56 (ADR 0029).
   */
  angstromA: 0.23,
  angstromB: 0.56,
  groundAlbedo: 0.2,
  /** Martin & Ruiz (2001) angular loss coefficient of a glass-covered module (PVGIS's value). */
  martinRuizAr: 0.16,
  noctC: 45,
  temperatureCoefficientPerK: -0.004,
  /** Daytime air is warmer than the 24-hour monthly mean the temperature estimate gives. */
  daytimeWarmingK: 3,
  systemLossPercent: 14,
  timeStepsPerDay: 48,
};

export interface PvSystem {
  latitude: number;
  tiltDeg: number;
  /** Compass degrees, 180 = south. */
  azimuthDeg: number;
  /** Relative sunshine S/N of each month (0–1). */
  relativeSunshine: readonly number[];
  /** Monthly mean air temperature (°C); default: the latitude estimate. */
  monthlyTemperatureC?: readonly number[];
  angstromA?: number;
  angstromB?: number;
}

export interface PvYield {
  /** kWh per kWp, month by month and for the year. */
  monthlyKwhPerKwp: number[];
  annualKwhPerKwp: number;
  /** Global horizontal and in-plane irradiation, kWh/m², per month and year. */
  monthlyHorizontalKwhM2: number[];
  monthlyPlaneKwhM2: number[];
  annualPlaneKwhM2: number;
  /** Yield over plane irradiation (kWh/kWp per kWh/m² at 1 kW/m²). */
  performanceRatio: number;
}

/** Erbs, Klein & Duffie (1982): monthly-average diffuse fraction from KT and the sunset hour angle. */
export function erbsMonthlyDiffuseFraction(kt: number, sunsetAngleRad: number): number {
  const k = Math.max(0.3, Math.min(0.8, kt));
  const fraction =
    sunsetAngleRad <= 81.4 * RAD
      ? 1.391 - 3.56 * k + 4.189 * k ** 2 - 2.137 * k ** 3
      : 1.311 - 3.022 * k + 3.427 * k ** 2 - 1.821 * k ** 3;
  return Math.max(0, Math.min(1, fraction));
}

/** Martin & Ruiz (2001) incidence angle modifier of the beam. */
function iamBeam(cosTheta: number, ar: number): number {
  if (cosTheta <= 0) return 0;
  return (1 - Math.exp(-cosTheta / ar)) / (1 - Math.exp(-1 / ar));
}

/** Martin & Ruiz (2001) modifiers of the sky diffuse and ground-reflected light on a plane tilted β (rad). */
function iamDiffuse(beta: number, ar: number): { sky: number; ground: number } {
  const c1 = 4 / (3 * Math.PI);
  const c2 = 0.5 * ar - 0.154;
  const f = (x: number) => 1 - Math.exp(-((c1 + c2 * x) * x) / ar);
  const sin = Math.sin(beta);
  const cos = Math.cos(beta);
  const xSky = sin + (Math.PI - beta - sin) / (1 + cos);
  const xGround = beta < 1e-6 ? 0 : sin + (beta - sin) / (1 - cos);
  return { sky: f(xSky), ground: beta < 1e-6 ? 0 : f(xGround) };
}

/** The whole pipeline for a 1 kWp array; multiply by the capacity. */
export function pvYield(system: PvSystem): PvYield {
  const a = system.angstromA ?? PV_CONSTANTS.angstromA;
  const b = system.angstromB ?? PV_CONSTANTS.angstromB;
  const phi = system.latitude * RAD;
  const beta = system.tiltDeg * RAD;
  // Surface azimuth from south, west positive (Duffie & Beckman).
  const gamma = (system.azimuthDeg - 180) * RAD;
  const temperatures = system.monthlyTemperatureC ?? estimatedMonthlyTemperature(system.latitude);
  const iamD = iamDiffuse(beta, PV_CONSTANTS.martinRuizAr);
  const skyView = (1 + Math.cos(beta)) / 2;
  const groundView = (1 - Math.cos(beta)) / 2;
  const tempRise = (PV_CONSTANTS.noctC - 20) / 800;
  const lossFactor = 1 - PV_CONSTANTS.systemLossPercent / 100;

  const monthlyKwhPerKwp: number[] = [];
  const monthlyHorizontalKwhM2: number[] = [];
  const monthlyPlaneKwhM2: number[] = [];

  REPRESENTATIVE_DAYS.forEach((day, m) => {
    const days = DAYS_IN_MONTH[m] ?? 30;
    const delta = declinationRad(day);
    const ws = sunsetHourAngleRad(system.latitude, delta);
    const e0 = 1 + 0.033 * Math.cos((2 * Math.PI * day) / 365);
    // Extraterrestrial daily irradiation on the horizontal, Wh/m².
    const h0 =
      (24 / Math.PI) *
      PV_CONSTANTS.solarConstantWm2 *
      e0 *
      (Math.cos(phi) * Math.cos(delta) * Math.sin(ws) + ws * Math.sin(phi) * Math.sin(delta));
    if (ws <= 0 || h0 <= 0) {
      monthlyKwhPerKwp.push(0);
      monthlyHorizontalKwhM2.push(0);
      monthlyPlaneKwhM2.push(0);
      return;
    }
    const sigma = Math.max(0, Math.min(1, system.relativeSunshine[m] ?? 0));
    const h = h0 * (a + b * sigma);
    const kt = h / h0;
    const hd = h * erbsMonthlyDiffuseFraction(kt, ws);

    // Hourly shares (Collares-Pereira & Rabl; Liu & Jordan), normalised so the steps add up to H and Hd exactly.
    const steps = PV_CONSTANTS.timeStepsPerDay;
    const dw = (2 * ws) / steps;
    const dHours = dw / (15 * RAD);
    const aCpr = 0.409 + 0.5016 * Math.sin(ws - 60 * RAD);
    const bCpr = 0.6609 - 0.4767 * Math.sin(ws - 60 * RAD);
    const rt: number[] = [];
    const rd: number[] = [];
    for (let i = 0; i < steps; i += 1) {
      const w = -ws + (i + 0.5) * dw;
      const shape = Math.max(0, Math.cos(w) - Math.cos(ws));
      rd.push(shape);
      rt.push((aCpr + bCpr * Math.cos(w)) * shape);
    }
    const rtSum = rt.reduce((s, v) => s + v, 0) * dHours;
    const rdSum = rd.reduce((s, v) => s + v, 0) * dHours;

    let planeWh = 0;
    let energyWh = 0;
    const ambient = (temperatures[m] ?? 15) + PV_CONSTANTS.daytimeWarmingK;
    for (let i = 0; i < steps; i += 1) {
      const w = -ws + (i + 0.5) * dw;
      const g = (h * (rt[i] ?? 0)) / rtSum; // W/m² over the step
      const gd = Math.min(g, (hd * (rd[i] ?? 0)) / rdSum);
      const gb = Math.max(0, g - gd);
      const cosZ = Math.cos(phi) * Math.cos(delta) * Math.cos(w) + Math.sin(phi) * Math.sin(delta);
      const cosTheta =
        Math.sin(delta) * Math.sin(phi) * Math.cos(beta) -
        Math.sin(delta) * Math.cos(phi) * Math.sin(beta) * Math.cos(gamma) +
        Math.cos(delta) * Math.cos(phi) * Math.cos(beta) * Math.cos(w) +
        Math.cos(delta) * Math.sin(phi) * Math.sin(beta) * Math.cos(gamma) * Math.cos(w) +
        Math.cos(delta) * Math.sin(beta) * Math.sin(gamma) * Math.sin(w);
      // Below about 3° of sun height the beam ratio cos θ / cos θz explodes on little light: no beam counted.
      const rb = cosZ > 0.05 ? Math.max(0, cosTheta) / cosZ : 0;
      const g0 = PV_CONSTANTS.solarConstantWm2 * e0 * Math.max(cosZ, 0);
      const ai = g0 > 0 ? Math.min(1, gb / g0) : 0; // Hay–Davies anisotropy index
      const beamPlane = gb * rb + gd * ai * rb;
      const skyPlane = gd * (1 - ai) * skyView;
      const groundPlane = g * PV_CONSTANTS.groundAlbedo * groundView;
      const poa = beamPlane + skyPlane + groundPlane;
      const effective =
        (gb + gd * ai) * rb * iamBeam(cosTheta, PV_CONSTANTS.martinRuizAr) +
        skyPlane * iamD.sky +
        groundPlane * iamD.ground;
      const cellTemperature = ambient + tempRise * poa;
      const power =
        (effective / 1000) * (1 + PV_CONSTANTS.temperatureCoefficientPerK * (cellTemperature - 25));
      planeWh += poa * dHours;
      energyWh += Math.max(0, power) * dHours * 1000;
    }
    monthlyHorizontalKwhM2.push((h * days) / 1000);
    monthlyPlaneKwhM2.push((planeWh * days) / 1000);
    monthlyKwhPerKwp.push(((energyWh * days) / 1000) * lossFactor);
  });

  const annualKwhPerKwp = monthlyKwhPerKwp.reduce((s, v) => s + v, 0);
  const annualPlaneKwhM2 = monthlyPlaneKwhM2.reduce((s, v) => s + v, 0);
  return {
    monthlyKwhPerKwp,
    annualKwhPerKwp,
    monthlyHorizontalKwhM2,
    monthlyPlaneKwhM2,
    annualPlaneKwhM2,
    performanceRatio: annualPlaneKwhM2 > 0 ? annualKwhPerKwp / annualPlaneKwhM2 : 0,
  };
}

/** The named assumptions of the yield model, for the scenario's assumption list. */
export function pvYieldAssumptions(): ScenarioAssumption[] {
  return [
    {
      key: 'angstrom_a',
      value: PV_CONSTANTS.angstromA,
      unit: '',
      source: 'ADR 0029',
      ...note('angstrom_a'),
    },
    {
      key: 'angstrom_b',
      value: PV_CONSTANTS.angstromB,
      unit: '',
      source: 'ADR 0029',
      ...note('angstrom_b'),
    },
    {
      key: 'diffuse_fraction_model',
      value: 'Erbs et al. 1982 (monthly)',
      value_key: 'erbs_monthly',
      unit: '',
      source: 'Erbs, Klein & Duffie, Solar Energy 28 (1982)',
      ...note('diffuse_fraction_model'),
    },
    {
      key: 'transposition_model',
      value: 'Hay–Davies',
      unit: '',
      source: 'Duffie & Beckman, Solar Engineering of Thermal Processes, §2.16',
      ...note('transposition_model'),
    },
    {
      key: 'ground_albedo',
      value: PV_CONSTANTS.groundAlbedo,
      unit: '',
      source: 'standards.md §6a',
      ...note('ground_albedo'),
    },
    {
      key: 'angular_loss_ar',
      value: PV_CONSTANTS.martinRuizAr,
      unit: '',
      source: 'Martin & Ruiz (2001)',
      ...note('angular_loss_ar'),
    },
    {
      key: 'noct',
      value: PV_CONSTANTS.noctC,
      unit: '°C',
      source: 'standards.md §6a',
      ...note('noct'),
    },
    {
      key: 'temperature_coefficient',
      value: PV_CONSTANTS.temperatureCoefficientPerK * 100,
      unit: '%/K',
      source: 'standards.md §6a',
      ...note('temperature_coefficient', { low: -0.35, high: -0.45 }),
    },
    {
      key: 'daytime_warming',
      value: PV_CONSTANTS.daytimeWarmingK,
      unit: 'K',
      source: '',
      ...note('daytime_warming'),
    },
    {
      key: 'system_losses',
      value: PV_CONSTANTS.systemLossPercent,
      unit: '%',
      source: 'PVGIS (JRC); PVWatts; standards.md §6a',
      ...note('system_losses', { pvwatts: 14.08 }),
    },
  ];
}
