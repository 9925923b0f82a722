/**
 * Packaging materials and the library factor each one takes in factor mode 'auto' (docs/decisions/0023-packaging-
 * materials-and-prices.md). Every key is a factor of the imported library (packages/db/reference-data/emission-factors)
 * that the library catalog items already link to, so it is loaded wherever the catalog is:
 * - UK DESNZ GHG conversion factors 2025, "Material use", per tonne, "Primary material production" (virgin) or
 *   "Closed-loop source" (recycled content: the recycled variants below cite that column);
 * - ADEME Base Carbone V23.6 where DESNZ has no row (polypropylene 20845, wooden crate 20665, cork stopper 20649).
 * 'other' has no factor: auto mode refuses it (invalid_packaging); search or custom mode can still price it.
 */
export const PACKAGING_MATERIALS = [
  'cardboard',
  'cardboard_recycled',
  'paper',
  'pet',
  'pet_recycled',
  'hdpe',
  'hdpe_recycled',
  'ldpe',
  'ldpe_recycled',
  'pp',
  'ps',
  'pvc',
  'plastic_film',
  'glass',
  'glass_recycled',
  'aluminium',
  'aluminium_recycled',
  'steel',
  'steel_recycled',
  'wood',
  'wood_pallet',
  'cork',
  'other',
] as const;
export type PackagingMaterial = (typeof PACKAGING_MATERIALS)[number];

export interface PackagingMaterialInfo {
  /** emission_factors.key of the factor auto mode takes, or null when the library has none for it. */
  factorKey: string | null;
  /** Recycled content the factor stands for (DESNZ closed-loop source: 100 %), shown beside the line. */
  recycledContentPercent: number;
  /** Words a catalog item's material_type may use for this material (lower case). */
  catalogMaterials: readonly string[];
}

const desnz = (id: string) => `uk-desnz:2025:${id}`;

export const PACKAGING_MATERIAL_INFO: Record<PackagingMaterial, PackagingMaterialInfo> = {
  // DESNZ "Paper and board: board", primary material production / closed-loop source
  cardboard: { factorKey: desnz('19_506_5156_15_1'), recycledContentPercent: 0, catalogMaterials: ['cardboard', 'board'] },
  cardboard_recycled: { factorKey: desnz('19_506_5159_15_1'), recycledContentPercent: 100, catalogMaterials: ['cardboard', 'board'] },
  // DESNZ "Paper and board: paper"
  paper: { factorKey: desnz('19_506_5164_15_1'), recycledContentPercent: 0, catalogMaterials: ['paper', 'paper pulp'] },
  // DESNZ "Plastics: PET (incl. forming)"
  pet: { factorKey: desnz('19_505_5140_15_1'), recycledContentPercent: 0, catalogMaterials: ['pet'] },
  pet_recycled: { factorKey: desnz('19_505_5143_15_1'), recycledContentPercent: 100, catalogMaterials: ['pet'] },
  // DESNZ "Plastics: HDPE (incl. forming)"
  hdpe: { factorKey: desnz('19_505_5132_15_1'), recycledContentPercent: 0, catalogMaterials: ['hdpe'] },
  hdpe_recycled: { factorKey: desnz('19_505_5135_15_1'), recycledContentPercent: 100, catalogMaterials: ['hdpe'] },
  // DESNZ "Plastics: LDPE and LLDPE (incl. forming)"
  ldpe: { factorKey: desnz('19_505_5136_15_1'), recycledContentPercent: 0, catalogMaterials: ['ldpe', 'pe'] },
  ldpe_recycled: { factorKey: desnz('19_505_5139_15_1'), recycledContentPercent: 100, catalogMaterials: ['ldpe', 'pe'] },
  // ADEME Base Carbone 20845 "Polypropylène"
  pp: { factorKey: 'ademe-base-carbone:20845', recycledContentPercent: 0, catalogMaterials: ['pp'] },
  // DESNZ "Plastics: PS (incl. forming)"
  ps: { factorKey: desnz('19_505_5148_15_1'), recycledContentPercent: 0, catalogMaterials: ['ps'] },
  // DESNZ "Plastics: PVC (incl. forming)"
  pvc: { factorKey: desnz('19_505_5152_15_1'), recycledContentPercent: 0, catalogMaterials: ['pvc'] },
  // DESNZ "Plastics: average plastic film"
  plastic_film: { factorKey: desnz('19_505_5124_15_1'), recycledContentPercent: 0, catalogMaterials: ['plastic'] },
  // DESNZ "Glass"
  glass: { factorKey: desnz('19_501_5056_15_1'), recycledContentPercent: 0, catalogMaterials: ['glass'] },
  glass_recycled: { factorKey: desnz('19_501_5059_15_1'), recycledContentPercent: 100, catalogMaterials: ['glass'] },
  // DESNZ "Metal: aluminium cans and foil (excl. forming)"
  aluminium: { factorKey: desnz('19_504_5104_15_1'), recycledContentPercent: 0, catalogMaterials: ['aluminium'] },
  aluminium_recycled: { factorKey: desnz('19_504_5107_15_1'), recycledContentPercent: 100, catalogMaterials: ['aluminium'] },
  // DESNZ "Metal: steel cans"
  steel: { factorKey: desnz('19_504_5116_15_1'), recycledContentPercent: 0, catalogMaterials: ['steel', 'steel wire', 'tin'] },
  steel_recycled: { factorKey: desnz('19_504_5119_15_1'), recycledContentPercent: 100, catalogMaterials: ['steel'] },
  // ADEME Base Carbone 20665 "Caisse en bois" (wooden crate): the library's wood packaging row, also the proxy for a
  // pallet (the imported library has no pallet row of its own)
  wood: { factorKey: 'ademe-base-carbone:20665', recycledContentPercent: 0, catalogMaterials: ['wood', 'timber'] },
  wood_pallet: { factorKey: 'ademe-base-carbone:20665', recycledContentPercent: 0, catalogMaterials: ['wood', 'timber'] },
  // ADEME Base Carbone 20649 natural cork stopper
  cork: { factorKey: 'ademe-base-carbone:20649', recycledContentPercent: 0, catalogMaterials: ['cork'] },
  other: { factorKey: null, recycledContentPercent: 0, catalogMaterials: [] },
};

export function isPackagingMaterial(value: string): value is PackagingMaterial {
  return (PACKAGING_MATERIALS as readonly string[]).includes(value);
}
