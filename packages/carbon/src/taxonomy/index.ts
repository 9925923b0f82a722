/** The taxonomy domain of the engine (`@carbon/carbon/taxonomy`): accounting categories, scopes, BEGES items. */
export {
  ACCOUNTING_CATEGORIES,
  BEGES_V4_ITEMS,
  BEGES_V5_ITEMS,
  SCOPE3_CATEGORY_NAMES,
  accountingCategory,
  type AccountingCategory,
  type CategoryKind,
  type Scope,
} from './taxonomy.ts';
