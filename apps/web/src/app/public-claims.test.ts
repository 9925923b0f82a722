import { ACCOUNTING_CATEGORIES, BEGES_V5_ITEMS, SCOPE3_CATEGORY_NAMES } from '@carbon/carbon/taxonomy';
import { allEndpoints } from '@carbon/contracts/endpoints';
import { planActions } from '@carbon/contracts/entitlements';
import { resources } from '@carbon/i18n/resources';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './route-table';

/**
 * Issue 16 section 1: every claim the public pages make about the product must be true of it. This is the list of
 * capabilities the home, features, solutions, pricing, about and "how it works" pages and the blog posts' "In Carbon
 * Ledger" sections name, each with the catalog key (or post) that names it and the screen and API endpoint that
 * deliver it. The test fails when a named route or endpoint does not exist, and when a listed claim is no longer on
 * the page in either language: a removed capability leaves the pages, and this list, together.
 * The claims changed or kept, and why, are in docs/claims-audit.md.
 */

type Namespace = 'public' | 'features' | 'solutions' | 'pricing' | 'about' | 'product';
type Phrases = { en: string; fr: string };

/** A catalog text (key in both languages), with a phrase each language's text must contain, or a blog post's product section. */
type ClaimRef = ({ ns: Namespace; key: string } & Partial<Phrases>) | ({ post: string } & Phrases);

interface Capability {
  capability: string;
  claims: ClaimRef[];
  /** Web route patterns, as in the route table ('/products/view/:productId'). */
  routes: string[];
  /** 'METHOD /path' of @carbon/contracts/endpoints. */
  endpoints: string[];
}

const CAPABILITIES: Capability[] = [
  {
    capability: 'Company inventory across scopes 1, 2 and 3 and all sites',
    claims: [
      { ns: 'public', key: 'home.meta.description', en: 'scope 1, 2 and 3', fr: 'scopes 1, 2 et 3' },
      { ns: 'public', key: 'home.hero.lead', en: 'scope 1, 2 and 3', fr: 'scopes 1, 2 et 3' },
      { ns: 'public', key: 'home.capabilities.items.inventory.body', en: 'by BEGES item', fr: 'par poste BEGES' },
      { ns: 'solutions', key: 'carbon_accounting.sections.0.body.0', en: 'the 15 categories of the value chain', fr: 'les 15 catégories de la chaîne de valeur' },
      { ns: 'solutions', key: 'carbon_accounting.sections.1.body.0', en: 'per employee', fr: 'par salarié' },
      { ns: 'pricing', key: 'features.inventory' },
      { ns: 'product', key: 'product.sections.1.body.0', en: 'one site and one year', fr: 'un site et à une année' },
    ],
    routes: ['/scope1', '/heating', '/purchases', '/packaging', '/topology'],
    endpoints: ['GET /inventory', 'POST /entries', 'GET /entries', 'GET /accounting/categories', 'GET /sites', 'POST /sites'],
  },
  {
    capability: 'Taxonomy: 15 scope 3 categories and the 22 BEGES v5 items (checked against the taxonomy below)',
    claims: [
      { ns: 'features', key: 'overview.groups.inventory.body', en: '15 scope 3 categories', fr: '15 catégories du scope 3' },
      { ns: 'features', key: 'overview.groups.inventory.body', en: 'the 22 items of the French BEGES method', fr: '22 postes de la méthode BEGES' },
      { ns: 'features', key: 'reports.sections.3.body.0', en: '6 categories and 22 items', fr: '6 catégories et les 22 postes' },
      { ns: 'solutions', key: 'carbon_accounting.sections.2.points.0', en: '6 categories and 22 items', fr: '6 catégories et 22 postes' },
      { ns: 'solutions', key: 'carbon_accounting.sections.2.points.1', en: 'the 15 scope 3 categories', fr: 'les 15 catégories du scope 3' },
      { ns: 'product', key: 'outputs.items.beges.body', en: '6 categories and 22 items', fr: '6 catégories et les 22 postes' },
      { ns: 'about', key: 'sections.1.body.0', en: 'its item in the French regulatory BEGES method', fr: 'son poste dans la méthode réglementaire BEGES' },
      { post: 'beges-obligation-france', en: 'mapped to its BEGES version 5 item', fr: 'rattaché à son poste BEGES version 5' },
      { post: 'scope-3-categories-explained', en: 'its scope, its scope 3 category and its BEGES item', fr: 'son scope, sa catégorie du scope 3 et son poste BEGES' },
    ],
    routes: ['/reports'],
    endpoints: ['GET /accounting/categories', 'GET /inventory', 'GET /reports/preview'],
  },
  {
    capability: 'Scope 2 location-based and market-based (contract factor, guarantees of origin, location fallback)',
    claims: [
      { ns: 'public', key: 'home.capabilities.items.inventory.body', en: 'location-based and market-based', fr: 'localisation et marché' },
      { ns: 'features', key: 'overview.groups.energy.body', en: 'both scope 2 methods', fr: 'les deux méthodes du scope 2' },
      { ns: 'features', key: 'energy.sections.2.points.1', en: 'guarantees of origin', fr: "garanties d'origine" },
      { ns: 'features', key: 'energy.sections.2.points.2', en: "ADEME's average consumption mix from the library", fr: "mix moyen de consommation de l'ADEME" },
      { ns: 'product', key: 'outputs.items.inventory.body', en: 'location-based and market-based', fr: 'localisation et selon le marché' },
      { post: 'location-vs-market-based-scope-2', en: 'falls back to the location-based one', fr: 'reprend celle selon la localisation' },
      { post: 'beges-obligation-france', en: 'market-based figures are kept', fr: "les valeurs selon l'approche marché sont conservés" },
    ],
    routes: ['/heating', '/ef-search'],
    endpoints: ['POST /entries', 'PATCH /entries/:id', 'GET /inventory', 'GET /emission-factors/search'],
  },
  {
    capability: 'Energy prices per energy and year, tariff slots, country defaults and company prices',
    claims: [
      { ns: 'public', key: 'home.capabilities.items.energy.body', en: 'peak and off-peak', fr: 'heures pleines et les heures creuses' },
      { ns: 'features', key: 'energy.sections.0.body.0', en: 'one tab per energy', fr: 'un onglet par énergie' },
      { ns: 'features', key: 'energy.sections.0.points.0', en: 'four slots', fr: 'quatre plages' },
    ],
    routes: ['/prices'],
    endpoints: ['GET /energy-prices', 'PUT /energy-prices/tariff', 'POST /energy-prices/custom'],
  },
  {
    capability: 'Energy consumption per site in the unit of the invoice, with default factors',
    claims: [
      { ns: 'features', key: 'energy.sections.1.body.0', en: 'cubic metres of gas', fr: 'mètres cubes de gaz' },
      { ns: 'public', key: 'home.steps.items.record.body', en: 'propose a matching emission factor', fr: "proposent un facteur d'émission adapté" },
    ],
    routes: ['/heating'],
    endpoints: ['GET /energy/defaults', 'POST /entries'],
  },
  {
    capability: 'Product footprints: trees of lines per declared unit, cradle-to-gate by stage and line, energy allocation',
    claims: [
      { ns: 'public', key: 'home.capabilities.items.products.body', en: 'cradle-to-gate', fr: 'du berceau à la porte' },
      { ns: 'features', key: 'overview.groups.products.body', en: 'cradle-to-gate', fr: 'du berceau à la porte' },
      { ns: 'features', key: 'energy.sections.3.body.0', en: 'allocation percentage', fr: "pourcentage d'allocation" },
      { ns: 'solutions', key: 'pcf.sections.0.body.0', en: 'A line can itself be another product', fr: 'Une ligne peut elle-même être un autre produit' },
      { ns: 'solutions', key: 'pcf.sections.0.points.2', en: 'contains itself', fr: 'se contient lui-même' },
      { ns: 'solutions', key: 'pcf.sections.1.body.0', en: 'breakdown by stage', fr: 'détaillée par étape' },
      { ns: 'product', key: 'product.sections.3.body.0', en: 'Info then Flow', fr: 'Infos puis Flux' },
      { ns: 'product', key: 'outputs.items.product.body', en: 'per declared unit', fr: 'par unité déclarée' },
      { post: 'iso-14067-product-carbon-footprint', en: 'refuses a tree in which a product contains itself', fr: 'refuse une arborescence dans laquelle un produit se contient lui-même' },
    ],
    routes: ['/products', '/products/new', '/products/tree/:id', '/products/view/:productId', '/products/edit/:id'],
    endpoints: ['POST /products', 'PUT /products/:id', 'GET /products/:id', 'GET /products/:id/tree'],
  },
  {
    capability: 'Freight in tonne-kilometres, upstream and downstream',
    claims: [
      { ns: 'public', key: 'home.capabilities.items.transport.body', en: 'tonne-kilometres', fr: 'tonnes-kilomètres' },
      { ns: 'features', key: 'overview.groups.transport.body', en: 'Upstream and downstream freight', fr: 'marchandises amont et aval' },
      { ns: 'features', key: 'transport.sections.0.body.0', en: 'category 9, item 3.2', fr: 'catégorie 9, poste 3.2' },
      { ns: 'solutions', key: 'supply_chain.sections.2.body.0', en: 'tonne-kilometres by mode', fr: 'tonnes-kilomètres par mode' },
    ],
    routes: ['/topology'],
    endpoints: ['POST /freight', 'GET /freight'],
  },
  {
    capability: 'Business travel by distance or by spend',
    claims: [
      { ns: 'features', key: 'transport.sections.1.body.0', en: 'the yearly spend', fr: 'la dépense annuelle' },
      { ns: 'features', key: 'transport.sections.1.points.2', en: 'radiative forcing', fr: 'forçage radiatif' },
    ],
    routes: ['/topology'],
    endpoints: ['POST /business-travel', 'GET /business-travel'],
  },
  {
    capability: 'Employee commuting by mode split or survey',
    claims: [
      { ns: 'features', key: 'transport.sections.2.body.0', en: 'from an employee survey', fr: "à partir d'une enquête auprès des salariés" },
    ],
    routes: ['/topology'],
    endpoints: ['POST /commuting', 'POST /commuting/survey'],
  },
  {
    capability: 'Waste by mass and treatment',
    claims: [{ ns: 'solutions', key: 'supply_chain.sections.2.body.0', en: 'landfill, incineration, recycling', fr: 'enfouissement, incinération, recyclage' }],
    routes: ['/topology'],
    endpoints: ['POST /waste', 'GET /waste'],
  },
  {
    capability: 'Purchases by spend, quantity, item, capital good or supplier footprint, each line with its method',
    claims: [
      { ns: 'solutions', key: 'supply_chain.sections.0.points.0', en: 'Monetary ratios', fr: 'ratios monétaires' },
      { ns: 'solutions', key: 'supply_chain.sections.0.points.1', en: 'exchange rate and a price-year adjustment', fr: "taux de change et un ajustement d'année de prix" },
      { ns: 'solutions', key: 'supply_chain.sections.1.points.0', en: 'each line records the method it uses', fr: 'chaque ligne enregistre la méthode' },
      { ns: 'product', key: 'product.sections.2.points.0', en: 'monetary factor', fr: 'facteur monétaire' },
      { post: 'scope-3-categories-explained', en: 'US EPA USEEIO factors', fr: "facteurs USEEIO de l'US EPA" },
    ],
    routes: ['/purchases'],
    endpoints: ['POST /purchases/spend', 'POST /purchases/materials', 'POST /purchases/items', 'POST /purchases/capital-goods', 'POST /purchases/products'],
  },
  {
    capability: "The company's own (supplier-specific) emission factors",
    claims: [
      { ns: 'public', key: 'home.traceable.points.factors', en: 'supplier-specific factors', fr: 'facteurs spécifiques fournisseurs' },
      { ns: 'product', key: 'product.sections.2.points.2', en: 'supplier-specific factors', fr: 'facteurs spécifiques fournisseurs' },
      { ns: 'solutions', key: 'supply_chain.sections.1.points.1', en: "your company's own factors", fr: 'facteurs propres à votre entreprise' },
      { post: 'choosing-emission-factors', en: 'your own supplier-specific factors', fr: 'vos propres facteurs spécifiques fournisseurs' },
    ],
    routes: ['/ef-search'],
    endpoints: ['POST /emission-factors', 'PATCH /emission-factors/:id', 'DELETE /emission-factors/:id'],
  },
  {
    capability: 'Factor library of five public datasets, searched by name in French or English with limits and relevance',
    claims: [
      { ns: 'public', key: 'home.library.title', en: 'Over 15,000 emission factors', fr: "Plus de 15 000 facteurs d'émission" },
      { ns: 'public', key: 'home.library.lead', en: 'five public reference datasets', fr: 'cinq jeux de données publics' },
      { ns: 'public', key: 'home.library.link' },
      { ns: 'product', key: 'product.sections.2.body.0', en: '10, 20 or 50 results', fr: '10, 20 ou 50 résultats' },
      { ns: 'pricing', key: 'features.library' },
      { ns: 'about', key: 'sections.2.body.0', en: 'version and licence', fr: 'sa version et sa licence' },
      { post: 'choosing-emission-factors', en: 'over 15,000 factors from these five sources', fr: 'plus de 15 000 facteurs issus de ces cinq sources' },
    ],
    routes: ['/ef-search', '/sources'],
    endpoints: ['GET /emission-factors/search', 'GET /emission-factors/sources', 'GET /emission-factors/:id'],
  },
  {
    capability: 'Every figure traced to its factor, source and version',
    claims: [
      { ns: 'public', key: 'home.traceable.body', en: "the factor's name, source and version", fr: 'le nom du facteur, sa source et sa version' },
      { ns: 'features', key: 'overview.principles.items.traceable.body', en: "the factor's source and version", fr: 'la source et la version du facteur' },
      { ns: 'solutions', key: 'carbon_accounting.sections.3.body.0', en: 'source and dataset version', fr: 'la source et la version du jeu de données' },
      { ns: 'about', key: 'sections.0.body.1', en: "the factor's source", fr: 'la source du facteur' },
    ],
    routes: ['/ef-search'],
    endpoints: ['GET /entries/:id', 'GET /emission-factors/:id'],
  },
  {
    capability: 'Entries distributed over sites, projects or products',
    claims: [{ ns: 'product', key: 'product.sections.2.points.1', en: 'sites, projects or products', fr: 'sites, projets ou produits' }],
    routes: ['/topology'],
    endpoints: ['POST /entries', 'GET /projects', 'POST /projects'],
  },
  {
    capability: 'Product catalog of purchased items',
    claims: [{ ns: 'solutions', key: 'supply_chain.sections.3.body.0', en: 'product catalog', fr: 'catalogue' }],
    routes: ['/product-catalog', '/product-catalog/edit/:id'],
    endpoints: ['GET /product-catalog/search', 'POST /product-catalog', 'PATCH /product-catalog/:id'],
  },
  {
    capability: 'Reduction scenarios: solar, heating, building envelope, commuting, with financials and MACC',
    claims: [
      { ns: 'public', key: 'home.capabilities.items.scenarios.body', en: 'payback period', fr: 'temps de retour' },
      { ns: 'features', key: 'overview.groups.scenarios.body', en: 'Solar panels', fr: 'Panneaux solaires' },
      { ns: 'features', key: 'scenarios.sections.0.points.0', en: 'Solar panels', fr: 'Panneaux solaires' },
      { ns: 'features', key: 'scenarios.sections.1.points.2', en: 'cost per tonne avoided', fr: 'coût par tonne évitée' },
      { ns: 'features', key: 'transport.sections.3.body.0', en: 'The commuting scenario', fr: 'Le scénario domicile-travail' },
      { ns: 'product', key: 'product.sections.4.body.0', en: 'a solar installation', fr: 'une installation solaire' },
    ],
    routes: ['/scenarios', '/scenarios/new'],
    endpoints: ['POST /scenarios', 'POST /scenarios/estimate', 'GET /scenarios/wizard-config', 'GET /scenarios/macc'],
  },
  {
    capability: 'Portfolio projection against a 1.5 °C pathway',
    claims: [
      { ns: 'features', key: 'scenarios.sections.2.body.0', en: '1.5 °C-aligned reduction pathway', fr: '1,5 °C' },
      { ns: 'product', key: 'outputs.items.scenarios.body', en: '1.5 °C-aligned pathway', fr: '1,5 °C' },
    ],
    routes: ['/portfolio'],
    endpoints: ['GET /portfolio', 'PUT /portfolio'],
  },
  {
    capability: 'Analytics by company, site, project and year, in total, per employee or per unit of a product (its annual production volume)',
    claims: [
      { ns: 'features', key: 'overview.groups.reports.body', en: 'site and project, in total, per employee or per unit of a product', fr: 'site et projet, au total, par salarié ou par unité d\'un produit' },
      { ns: 'features', key: 'reports.sections.0.body.0', en: 'the per-unit view an annual production volume on the product', fr: 'la vue par unité un volume de production annuel sur le produit' },
      { ns: 'features', key: 'reports.meta.description', en: 'per employee or per unit produced', fr: 'par salarié ou par unité produite' },
      { ns: 'product', key: 'outputs.items.analytics.body', en: 'per employee or per unit produced', fr: 'par salarié ou par unité produite' },
      { ns: 'features', key: 'reports.sections.0.body.0', en: 'Filter by company, site and project', fr: 'Filtrez par entreprise, site et projet' },
      { ns: 'product', key: 'product.sections.5.body.0', en: 'per site or project', fr: 'par site ou par projet' },
      { ns: 'product', key: 'outputs.items.analytics.body', en: 'filtered by site, project and year', fr: 'filtrées par site, projet et année' },
    ],
    routes: ['/analytics', '/dashboard'],
    // The per-unit view divides by the annual production volume of a product listed by GET /products.
    endpoints: ['GET /analytics', 'GET /onboarding-summary', 'GET /products'],
  },
  {
    capability: 'Reports (GHG inventory, BEGES, product, scenarios) as PDF, Excel and CSV, in English and French, produced in the background',
    claims: [
      { ns: 'public', key: 'home.capabilities.items.reports.body', en: 'PDF, CSV or Excel', fr: 'PDF, CSV ou Excel' },
      { ns: 'features', key: 'reports.sections.1.body.0', en: 'by BEGES item', fr: 'par poste BEGES' },
      { ns: 'features', key: 'reports.sections.2.body.0', en: 'progress bar', fr: 'barre de progression' },
      { ns: 'product', key: 'outputs.items.beges.body', en: 'ADEME platform', fr: "plateforme de l'ADEME" },
      { ns: 'product', key: 'outputs.formats.note', en: 'Pro and Enterprise', fr: 'Pro et Entreprise' },
      { ns: 'pricing', key: 'features.export' },
      { ns: 'public', key: 'home.traceable.points.languages', en: 'the reports', fr: 'les rapports' },
    ],
    routes: ['/reports'],
    endpoints: ['POST /reports', 'GET /reports', 'GET /reports/preview', 'GET /reports/:id/download', 'GET /jobs/:job_id'],
  },
  {
    capability: 'Public product reports with a comparison',
    claims: [
      { ns: 'solutions', key: 'pcf.sections.3.body.0', en: 'Publish a product report', fr: 'Publiez un rapport produit' },
      { ns: 'product', key: 'outputs.items.public_report.body', en: 'comparison option', fr: 'option de comparaison' },
    ],
    routes: ['/product-reports', '/product-reports/:slug', '/product-match'],
    endpoints: ['POST /products/:id/publish', 'GET /public/product-reports', 'GET /public/product-reports/:slug', 'GET /public/product-match'],
  },
  {
    capability: 'PACT exchange, data owner: partners, shared footprints (the /pact/3 API itself is outside the descriptors)',
    claims: [
      { ns: 'solutions', key: 'pcf.sections.3.points.0', en: 'PACT exchange', fr: "l'échange PACT" },
      { ns: 'pricing', key: 'features.api_access', en: 'PACT footprint exchange', fr: "échange d'empreintes PACT" },
    ],
    routes: ['/settings', '/products/view/:productId'],
    endpoints: ['GET /pact/partners', 'POST /pact/partners', 'GET /pact/shares', 'POST /pact/shares'],
  },
  {
    capability: 'PACT exchange, data recipient (issue 15 section 2, other branch): supplier connections, imports as company factors, newer versions',
    claims: [{ ns: 'solutions', key: 'supply_chain.sections.1.points.2', en: 'through its PACT API', fr: 'via son API PACT' }],
    routes: [],
    endpoints: ['GET /pact/suppliers', 'POST /pact/suppliers', 'GET /pact/suppliers/:id/footprints', 'POST /pact/imports', 'POST /pact/imports/:id/apply-newer'],
  },
  {
    capability: 'API keys',
    claims: [{ ns: 'pricing', key: 'features.api_access', en: 'API keys', fr: "clés d'API" }],
    routes: ['/settings'],
    endpoints: ['GET /api-keys', 'POST /api-keys', 'DELETE /api-keys/:id'],
  },
  {
    capability: 'Import of the accounting entries file (FEC), on paid plans',
    claims: [
      { ns: 'pricing', key: 'features.invoice_import', en: 'FEC', fr: 'FEC' },
      { ns: 'pricing', key: 'hero.lead', en: 'accounting entries file (FEC)', fr: 'écritures comptables (FEC)' },
    ],
    routes: ['/topology'],
    endpoints: ['POST /imports/fec'],
  },
  {
    capability: 'Team members with roles, limited by plan',
    claims: [
      { ns: 'product', key: 'product.sections.6.body.0', en: 'owner, admin, editor or viewer', fr: 'propriétaire, administrateur, éditeur ou lecteur' },
      { ns: 'product', key: 'product.hero.lead', en: 'shared with your team', fr: 'partagé avec votre équipe' },
    ],
    routes: ['/settings', '/invitations/accept'],
    endpoints: [
      'GET /companies/:company_id/members',
      'PATCH /companies/:company_id/members/:user_id',
      'POST /companies/:company_id/invitations',
      'POST /invitations/accept',
    ],
  },
  {
    capability: 'Plans, card checkout, cancellation to Free at period end, limits refused with an upgrade offer',
    claims: [
      { ns: 'public', key: 'home.final_cta.body', en: 'one product, one scenario and one team member', fr: 'un produit, un scénario et un membre' },
      { ns: 'features', key: 'shared.cta.body', en: 'one product, one scenario and one team member', fr: 'un produit, un scénario et un membre' },
      { ns: 'pricing', key: 'faq.items.1.answer', en: 'paid by card', fr: 'par carte' },
      { ns: 'pricing', key: 'faq.items.3.answer', en: 'move to the Free plan', fr: "l'offre Gratuite" },
      { ns: 'pricing', key: 'faq.items.4.answer', en: 'offers to upgrade', fr: "changer d'offre" },
    ],
    routes: ['/pricing', '/subscription', '/subscription/success', '/subscription/cancel'],
    endpoints: ['GET /subscription', 'POST /subscription/checkout', 'POST /subscription/cancel', 'POST /subscription/portal', 'GET /entitlements'],
  },
  {
    capability: 'Setup wizard with completion and locked screens',
    claims: [
      { ns: 'public', key: 'home.steps.items.setup.body', en: 'reporting year', fr: 'année de reporting' },
      { ns: 'product', key: 'product.sections.0.body.0', en: 'A completion bar', fr: 'Une barre de progression' },
    ],
    routes: ['/onboarding-wizard', '/onboarding'],
    endpoints: ['PATCH /companies/:company_id', 'POST /sites', 'GET /onboarding-summary/steps-status', 'POST /onboarding/complete'],
  },
  {
    capability: 'Public CSRD calculator',
    claims: [{ post: 'csrd-after-the-2026-simplification', en: '[CSRD calculator](/tools/csrd-calculator)', fr: '[calculateur CSRD](/tools/csrd-calculator?lang=fr)' }],
    routes: ['/tools/csrd-calculator'],
    endpoints: [],
  },
  {
    capability: 'Contact form, in English or French',
    claims: [{ ns: 'about', key: 'cta.body', en: 'contact form', fr: 'formulaire de contact' }],
    routes: ['/contact'],
    endpoints: ['POST /contact-messages'],
  },
];

const LOCALES = ['en', 'fr'] as const;

/** Every route pattern of the route table, with its leading slash ('/' for the home page). */
function routePatterns(list: readonly RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent;
    const here = route.index || route.path ? [own || '/'] : [];
    return [...here, ...routePatterns(route.children ?? [], own)];
  });
}

function textAt(locale: (typeof LOCALES)[number], ns: Namespace, key: string): unknown {
  let value: unknown = resources[locale][ns];
  for (const part of key.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** The posts' Markdown as written. */
const postSources = import.meta.glob<string>('../../content/blog/*/*.md', { query: '?raw', import: 'default', eager: true });

/** A post's product section: from its "In Carbon Ledger" / "Dans Carbon Ledger" heading to the next heading. */
function productSection(locale: (typeof LOCALES)[number], post: string): string | undefined {
  const text = postSources[`../../content/blog/${locale}/${post}.md`];
  if (text === undefined) return undefined;
  const heading = locale === 'en' ? '## In Carbon Ledger' : '## Dans Carbon Ledger';
  const start = text.indexOf(heading);
  if (start < 0) return undefined;
  const rest = text.slice(start + heading.length);
  const end = rest.search(/^#{1,3} /m);
  return end < 0 ? rest : rest.slice(0, end);
}

const POSTS = [
  'beges-obligation-france',
  'choosing-emission-factors',
  'csrd-after-the-2026-simplification',
  'iso-14067-product-carbon-footprint',
  'location-vs-market-based-scope-2',
  'scope-3-categories-explained',
];

describe('the claims of the public pages', () => {
  const patterns = new Set(routePatterns(routes));
  const endpoints = new Set(allEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`));

  it.each(CAPABILITIES.map((c) => [c.capability, c] as const))('%s: its screens and endpoints exist', (_name, capability) => {
    expect(capability.routes.length + capability.endpoints.length, 'a capability names what delivers it').toBeGreaterThan(0);
    for (const route of capability.routes) expect(patterns, `route ${route}`).toContain(route);
    for (const endpoint of capability.endpoints) expect(endpoints, `endpoint ${endpoint}`).toContain(endpoint);
  });

  it.each(CAPABILITIES.map((c) => [c.capability, c] as const))('%s: still claimed, in English and in French', (_name, capability) => {
    for (const claim of capability.claims) {
      for (const locale of LOCALES) {
        if ('post' in claim) {
          const section = productSection(locale, claim.post);
          expect(section, `${locale} ${claim.post}: product section`).toBeDefined();
          expect(section, `${locale} ${claim.post}`).toContain(claim[locale]);
          continue;
        }
        const text = textAt(locale, claim.ns, claim.key);
        expect(typeof text === 'string' && text.length > 0, `${locale} ${claim.ns}:${claim.key}`).toBe(true);
        const phrase = claim[locale];
        if (phrase !== undefined) expect(text, `${locale} ${claim.ns}:${claim.key}`).toContain(phrase);
      }
    }
  });

  it('lists the product section of every blog post, in both languages', () => {
    const listed = new Set(CAPABILITIES.flatMap((c) => c.claims.flatMap((claim) => ('post' in claim ? [claim.post] : []))));
    expect([...listed].sort()).toEqual(POSTS);
    for (const post of POSTS) for (const locale of LOCALES) expect(productSection(locale, post), `${locale} ${post}`).toBeDefined();
  });

  it('maps the 15 scope 3 categories and the 22 BEGES items, as the pages say: each exists and entries map to it', () => {
    const scope3 = Object.keys(SCOPE3_CATEGORY_NAMES).map(Number);
    expect(scope3).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    for (const n of scope3) expect(ACCOUNTING_CATEGORIES.some((c) => c.scope3Category === n), `scope 3 category ${n}`).toBe(true);
    const items = Object.keys(BEGES_V5_ITEMS);
    expect(items).toHaveLength(22);
    expect(new Set(items.map((item) => BEGES_V5_ITEMS[item]!.category))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    for (const item of items) expect(ACCOUNTING_CATEGORIES.some((c) => c.begesItem === item), `BEGES item ${item}`).toBe(true);
  });

  it('shows on the pricing page only plan differences the server enforces', () => {
    // The features a plan includes or not, beyond the counted limits: the plan actions of the entitlements.
    const listed = Object.keys(resources.en.pricing.features).filter((key) => !['inventory', 'library', 'languages'].includes(key));
    expect(listed.sort()).toEqual([...planActions].sort());
    expect(Object.keys(resources.fr.pricing.features).sort()).toEqual(Object.keys(resources.en.pricing.features).sort());
  });
});
