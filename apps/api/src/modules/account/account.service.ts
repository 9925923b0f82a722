import { EXPORT_FILE_PREFIX, type ExportStarted, type PasswordConfirmation } from '@carbon/contracts/account';
import { AppError, notFound } from '../../platform/errors.ts';
import type { JobContext, JobQueue } from '../../platform/jobs-queue.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { CompaniesService } from '../companies/companies.service.ts';
import { slugify } from '../reports/report-format.ts';
import { buildExportZip } from './account.export.ts';
import type { AccountRepository } from './account.repository.ts';

export const EXPORT_JOB_KIND = 'account.company-export';

interface ExportJobPayload {
  [key: string]: unknown;
  export_id: string;
}

export function exportDownloadUrl(companyId: string, exportId: string): string {
  return `/api/v1/companies/${companyId}/export/${exportId}`;
}

/** `carbon-ledger-export-demo-industries-2026-11-24.zip` */
export function exportFileName(companyName: string, date: Date): string {
  return `${EXPORT_FILE_PREFIX}-${slugify(companyName) || 'company'}-${date.toISOString().slice(0, 10)}.zip`;
}

const OWNER: readonly ['owner'] = ['owner'];

/**
 * The user's rights (issue 16 section 4, docs/decisions/0034-account-deletion-and-export.md): erasure of the
 * account and of a company, at once for access (the user row is gone, so every token answers 401 and sign-in
 * fails), and portability of the company's data as a ZIP built by a job.
 */
export class AccountService {
  constructor(
    private readonly repository: AccountRepository,
    private readonly auth: AuthService,
    private readonly companies: CompaniesService,
    private readonly jobs: JobQueue,
  ) {
    jobs.register<ExportJobPayload>(EXPORT_JOB_KIND, (payload, context) => this.runExport(payload, context), {
      retryLimit: 1,
    });
  }

  /**
   * An owner must first hand the company over or delete it: deleting the account alone would leave a company
   * nobody can manage (other members) or data nobody can reach (sole owner).
   */
  async deleteAccount(userId: string, input: PasswordConfirmation): Promise<void> {
    await this.auth.confirmPassword(userId, input.password);
    await this.repository.transaction(async (repository) => {
      const [owned] = await repository.ownedCompanies(userId);
      if (owned) {
        throw new AppError(409, owned.otherMembers > 0 ? 'owner_must_transfer_company' : 'owner_must_delete_company', {
          messageParams: { company: owned.name },
        });
      }
      await repository.deleteUser(userId);
    });
  }

  /**
   * Owner only. When it was the owner's only company, their account goes with it: an account signs in to its
   * company, so it would be left unable to sign in, and so unable to delete itself.
   */
  async deleteCompany(userId: string, companyId: string, input: PasswordConfirmation): Promise<void> {
    await this.companies.requireRole(userId, companyId, OWNER);
    await this.auth.confirmPassword(userId, input.password);
    await this.repository.transaction(async (repository) => {
      const keepAccount = await repository.hasOtherMembership(userId, companyId);
      await repository.deleteCompany(companyId);
      if (!keepAccount) await repository.deleteUser(userId);
    });
  }

  async startExport(userId: string, companyId: string): Promise<ExportStarted> {
    await this.companies.requireRole(userId, companyId, OWNER);
    const name = await this.repository.companyName(companyId);
    if (name === null) throw notFound();
    const exportId = await this.repository.insertExport(companyId, userId, exportFileName(name, new Date()));
    const jobId = await this.jobs.enqueue(EXPORT_JOB_KIND, { export_id: exportId }, { companyId, userId });
    await this.repository.setExportJob(exportId, jobId);
    return { job_id: jobId, export_id: exportId };
  }

  async download(userId: string, companyId: string, exportId: string): Promise<{ fileName: string; content: Buffer }> {
    await this.companies.requireRole(userId, companyId, OWNER);
    const file = await this.repository.exportContent(companyId, exportId);
    if (!file) throw notFound();
    return file;
  }

  /** Reads everything, zips it, stores it; a retry rebuilds the same archive. */
  private async runExport(payload: ExportJobPayload, context: JobContext): Promise<Record<string, unknown>> {
    const found = await this.repository.findExport(payload.export_id);
    if (!found) throw notFound();
    await context.reportProgress(0.05);
    const data = await this.repository.companyData(found.companyId);
    if (!data) throw notFound();
    await context.reportProgress(0.4);
    const files = new Map<string, Buffer>();
    const produced = data.reports.filter((report) => report.status === 'succeeded');
    for (const [index, report] of produced.entries()) {
      const content = await this.repository.reportFile(found.companyId, String(report.id));
      // Two reports may share a name (same kind, year and company): the id keeps each one.
      if (content) files.set(`${String(report.id).slice(0, 8)}-${String(report.fileName)}`, content);
      await context.reportProgress(0.4 + (0.4 * (index + 1)) / produced.length);
    }
    const zip = buildExportZip(data, files, new Date());
    await context.reportProgress(0.9);
    await this.repository.saveExport(found.id, zip);
    return {
      export_id: found.id,
      download_url: exportDownloadUrl(found.companyId, found.id),
      file_name: found.fileName,
      size_bytes: zip.length,
    };
  }
}
