import type { CreateSiteInput, Site, UpdateSiteInput } from '@carbon/contracts/companies';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import { dataEditors, type CompaniesService } from '../companies/companies.service.ts';
import { toSite, toSiteValues } from './sites.mapper.ts';
import type { SitesRepository } from './sites.repository.ts';

export class SitesService {
  constructor(
    private readonly repository: SitesRepository,
    private readonly companies: CompaniesService,
  ) {}

  async list(userId: string, companyId: string): Promise<Site[]> {
    await this.companies.requireRole(userId, companyId);
    return (await this.repository.listByCompany(companyId)).map(toSite);
  }

  async create(userId: string, input: CreateSiteInput): Promise<Site> {
    await this.companies.requireRole(userId, input.company_id, dataEditors);
    const row = await this.repository.insert({ companyId: input.company_id, ...toSiteValues(input) });
    return toSite(row);
  }

  async update(userId: string, siteId: string, input: UpdateSiteInput): Promise<Site> {
    const { site } = await this.requireEditable(userId, siteId);
    const row = await this.repository.update(site.companyId, siteId, toSiteValues(input));
    if (!row) throw notFound();
    return toSite(row);
  }

  async delete(userId: string, siteId: string): Promise<void> {
    const { site } = await this.requireEditable(userId, siteId);
    if (await this.repository.inLedger(site.companyId, siteId)) throw new AppError(409, 'site_has_entries');
    if (await this.repository.hasProducts(site.companyId, siteId)) throw new AppError(409, 'site_has_products');
    if (!(await this.repository.delete(site.companyId, siteId))) throw notFound();
  }

  private async requireEditable(userId: string, siteId: string) {
    const found = await this.repository.findForMember(userId, siteId);
    if (!found) throw notFound();
    if (!dataEditors.includes(found.role)) throw forbidden();
    return found;
  }
}
