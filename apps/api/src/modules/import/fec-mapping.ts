/**
 * Accounts of the French chart of accounts (plan comptable général, class 6 expenses) mapped to spend categories
 * and ADEME Base Carbone monetary ratios, 2023 edition (kg CO2e per k€ excluding VAT, "Ratios monétaires", Base
 * Carbone V23.6, imported as the library's `ademe-base-carbone:<id>` factors). The longest matching prefix wins
 * (6241 before 624). Sources and reasons: docs/decisions/0026-import-bulk-fec.md.
 */
export interface FecAccountMapping {
  prefix: string;
  category: 'purchased_goods' | 'purchased_services' | 'business_travel' | 'upstream_transport';
  /** The library factor's key. */
  factorKey: string;
  label: { en: string; fr: string };
}

export const FEC_ACCOUNT_MAPPING: readonly FecAccountMapping[] = [
  {
    prefix: '601',
    category: 'purchased_goods',
    factorKey: 'ademe-base-carbone:43365',
    label: { en: 'Raw materials', fr: 'Achats de matières premières' },
  },
  {
    prefix: '602',
    category: 'purchased_goods',
    factorKey: 'ademe-base-carbone:43365',
    label: { en: 'Other stored supplies', fr: 'Autres approvisionnements' },
  },
  {
    prefix: '604',
    category: 'purchased_services',
    factorKey: 'ademe-base-carbone:43315',
    label: { en: 'Studies and services', fr: "Achats d'études et prestations de services" },
  },
  {
    prefix: '606',
    category: 'purchased_goods',
    factorKey: 'ademe-base-carbone:43365',
    label: { en: 'Non-stored supplies', fr: 'Achats non stockés de matières et fournitures' },
  },
  {
    prefix: '607',
    category: 'purchased_goods',
    factorKey: 'ademe-base-carbone:43365',
    label: { en: 'Goods for resale', fr: 'Achats de marchandises' },
  },
  {
    prefix: '611',
    category: 'purchased_services',
    factorKey: 'ademe-base-carbone:43315',
    label: { en: 'Subcontracting', fr: 'Sous-traitance générale' },
  },
  {
    prefix: '613',
    category: 'purchased_services',
    factorKey: 'ademe-base-carbone:43540',
    label: { en: 'Rentals', fr: 'Locations' },
  },
  {
    prefix: '615',
    category: 'purchased_services',
    factorKey: 'ademe-base-carbone:43450',
    label: { en: 'Maintenance and repairs', fr: 'Entretien et réparations' },
  },
  {
    prefix: '616',
    category: 'purchased_services',
    factorKey: 'ademe-base-carbone:43475',
    label: { en: 'Insurance', fr: "Primes d'assurance" },
  },
  {
    prefix: '622',
    category: 'purchased_services',
    factorKey: 'ademe-base-carbone:43545',
    label: { en: 'Fees', fr: "Rémunérations d'intermédiaires et honoraires" },
  },
  {
    prefix: '623',
    category: 'purchased_services',
    factorKey: 'ademe-base-carbone:43490',
    label: { en: 'Advertising', fr: 'Publicité, publications, relations publiques' },
  },
  {
    prefix: '6241',
    category: 'upstream_transport',
    factorKey: 'ademe-base-carbone:43570',
    label: { en: 'Freight on purchases', fr: 'Transports sur achats' },
  },
  {
    prefix: '6243',
    category: 'upstream_transport',
    factorKey: 'ademe-base-carbone:43570',
    label: { en: 'Transport between sites', fr: 'Transports entre établissements' },
  },
  {
    prefix: '6251',
    category: 'business_travel',
    factorKey: 'ademe-base-carbone:43570',
    label: { en: 'Travel', fr: 'Voyages et déplacements' },
  },
  {
    prefix: '626',
    category: 'purchased_services',
    factorKey: 'ademe-base-carbone:43510',
    label: { en: 'Postage and telecommunications', fr: 'Frais postaux et de télécommunications' },
  },
  {
    prefix: '627',
    category: 'purchased_services',
    factorKey: 'ademe-base-carbone:43530',
    label: { en: 'Banking services', fr: 'Services bancaires' },
  },
];

export const FEC_FACTOR_KEYS = [...new Set(FEC_ACCOUNT_MAPPING.map((mapping) => mapping.factorKey))];
