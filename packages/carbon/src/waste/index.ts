/** The waste domain of the engine (`@carbon/carbon/waste`): waste type × treatment → factor per tonne. */
export {
  WASTE_FACTORS,
  WASTE_TREATMENTS,
  WASTE_TYPES,
  wasteFactor,
  wasteKgCo2e,
  type WasteTreatment,
  type WasteType,
} from './waste.ts';
