/** The freight domain of the engine (`@carbon/carbon/freight`): t·km and the factor of each transport mode. */
export {
  FREIGHT_MODES,
  FREIGHT_MODE_FACTORS,
  freightCategory,
  freightTonneKm,
  type FreightMode,
  type FreightQuantity,
  type LibraryFactorRef,
} from './freight.ts';
