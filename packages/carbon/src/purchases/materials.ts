import { convertQuantity, type UnitCode } from '../units/index.ts';
import { MATERIAL_PRICES, type MaterialPrice } from './reference-tables.ts';

/** The material types of the Materials form (SPEC Material entry). */
export const MATERIAL_TYPES = [
  'steel',
  'aluminium',
  'copper',
  'plastic_pet',
  'plastic_pp',
  'plastic_pe',
  'plastic_pvc',
  'plastic_average',
  'paper',
  'cardboard',
  'glass',
  'concrete',
  'cement',
  'wood',
  'textiles',
] as const;
export type MaterialType = (typeof MATERIAL_TYPES)[number];

export interface AutoFactorChoice {
  /** Key of the library factor (`source:source_id`), checked to exist by the import tests. */
  key: string;
  reasonEn: string;
  reasonFr: string;
}

const primary = (en: string, fr: string) => ({
  reasonEn: `${en}: the library's average for new (primary) material, per tonne; choose a recycled factor by search when the supplier states recycled content.`,
  reasonFr: `${fr} : moyenne de la bibliothèque pour la matière neuve (primaire), par tonne ; choisissez un facteur recyclé par la recherche si le fournisseur indique un contenu recyclé.`,
});

/**
 * "Auto" factor mode: the library factor the engine picks for each material type (docs/decisions/0022-purchases-data.md).
 * ADEME Base Carbone V23.6 factors of "Achats de biens" per tonne of new material where ADEME has one; textiles,
 * which ADEME gives only per garment, take UK DESNZ 2025 "Material use > Clothing, primary material production".
 */
export const MATERIAL_FACTOR_MAP: Readonly<Record<MaterialType, AutoFactorChoice>> = {
  steel: {
    key: 'ademe-base-carbone:26729',
    ...primary('Steel or tinplate, new', 'Acier ou fer blanc, neuf'),
  },
  aluminium: { key: 'ademe-base-carbone:26731', ...primary('Aluminium, new', 'Aluminium, neuf') },
  copper: { key: 'ademe-base-carbone:26733', ...primary('Copper, new', 'Cuivre, neuf') },
  plastic_pet: { key: 'ademe-base-carbone:20832', ...primary('Plastic PET, new', 'Plastique PET, neuf') },
  plastic_pp: {
    key: 'ademe-base-carbone:20845',
    reasonEn: 'PP - polypropylene: the only polypropylene factor per tonne of the library (ADEME).',
    reasonFr: 'PP - polypropylène : le seul facteur du polypropylène par tonne de la bibliothèque (ADEME).',
  },
  plastic_pe: {
    key: 'ademe-base-carbone:20830',
    ...primary(
      'Plastic HDPE, new (polyethylene without a stated density)',
      'Plastique PEHD, neuf (polyéthylène sans densité précisée)',
    ),
  },
  plastic_pvc: { key: 'ademe-base-carbone:20834', ...primary('Plastic PVC, new', 'Plastique PVC, neuf') },
  plastic_average: {
    key: 'ademe-base-carbone:20836',
    ...primary('Plastic, average, new', 'Plastique, moyenne, neuf'),
  },
  paper: {
    key: 'ademe-base-carbone:24309',
    reasonEn: 'Paper, average: ADEME gives it per kg; the quantity in tonnes is converted (1 t = 1,000 kg).',
    reasonFr: 'Papier, moyen : ADEME le donne par kg ; la quantité en tonnes est convertie (1 t = 1 000 kg).',
  },
  cardboard: { key: 'ademe-base-carbone:26737', ...primary('Cardboard, new', 'Carton, neuf') },
  glass: { key: 'ademe-base-carbone:26741', ...primary('Glass, new', 'Verre, neuf') },
  concrete: {
    key: 'ademe-base-carbone:20719',
    reasonEn: 'Concrete C25/30 CEM II: the common structural concrete of the library, per tonne (ADEME).',
    reasonFr: 'Béton C25/30 CEM II : le béton courant de la bibliothèque, par tonne (ADEME).',
  },
  cement: {
    key: 'ademe-base-carbone:20723',
    reasonEn: 'Portland cement, per tonne (ADEME).',
    reasonFr: 'Ciment Portland, par tonne (ADEME).',
  },
  wood: {
    key: 'ademe-base-carbone:20721',
    reasonEn: 'Construction timber (if replanted), upstream, per tonne (ADEME).',
    reasonFr: "Bois d'oeuvre (si replanté), amont, par tonne (ADEME).",
  },
  textiles: {
    key: 'uk-desnz:2025:19_501_5060_15_1',
    reasonEn:
      'ADEME gives textiles per garment only: UK DESNZ 2025 "Material use, Clothing, primary material production" per tonne.',
    reasonFr:
      'ADEME ne donne les textiles que par vêtement : UK DESNZ 2025 « Material use, Clothing, primary material production » par tonne.',
  },
};

export function isMaterialType(value: string): value is MaterialType {
  return (MATERIAL_TYPES as readonly string[]).includes(value);
}

/** The estimated price of a material, or null when no citable price is carried. */
export function estimatedMaterialPrice(type: MaterialType): MaterialPrice | null {
  return MATERIAL_PRICES[type] ?? null;
}

export interface MaterialEmission {
  /** The quantity in the factor's unit (tonnes → kg: × 1,000). */
  quantityInFactorUnit: number;
  co2eKg: number;
}

/** quantity (t) converted to the factor's mass unit × factor. */
export function materialEmission(
  quantityTonnes: number,
  factor: { kgCo2ePerUnit: number; unit: UnitCode },
): MaterialEmission {
  const quantityInFactorUnit = convertQuantity(quantityTonnes, 'tonne', factor.unit);
  return { quantityInFactorUnit, co2eKg: quantityInFactorUnit * factor.kgCo2ePerUnit };
}

/** amount = quantity × price, rounded to the cent. */
export function purchaseAmount(quantity: number, pricePerUnit: number): number {
  return Math.round(quantity * pricePerUnit * 100) / 100;
}
