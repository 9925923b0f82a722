/** The scope 2 domain of the engine (`@carbon/carbon/scope2`): location-based and market-based electricity. */
export {
  gridIntensityFor,
  scope2Electricity,
  type MarketBasis,
  type Scope2Input,
  type Scope2Result,
} from './scope2.ts';
