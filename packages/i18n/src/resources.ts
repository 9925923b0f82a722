/**
 * The English and French catalogs, one JSON file per namespace and language.
 * Both languages must hold the same keys (checked by resources.test.ts).
 */
import enApp from '../locales/en/app.json' with { type: 'json' };
import enApiKeys from '../locales/en/apiKeys.json' with { type: 'json' };
import enAuth from '../locales/en/auth.json' with { type: 'json' };
import enCatalog from '../locales/en/catalog.json' with { type: 'json' };
import enCommon from '../locales/en/common.json' with { type: 'json' };
import enCsrd from '../locales/en/csrd.json' with { type: 'json' };
import enEmail from '../locales/en/email.json' with { type: 'json' };
import enErrors from '../locales/en/errors.json' with { type: 'json' };
import enFactors from '../locales/en/factors.json' with { type: 'json' };
import enLegal from '../locales/en/legal.json' with { type: 'json' };
import enOnboarding from '../locales/en/onboarding.json' with { type: 'json' };
import enPublic from '../locales/en/public.json' with { type: 'json' };
import enSettings from '../locales/en/settings.json' with { type: 'json' };
import enSources from '../locales/en/sources.json' with { type: 'json' };
import enAbout from '../locales/en/about.json' with { type: 'json' };
import enBlog from '../locales/en/blog.json' with { type: 'json' };
import enContact from '../locales/en/contact.json' with { type: 'json' };
import enFeatures from '../locales/en/features.json' with { type: 'json' };
import enPricing from '../locales/en/pricing.json' with { type: 'json' };
import enProduct from '../locales/en/product.json' with { type: 'json' };
import enSolutions from '../locales/en/solutions.json' with { type: 'json' };
import enTravel from '../locales/en/travel.json' with { type: 'json' };
import enPackaging from '../locales/en/packaging.json' with { type: 'json' };
import enImport from '../locales/en/import.json' with { type: 'json' };
import enScope3 from '../locales/en/scope3.json' with { type: 'json' };
import enPurchases from '../locales/en/purchases.json' with { type: 'json' };
import enProductInventory from '../locales/en/productInventory.json' with { type: 'json' };
import enProducts from '../locales/en/products.json' with { type: 'json' };
import enProductReports from '../locales/en/productReports.json' with { type: 'json' };
import enScenarios from '../locales/en/scenarios.json' with { type: 'json' };
import enReportDocs from '../locales/en/reportDocs.json' with { type: 'json' };
import enReports from '../locales/en/reports.json' with { type: 'json' };
import enTeam from '../locales/en/team.json' with { type: 'json' };
import enSubscription from '../locales/en/subscription.json' with { type: 'json' };
import enPact from '../locales/en/pact.json' with { type: 'json' };
import frApp from '../locales/fr/app.json' with { type: 'json' };
import frApiKeys from '../locales/fr/apiKeys.json' with { type: 'json' };
import frAuth from '../locales/fr/auth.json' with { type: 'json' };
import frCatalog from '../locales/fr/catalog.json' with { type: 'json' };
import frCommon from '../locales/fr/common.json' with { type: 'json' };
import frCsrd from '../locales/fr/csrd.json' with { type: 'json' };
import frEmail from '../locales/fr/email.json' with { type: 'json' };
import frErrors from '../locales/fr/errors.json' with { type: 'json' };
import frFactors from '../locales/fr/factors.json' with { type: 'json' };
import frLegal from '../locales/fr/legal.json' with { type: 'json' };
import frOnboarding from '../locales/fr/onboarding.json' with { type: 'json' };
import frPublic from '../locales/fr/public.json' with { type: 'json' };
import frSettings from '../locales/fr/settings.json' with { type: 'json' };
import frSources from '../locales/fr/sources.json' with { type: 'json' };
import frAbout from '../locales/fr/about.json' with { type: 'json' };
import frBlog from '../locales/fr/blog.json' with { type: 'json' };
import frContact from '../locales/fr/contact.json' with { type: 'json' };
import frFeatures from '../locales/fr/features.json' with { type: 'json' };
import frPricing from '../locales/fr/pricing.json' with { type: 'json' };
import frProduct from '../locales/fr/product.json' with { type: 'json' };
import frSolutions from '../locales/fr/solutions.json' with { type: 'json' };
import frTravel from '../locales/fr/travel.json' with { type: 'json' };
import frPackaging from '../locales/fr/packaging.json' with { type: 'json' };
import frImport from '../locales/fr/import.json' with { type: 'json' };
import frScope3 from '../locales/fr/scope3.json' with { type: 'json' };
import frPurchases from '../locales/fr/purchases.json' with { type: 'json' };
import frProductInventory from '../locales/fr/productInventory.json' with { type: 'json' };
import frProducts from '../locales/fr/products.json' with { type: 'json' };
import frProductReports from '../locales/fr/productReports.json' with { type: 'json' };
import frScenarios from '../locales/fr/scenarios.json' with { type: 'json' };
import frReportDocs from '../locales/fr/reportDocs.json' with { type: 'json' };
import frReports from '../locales/fr/reports.json' with { type: 'json' };
import frTeam from '../locales/fr/team.json' with { type: 'json' };
import frSubscription from '../locales/fr/subscription.json' with { type: 'json' };
import frPact from '../locales/fr/pact.json' with { type: 'json' };

export const resources = {
  en: {
    app: enApp,
    apiKeys: enApiKeys,
    auth: enAuth,
    catalog: enCatalog,
    common: enCommon,
    csrd: enCsrd,
    email: enEmail,
    errors: enErrors,
    factors: enFactors,
    legal: enLegal,
    onboarding: enOnboarding,
    public: enPublic,
    settings: enSettings,
    sources: enSources,
    about: enAbout,
    blog: enBlog,
    contact: enContact,
    features: enFeatures,
    pricing: enPricing,
    product: enProduct,
    solutions: enSolutions,
    travel: enTravel,
    packaging: enPackaging,
    import: enImport,
    scope3: enScope3,
    purchases: enPurchases,
    productInventory: enProductInventory,
    products: enProducts,
    productReports: enProductReports,
    scenarios: enScenarios,
    reportDocs: enReportDocs,
    reports: enReports,
    team: enTeam,
    subscription: enSubscription,
    pact: enPact,
  },
  fr: {
    app: frApp,
    apiKeys: frApiKeys,
    auth: frAuth,
    catalog: frCatalog,
    common: frCommon,
    csrd: frCsrd,
    email: frEmail,
    errors: frErrors,
    factors: frFactors,
    legal: frLegal,
    onboarding: frOnboarding,
    public: frPublic,
    settings: frSettings,
    sources: frSources,
    about: frAbout,
    blog: frBlog,
    contact: frContact,
    features: frFeatures,
    pricing: frPricing,
    product: frProduct,
    solutions: frSolutions,
    travel: frTravel,
    packaging: frPackaging,
    import: frImport,
    scope3: frScope3,
    purchases: frPurchases,
    productInventory: frProductInventory,
    products: frProducts,
    productReports: frProductReports,
    scenarios: frScenarios,
    reportDocs: frReportDocs,
    reports: frReports,
    team: frTeam,
    subscription: frSubscription,
    pact: frPact,
  },
} as const;

export type Namespace = keyof (typeof resources)['en'];
export const namespaces = Object.keys(resources.en) as Namespace[];
