import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import {
  categoryStatuses,
  companies,
  companyEnergyPrices,
  companyExports,
  emissionFactors,
  entries,
  entryShares,
  memberships,
  pactImports,
  pactSupplierConnections,
  productLines,
  products,
  projects,
  reportFiles,
  reports,
  scenarios,
  simpleProducts,
  sites,
  users,
} from '@carbon/db/schema';
import type { Database } from '../../platform/db.ts';
import { readCompanyName } from '../companies/companies.repository.ts';

export interface OwnedCompany {
  companyId: string;
  name: string;
  otherMembers: number;
}

export type ExportRow = Record<string, unknown>;

/** The company's data for the export, read table by table (each row as stored, snake_case in the files). */
export interface CompanyData {
  company: ExportRow;
  sites: ExportRow[];
  projects: ExportRow[];
  entries: ExportRow[];
  entryShares: ExportRow[];
  emissionFactors: ExportRow[];
  energyPrices: ExportRow[];
  categoryStatuses: ExportRow[];
  products: ExportRow[];
  productLines: ExportRow[];
  simpleProducts: ExportRow[];
  scenarios: ExportRow[];
  reports: ExportRow[];
  /** PACT supplier connections, without the secrets (the supplier's, and the hash of ours). */
  pactSuppliers: ExportRow[];
  /** Supplier footprints imported as company factors, as received. */
  pactImports: ExportRow[];
}

export class AccountRepository {
  constructor(private readonly db: Database) {}

  transaction<T>(work: (repository: AccountRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new AccountRepository(tx)));
  }

  /** The companies the user owns, with how many other people are members of each. */
  async ownedCompanies(userId: string): Promise<OwnedCompany[]> {
    const rows = await this.db
      .select({
        companyId: companies.id,
        name: companies.name,
        otherMembers: sql<number>`(SELECT count(*)::int FROM memberships m WHERE m.company_id = ${companies.id} AND m.user_id <> ${userId})`,
      })
      .from(memberships)
      .innerJoin(companies, eq(companies.id, memberships.companyId))
      .where(and(eq(memberships.userId, userId), eq(memberships.role, 'owner')))
      .orderBy(asc(companies.createdAt));
    return rows.map((row) => ({ ...row, otherMembers: Number(row.otherMembers) }));
  }

  /** Memberships go with the user (ON DELETE CASCADE); their jobs and reports keep existing without them. */
  async deleteUser(userId: string): Promise<void> {
    await this.db.delete(users).where(eq(users.id, userId));
  }

  /** Whether the user belongs to a company other than this one. */
  async hasOtherMembership(userId: string, companyId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ companyId: memberships.companyId })
      .from(memberships)
      .where(and(eq(memberships.userId, userId), ne(memberships.companyId, companyId)))
      .limit(1);
    return row !== undefined;
  }

  /**
   * Members whose default company this was move to another of their companies (the oldest membership), so they
   * keep signing in; then the company goes, and every table holding its rows follows by ON DELETE CASCADE.
   */
  async deleteCompany(companyId: string): Promise<void> {
    await this.db.execute(sql`
      UPDATE users SET default_company_id = (
        SELECT m.company_id FROM memberships m
        WHERE m.user_id = users.id AND m.company_id <> ${companyId}
        ORDER BY m.created_at LIMIT 1)
      WHERE default_company_id = ${companyId}`);
    await this.db.delete(companies).where(eq(companies.id, companyId));
  }

  companyName(companyId: string): Promise<string | null> {
    return readCompanyName(this.db, companyId);
  }

  async companyData(companyId: string): Promise<CompanyData | null> {
    const [company] = await this.db.select().from(companies).where(eq(companies.id, companyId));
    if (!company) return null;
    const productIds = (
      await this.db.select({ id: products.id }).from(products).where(eq(products.companyId, companyId))
    ).map((row) => row.id);
    const [
      siteRows,
      projectRows,
      entryRows,
      shareRows,
      factorRows,
      priceRows,
      statusRows,
      productRows,
      lineRows,
      simpleRows,
      scenarioRows,
      reportRows,
      pactSupplierRows,
      pactImportRows,
    ] = await Promise.all([
      this.db.select().from(sites).where(eq(sites.companyId, companyId)).orderBy(asc(sites.createdAt)),
      this.db.select().from(projects).where(eq(projects.companyId, companyId)).orderBy(asc(projects.createdAt)),
      this.db
        .select()
        .from(entries)
        .where(eq(entries.companyId, companyId))
        .orderBy(asc(entries.periodYear), asc(entries.createdAt), asc(entries.id)),
      this.db.select().from(entryShares).where(eq(entryShares.companyId, companyId)),
      this.db
        .select()
        .from(emissionFactors)
        .where(eq(emissionFactors.companyId, companyId))
        .orderBy(asc(emissionFactors.createdAt)),
      this.db.select().from(companyEnergyPrices).where(eq(companyEnergyPrices.companyId, companyId)),
      this.db.select().from(categoryStatuses).where(eq(categoryStatuses.companyId, companyId)),
      this.db.select().from(products).where(eq(products.companyId, companyId)).orderBy(asc(products.createdAt)),
      productIds.length === 0
        ? Promise.resolve([])
        : this.db.select().from(productLines).where(inArray(productLines.productId, productIds)),
      this.db.select().from(simpleProducts).where(eq(simpleProducts.companyId, companyId)),
      this.db.select().from(scenarios).where(eq(scenarios.companyId, companyId)).orderBy(asc(scenarios.createdAt)),
      this.db.select().from(reports).where(eq(reports.companyId, companyId)).orderBy(asc(reports.createdAt)),
      this.db
        .select({
          id: pactSupplierConnections.id,
          name: pactSupplierConnections.name,
          baseUrl: pactSupplierConnections.baseUrl,
          clientId: pactSupplierConnections.clientId,
          eventsClientId: pactSupplierConnections.eventsClientId,
          lastRefreshedAt: pactSupplierConnections.lastRefreshedAt,
          lastError: pactSupplierConnections.lastError,
          createdAt: pactSupplierConnections.createdAt,
        })
        .from(pactSupplierConnections)
        .where(eq(pactSupplierConnections.companyId, companyId))
        .orderBy(asc(pactSupplierConnections.createdAt)),
      this.db
        .select()
        .from(pactImports)
        .where(eq(pactImports.companyId, companyId))
        .orderBy(asc(pactImports.createdAt)),
    ]);
    return {
      company,
      sites: siteRows,
      projects: projectRows,
      entries: entryRows,
      entryShares: shareRows,
      emissionFactors: factorRows,
      energyPrices: priceRows,
      categoryStatuses: statusRows,
      products: productRows,
      productLines: lineRows,
      simpleProducts: simpleRows,
      scenarios: scenarioRows,
      reports: reportRows,
      pactSuppliers: pactSupplierRows,
      pactImports: pactImportRows,
    };
  }

  /** The stored report files of the company, one at a time so that a large history never sits in memory at once. */
  async reportFile(companyId: string, reportId: string): Promise<Buffer | null> {
    const [row] = await this.db
      .select({ content: reportFiles.content })
      .from(reportFiles)
      .innerJoin(reports, eq(reports.id, reportFiles.reportId))
      .where(and(eq(reports.id, reportId), eq(reports.companyId, companyId)));
    return row?.content ?? null;
  }

  async insertExport(companyId: string, userId: string, fileName: string): Promise<string> {
    const [row] = await this.db
      .insert(companyExports)
      .values({ companyId, userId, fileName })
      .returning({ id: companyExports.id });
    if (!row) throw new Error('company_exports insert returned no row');
    return row.id;
  }

  async setExportJob(exportId: string, jobId: string): Promise<void> {
    await this.db.update(companyExports).set({ jobId }).where(eq(companyExports.id, exportId));
  }

  async findExport(exportId: string): Promise<{ id: string; companyId: string; fileName: string } | null> {
    const [row] = await this.db
      .select({ id: companyExports.id, companyId: companyExports.companyId, fileName: companyExports.fileName })
      .from(companyExports)
      .where(eq(companyExports.id, exportId));
    return row ?? null;
  }

  async saveExport(exportId: string, content: Buffer): Promise<void> {
    await this.db
      .update(companyExports)
      .set({ content, sizeBytes: content.length })
      .where(eq(companyExports.id, exportId));
  }

  /** The ZIP of this company's export, once built; null for another company's id or before the job finished. */
  async exportContent(companyId: string, exportId: string): Promise<{ fileName: string; content: Buffer } | null> {
    const [row] = await this.db
      .select({ fileName: companyExports.fileName, content: companyExports.content })
      .from(companyExports)
      .where(
        and(eq(companyExports.id, exportId), eq(companyExports.companyId, companyId), isNotNull(companyExports.content)),
      );
    return row?.content ? { fileName: row.fileName, content: row.content } : null;
  }
}
