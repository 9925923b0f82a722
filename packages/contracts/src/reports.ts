import { z } from 'zod';
import { idSchema, localeSchema, messageKeys, missingOr, yearSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { jobStatusSchema } from './jobs.ts';
import { scopeSchema } from './ledger.ts';
import { footprintSchema } from './products.ts';
import { maccSchema, portfolioSchema, scenarioResultsSchema, DATA_SOURCES, SCENARIO_TYPES } from './scenarios.ts';

/**
 * Reports and export (issue 13, docs/decisions/0031-reports-and-export.md): the GHG inventory (GHG Protocol
 * Corporate Standard layout), the French regulatory BEGES v5 table and a product's footprint, each in English or
 * French, as PDF, Excel or CSV. Every figure comes from the ledger's one aggregation (the inventory), so the totals
 * of every format equal GET /inventory's. A document is produced by a job (POST /reports → GET /jobs/{id}) and
 * downloaded from GET /reports/{id}/download; GET /reports/preview answers the same model as JSON for the screen
 * (also on the Free plan, where exporting is refused with 403 `plan_limit`).
 */
export const reportMessageKeys = {
  productRequired: 'errors.report_product_required',
  kindUnavailable: 'errors.report_kind_unavailable',
} as const;

export const REPORT_KINDS = ['ghg_inventory', 'beges', 'product', 'scenarios'] as const;
export const reportKindSchema = z.enum(REPORT_KINDS, { error: missingOr(messageKeys.invalid) });
export type ReportKind = z.infer<typeof reportKindSchema>;

export const REPORT_FORMATS = ['pdf', 'xlsx', 'csv'] as const;
export const reportFormatSchema = z.enum(REPORT_FORMATS, { error: missingOr(messageKeys.invalid) });
export type ReportFormat = z.infer<typeof reportFormatSchema>;

/** The content type each format is downloaded with. */
export const REPORT_CONTENT_TYPES: Record<ReportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** Kinds that name a product (`product_id` required). */
export const PRODUCT_REPORT_KINDS: readonly ReportKind[] = ['product'];

const reportLocaleSchema = z.enum(localeSchema.options, { error: missingOr(messageKeys.invalid) });

// ---------------------------------------------------------------------------------------------------------------
// Requests

export const createReportInputSchema = z
  .object({
    company_id: idSchema,
    period_year: yearSchema,
    kind: reportKindSchema,
    format: reportFormatSchema,
    locale: reportLocaleSchema,
    product_id: idSchema.optional(),
  })
  .superRefine((value, context) => {
    if (PRODUCT_REPORT_KINDS.includes(value.kind) && value.product_id === undefined) {
      context.addIssue({ code: 'custom', path: ['product_id'], message: reportMessageKeys.productRequired });
    }
  });
export type CreateReportInput = z.infer<typeof createReportInputSchema>;

export const reportStartedSchema = z.object({ job_id: z.string(), report_id: z.string() });
export type ReportStarted = z.infer<typeof reportStartedSchema>;

export const previewReportQuerySchema = z
  .object({
    company_id: idSchema,
    period_year: yearSchema,
    kind: reportKindSchema,
    /** The language of the model's labels (category names, section titles); the request's language otherwise. */
    locale: reportLocaleSchema.optional(),
    product_id: idSchema.optional(),
  })
  .superRefine((value, context) => {
    if (PRODUCT_REPORT_KINDS.includes(value.kind) && value.product_id === undefined) {
      context.addIssue({ code: 'custom', path: ['product_id'], message: reportMessageKeys.productRequired });
    }
  });
export type PreviewReportQuery = z.infer<typeof previewReportQuerySchema>;

export const listReportsQuerySchema = z.object({ company_id: idSchema });
export const reportIdParamsSchema = z.object({ id: idSchema });

/** The `result` of a succeeded report job (GET /jobs/{id}). */
export const reportJobResultSchema = z.object({
  report_id: z.string(),
  download_url: z.string(),
  file_name: z.string(),
});
export type ReportJobResult = z.infer<typeof reportJobResultSchema>;

/** A report asked for, produced or not yet: the list of past reports. */
export const reportSchema = z.object({
  id: z.string(),
  company_id: z.string(),
  kind: reportKindSchema,
  format: reportFormatSchema,
  locale: reportLocaleSchema,
  period_year: z.number().int(),
  product_id: z.string().nullable(),
  product_name: z.string().nullable(),
  /** The job's status: the file exists once `succeeded`. */
  status: jobStatusSchema,
  job_id: z.string().nullable(),
  /** e.g. ghg-inventory-2025-demo-industries.pdf */
  file_name: z.string(),
  /** Null until the file exists. */
  size_bytes: z.number().int().nullable(),
  created_at: z.string(),
  /** Relative to the site (/api/v1/reports/{id}/download); null until the file exists. */
  download_url: z.string().nullable(),
});
export type Report = z.infer<typeof reportSchema>;
export const reportListSchema = z.object({ items: z.array(reportSchema) });
export type ReportList = z.infer<typeof reportListSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The report model: what a document says, in numbers and in the report's language. kg CO2e throughout (documents
// show tonnes where the standard asks for them, BEGES); labels are already translated to `locale`.

/** The factor behind a line: the number a reader checks the line with. */
export const reportFactorSchema = z.object({
  name: z.string().nullable(),
  source: z.string(),
  dataset_version: z.string().nullable(),
  kg_co2e_per_unit: z.number(),
  unit: z.string(),
});
export type ReportFactor = z.infer<typeof reportFactorSchema>;

export const reportEntrySchema = z.object({
  id: z.string(),
  site_id: z.string(),
  site_name: z.string(),
  category: z.string(),
  category_name: z.string(),
  scope: scopeSchema,
  scope3_category: z.number().int().nullable(),
  beges_item: z.string(),
  label: z.string(),
  quantity: z.number(),
  unit: z.string(),
  co2e_kg: z.number(),
  /** Market-based, scope 2 only. */
  co2e_kg_market: z.number().nullable(),
  uncertainty_percent: z.number().nullable(),
  factor: reportFactorSchema,
});
export type ReportEntry = z.infer<typeof reportEntrySchema>;

export const reportCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string().nullable(),
  sector: z.string().nullable(),
  employees: z.number().int().nullable(),
  /** EUR. */
  annual_revenue: z.number().nullable(),
});

const reportHeaderFields = {
  locale: reportLocaleSchema,
  period_year: z.number().int(),
  /** ISO date-time the model was built. */
  generated_at: z.string(),
  company: reportCompanySchema,
  /** The document's title in `locale`. */
  title: z.string(),
};

/** A line of a scope table: one accounting category. */
export const reportCategoryLineSchema = z.object({
  category: z.string(),
  name: z.string(),
  co2e_kg: z.number(),
  /** Scope 2 only: the market-based figure beside the location-based one. */
  co2e_kg_market: z.number().nullable(),
  entries: z.number().int(),
  /** The factors the category's entries used (distinct source/version/name), for "the factor behind every line". */
  factors: z.array(reportFactorSchema),
});
export type ReportCategoryLine = z.infer<typeof reportCategoryLineSchema>;

export const reportScope3CategorySchema = z.object({
  /** 1..15 (GHG Protocol Scope 3 Standard). */
  number: z.number().int().min(1).max(15),
  name: z.string(),
  status: z.enum(['recorded', 'not_relevant', 'missing']),
  /** Why a category is excluded (not relevant), as the company wrote it; null otherwise. */
  reason: z.string().nullable(),
  co2e_kg: z.number(),
  entries: z.number().int(),
  lines: z.array(reportCategoryLineSchema),
});
export type ReportScope3Category = z.infer<typeof reportScope3CategorySchema>;

export const reportYearTotalsSchema = z.object({
  period_year: z.number().int(),
  total_co2e_kg: z.number(),
  total_co2e_kg_market: z.number(),
  scope1_kg: z.number(),
  scope2_location_kg: z.number(),
  scope2_market_kg: z.number(),
  scope3_kg: z.number(),
});
export type ReportYearTotals = z.infer<typeof reportYearTotalsSchema>;

export const reportDatasetSchema = z.object({
  source: z.string(),
  dataset_version: z.string().nullable(),
  /** Null for the company's own factors and datasets not in the library. */
  title: z.string().nullable(),
  publisher: z.string().nullable(),
  licence: z.string().nullable(),
  licence_url: z.string().nullable(),
  attribution: z.string().nullable(),
  gwp_basis: z.string().nullable(),
  /** Entries of the year computed with a factor of this dataset. */
  entries: z.number().int(),
  co2e_kg: z.number(),
});
export type ReportDataset = z.infer<typeof reportDatasetSchema>;

export const reportSiteSchema = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string(),
  employees: z.number().int().nullable(),
  surface_m2: z.number().nullable(),
  /** Location-based, by the inventory's `by_site` rule. */
  co2e_kg: z.number(),
});

/** The entries a preview carries at most; the documents carry them all. */
export const REPORT_PREVIEW_MAX_ENTRIES = 500;

export const ghgInventoryModelSchema = z.object({
  kind: z.literal('ghg_inventory'),
  ...reportHeaderFields,
  boundary: z.object({
    /** GHG Protocol: the app applies operational control (every site the company enters is one it operates). */
    consolidation_approach: z.enum(['operational_control', 'financial_control', 'equity_share']),
    sites: z.array(reportSiteSchema),
  }),
  /** Equal to GET /inventory's figures for the company and year. */
  totals: reportYearTotalsSchema.extend({
    uncertainty_percent: z.number().nullable(),
    /** total × (1 ∓ uncertainty); null without an uncertainty. */
    low_co2e_kg: z.number().nullable(),
    high_co2e_kg: z.number().nullable(),
  }),
  scope1: z.array(reportCategoryLineSchema),
  scope2: z.array(reportCategoryLineSchema),
  scope3: z.array(reportScope3CategorySchema),
  previous: reportYearTotalsSchema.nullable(),
  /** Change of the location-based total against the previous year, percent; null without a previous year. */
  change_percent: z.number().nullable(),
  /** The last years with entries, oldest first (up to 5), this year included. */
  trend: z.array(reportYearTotalsSchema),
  intensity: z.object({
    employees: z.number().int().nullable(),
    kg_per_employee: z.number().nullable(),
    annual_revenue_eur: z.number().nullable(),
    kg_per_million_eur: z.number().nullable(),
  }),
  methodology: z.object({
    gwp: z.string(),
    datasets: z.array(reportDatasetSchema),
  }),
  entry_count: z.number().int(),
  /** In the preview: the largest REPORT_PREVIEW_MAX_ENTRIES entries; in the documents, every entry. */
  entries: z.array(reportEntrySchema),
});
export type GhgInventoryModel = z.infer<typeof ghgInventoryModelSchema>;

/**
 * The BEGES gas columns, t CO2e (docs/decisions/0031-reports-and-export.md, "Gas columns"): each entry's CO2e split
 * with its factor's published shares. co2_fossil + ch4 + n2o + other + not_split equals the line's total; not_split
 * holds the CO2e of entries whose factor publishes no split. co2_biogenic is reported beside the total, not in it.
 */
export const begesGasesSchema = z.object({
  co2_fossil_t: z.number(),
  ch4_t: z.number(),
  n2o_t: z.number(),
  other_t: z.number(),
  not_split_t: z.number(),
  co2_biogenic_t: z.number(),
});
export type BegesGases = z.infer<typeof begesGasesSchema>;

export const begesItemSchema = z.object({
  /** '1.1' … '6.1' */
  code: z.string(),
  name: z.string(),
  /** The GHG Protocol scope / scope 3 category the item maps to (standards.md section 2.2). */
  ghg_protocol: z.string(),
  co2e_t: z.number(),
  /** Same figure in kg, to compare with the inventory to the kilogram. */
  co2e_kg: z.number(),
  /** Uncertainty of the item, t CO2e (quadratic sum of the entries'); null when no entry has one. */
  uncertainty_t: z.number().nullable(),
  entries: z.number().int(),
  gases: begesGasesSchema,
});
export type BegesItem = z.infer<typeof begesItemSchema>;

export const begesModelSchema = z.object({
  kind: z.literal('beges'),
  ...reportHeaderFields,
  method: z.string(),
  categories: z.array(
    z.object({
      number: z.number().int().min(1).max(6),
      name: z.string(),
      co2e_t: z.number(),
      co2e_kg: z.number(),
      gases: begesGasesSchema,
      items: z.array(begesItemSchema),
    }),
  ),
  /** Location-based total (BEGES uses the average mix; no market-based disclosure). */
  total_co2e_t: z.number(),
  total_co2e_kg: z.number(),
  total_gases: begesGasesSchema,
  /** Scope 2 market-based, outside the BEGES table, for information. */
  scope2_market_co2e_kg: z.number(),
  methodology: z.object({ gwp: z.string(), datasets: z.array(reportDatasetSchema) }),
  entry_count: z.number().int(),
  entries: z.array(reportEntrySchema),
});
export type BegesModel = z.infer<typeof begesModelSchema>;

export const productReportModelSchema = z.object({
  kind: z.literal('product'),
  ...reportHeaderFields,
  product: z.object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    /** The declared unit (ISO 14067): one `unit` of the product. */
    unit: z.string(),
    weight_per_unit_kg: z.number(),
    category: z.string(),
    site_name: z.string().nullable(),
  }),
  footprint: footprintSchema,
  /** Each stage's share of the footprint, percent, in PRODUCT_STAGES order. */
  stages: z.array(z.object({ stage: z.string(), name: z.string(), co2e_kg: z.number(), share_percent: z.number() })),
  method: z.object({
    standard: z.string(),
    /** 'cradle_to_gate': the stages the app models end at the gate plus distribution (partial CFP). */
    boundary: z.string(),
    gwp: z.string(),
    /** Texts of the method and its limits, in `locale`. */
    statements: z.array(z.object({ title: z.string(), text: z.string() })),
  }),
  methodology: z.object({ datasets: z.array(reportDatasetSchema) }),
});
export type ProductReportModel = z.infer<typeof productReportModelSchema>;

/** An assumption of a scenario in the report's language: what it is, its value with its unit, where it comes from. */
export const reportScenarioAssumptionSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.string(),
  source: z.string(),
});
export type ReportScenarioAssumption = z.infer<typeof reportScenarioAssumptionSchema>;

export const reportScenarioSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(SCENARIO_TYPES),
  /** The type in `locale` ("Solar panels", "Panneaux solaires"). */
  type_name: z.string(),
  site_id: z.string(),
  site_name: z.string(),
  data_source: z.enum(DATA_SOURCES),
  /** The scenario's stored results, as GET /scenarios gives them (financials, avoided emissions). */
  results: scenarioResultsSchema,
  assumptions: z.array(reportScenarioAssumptionSchema),
});
export type ReportScenario = z.infer<typeof reportScenarioSchema>;

/**
 * The scenarios report (issue 13): the company's scenarios with their assumptions and financials, the marginal
 * abatement cost curve and the portfolio trajectory, as GET /scenarios, GET /scenarios/macc and GET /portfolio give
 * them (the report year only names the document: scenarios are not tied to a reporting year).
 */
export const scenariosReportModelSchema = z.object({
  kind: z.literal('scenarios'),
  ...reportHeaderFields,
  /** Oldest first, as GET /scenarios lists them; empty when the company has none (the documents say so). */
  scenarios: z.array(reportScenarioSchema),
  /** Sums over every scenario (not only those of the portfolio). */
  totals: z.object({
    capex_eur: z.number(),
    subsidies_eur: z.number(),
    net_capex_eur: z.number(),
    annual_savings_eur: z.number(),
    npv_eur: z.number(),
    annual_avoided_kg_co2e: z.number(),
  }),
  macc: maccSchema,
  portfolio: portfolioSchema,
});
export type ScenariosReportModel = z.infer<typeof scenariosReportModelSchema>;

export const reportModelSchema = z.discriminatedUnion('kind', [
  ghgInventoryModelSchema,
  begesModelSchema,
  productReportModelSchema,
  scenariosReportModelSchema,
]);
export type ReportModel = z.infer<typeof reportModelSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Endpoints

const tags = ['reports'];

export const reportEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/reports',
    auth: 'bearer',
    tags,
    summary: 'Produce a report document as a job (Pro and Enterprise; 403 plan_limit on Free)',
    description:
      'Answers 202 {job_id, report_id}; GET /jobs/{job_id} gives the progress and, once succeeded, ' +
      'result {download_url, report_id, file_name}. Kind `product` needs product_id. Kind `scenarios` reports the ' +
      'scenarios, their financials, the MACC and the portfolio trajectory (GET /scenarios, /scenarios/macc, /portfolio).',
    body: createReportInputSchema,
    success: { status: 202, schema: reportStartedSchema },
    errors: [400, 401, 403, 404, 422],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/reports',
    auth: 'bearer',
    tags,
    summary: 'The company’s past reports, newest first',
    query: listReportsQuerySchema,
    success: { status: 200, schema: reportListSchema },
    errors: [401, 404, 422],
  }),
  preview: defineEndpoint({
    method: 'GET',
    path: '/reports/preview',
    auth: 'bearer',
    tags,
    summary: 'What a report says, as JSON (every plan)',
    query: previewReportQuerySchema,
    success: { status: 200, schema: reportModelSchema },
    errors: [401, 404, 422],
  }),
  download: defineEndpoint({
    method: 'GET',
    path: '/reports/:id/download',
    auth: 'bearer',
    tags,
    summary: 'The report’s file (PDF, XLSX or CSV) as an attachment',
    description: 'Another company’s report, an unknown id and a report whose file is not produced yet answer 404.',
    params: reportIdParamsSchema,
    success: {
      status: 200,
      schema: z.unknown().describe('The file, with its content type and Content-Disposition file name'),
    },
    errors: [401, 404, 422],
  }),
};
