/**
 * Electricity tariffs (SPEC section 3, "Energy price"): the tariff families and their price slots, the check of a
 * slot set against its family, the average price of a tariff for a split of consumption between its slots, and
 * the cost of a consumption. Prices are EUR per kWh. Pure functions; docs/decisions/0021-energy-prices.md.
 */

export const TARIFF_FAMILIES = ['base', 'hp_hc', 'season_hphc'] as const;
export type TariffFamily = (typeof TARIFF_FAMILIES)[number];

/** hp/hc: peak (heures pleines) and off-peak (heures creuses); hs/bs: high season (winter) and low season. */
export const TARIFF_SLOTS = ['base', 'hp', 'hc', 'hphs', 'hpbs', 'hchs', 'hcbs'] as const;
export type TariffSlot = (typeof TARIFF_SLOTS)[number];

/** The slots of each family, in the order they are shown. */
export const FAMILY_SLOTS: Readonly<Record<TariffFamily, readonly TariffSlot[]>> = {
  base: ['base'],
  hp_hc: ['hp', 'hc'],
  season_hphc: ['hphs', 'hpbs', 'hchs', 'hcbs'],
};

export interface SlotPrice {
  slot: TariffSlot;
  /** EUR per kWh, excluding VAT. */
  price_eur_per_kwh: number;
}

/** Share of the consumption in each slot of a family, summing to 1. */
export type SlotShares = Partial<Record<TariffSlot, number>>;

const HOURS_PER_DAY = 24;
/** Off-peak hours a day in French tariffs (8 hours, set by the network operator, often 22:00–06:00). */
const OFF_PEAK_HOURS_PER_DAY = 8;
/** High season (saison haute) of the French network tariff TURPE: November to March, 151 days in a common year. */
const HIGH_SEASON_DAYS = 30 + 31 + 31 + 28 + 31;
const DAYS_PER_YEAR = 365;
const LOW_SEASON_DAYS = DAYS_PER_YEAR - HIGH_SEASON_DAYS;
const HOURS_PER_YEAR = DAYS_PER_YEAR * HOURS_PER_DAY;

/**
 * The split used when the company gives none: the share of the hours of a year in each slot, which is the split
 * of a site that draws the same power at every hour (a flat load). French calendar: 8 off-peak hours a day and a
 * high season from November to March. A site that works by day puts more in hp; pass its own shares.
 */
export const DEFAULT_SLOT_SHARES: Readonly<Record<TariffFamily, Readonly<SlotShares>>> = {
  base: { base: 1 },
  hp_hc: {
    hp: (HOURS_PER_DAY - OFF_PEAK_HOURS_PER_DAY) / HOURS_PER_DAY,
    hc: OFF_PEAK_HOURS_PER_DAY / HOURS_PER_DAY,
  },
  season_hphc: {
    hphs: (HIGH_SEASON_DAYS * (HOURS_PER_DAY - OFF_PEAK_HOURS_PER_DAY)) / HOURS_PER_YEAR,
    hpbs: (LOW_SEASON_DAYS * (HOURS_PER_DAY - OFF_PEAK_HOURS_PER_DAY)) / HOURS_PER_YEAR,
    hchs: (HIGH_SEASON_DAYS * OFF_PEAK_HOURS_PER_DAY) / HOURS_PER_YEAR,
    hcbs: (LOW_SEASON_DAYS * OFF_PEAK_HOURS_PER_DAY) / HOURS_PER_YEAR,
  },
};

export function isTariffFamily(value: unknown): value is TariffFamily {
  return typeof value === 'string' && (TARIFF_FAMILIES as readonly string[]).includes(value);
}

export function isTariffSlot(value: unknown): value is TariffSlot {
  return typeof value === 'string' && (TARIFF_SLOTS as readonly string[]).includes(value);
}

/** A price a tariff may hold: a finite number greater than zero. */
export function isValidSlotPrice(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

export type SlotProblem =
  /** A slot the family does not have, or one given twice. */
  | { kind: 'unexpected_slot'; index: number; slot: string }
  /** A slot of the family that is not given. */
  | { kind: 'missing_slot'; slot: TariffSlot }
  /** The price at this position is not a finite positive number. */
  | { kind: 'invalid_price'; index: number };

/**
 * What is wrong with a slot set for a family: it must hold each slot of the family exactly once and nothing
 * else, each with a finite positive price. An empty list means the set is valid.
 */
export function slotProblems(
  family: TariffFamily,
  slots: readonly { slot: string; price_eur_per_kwh: unknown }[],
): SlotProblem[] {
  const expected = FAMILY_SLOTS[family];
  const problems: SlotProblem[] = [];
  const seen = new Set<string>();
  slots.forEach((entry, index) => {
    if (!(expected as readonly string[]).includes(entry.slot) || seen.has(entry.slot)) {
      problems.push({ kind: 'unexpected_slot', index, slot: entry.slot });
    }
    seen.add(entry.slot);
    if (!isValidSlotPrice(entry.price_eur_per_kwh)) problems.push({ kind: 'invalid_price', index });
  });
  for (const slot of expected) if (!seen.has(slot)) problems.push({ kind: 'missing_slot', slot });
  return problems;
}

export class TariffError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TariffError';
  }
}

/** Throws a TariffError unless the slot set is valid for the family (see slotProblems). */
export function assertValidSlots(family: TariffFamily, slots: readonly SlotPrice[]): void {
  const problems = slotProblems(family, slots);
  if (problems.length > 0) {
    throw new TariffError(`Invalid slots for tariff family ${family}: ${JSON.stringify(problems)}`);
  }
}

/** The slots in the family's order (the order of FAMILY_SLOTS), for a valid set. */
export function orderSlots(family: TariffFamily, slots: readonly SlotPrice[]): SlotPrice[] {
  const order = FAMILY_SLOTS[family];
  return [...slots].sort((a, b) => order.indexOf(a.slot) - order.indexOf(b.slot));
}

/**
 * The average price of a tariff, EUR per kWh: each slot's price weighted by its share of the consumption.
 * `shares` defaults to DEFAULT_SLOT_SHARES of the family; given, it must name each slot of the family with a
 * share of 0 or more, summing to 1 (within 1e-9).
 */
export function averageTariffPrice(
  family: TariffFamily,
  slots: readonly SlotPrice[],
  shares: SlotShares = DEFAULT_SLOT_SHARES[family],
): number {
  assertValidSlots(family, slots);
  let total = 0;
  let sum = 0;
  for (const slot of FAMILY_SLOTS[family]) {
    const share = shares[slot];
    if (share === undefined || !Number.isFinite(share) || share < 0) {
      throw new TariffError(`Share of slot ${slot} must be a number of 0 or more`);
    }
    total += share;
    sum += share * slots.find((entry) => entry.slot === slot)!.price_eur_per_kwh;
  }
  const extra = Object.keys(shares).filter(
    (slot) => !(FAMILY_SLOTS[family] as readonly string[]).includes(slot),
  );
  if (extra.length > 0)
    throw new TariffError(`Shares name slots outside family ${family}: ${extra.join(', ')}`);
  if (Math.abs(total - 1) > 1e-9) throw new TariffError(`Shares must sum to 1, not ${total}`);
  return sum;
}

/** The cost in EUR of a consumption in kWh at a price in EUR per kWh. */
export function energyCost(kwh: number, priceEurPerKwh: number): number {
  if (!Number.isFinite(kwh) || kwh < 0)
    throw new TariffError('Consumption must be a finite number of kWh, 0 or more');
  if (!Number.isFinite(priceEurPerKwh) || priceEurPerKwh < 0) {
    throw new TariffError('Price must be a finite number of EUR per kWh, 0 or more');
  }
  return kwh * priceEurPerKwh;
}

/** The cost in EUR of a consumption split by slot (kWh in each), each at its slot's price in a valid set. */
export function slotEnergyCost(
  family: TariffFamily,
  slots: readonly SlotPrice[],
  kwhBySlot: SlotShares,
): number {
  assertValidSlots(family, slots);
  let cost = 0;
  for (const [slot, kwh] of Object.entries(kwhBySlot)) {
    const price = slots.find((entry) => entry.slot === slot);
    if (!price) throw new TariffError(`Slot ${slot} is not in tariff family ${family}`);
    cost += energyCost(kwh, price.price_eur_per_kwh);
  }
  return cost;
}
