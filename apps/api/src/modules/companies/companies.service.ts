import type { Role } from '@carbon/contracts/auth';
import type { Company, UpdateCompanyInput } from '@carbon/contracts/companies';
import { forbidden, notFound } from '../../platform/errors.ts';
import { toCompany, toCompanyChanges } from './companies.mapper.ts';
import type { CompaniesRepository } from './companies.repository.ts';

/** Who may change what: owners and admins manage the company; editors also edit its data (sites...). */
export const companyManagers: readonly Role[] = ['owner', 'admin'];
export const dataEditors: readonly Role[] = ['owner', 'admin', 'editor'];

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
