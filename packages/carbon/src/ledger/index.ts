/** The ledger domain of the engine (`@carbon/carbon/ledger`): the computation of one entry, uncertainty, refrigerants. */
export {
  combineUncertainty,
  computeEntry,
  refrigerantReleasedKg,
  totalUncertainty,
  uncertaintyOfSums,
  type ConversionStep,
  type DerivedCategoryKey,
  type EntryComputation,
  type EntryComputationInput,
  type FactorPartKind,
  type FuelKey,
  type LedgerFactor,
  type RefrigerantLeak,
  type UncertaintySums,
} from './ledger.ts';
export { FUELS, fuelProperties, type FuelProperties } from './fuels.ts';
export { UnitConversionError } from '../units/units.ts';
