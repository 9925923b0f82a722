/**
 * The BEGES table's gas columns (issue 13; docs/decisions/0031-reports-and-export.md, "Gas columns"): each entry's
 * CO2e split into fossil CO2, CH4, N2O and other gases from its factor's published split, computed when the report
 * is built. Entries keep only their CO2e; the split is read from emission_factor_details.gases of the factors the
 * year's entries used (one query), and scaled to each entry's kg CO2e, so an entry's gases sum to its CO2e exactly
 * (the factor's shares, the entry's total). An entry whose factor publishes no usable split is counted in "not split"
 * rather than given an invented one.
 */

/** emission_factor_details.gases as factors-load writes it: kg CO2e per the factor's unit, null where not given. */
export interface StoredGases {
  co2_fossil: number | null;
  ch4_fossil: number | null;
  ch4_biogenic: number | null;
  ch4: number | null;
  n2o: number | null;
  other: number | null;
  co2_biogenic: number | null;
}

/** What the report reads of a factor: its current CO2e per unit and its published gas split. */
export interface FactorGases {
  kgCo2ePerUnit: number;
  gases: StoredGases | null;
}

/** kg CO2e by BEGES column. co2Biogenic is beside the total, never in it; the other five sum to the CO2e. */
export interface GasKg {
  co2Fossil: number;
  ch4: number;
  n2o: number;
  other: number;
  notSplit: number;
  co2Biogenic: number;
}

/** The entry fields the split reads. */
export interface GasEntry {
  co2eKg: number;
  factorId: string | null;
  factorKgCo2ePerUnit: number;
  /** Set on the rows the ledger derives from an entry (scope 3 cat. 3): they copy a part of the factor's value. */
  derivedFromEntryId: string | null;
}

/**
 * How far a split's sum may be from the factor's CO2e and still describe it. ADEME's published gases sum to the
 * total within 1 % for 670 of the 673 valid V23.6 factors that give any (the other 3 sum to 0); DESNZ's CO2, CH4 and
 * N2O rows are the total's parts, rounded to 5 decimals.
 */
const SPLIT_TOLERANCE = 0.01;

export const zeroGases = (): GasKg => ({ co2Fossil: 0, ch4: 0, n2o: 0, other: 0, notSplit: 0, co2Biogenic: 0 });

const n = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * The factor's split per unit in BEGES columns, when it describes the factor's CO2e (its in-total gases sum to it
 * within SPLIT_TOLERANCE); null otherwise. CH4 is one column in the BEGES: fossil, biogenic and unqualified methane
 * are added (ADEME gives the first two, DESNZ the last).
 */
export function usableSplit(factor: FactorGases): (Omit<GasKg, 'notSplit'> & { sum: number }) | null {
  const g = factor.gases;
  if (!g) return null;
  const split = {
    co2Fossil: n(g.co2_fossil),
    ch4: n(g.ch4_fossil) + n(g.ch4_biogenic) + n(g.ch4),
    n2o: n(g.n2o),
    other: n(g.other),
    co2Biogenic: n(g.co2_biogenic),
  };
  const sum = split.co2Fossil + split.ch4 + split.n2o + split.other;
  const total = factor.kgCo2ePerUnit;
  if (sum === 0 || total === 0 || !Number.isFinite(sum)) return null;
  if (Math.abs(sum - total) > SPLIT_TOLERANCE * Math.abs(total)) return null;
  return { ...split, sum };
}

/**
 * One entry's kg by column. The factor's shares are applied to the entry's CO2e (not per unit × quantity): the
 * columns then sum to the entry's figure exactly, including entries that count a part of their factor (the
 * combustion of a fuel whose upstream the ledger books in scope 3 category 3) or a converted quantity. An entry
 * is "not split" when its factor is gone (deleted: factor_id is NULL, as for a custom factor), publishes no usable
 * split, or has changed value since the entry copied it (the split no longer describes the entry's factor).
 */
export function entryGases(entry: GasEntry, factors: ReadonlyMap<string, FactorGases>): GasKg {
  const result = zeroGases();
  const factor = entry.factorId ? factors.get(entry.factorId) : undefined;
  const split = factor ? usableSplit(factor) : null;
  const sameValue =
    factor !== undefined &&
    (entry.derivedFromEntryId !== null ||
      Math.abs(entry.factorKgCo2ePerUnit - factor.kgCo2ePerUnit) <= 1e-9 * Math.max(1, Math.abs(factor.kgCo2ePerUnit)));
  if (!split || !sameValue) {
    result.notSplit = entry.co2eKg;
    return result;
  }
  const scale = entry.co2eKg / split.sum;
  result.co2Fossil = split.co2Fossil * scale;
  result.ch4 = split.ch4 * scale;
  result.n2o = split.n2o * scale;
  // The last in-total column takes the floating-point remainder, so the four add up to the entry's CO2e exactly.
  result.other = entry.co2eKg - result.co2Fossil - result.ch4 - result.n2o;
  result.co2Biogenic = split.co2Biogenic * scale;
  return result;
}

export function addGases(into: GasKg, part: GasKg): GasKg {
  into.co2Fossil += part.co2Fossil;
  into.ch4 += part.ch4;
  into.n2o += part.n2o;
  into.other += part.other;
  into.notSplit += part.notSplit;
  into.co2Biogenic += part.co2Biogenic;
  return into;
}

/**
 * A line's columns against its total as the inventory gives it (LedgerService.aggregate): whatever the entries'
 * split does not account for (floating-point sums in another order, an entry outside the list) goes to "not split",
 * so the five in-total columns always add up to the line's total.
 */
export function reconcile(gases: GasKg, totalKg: number): GasKg {
  const split = gases.co2Fossil + gases.ch4 + gases.n2o + gases.other;
  return { ...gases, notSplit: totalKg - split };
}
