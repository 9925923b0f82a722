import { analyticsEndpoints } from './analytics.ts';
import { apiKeyEndpoints } from './api-keys.ts';
import { authEndpoints } from './auth.ts';
import { businessTravelEndpoints } from './business-travel.ts';
import { categoryStatusEndpoints } from './category-status.ts';
import { commutingEndpoints } from './commuting.ts';
import { companyEndpoints, siteEndpoints } from './companies.ts';
import { contactEndpoints } from './contact.ts';
import type { EndpointDefinition } from './endpoint.ts';
import { emissionFactorEndpoints } from './emission-factors.ts';
import { energyEndpoints } from './energy.ts';
import { energyPriceEndpoints } from './energy-prices.ts';
import { entitlementEndpoints } from './entitlements.ts';
import { freightEndpoints } from './freight.ts';
import { healthEndpoints } from './health.ts';
import { importEndpoints } from './import.ts';
import { jobEndpoints } from './jobs.ts';
import { invitationEndpoints, memberEndpoints, myCompanyEndpoints } from './members.ts';
import { accountingEndpoints, entryEndpoints, projectEndpoints } from './ledger.ts';
import { onboardingEndpoints } from './onboarding.ts';
import { packagingEndpoints } from './packaging.ts';
import { productCatalogEndpoints } from './product-catalog.ts';
import { productEndpoints, publicProductReportEndpoints, simpleProductEndpoints } from './products.ts';
import { publicProductsEndpoints } from './public-products.ts';
import { capitalGoodEndpoints, itemEndpoints, materialEndpoints, spendEndpoints } from './purchases.ts';
import { productPurchaseEndpoints } from './purchases.ts';
import { soldProductEndpoints } from './product-inventory.ts';
import { portfolioEndpoints, scenarioEndpoints } from './scenarios.ts';
import { reportEndpoints } from './reports.ts';
import { pactEndpoints } from './pact.ts';
import { pactSupplierEndpoints } from './pact-suppliers.ts';
import { accountEndpoints } from './account.ts';
import { settingsEndpoints } from './settings.ts';
import { subscriptionEndpoints } from './subscriptions.ts';
import { wasteEndpoints } from './waste.ts';

/**
 * Every endpoint of the API, for the API side only (the route-coverage test checks that each one has a
 * registered route and each route a descriptor). The web imports descriptors from their domain file: this
 * aggregate would pull every schema of every domain into the public pages' bundle.
 */
export const allEndpoints: readonly EndpointDefinition[] = [
  healthEndpoints,
  authEndpoints,
  settingsEndpoints,
  contactEndpoints,
  companyEndpoints,
  siteEndpoints,
  onboardingEndpoints,
  emissionFactorEndpoints,
  productCatalogEndpoints,
  energyPriceEndpoints,
  energyEndpoints,
  entitlementEndpoints,
  jobEndpoints,
  importEndpoints,
  accountingEndpoints,
  entryEndpoints,
  projectEndpoints,
  analyticsEndpoints,
  businessTravelEndpoints,
  packagingEndpoints,
  freightEndpoints,
  wasteEndpoints,
  commutingEndpoints,
  categoryStatusEndpoints,
  materialEndpoints,
  itemEndpoints,
  spendEndpoints,
  capitalGoodEndpoints,
  productEndpoints,
  simpleProductEndpoints,
  publicProductReportEndpoints,
  publicProductsEndpoints,
  productPurchaseEndpoints,
  soldProductEndpoints,
  scenarioEndpoints,
  portfolioEndpoints,
  reportEndpoints,
  memberEndpoints,
  invitationEndpoints,
  myCompanyEndpoints,
  apiKeyEndpoints,
  subscriptionEndpoints,
  pactEndpoints,
  pactSupplierEndpoints,
  accountEndpoints,
].flatMap((group) => Object.values(group));
