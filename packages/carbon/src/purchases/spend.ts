import {
  ECB_USD_PER_EUR_ANNUAL,
  ECB_USD_PER_EUR_SOURCE,
  HICP_EA_INDEX,
  HICP_EA_SOURCE,
} from './reference-tables.ts';

export type SpendCurrency = 'EUR' | 'USD';

export class MissingReferenceYearError extends Error {
  constructor(
    readonly table: 'exchange_rate' | 'price_index',
    readonly year: number,
  ) {
    super(`no ${table} for ${year}`);
  }
}

/** The nearest year of a table at or before `year` (the latest published one for a recent year); else the first. */
function yearOf(
  table: Readonly<Record<number, number>>,
  year: number,
  kind: 'exchange_rate' | 'price_index',
) {
  const years = Object.keys(table)
    .map(Number)
    .sort((a, b) => a - b);
  const atOrBefore = years.filter((y) => y <= year);
  const chosen = atOrBefore.length > 0 ? atOrBefore[atOrBefore.length - 1] : undefined;
  if (chosen === undefined) throw new MissingReferenceYearError(kind, year);
  return { year: chosen, value: table[chosen]! };
}

export interface SpendStep {
  kind: 'currency' | 'inflation';
  /** In English, for logs and exports; screens word the step from the fields below. */
  description: string;
  /** Currency: the year of the rate and USD per EUR. Inflation: the two years and their index values. */
  fromYear: number;
  toYear: number;
  fromValue: number;
  toValue: number;
  multiplier: number;
  source: string;
}

export interface SpendComputation {
  /** The amount as paid, in EUR of the purchase year (a USD amount converted at the ECB average of that year). */
  amountEur: number;
  /** The amount in EUR of the factor's price year: amountEur × index(factor year) / index(purchase year). */
  amountInFactorYearEur: number;
  co2eKg: number;
  steps: SpendStep[];
}

/**
 * A spend-based line (the least precise method): the amount in EUR of the purchase year, deflated to the factor's
 * price year with the euro area HICP, × the monetary factor (kg CO2e per EUR of its price year).
 */
export function spendEmission(input: {
  amount: number;
  currency: SpendCurrency;
  purchaseYear: number;
  factorKgCo2ePerEur: number;
  /** The price year of the monetary factor; null: the factor is taken at the purchase year's prices. */
  factorPriceYear: number | null;
}): SpendComputation {
  const steps: SpendStep[] = [];
  let amountEur = input.amount;
  if (input.currency === 'USD') {
    const rate = yearOf(ECB_USD_PER_EUR_ANNUAL, input.purchaseYear, 'exchange_rate');
    amountEur = input.amount / rate.value;
    steps.push({
      kind: 'currency',
      description: `USD → EUR at ${rate.value} USD per EUR (${rate.year})`,
      fromYear: rate.year,
      toYear: rate.year,
      fromValue: rate.value,
      toValue: 1,
      multiplier: 1 / rate.value,
      source: ECB_USD_PER_EUR_SOURCE,
    });
  }
  let amountInFactorYearEur = amountEur;
  if (input.factorPriceYear !== null && input.factorPriceYear !== input.purchaseYear) {
    const from = yearOf(HICP_EA_INDEX, input.purchaseYear, 'price_index');
    const to = yearOf(HICP_EA_INDEX, input.factorPriceYear, 'price_index');
    const multiplier = to.value / from.value;
    amountInFactorYearEur = amountEur * multiplier;
    steps.push({
      kind: 'inflation',
      description: `EUR ${input.purchaseYear} → EUR ${input.factorPriceYear}: × HICP ${to.year} (${to.value}) / HICP ${from.year} (${from.value})`,
      fromYear: from.year,
      toYear: to.year,
      fromValue: from.value,
      toValue: to.value,
      multiplier,
      source: HICP_EA_SOURCE,
    });
  }
  return {
    amountEur,
    amountInFactorYearEur,
    co2eKg: amountInFactorYearEur * input.factorKgCo2ePerEur,
    steps,
  };
}
