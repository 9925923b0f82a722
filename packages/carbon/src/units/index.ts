/** The units domain of the engine (`@carbon/carbon/units`): what other packages may import. */
export {
  CANONICAL_UNITS,
  CURRENCIES,
  ECB_EUR_USD_2022_ANNUAL_AVERAGE,
  UnitConversionError,
  conversionFactor,
  convertFactorDenominator,
  convertMoney,
  convertQuantity,
  isUnitCode,
  unitFamily,
  type CanonicalUnit,
  type Currency,
  type ExchangeRate,
  type UnitCode,
  type UnitFamily,
} from './units.ts';
export { parseFactorUnit, parseUnit, type EnergyBasis, type ParsedFactorUnit, type ParsedUnit } from './parse-unit.ts';
