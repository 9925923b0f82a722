/**
 * Financials shared by every scenario type: capex net of subsidies, yearly savings net of opex, simple payback,
 * net present value over the lifetime, and the cost of a tonne avoided. Pure.
 */
import type { FinancialResults, ScenarioAssumption } from './types.ts';
import { note, round } from './types.ts';

/** Default real discount rate: the 4 % a year France's public-investment appraisal uses (Quinet report 2013). */
export const DEFAULT_DISCOUNT_RATE_PERCENT = 4;

export interface FinancialInput {
  capexEur: number;
  subsidiesPercent: number;
  /** Gross money saved (or earned) in year 1: energy not bought, electricity sold. */
  annualGrossSavingsEur: number;
  annualOpexEur: number;
  lifetimeYears: number;
  discountRatePercent: number;
  annualAvoidedKg: number;
  /** Yearly loss of the savings and of the avoided emissions (PV degradation), % a year. */
  degradationPercentPerYear?: number;
}

/**
 * payback = net capex / (gross savings − opex) of year 1, null when that is not positive (never pays back).
 * NPV = −net capex + Σ_{t=1..L} (gross savings_t − opex) / (1 + r)^t, savings_t = savings_1 · (1 − d)^(t−1).
 * cost per tonne = −NPV / lifetime tonnes avoided (negative: each tonne avoided also earns money), null when the
 * scenario avoids nothing.
 */
export function computeFinancials(input: FinancialInput): FinancialResults {
  const subsidies = (input.capexEur * input.subsidiesPercent) / 100;
  const netCapex = input.capexEur - subsidies;
  const r = input.discountRatePercent / 100;
  const d = (input.degradationPercentPerYear ?? 0) / 100;
  const netSavings = input.annualGrossSavingsEur - input.annualOpexEur;
  let npv = -netCapex;
  let lifetimeKg = 0;
  for (let t = 1; t <= input.lifetimeYears; t += 1) {
    const kept = (1 - d) ** (t - 1);
    npv += (input.annualGrossSavingsEur * kept - input.annualOpexEur) / (1 + r) ** t;
    lifetimeKg += input.annualAvoidedKg * kept;
  }
  const lifetimeT = lifetimeKg / 1000;
  return {
    capex_eur: round(input.capexEur),
    subsidies_eur: round(subsidies),
    net_capex_eur: round(netCapex),
    annual_opex_eur: round(input.annualOpexEur),
    annual_savings_eur: round(netSavings),
    payback_years: netSavings > 0 ? round(Math.max(netCapex, 0) / netSavings, 1) : null,
    npv_eur: round(npv),
    lifetime_years: input.lifetimeYears,
    discount_rate_percent: input.discountRatePercent,
    cost_per_t_co2e_eur: lifetimeT > 0 ? round(-npv / lifetimeT) : null,
    lifetime_avoided_t_co2e: round(lifetimeT, 3),
  };
}

/** The lifetime's note ("entered", or why the default) and, for a default, its reference. */
type LifetimeNote = { note_key: string; note_params?: Record<string, number | string>; source?: string };

export function financialAssumptions(
  lifetimeYears: number,
  discountRatePercent: number,
  lifetimeNote: LifetimeNote,
) {
  return [
    {
      key: 'lifetime',
      value: lifetimeYears,
      unit: 'years',
      unit_key: 'years',
      ...lifetimeNote,
      source: lifetimeNote.source ?? '',
    },
    {
      key: 'discount_rate',
      value: discountRatePercent,
      unit: '%/year',
      unit_key: 'percent_per_year',
      ...(discountRatePercent === DEFAULT_DISCOUNT_RATE_PERCENT
        ? { source: 'Quinet report (2013)', ...note('discount_rate_default') }
        : { source: '', ...note('entered') }),
    },
  ] satisfies ScenarioAssumption[];
}
