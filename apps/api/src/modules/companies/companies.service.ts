import type { Role } from '@carbon/contracts/auth';
import type { Company, UpdateCompanyInput } from '@carbon/contracts/companies';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import { toCompany, toCompanyChanges } from './companies.mapper.ts';
import type { CompaniesRepository } from './companies.repository.ts';

/** Who may change what: owners and admins manage the company; editors also edit its data (sites...). */
export const companyManagers: readonly Role[] = ['owner', 'admin'];
export const dataEditors: readonly Role[] = ['owner', 'admin', 'editor'];

/** A row of the shared library (emission factors, catalog items): everyone reads it, nobody edits it. */
export const libraryReadOnly = () => new AppError(403, 'library_read_only');

export class CompaniesService {
  constructor(private readonly repository: CompaniesRepository) {}

  /**
   * The tenancy gate: 404 when the caller is not a member (another tenant's ids must look like missing ones),
   * 403 when a member lacks the role. Returns the caller's role.
   */
  async requireRole(userId: string, companyId: string, allowed?: readonly Role[]): Promise<Role> {
    const role = await this.repository.findRole(userId, companyId);
    if (!role) throw notFound();
    if (allowed && !allowed.includes(role)) throw forbidden();
    return role;
  }

  /**
   * The gate for a row of a table that holds both the shared library (company_id NULL) and companies' own rows:
   * 404 when missing or another tenant's, 403 library_read_only for a library row (its existence is public: the
   * library is), 403 for a member without an editing role.
   */
  async requireEditableRow<Row extends { companyId: string | null }>(
    userId: string,
    row: Row | null | undefined,
  ): Promise<Row & { companyId: string }> {
    if (!row) throw notFound();
    if (row.companyId === null) throw libraryReadOnly();
    await this.requireRole(userId, row.companyId, dataEditors);
    return row as Row & { companyId: string };
  }

  async get(userId: string, companyId: string): Promise<Company> {
    const found = await this.repository.findForMember(userId, companyId);
    if (!found) throw notFound();
    return toCompany(found.company);
  }

  async update(userId: string, companyId: string, input: UpdateCompanyInput): Promise<Company> {
    await this.requireRole(userId, companyId, companyManagers);
    const row = await this.repository.update(companyId, toCompanyChanges(input));
    if (!row) throw notFound();
    return toCompany(row);
  }
}
