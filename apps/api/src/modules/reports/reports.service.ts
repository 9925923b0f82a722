import {
  REPORT_CONTENT_TYPES,
  REPORT_PREVIEW_MAX_ENTRIES,
  type CreateReportInput,
  type PreviewReportQuery,
  type Report,
  type ReportFormat,
  type ReportKind,
  type ReportList,
  type ReportModel,
  type ReportStarted,
  type ScenariosReportModel,
} from '@carbon/contracts/reports';
import type { AppLocale } from '@carbon/i18n/locale';
import { AppError, notFound } from '../../platform/errors.ts';
import type { JobContext, JobQueue } from '../../platform/jobs-queue.ts';
import type { CategoryStatusService } from '../category-status/category-status.service.ts';
import type { CompaniesService } from '../companies/companies.service.ts';
import type { EntitlementsService } from '../entitlements/entitlements.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { PortfolioService } from '../portfolio/portfolio.service.ts';
import type { ProductsService } from '../products/products.service.ts';
import type { ScenariosService } from '../scenarios/scenarios.service.ts';
import { renderCsv } from './render/csv.ts';
import { renderPdf } from './render/pdf.ts';
import { renderScenariosCsv } from './render/scenarios-csv.ts';
import { scenariosPdf } from './render/scenarios-pdf.ts';
import { renderScenariosXlsx } from './render/scenarios-xlsx.ts';
import { renderXlsx } from './render/xlsx.ts';
import { buildBegesModel, buildGhgInventoryModel, buildProductModel, type InventoryInputs } from './report-model.ts';
import { slugify } from './report-format.ts';
import { buildScenariosModel } from './scenarios-report-model.ts';
import type { CompanyFacts, ReportRow, ReportsRepository } from './reports.repository.ts';

export const REPORT_JOB_KIND = 'reports.render';
/** Years of the trend chart and table, this one included. */
const TREND_YEARS = 5;
const FILE_PREFIX: Record<ReportKind, string> = {
  ghg_inventory: 'ghg-inventory',
  beges: 'beges',
  product: 'product-footprint',
  scenarios: 'scenarios',
};

interface ReportJobPayload {
  [key: string]: unknown;
  report_id: string;
}

export function downloadUrl(reportId: string): string {
  return `/api/v1/reports/${reportId}/download`;
}

/** `ghg-inventory-2025-demo-industries.pdf`; a product's report names the product too. */
export function reportFileName(
  kind: ReportKind,
  format: ReportFormat,
  periodYear: number,
  companyName: string,
  productName: string | null,
): string {
  const product = productName ? `-${slugify(productName)}` : '';
  return `${FILE_PREFIX[kind]}${product}-${periodYear}-${slugify(companyName)}.${format}`;
}

/** The scenarios report's renderers (their own files, on the shared layout, workbook and CSV helpers). */
function renderScenarios(model: ScenariosReportModel, format: ReportFormat): Promise<Buffer> | Buffer {
  return format === 'pdf' ? scenariosPdf(model) : format === 'xlsx' ? renderScenariosXlsx(model) : renderScenariosCsv(model);
}

function toReport(row: ReportRow): Report {
  const produced = row.status === 'succeeded';
  return {
    id: row.id,
    company_id: row.companyId,
    kind: row.kind,
    format: row.format,
    locale: row.locale,
    period_year: row.periodYear,
    product_id: row.productId,
    product_name: row.productName,
    status: row.status,
    job_id: row.jobId,
    file_name: row.fileName,
    size_bytes: produced ? row.sizeBytes : null,
    created_at: row.createdAt.toISOString(),
    download_url: produced ? downloadUrl(row.id) : null,
  };
}

/**
 * Reports and export (issue 13, docs/decisions/0031-reports-and-export.md): the report model is built from the
 * ledger's own aggregation and the other modules' services (category statuses, products), rendered by a job into a
 * PDF, an Excel workbook or a CSV, stored with the report row, and downloaded by members of the company only.
 */
export class ReportsService {
  constructor(
    private readonly repository: ReportsRepository,
    private readonly companies: CompaniesService,
    private readonly entitlements: EntitlementsService,
    private readonly ledger: LedgerService,
    private readonly categoryStatus: CategoryStatusService,
    private readonly products: ProductsService,
    private readonly jobs: JobQueue,
    private readonly scenarios: ScenariosService,
    private readonly portfolio: PortfolioService,
  ) {
    jobs.register<ReportJobPayload>(REPORT_JOB_KIND, (payload, context) => this.runJob(payload, context), {
      retryLimit: 1,
    });
  }

  /** 202: the report row and its job; any member may export (viewers included), on a plan that includes export. */
  /**
   * `actingUserId` is recorded on the report and its job, which renders it as that user later (see actingUserId in
   * platform/auth.ts); the caller by default.
   */
  async create(userId: string, input: CreateReportInput, actingUserId: string | null = userId): Promise<ReportStarted> {
    await this.companies.requireRole(userId, input.company_id);
    await this.entitlements.assertAllowed(input.company_id, 'export');
    const company = await this.repository.company(input.company_id);
    if (!company) throw notFound();
    let product: { id: string; name: string } | null = null;
    if (input.kind === 'product') {
      product = await this.repository.productOf(input.company_id, input.product_id ?? '');
      // Another company's product, like an unknown one, is not found (404), as for any other tenant's data.
      if (!product) throw notFound();
    }
    const report = await this.repository.insert({
      companyId: input.company_id,
      userId: actingUserId,
      kind: input.kind,
      format: input.format,
      locale: input.locale,
      periodYear: input.period_year,
      productId: product?.id ?? null,
      productName: product?.name ?? null,
      fileName: reportFileName(input.kind, input.format, input.period_year, company.name, product?.name ?? null),
    });
    const jobId = await this.jobs.enqueue(REPORT_JOB_KIND, { report_id: report.id }, { companyId: input.company_id, userId: actingUserId });
    await this.repository.setJob(report.id, jobId);
    return { job_id: jobId, report_id: report.id };
  }

  async list(userId: string, companyId: string): Promise<ReportList> {
    await this.companies.requireRole(userId, companyId);
    return { items: (await this.repository.list(companyId)).map(toReport) };
  }

  /** The model as JSON, on every plan (the screen shows reports on Free, SPEC section 6). */
  async preview(userId: string, query: PreviewReportQuery, requestLocale: AppLocale): Promise<ReportModel> {
    await this.companies.requireRole(userId, query.company_id);
    if (query.kind === 'product') {
      const product = await this.repository.productOf(query.company_id, query.product_id ?? '');
      if (!product) throw notFound();
    }
    return this.model(
      userId,
      {
        companyId: query.company_id,
        periodYear: query.period_year,
        kind: query.kind,
        locale: query.locale ?? requestLocale,
        productId: query.product_id ?? null,
      },
      REPORT_PREVIEW_MAX_ENTRIES,
    );
  }

  /** The file, for members of the report's company once it is produced; 404 for anyone else and before. */
  async download(
    userId: string,
    reportId: string,
  ): Promise<{ fileName: string; contentType: string; content: Buffer }> {
    const report = await this.repository.find(reportId);
    if (!report) throw notFound();
    await this.companies.requireRole(userId, report.companyId);
    if (report.status !== 'succeeded') throw notFound();
    const file = await this.repository.file(reportId);
    if (!file) throw notFound();
    return { fileName: report.fileName, contentType: file.contentType, content: file.content };
  }

  private async model(
    userId: string,
    request: { companyId: string; periodYear: number; kind: ReportKind; locale: AppLocale; productId: string | null },
    maxEntries?: number,
    progress?: (fraction: number) => Promise<void>,
  ): Promise<ReportModel> {
    const company = await this.repository.company(request.companyId);
    if (!company) throw notFound();
    const generatedAt = new Date();
    if (request.kind === 'product') {
      const product = await this.products.get(userId, request.productId ?? '');
      if (product.company_id !== request.companyId) throw notFound();
      const sites = await this.repository.sites(request.companyId);
      const sources = [...new Set(product.footprint.lines.flatMap((line) => (line.factor ? [line.factor.source] : [])))];
      return buildProductModel({
        locale: request.locale,
        periodYear: request.periodYear,
        generatedAt,
        company,
        product,
        siteName: sites.find((site) => site.id === product.site_id)?.name ?? null,
        datasets: await this.repository.datasets(sources),
      });
    }
    if (request.kind === 'scenarios') {
      // The scenarios module's own services (membership checked again there): the figures of GET /scenarios,
      // GET /scenarios/macc and GET /portfolio, for this company only.
      const [sites, scenarios, macc, portfolio] = await Promise.all([
        this.repository.sites(request.companyId),
        this.scenarios.list(userId, request.companyId),
        this.scenarios.macc(userId, request.companyId),
        this.portfolio.get(userId, request.companyId),
      ]);
      return buildScenariosModel({
        locale: request.locale,
        periodYear: request.periodYear,
        generatedAt,
        company,
        sites,
        scenarios: scenarios.items,
        macc,
        portfolio,
      });
    }
    const inputs = await this.inventoryInputs(userId, company, request.periodYear, request.locale, generatedAt);
    await progress?.(0.4);
    if (request.kind !== 'beges') return buildGhgInventoryModel(inputs, maxEntries);
    // The BEGES gas columns: the split of the factors the year's entries used, read once for all of them.
    const factorIds = [...new Set(inputs.entries.flatMap((entry) => (entry.factorId ? [entry.factorId] : [])))];
    const factorGases = await this.repository.factorGases(company.id, factorIds);
    return buildBegesModel({ ...inputs, factorGases }, maxEntries);
  }

  private async inventoryInputs(
    userId: string,
    company: CompanyFacts,
    periodYear: number,
    locale: AppLocale,
    generatedAt: Date,
  ): Promise<InventoryInputs> {
    const companyId = company.id;
    const [sites, entries, years, statuses] = await Promise.all([
      this.repository.sites(companyId),
      this.repository.entries(companyId, periodYear),
      this.repository.yearsWithEntries(companyId),
      this.categoryStatus.list(userId, { company_id: companyId, period_year: periodYear }),
    ]);
    // The ledger's one aggregation, for this year and each year of the trend: the figures of GET /inventory.
    const trendYears = [...new Set([...years.filter((year) => year <= periodYear), periodYear])].sort().slice(-TREND_YEARS);
    const inventories = new Map<number, Awaited<ReturnType<LedgerService['aggregate']>>>();
    for (const year of trendYears) inventories.set(year, await this.ledger.aggregate(companyId, year));
    const inventory = inventories.get(periodYear) ?? (await this.ledger.aggregate(companyId, periodYear));
    const previous = years.includes(periodYear - 1)
      ? (inventories.get(periodYear - 1) ?? (await this.ledger.aggregate(companyId, periodYear - 1)))
      : null;
    const sources = [...new Set(entries.map((entry) => entry.factorSource))];
    return {
      locale,
      periodYear,
      generatedAt,
      company,
      sites,
      inventory,
      previous,
      trend: trendYears.filter((year) => year === periodYear || years.includes(year)).map((year) => inventories.get(year) ?? inventory),
      categoryStatus: statuses.items,
      entries,
      datasets: await this.repository.datasets(sources),
    };
  }

  /** Renders and stores the file; running it again (a retry after a lost run) rewrites the same file. */
  private async runJob(payload: ReportJobPayload, context: JobContext): Promise<Record<string, unknown>> {
    const report = await this.repository.find(payload.report_id);
    if (!report) throw new AppError(404, 'not_found');
    try {
      await this.repository.setStatus(report.id, 'running');
      await context.reportProgress(0.1);
      const userId = report.userId ?? context.userId;
      if (!userId) throw new AppError(404, 'not_found');
      const model = await this.model(
        userId,
        {
          companyId: report.companyId,
          periodYear: report.periodYear,
          kind: report.kind,
          locale: report.locale,
          productId: report.productId,
        },
        undefined,
        (fraction) => context.reportProgress(fraction),
      );
      await context.reportProgress(0.5);
      const content =
        model.kind === 'scenarios'
          ? await renderScenarios(model, report.format)
          : report.format === 'pdf'
            ? await renderPdf(model)
            : report.format === 'xlsx'
              ? await renderXlsx(model)
              : renderCsv(model);
      await context.reportProgress(0.9);
      await this.repository.saveFile(report.id, REPORT_CONTENT_TYPES[report.format], content);
      return { report_id: report.id, download_url: downloadUrl(report.id), file_name: report.fileName };
    } catch (error) {
      await this.repository.setStatus(report.id, context.isLastAttempt ? 'failed' : 'queued');
      throw error;
    }
  }
}
