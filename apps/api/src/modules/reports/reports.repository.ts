import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import {
  companies,
  emissionFactorDetails,
  emissionFactors,
  entries,
  factorDatasets,
  products,
  reportFiles,
  reports,
  sites,
} from '@carbon/db/schema';
import type { ReportFormat, ReportKind } from '@carbon/contracts/reports';
import type { AppLocale } from '@carbon/i18n/locale';
import type { Database } from '../../platform/db.ts';
import { LedgerRepository, type EntryRow } from '../ledger/ledger.repository.ts';
import type { FactorGases, StoredGases } from './beges-gases.ts';

export type ReportRow = typeof reports.$inferSelect;
export type ReportStatus = ReportRow['status'];

export interface CompanyFacts {
  id: string;
  name: string;
  country: string | null;
  sector: string | null;
  employees: number | null;
  annualRevenue: number | null;
}

export interface SiteFacts {
  id: string;
  name: string;
  country: string;
  employees: number | null;
  surfaceM2: number | null;
}

export interface DatasetFacts {
  source: string;
  datasetVersion: string;
  title: string;
  publisher: string;
  licence: string;
  licenceUrl: string | null;
  attribution: string;
  gwpBasis: string | null;
}

export interface NewReport {
  companyId: string;
  /** Null for a report queued by an API key whose maker was deleted. */
  userId: string | null;
  kind: ReportKind;
  format: ReportFormat;
  locale: AppLocale;
  periodYear: number;
  productId: string | null;
  productName: string | null;
  fileName: string;
}

/** Every entry of a year in one read: the documents list them all (a year is tens of thousands of rows at most). */
const ALL_ROWS = 10_000_000;

export class ReportsRepository {
  constructor(private readonly db: Database) {}

  async company(companyId: string): Promise<CompanyFacts | null> {
    const [row] = await this.db
      .select({
        id: companies.id,
        name: companies.name,
        country: companies.country,
        sector: companies.sector,
        employees: companies.employees,
        annualRevenue: companies.annualRevenue,
      })
      .from(companies)
      .where(eq(companies.id, companyId));
    return row ?? null;
  }

  sites(companyId: string): Promise<SiteFacts[]> {
    return this.db
      .select({
        id: sites.id,
        name: sites.name,
        country: sites.country,
        employees: sites.employees,
        surfaceM2: sites.surfaceM2,
      })
      .from(sites)
      .where(eq(sites.companyId, companyId))
      .orderBy(sites.createdAt, sites.id);
  }

  /** The year's entries in the ledger's order (each source entry followed by its derived rows). */
  async entries(companyId: string, periodYear: number): Promise<EntryRow[]> {
    const { rows } = await new LedgerRepository(this.db).listEntries({ companyId, periodYear }, ALL_ROWS, 0);
    return rows;
  }

  /** The years the company has entries in, oldest first. */
  async yearsWithEntries(companyId: string): Promise<number[]> {
    const rows = await this.db
      .selectDistinct({ year: entries.periodYear })
      .from(entries)
      .where(eq(entries.companyId, companyId))
      .orderBy(entries.periodYear);
    return rows.map((row) => row.year);
  }

  /** The library's datasets (licence, attribution) the entries' factors came from. */
  async datasets(sources: readonly string[]): Promise<DatasetFacts[]> {
    if (sources.length === 0) return [];
    return this.db
      .select({
        source: factorDatasets.source,
        datasetVersion: factorDatasets.datasetVersion,
        title: factorDatasets.title,
        publisher: factorDatasets.publisher,
        licence: factorDatasets.licence,
        licenceUrl: factorDatasets.licenceUrl,
        attribution: factorDatasets.attribution,
        gwpBasis: factorDatasets.gwpBasis,
      })
      .from(factorDatasets)
      .where(inArray(factorDatasets.source, [...sources]));
  }

  /**
   * The gas split and current CO2e per unit of the factors the entries used, in one query (the BEGES gas columns):
   * the library's factors and the company's own, never another company's.
   */
  async factorGases(companyId: string, factorIds: readonly string[]): Promise<Map<string, FactorGases>> {
    const result = new Map<string, FactorGases>();
    if (factorIds.length === 0) return result;
    const rows = await this.db
      .select({
        id: emissionFactors.id,
        kgCo2ePerUnit: emissionFactors.kgCo2ePerUnit,
        gases: emissionFactorDetails.gases,
      })
      .from(emissionFactors)
      .leftJoin(emissionFactorDetails, eq(emissionFactorDetails.factorId, emissionFactors.id))
      .where(
        and(
          inArray(emissionFactors.id, [...factorIds]),
          or(isNull(emissionFactors.companyId), eq(emissionFactors.companyId, companyId)),
        ),
      );
    for (const row of rows) {
      result.set(row.id, { kgCo2ePerUnit: row.kgCo2ePerUnit, gases: (row.gases as StoredGases | null) ?? null });
    }
    return result;
  }

  async productOf(companyId: string, productId: string): Promise<{ id: string; name: string } | null> {
    const [row] = await this.db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.companyId, companyId)));
    return row ?? null;
  }

  async insert(report: NewReport): Promise<ReportRow> {
    const [row] = await this.db.insert(reports).values(report).returning();
    if (!row) throw new Error('report not inserted');
    return row;
  }

  async setJob(reportId: string, jobId: string): Promise<void> {
    await this.db.update(reports).set({ jobId, updatedAt: new Date() }).where(eq(reports.id, reportId));
  }

  async find(reportId: string): Promise<ReportRow | null> {
    const [row] = await this.db.select().from(reports).where(eq(reports.id, reportId));
    return row ?? null;
  }

  list(companyId: string): Promise<ReportRow[]> {
    return this.db
      .select()
      .from(reports)
      .where(eq(reports.companyId, companyId))
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(200);
  }

  async setStatus(reportId: string, status: ReportStatus): Promise<void> {
    await this.db.update(reports).set({ status, updatedAt: new Date() }).where(eq(reports.id, reportId));
  }

  /** The file and the report's state change together: a listed "succeeded" report always has its file. */
  async saveFile(reportId: string, contentType: string, content: Buffer): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .insert(reportFiles)
        .values({ reportId, contentType, content })
        .onConflictDoUpdate({ target: reportFiles.reportId, set: { contentType, content } });
      await tx
        .update(reports)
        .set({ status: 'succeeded', sizeBytes: content.length, updatedAt: new Date() })
        .where(eq(reports.id, reportId));
    });
  }

  async file(reportId: string): Promise<{ contentType: string; content: Buffer } | null> {
    const [row] = await this.db
      .select({ contentType: reportFiles.contentType, content: reportFiles.content })
      .from(reportFiles)
      .where(eq(reportFiles.reportId, reportId));
    return row ?? null;
  }
}
