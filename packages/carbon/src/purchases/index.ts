/** The purchases domain of the engine (`@carbon/carbon/purchases`): scope 3 categories 1 and 2. */
export {
  MATERIAL_FACTOR_MAP,
  MATERIAL_TYPES,
  estimatedMaterialPrice,
  isMaterialType,
  materialEmission,
  purchaseAmount,
  type AutoFactorChoice,
  type MaterialType,
} from './materials.ts';
export {
  MissingReferenceYearError,
  spendEmission,
  type SpendComputation,
  type SpendCurrency,
  type SpendStep,
} from './spend.ts';
export {
  CAPITAL_GOODS_ACCOUNTING,
  capitalGoodsSchedule,
  type CapitalGoodsAccounting,
  type YearShare,
} from './capital-goods.ts';
export {
  ECB_USD_PER_EUR_ANNUAL,
  HICP_EA_INDEX,
  HICP_EA_SOURCE,
  MATERIAL_PRICES,
  type MaterialPrice,
} from './reference-tables.ts';
