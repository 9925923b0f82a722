import type { WasteType } from '@carbon/carbon/waste';

/**
 * The waste type a packaging material ends as (the end of life of sold products' packaging, category 12): paper and
 * board, plastics, glass, metals, wood; a material of no listed kind counts as mixed commercial waste.
 */
export function packagingWasteType(material: string): WasteType {
  if (/^(cardboard|paper)/.test(material)) return 'paper_board';
  if (/^(pet|hdpe|ldpe|pp|ps|pvc|plastic)/.test(material)) return 'plastics';
  if (material.startsWith('glass')) return 'glass';
  if (/^(aluminium|steel)/.test(material)) return 'metals';
  if (/^(wood|cork)/.test(material)) return 'wood';
  return 'mixed_commercial';
}
