/**
 * Waste generated in operations (scope 3 category 5): waste type × treatment → the library factor per tonne.
 * Pure data and functions, no I/O.
 *
 * Factors: UK DESNZ GHG conversion factors 2025, "Waste disposal" (kg CO2e per tonne, the disposal/treatment
 * only; recycling counts the collection and transport to the sorting plant, the cut-off approach of the GHG
 * Protocol). "Recycling" uses the closed-loop row where DESNZ publishes one, else the open-loop row;
 * "methanisation" is DESNZ's anaerobic digestion. A combination DESNZ does not publish has no factor (422).
 */
import type { LibraryFactorRef } from '../freight/freight.ts';

export const WASTE_TYPES = [
  'mixed_commercial',
  'food',
  'paper_board',
  'plastics',
  'metals',
  'glass',
  'wood',
  'weee',
  'construction',
] as const;
export type WasteType = (typeof WASTE_TYPES)[number];

export const WASTE_TREATMENTS = [
  'landfill',
  'incineration',
  'recycling',
  'composting',
  'methanisation',
] as const;
export type WasteTreatment = (typeof WASTE_TREATMENTS)[number];

const desnz = (id: string, description: string): LibraryFactorRef => ({
  key: `uk-desnz:2025:${id}`,
  description,
});

/** Type → treatment → factor (per tonne); a treatment missing from a type's row is not published for it. */
export const WASTE_FACTORS: Readonly<Record<WasteType, Partial<Record<WasteTreatment, LibraryFactorRef>>>> =
  Object.freeze({
    mixed_commercial: {
      landfill: desnz('20_507_5313_15_1', 'Commercial and industrial waste, landfill'),
      incineration: desnz(
        '20_507_5311_15_1',
        'Commercial and industrial waste, incineration with energy recovery',
      ),
    },
    food: {
      landfill: desnz('20_507_5292_15_1', 'Organic: food and drink waste, landfill'),
      incineration: desnz(
        '20_507_5290_15_1',
        'Organic: food and drink waste, incineration with energy recovery',
      ),
      composting: desnz('20_507_5291_15_1', 'Organic: food and drink waste, composting'),
      methanisation: desnz('20_507_5293_15_1', 'Organic: food and drink waste, anaerobic digestion'),
    },
    paper_board: {
      landfill: desnz('20_506_5453_15_1', 'Paper and board: mixed, landfill'),
      incineration: desnz('20_506_5451_15_1', 'Paper and board: mixed, incineration with energy recovery'),
      recycling: desnz('20_506_5450_15_1', 'Paper and board: mixed, closed-loop recycling'),
      composting: desnz('20_506_5452_15_1', 'Paper and board: mixed, composting'),
    },
    plastics: {
      landfill: desnz('20_505_5383_15_1', 'Plastics: average plastics, landfill'),
      incineration: desnz(
        '20_505_5381_15_1',
        'Plastics: average plastics, incineration with energy recovery',
      ),
      recycling: desnz('20_505_5380_15_1', 'Plastics: average plastics, closed-loop recycling'),
    },
    metals: {
      landfill: desnz('20_504_5362_15_1', 'Metal: mixed cans, landfill'),
      incineration: desnz('20_504_5360_15_1', 'Metal: mixed cans, incineration with energy recovery'),
      recycling: desnz('20_504_5359_15_1', 'Metal: mixed cans, closed-loop recycling'),
    },
    glass: {
      landfill: desnz('20_501_5271_15_1', 'Glass, landfill'),
      incineration: desnz('20_501_5269_15_1', 'Glass, incineration with energy recovery'),
      recycling: desnz('20_501_5268_15_1', 'Glass, closed-loop recycling'),
    },
    wood: {
      landfill: desnz('20_500_5257_15_1', 'Wood, landfill'),
      incineration: desnz('20_500_5255_15_1', 'Wood, incineration with energy recovery'),
      recycling: desnz('20_500_5254_15_1', 'Wood, closed-loop recycling'),
      composting: desnz('20_500_5256_15_1', 'Wood, composting'),
    },
    weee: {
      landfill: desnz('20_503_5334_15_1', 'WEEE - mixed, landfill'),
      incineration: desnz('20_503_5332_15_1', 'WEEE - mixed, incineration with energy recovery'),
      recycling: desnz('20_503_5330_15_1', 'WEEE - mixed, open-loop recycling'),
    },
    construction: {
      incineration: desnz('20_500_5178_15_1', 'Average construction, incineration with energy recovery'),
      recycling: desnz('20_500_5177_15_1', 'Average construction, closed-loop recycling'),
    },
  });

/** The factor of a waste type treated one way, or null when the library publishes none. */
export function wasteFactor(type: WasteType, treatment: WasteTreatment): LibraryFactorRef | null {
  return WASTE_FACTORS[type][treatment] ?? null;
}

/** kg CO2e of a mass of waste (tonnes) at a factor per tonne. */
export function wasteKgCo2e(massTonnes: number, kgCo2ePerTonne: number): number {
  return massTonnes * kgCo2ePerTonne;
}
