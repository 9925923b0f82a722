/** Capital goods (scope 3 category 2): counted whole in the year of purchase, or spread over the useful life. */
export const CAPITAL_GOODS_ACCOUNTING = ['purchase_year', 'spread'] as const;
export type CapitalGoodsAccounting = (typeof CAPITAL_GOODS_ACCOUNTING)[number];

export interface YearShare {
  year: number;
  /** The share of the whole emissions counted that year (1 / life, or 1 in the purchase year). */
  share: number;
  co2eKg: number;
}

/**
 * The emissions of a capital good by year: the whole in the purchase year, or an equal share (total / life) in
 * each year of the useful life starting with the purchase year.
 */
export function capitalGoodsSchedule(input: {
  totalCo2eKg: number;
  purchaseYear: number;
  accounting: CapitalGoodsAccounting;
  usefulLifeYears: number;
}): YearShare[] {
  if (input.accounting === 'purchase_year') {
    return [{ year: input.purchaseYear, share: 1, co2eKg: input.totalCo2eKg }];
  }
  const life = input.usefulLifeYears;
  if (!Number.isInteger(life) || life < 1)
    throw new RangeError('useful life must be a whole number of years ≥ 1');
  return Array.from({ length: life }, (_, index) => ({
    year: input.purchaseYear + index,
    share: 1 / life,
    co2eKg: input.totalCo2eKg / life,
  }));
}
