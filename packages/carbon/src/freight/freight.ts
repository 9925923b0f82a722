/**
 * Freight (scope 3 categories 4 and 9): tonne·kilometres by transport mode, and the library factor each mode is
 * computed with. Pure functions, no I/O.
 *
 * Factors (per t·km, well-to-wheel, kg CO2e): UK DESNZ GHG conversion factors 2025, "Freighting goods"; inland
 * waterway from ADEME Base Carbone 23.6 (DESNZ publishes no barge factor). See docs/decisions/0025-scope3-categories-*.md.
 */

export const FREIGHT_MODES = [
  'hgv_rigid_3_5_7_5',
  'hgv_rigid_7_5_17',
  'hgv_rigid_over_17',
  'hgv_articulated',
  'hgv_average',
  'van',
  'rail',
  'barge',
  'sea_container',
  'air_short_haul',
  'air_long_haul',
] as const;
export type FreightMode = (typeof FREIGHT_MODES)[number];

export interface LibraryFactorRef {
  /** `source:source_id` key of the imported factor library (packages/db/src/factors-import). */
  key: string;
  /** What the published row is, for the decision record and the screen. */
  description: string;
}

/** Mode → the library factor (per t·km) it is computed with. */
export const FREIGHT_MODE_FACTORS: Readonly<Record<FreightMode, LibraryFactorRef>> = Object.freeze({
  hgv_rigid_3_5_7_5: {
    key: 'uk-desnz:2025:27_304_3112_14_1',
    description: 'DESNZ 2025 HGV (all diesel), rigid >3.5–7.5 t, average laden',
  },
  hgv_rigid_7_5_17: {
    key: 'uk-desnz:2025:27_304_3116_14_1',
    description: 'DESNZ 2025 HGV (all diesel), rigid >7.5–17 t, average laden',
  },
  hgv_rigid_over_17: {
    key: 'uk-desnz:2025:27_304_3120_14_1',
    description: 'DESNZ 2025 HGV (all diesel), rigid >17 t, average laden',
  },
  hgv_articulated: {
    key: 'uk-desnz:2025:27_304_3136_14_1',
    description: 'DESNZ 2025 HGV (all diesel), all artics, average laden',
  },
  hgv_average: {
    key: 'uk-desnz:2025:27_304_3140_14_1',
    description: 'DESNZ 2025 HGV (all diesel), all HGVs, average laden',
  },
  van: {
    key: 'uk-desnz:2025:27_303_3102_14_1',
    description: 'DESNZ 2025 vans, average (up to 3.5 t), diesel',
  },
  rail: { key: 'uk-desnz:2025:27_315_3151_14_1', description: 'DESNZ 2025 rail, freight train' },
  barge: {
    key: 'ademe-base-carbone:43707',
    description: 'ADEME Base Carbone 23.6, self-propelled barge 1,500–2,999 t deadweight',
  },
  sea_container: {
    key: 'uk-desnz:2025:27_320_3235_14_1',
    description: 'DESNZ 2025 cargo ship, container ship, average',
  },
  air_short_haul: {
    key: 'uk-desnz:2025:27_317_3154_14_1',
    description: 'DESNZ 2025 freight flights, short-haul, with radiative forcing',
  },
  air_long_haul: {
    key: 'uk-desnz:2025:27_317_3156_14_1',
    description: 'DESNZ 2025 freight flights, long-haul, with radiative forcing',
  },
});

export type FreightQuantity = { tonneKm: number } | { distanceKm: number; massTonnes: number };

/** The t·km of a shipment: given directly, or distance × mass. */
export function freightTonneKm(quantity: FreightQuantity): number {
  if ('tonneKm' in quantity) return quantity.tonneKm;
  return quantity.distanceKm * quantity.massTonnes;
}

export function freightCategory(
  direction: 'upstream' | 'downstream',
): 'upstream_transport' | 'downstream_transport' {
  return direction === 'upstream' ? 'upstream_transport' : 'downstream_transport';
}
