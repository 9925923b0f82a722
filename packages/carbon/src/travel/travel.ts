/**
 * Business travel (GHG Protocol scope 3 category 6): a yearly travel report turned into ledger lines, one per mode
 * with a distance (docs/decisions/0024-business-travel-method.md). Pure: no database, no clock. The factors are named
 * here by their stable library keys; the API loads them and the ledger computes each line's kg CO2e.
 */

export const TRAVEL_MODES = ['short_flight', 'medium_flight', 'long_flight', 'rail', 'car'] as const;
export type TravelMode = (typeof TRAVEL_MODES)[number];
export const SPEND_MODES = ['flights', 'rail', 'car'] as const;
export type SpendMode = (typeof SPEND_MODES)[number];

export type TravelClass = 'economy' | 'business' | 'average';
export type CarPowertrain = 'combustion' | 'electric';

/** DESNZ 2025 (UK Government GHG Conversion Factors for Company Reporting, flat file 2025 v1.0) ids. */
const desnz = (id: string) => `uk-desnz:2025:${id}`;

/**
 * Flight distance bands → DESNZ 2025 "Business travel- air" rows (passenger.km, kg CO2e per passenger.km).
 * DESNZ defines its hauls by the route, not by a length: "Domestic" (flights within the UK, typically under ~500 km),
 * "Short-haul" (to/from the UK, up to 3,700 km) and "Long-haul" (to/from the UK, beyond 3,700 km). We map them by the
 * flight's length: short < 500 km → Domestic; medium 500–3,700 km → Short-haul; long > 3,700 km → Long-haul.
 * DESNZ publishes no class split for Domestic: a short flight's business share takes the average passenger factor.
 * The 3,700 km boundary was checked against secondary sources quoting the DESNZ/DEFRA methodology (the gov.uk
 * methodology paper itself could not be opened offline): SQUAKE docs "Flight: DEFRA - July 2024 Update"
 * (docs-integration.squake.earth, citing the 2024 methodology paper: Domestic = within the UK; Short-haul under
 * 3,700 km; Long-haul above 3,700 km) and the CRAN package footprint's vignette (DEFRA 2019: "flights up to 3,700km are
 * short-haul", "Long haul is over 3,700km"). The 500 km "short" threshold is ours, not DESNZ's: DESNZ defines Domestic
 * by route only, so it is not verified against the source (footprint uses 483 km, after US EPA, for the same purpose).
 */
export const FLIGHT_FACTORS: Record<
  'short_flight' | 'medium_flight' | 'long_flight',
  Partial<Record<TravelClass, { withRf: string; withoutRf: string }>>
> = {
  short_flight: {
    /** Domestic, to/from UK, Average passenger: 0.22928 with RF, 0.13552 without. */
    average: { withRf: desnz('21_316_3160_11_1'), withoutRf: desnz('21_316_3161_11_1') },
  },
  medium_flight: {
    /** Short-haul, to/from UK, Economy class: 0.12576 with RF, 0.07435 without. */
    economy: { withRf: desnz('21_316_3164_11_1'), withoutRf: desnz('21_316_3165_11_1') },
    /** Short-haul, to/from UK, Business class: 0.18863 with RF, 0.11152 without. */
    business: { withRf: desnz('21_316_3166_11_1'), withoutRf: desnz('21_316_3167_11_1') },
  },
  long_flight: {
    /** Long-haul, to/from UK, Economy class: 0.11704 with RF, 0.06926 without. */
    economy: { withRf: desnz('21_316_3170_11_1'), withoutRf: desnz('21_316_3171_11_1') },
    /** Long-haul, to/from UK, Business class: 0.33940 with RF, 0.20083 without. */
    business: { withRf: desnz('21_316_3174_11_1'), withoutRf: desnz('21_316_3175_11_1') },
  },
};

/** Rail: DESNZ 2025 "Business travel- land, Rail, National rail", 0.03546 kg CO2e per passenger.km. */
export const RAIL_FACTOR = desnz('25_315_3147_11_1');

/** Car (per vehicle km): DESNZ 2025 "Cars (by size), Average car": Unknown fuel 0.16725, Battery Electric Vehicle 0.04047. */
export const CAR_FACTORS: Record<CarPowertrain, string> = {
  combustion: desnz('25_301_3074_4_1'),
  electric: desnz('25_301_3076_4_1'),
};

/**
 * Hotel stays: DESNZ 2025 "Hotel stay", kg CO2e per room per night, by country (ISO 3166 alpha-2). Only the countries
 * DESNZ gives a value for; another country answers 422 on hotel_country.
 */
export const HOTEL_FACTORS: Readonly<Record<string, string>> = {
  GB: desnz('29_600_4000_13_1'),
  AU: desnz('29_600_4003_13_1'),
  BE: desnz('29_600_4005_13_1'),
  BR: desnz('29_600_4006_13_1'),
  CA: desnz('29_600_4007_13_1'),
  CL: desnz('29_600_4008_13_1'),
  CN: desnz('29_600_4009_13_1'),
  CO: desnz('29_600_4010_13_1'),
  CR: desnz('29_600_4011_13_1'),
  EG: desnz('29_600_4013_13_1'),
  FR: desnz('29_600_4016_13_1'),
  DE: desnz('29_600_4017_13_1'),
  HK: desnz('29_600_4019_13_1'),
  IN: desnz('29_600_4020_13_1'),
  ID: desnz('29_600_4021_13_1'),
  IT: desnz('29_600_4024_13_1'),
  JP: desnz('29_600_4025_13_1'),
  JO: desnz('29_600_4026_13_1'),
  KR: desnz('29_600_4028_13_1'),
  MY: desnz('29_600_4030_13_1'),
  MV: desnz('29_600_4031_13_1'),
  MX: desnz('29_600_4032_13_1'),
  NL: desnz('29_600_4033_13_1'),
  OM: desnz('29_600_4035_13_1'),
  PH: desnz('29_600_4038_13_1'),
  PT: desnz('29_600_4040_13_1'),
  QA: desnz('29_600_4041_13_1'),
  RU: desnz('29_600_4043_13_1'),
  SA: desnz('29_600_4044_13_1'),
  SG: desnz('29_600_4045_13_1'),
  ZA: desnz('29_600_4046_13_1'),
  ES: desnz('29_600_4047_13_1'),
  CH: desnz('29_600_4048_13_1'),
  TH: desnz('29_600_4050_13_1'),
  TR: desnz('29_600_4051_13_1'),
  AE: desnz('29_600_4052_13_1'),
  US: desnz('29_600_4053_13_1'),
  VN: desnz('29_600_4054_13_1'),
};

/** Every library key the travel engine can name (an integration test checks that the library holds each). */
export function allTravelFactorKeys(): string[] {
  const flights = Object.values(FLIGHT_FACTORS).flatMap((byClass) =>
    Object.values(byClass).flatMap((pair) => [pair.withRf, pair.withoutRf]),
  );
  return [...flights, RAIL_FACTOR, ...Object.values(CAR_FACTORS), ...Object.values(HOTEL_FACTORS)];
}

/**
 * Default cost per km in EUR (spend mode), per passenger for flights and rail, per vehicle for car; see
 * docs/decisions/0024-business-travel-method.md for the sources:
 * - flights 0.10 EUR/passenger.km: order of magnitude of the airlines' average yield (ICAO/IATA, ~8–10 US cents per
 *   revenue passenger-km, 2023), rounded — not verified against the source (no ICAO/IATA yield figure could be found
 *   offline);
 * - rail 0.10 EUR/passenger.km: ART (Autorité de régulation des transports), "Le marché français du transport
 *   ferroviaire de voyageurs" 2023, average revenue of ~10 euro cents per passenger-km on high-speed lines, rounded —
 *   not verified against the source (the ART report's text could not be found offline);
 * - car 0.636 EUR/km: barème kilométrique automobile, 5 CV, up to 5,000 km a year (d × 0.636), set by the arrêté du
 *   27 mars 2023 (+5.4 %, JORFTEXT000047416556) and not revalued since, so it is also the 2024 barème. Checked against
 *   the barème tables republished by associationmodeemploi.fr (2023) and avencia-eca.fr (barème 2024, Les Echos
 *   Publishing, 14/04/2025), and cotelib.fr for the arrêté's date.
 */
export const DEFAULT_COST_PER_KM_EUR: Record<SpendMode, number> = {
  flights: 0.1,
  rail: 0.1,
  car: 0.636,
};

export interface TravelReportInput {
  entryMode: 'distance' | 'spend';
  /** Distance mode: km per mode (missing = 0). */
  distanceKm?: Partial<Record<TravelMode, number>>;
  /** Spend mode: the year's total in EUR and its split (percent, summing to 100). */
  totalSpendEur?: number;
  spendSplitPercent?: Partial<Record<SpendMode, number>>;
  costPerKmOverrides?: Partial<Record<SpendMode, number>>;
  businessClassPercent: number;
  carEvSharePercent: number;
  includeRadiativeForcing: boolean;
  hotelNights?: number;
  hotelCountry?: string | null;
}

/** One ledger line of a travel report, with what the ledger needs and the arithmetic that led to its quantity. */
export interface TravelLine {
  mode: TravelMode | 'hotel';
  /** The flight class (flights), the car's powertrain (car), null otherwise. */
  travelClass: TravelClass | null;
  powertrain: CarPowertrain | null;
  quantity: number;
  unit: 'passenger.km' | 'km' | 'night';
  factorKey: string;
  /** Share of the mode's distance this line carries (percent): 100 unless a class or EV split applies. */
  sharePercent: number;
  /** The mode's whole distance before the split (km, or nights). */
  modeQuantity: number;
  /** Spend mode: the amount of spend behind this line (EUR) and the cost per km used. */
  amountEur: number | null;
  costPerKmEur: number | null;
  radiativeForcing: boolean | null;
}

export class TravelInputError extends Error {
  constructor(readonly field: readonly string[]) {
    super(`invalid travel input at ${field.join('.')}`);
  }
}

const round = (value: number, digits = 6) => Number(value.toFixed(digits));

/** Distance of each mode: as given (distance mode), or spend × split% / cost per km (spend mode). */
export function distancesOf(input: TravelReportInput): {
  km: Record<TravelMode, number>;
  spend: Partial<Record<TravelMode, { amountEur: number; costPerKmEur: number }>>;
} {
  const km: Record<TravelMode, number> = {
    short_flight: 0,
    medium_flight: 0,
    long_flight: 0,
    rail: 0,
    car: 0,
  };
  const spend: Partial<Record<TravelMode, { amountEur: number; costPerKmEur: number }>> = {};
  if (input.entryMode === 'distance') {
    for (const mode of TRAVEL_MODES) km[mode] = input.distanceKm?.[mode] ?? 0;
    return { km, spend };
  }
  const total = input.totalSpendEur ?? 0;
  // A spend on flights has no length: it is counted as medium flights (DESNZ short-haul), the usual European trip.
  const target: Record<SpendMode, TravelMode> = { flights: 'medium_flight', rail: 'rail', car: 'car' };
  for (const mode of SPEND_MODES) {
    const amountEur = round((total * (input.spendSplitPercent?.[mode] ?? 0)) / 100, 4);
    const costPerKmEur = input.costPerKmOverrides?.[mode] ?? DEFAULT_COST_PER_KM_EUR[mode];
    if (!(costPerKmEur > 0)) throw new TravelInputError(['cost_per_km_overrides', mode]);
    km[target[mode]] = round(amountEur / costPerKmEur);
    spend[target[mode]] = { amountEur, costPerKmEur };
  }
  return { km, spend };
}

/**
 * The report's ledger lines: each flight band split into economy and business lines by business_class_percent
 * (economy = 100 − business; short flights: one average-passenger line), with or without radiative forcing; the car
 * split into combustion and battery-electric lines by car_ev_share_percent; rail one line; hotel nights one line.
 * Lines with a zero quantity are left out.
 */
export function travelLines(input: TravelReportInput): TravelLine[] {
  const { km, spend } = distancesOf(input);
  const lines: TravelLine[] = [];
  const rf = input.includeRadiativeForcing;
  const business = input.businessClassPercent;
  const ev = input.carEvSharePercent;
  const push = (
    mode: TravelMode,
    parts: {
      share: number;
      travelClass: TravelClass | null;
      powertrain: CarPowertrain | null;
      factorKey: string;
    }[],
    unit: 'passenger.km' | 'km',
    radiativeForcing: boolean | null,
  ) => {
    const total = km[mode];
    if (!(total > 0)) return;
    for (const part of parts) {
      const quantity = round((total * part.share) / 100);
      if (!(quantity > 0)) continue;
      const money = spend[mode];
      lines.push({
        mode,
        travelClass: part.travelClass,
        powertrain: part.powertrain,
        quantity,
        unit,
        factorKey: part.factorKey,
        sharePercent: part.share,
        modeQuantity: total,
        amountEur: money ? round((money.amountEur * part.share) / 100, 4) : null,
        costPerKmEur: money ? money.costPerKmEur : null,
        radiativeForcing,
      });
    }
  };
  for (const band of ['short_flight', 'medium_flight', 'long_flight'] as const) {
    const factors = FLIGHT_FACTORS[band];
    const pick = (pair: { withRf: string; withoutRf: string }) => (rf ? pair.withRf : pair.withoutRf);
    if (factors.average) {
      push(
        band,
        [{ share: 100, travelClass: 'average', powertrain: null, factorKey: pick(factors.average) }],
        'passenger.km',
        rf,
      );
    } else {
      push(
        band,
        [
          {
            share: 100 - business,
            travelClass: 'economy',
            powertrain: null,
            factorKey: pick(factors.economy!),
          },
          { share: business, travelClass: 'business', powertrain: null, factorKey: pick(factors.business!) },
        ],
        'passenger.km',
        rf,
      );
    }
  }
  push(
    'rail',
    [{ share: 100, travelClass: null, powertrain: null, factorKey: RAIL_FACTOR }],
    'passenger.km',
    null,
  );
  push(
    'car',
    [
      { share: 100 - ev, travelClass: null, powertrain: 'combustion', factorKey: CAR_FACTORS.combustion },
      { share: ev, travelClass: null, powertrain: 'electric', factorKey: CAR_FACTORS.electric },
    ],
    'km',
    null,
  );
  const nights = input.hotelNights ?? 0;
  if (nights > 0) {
    const country = (input.hotelCountry ?? '').toUpperCase();
    const factorKey = HOTEL_FACTORS[country];
    if (!factorKey) throw new TravelInputError(['hotel_country']);
    lines.push({
      mode: 'hotel',
      travelClass: null,
      powertrain: null,
      quantity: nights,
      unit: 'night',
      factorKey,
      sharePercent: 100,
      modeQuantity: nights,
      amountEur: null,
      costPerKmEur: null,
      radiativeForcing: null,
    });
  }
  return lines;
}

/** kg CO2e of the lines given each factor's kg CO2e per unit (for previews and tests; the ledger computes the stored value). */
export function travelCo2eKg(lines: readonly TravelLine[], factorOf: (key: string) => number): number {
  return round(
    lines.reduce((total, line) => total + line.quantity * factorOf(line.factorKey), 0),
    6,
  );
}
