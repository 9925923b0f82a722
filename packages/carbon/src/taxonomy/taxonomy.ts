/**
 * The accounting taxonomy of the ledger: every category an entry can be recorded in, with its GHG Protocol
 * scope, its scope 3 category, its French regulatory BEGES item (method v5, July 2022, 22 postes) and the
 * BEGES v4 item (October 2016, 23 postes) used when importing an old BEGES. Pure data, no I/O.
 *
 * Sources: GHG Protocol Corporate Standard (2004) and Scope 3 Standard (2011) for the scopes and the 15
 * category names; "Méthode pour la réalisation des bilans d'émissions de GES", version 5 (2022), for the 22
 * postes and their labels; the v4 → v5 correspondence as compiled in shared/reference/standards.md §2.2–2.3.
 */

export type Scope = 1 | 2 | 3;

/** How entries of a category are computed. */
export type CategoryKind = 'fuel_combustion' | 'electricity' | 'purchased_energy' | 'refrigerant' | 'activity';

export interface AccountingCategory {
  /** Stable snake_case key, the wire value of `category`. */
  key: string;
  scope: Scope;
  /** 1..15 for scope 3, else null. */
  scope3Category: number | null;
  /** BEGES v5 poste, '1.1' … '6.1'. */
  begesItem: string;
  /** BEGES v4 poste number, '1' … '23' (for imports). */
  begesV4Item: string;
  nameEn: string;
  nameFr: string;
  kind: CategoryKind;
  /** true for the rows the engine derives (upstream of fuels, T&D losses): never created by a user directly. */
  derivedOnly: boolean;
}

/** The 15 scope 3 categories, with the exact names of the GHG Protocol Scope 3 Standard (2011). */
export const SCOPE3_CATEGORY_NAMES: Readonly<Record<number, { en: string; fr: string }>> = Object.freeze({
  1: { en: 'Purchased goods and services', fr: 'Biens et services achetés' },
  2: { en: 'Capital goods', fr: 'Biens immobilisés' },
  3: {
    en: 'Fuel- and energy-related activities (not included in scope 1 or scope 2)',
    fr: "Activités liées aux combustibles et à l'énergie (non incluses dans le scope 1 ou le scope 2)",
  },
  4: { en: 'Upstream transportation and distribution', fr: 'Transport et distribution amont' },
  5: { en: 'Waste generated in operations', fr: 'Déchets générés par les opérations' },
  6: { en: 'Business travel', fr: 'Déplacements professionnels' },
  7: { en: 'Employee commuting', fr: 'Déplacements domicile-travail des salariés' },
  8: { en: 'Upstream leased assets', fr: 'Actifs loués en amont' },
  9: { en: 'Downstream transportation and distribution', fr: 'Transport et distribution aval' },
  10: { en: 'Processing of sold products', fr: 'Transformation des produits vendus' },
  11: { en: 'Use of sold products', fr: 'Utilisation des produits vendus' },
  12: { en: 'End-of-life treatment of sold products', fr: 'Traitement en fin de vie des produits vendus' },
  13: { en: 'Downstream leased assets', fr: 'Actifs loués en aval' },
  14: { en: 'Franchises', fr: 'Franchises' },
  15: { en: 'Investments', fr: 'Investissements' },
});

/** The 22 postes of the regulatory BEGES, method v5 (2022), with their exact French labels. */
export const BEGES_V5_ITEMS: Readonly<Record<string, { category: number; labelFr: string }>> = Object.freeze({
  '1.1': { category: 1, labelFr: 'Émissions directes des sources fixes de combustion' },
  '1.2': { category: 1, labelFr: 'Émissions directes des sources mobiles de combustion' },
  '1.3': { category: 1, labelFr: 'Émissions directes des procédés hors énergie' },
  '1.4': { category: 1, labelFr: 'Émissions directes fugitives' },
  '1.5': { category: 1, labelFr: 'Émissions issues de la biomasse (sols et forêts)' },
  '2.1': { category: 2, labelFr: "Émissions indirectes liées à la consommation d'électricité" },
  '2.2': { category: 2, labelFr: "Émissions indirectes liées à la consommation d'énergie autre que l'électricité" },
  '3.1': { category: 3, labelFr: 'Transport de marchandise amont' },
  '3.2': { category: 3, labelFr: 'Transport de marchandise aval' },
  '3.3': { category: 3, labelFr: 'Déplacements domicile-travail' },
  '3.4': { category: 3, labelFr: 'Déplacements des visiteurs et des clients' },
  '3.5': { category: 3, labelFr: 'Déplacements professionnels' },
  '4.1': { category: 4, labelFr: 'Achats de biens' },
  '4.2': { category: 4, labelFr: 'Immobilisations de biens' },
  '4.3': { category: 4, labelFr: 'Gestion des déchets' },
  '4.4': { category: 4, labelFr: 'Actifs en leasing amont' },
  '4.5': { category: 4, labelFr: 'Achats de services' },
  '5.1': { category: 5, labelFr: 'Utilisation des produits vendus' },
  '5.2': { category: 5, labelFr: 'Actifs en leasing aval' },
  '5.3': { category: 5, labelFr: 'Fin de vie des produits vendus' },
  '5.4': { category: 5, labelFr: 'Investissements' },
  '6.1': { category: 6, labelFr: 'Autres émissions indirectes' },
});

/** The 23 postes of the BEGES v4 (2016), for imports of legacy inventories. */
export const BEGES_V4_ITEMS: Readonly<Record<string, { scope: Scope; labelFr: string }>> = Object.freeze({
  '1': { scope: 1, labelFr: 'Émissions directes des sources fixes de combustion' },
  '2': { scope: 1, labelFr: 'Émissions directes des sources mobiles à moteur thermique' },
  '3': { scope: 1, labelFr: 'Émissions directes des procédés hors énergie' },
  '4': { scope: 1, labelFr: 'Émissions directes fugitives' },
  '5': { scope: 1, labelFr: 'Émissions issues de la biomasse (sols et forêts)' },
  '6': { scope: 2, labelFr: "Émissions indirectes liées à la consommation d'électricité" },
  '7': { scope: 2, labelFr: 'Émissions indirectes liées à la consommation de vapeur, chaleur ou froid' },
  '8': { scope: 3, labelFr: "Émissions liées à l'énergie non incluse dans les catégories « émissions directes de GES » et « émissions de GES à énergie indirectes »" },
  '9': { scope: 3, labelFr: 'Achats de produits ou services' },
  '10': { scope: 3, labelFr: 'Immobilisations de biens' },
  '11': { scope: 3, labelFr: 'Déchets' },
  '12': { scope: 3, labelFr: 'Transport de marchandise amont' },
  '13': { scope: 3, labelFr: 'Déplacements professionnels' },
  '14': { scope: 3, labelFr: 'Actifs en leasing amont' },
  '15': { scope: 3, labelFr: 'Investissements' },
  '16': { scope: 3, labelFr: 'Transport des visiteurs et des clients' },
  '17': { scope: 3, labelFr: 'Transport de marchandise aval' },
  '18': { scope: 3, labelFr: 'Utilisation des produits vendus' },
  '19': { scope: 3, labelFr: 'Fin de vie des produits vendus' },
  '20': { scope: 3, labelFr: 'Franchise aval' },
  '21': { scope: 3, labelFr: 'Leasing aval' },
  '22': { scope: 3, labelFr: 'Déplacements domicile-travail' },
  '23': { scope: 3, labelFr: 'Autres émissions indirectes' },
});

function category(
  key: string,
  scope: Scope,
  scope3Category: number | null,
  begesItem: string,
  begesV4Item: string,
  nameEn: string,
  nameFr: string,
  kind: CategoryKind = 'activity',
  derivedOnly = false,
): AccountingCategory {
  return Object.freeze({ key, scope, scope3Category, begesItem, begesV4Item, nameEn, nameFr, kind, derivedOnly });
}

/**
 * Every accounting category, in report order. BEGES v5 mapping notes:
 * - scope 3 category 3 (upstream of fuels and electricity, T&D losses) goes to 4.1 "Achats de biens", as the
 *   v5 method puts the energy not counted in catégories 1 and 2 there (v4 poste 8 → v5 4.1);
 * - category 9 has two keys: goods transport (3.2) and the travel of visitors and clients (3.4), which the
 *   GHG Protocol counts as an optional part of category 9;
 * - processing of sold products (10) has no poste of its own and goes to 6.1, as do franchises (14), the
 *   former v4 poste 20 "Franchise aval".
 */
export const ACCOUNTING_CATEGORIES: readonly AccountingCategory[] = Object.freeze([
  // Scope 1
  category('stationary_combustion', 1, null, '1.1', '1', 'Stationary combustion', 'Combustion fixe', 'fuel_combustion'),
  category('mobile_combustion', 1, null, '1.2', '2', 'Mobile combustion', 'Combustion mobile', 'fuel_combustion'),
  category('process_emissions', 1, null, '1.3', '3', 'Process emissions', 'Émissions des procédés hors énergie'),
  category('fugitive_emissions', 1, null, '1.4', '4', 'Fugitive emissions (refrigerants)', 'Émissions fugitives (fluides frigorigènes)', 'refrigerant'),
  category('land_use', 1, null, '1.5', '5', 'Land use, land-use change and forestry', 'Biomasse (sols et forêts)'),
  // Scope 2
  category('electricity', 2, null, '2.1', '6', 'Electricity', 'Électricité', 'electricity'),
  category('heat_steam', 2, null, '2.2', '7', 'Heat and steam', 'Chaleur et vapeur', 'purchased_energy'),
  category('cooling', 2, null, '2.2', '7', 'Cooling', 'Froid', 'purchased_energy'),
  // Scope 3
  category('purchased_goods', 3, 1, '4.1', '9', 'Purchased goods', 'Achats de biens'),
  category('purchased_services', 3, 1, '4.5', '9', 'Purchased services', 'Achats de services'),
  category('capital_goods', 3, 2, '4.2', '10', 'Capital goods', 'Immobilisations de biens'),
  category('upstream_fuel_energy', 3, 3, '4.1', '8', 'Upstream emissions of fuels and energy', "Amont des combustibles et de l'énergie", 'activity', true),
  category('transmission_distribution_losses', 3, 3, '4.1', '8', 'Transmission and distribution losses', 'Pertes en ligne (transport et distribution)', 'activity', true),
  category('upstream_transport', 3, 4, '3.1', '12', 'Upstream transportation and distribution', 'Transport de marchandise amont'),
  category('waste', 3, 5, '4.3', '11', 'Waste generated in operations', 'Gestion des déchets'),
  category('business_travel', 3, 6, '3.5', '13', 'Business travel', 'Déplacements professionnels'),
  category('employee_commuting', 3, 7, '3.3', '22', 'Employee commuting', 'Déplacements domicile-travail'),
  category('upstream_leased_assets', 3, 8, '4.4', '14', 'Upstream leased assets', 'Actifs en leasing amont'),
  category('downstream_transport', 3, 9, '3.2', '17', 'Downstream transportation and distribution', 'Transport de marchandise aval'),
  category('visitor_travel', 3, 9, '3.4', '16', 'Visitor and customer travel', 'Déplacements des visiteurs et des clients'),
  category('processing_sold_products', 3, 10, '6.1', '23', 'Processing of sold products', 'Transformation des produits vendus'),
  category('use_sold_products', 3, 11, '5.1', '18', 'Use of sold products', 'Utilisation des produits vendus'),
  category('end_of_life_sold_products', 3, 12, '5.3', '19', 'End-of-life treatment of sold products', 'Fin de vie des produits vendus'),
  category('downstream_leased_assets', 3, 13, '5.2', '21', 'Downstream leased assets', 'Actifs en leasing aval'),
  category('franchises', 3, 14, '6.1', '20', 'Franchises', 'Franchises'),
  category('investments', 3, 15, '5.4', '15', 'Investments', 'Investissements'),
]);

const BY_KEY: ReadonlyMap<string, AccountingCategory> = new Map(ACCOUNTING_CATEGORIES.map((c) => [c.key, c]));

export function accountingCategory(key: string): AccountingCategory | undefined {
  return BY_KEY.get(key);
}
