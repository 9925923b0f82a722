import type { CreateSiteInput, Site, UpdateSiteInput } from '@carbon/contracts/companies';
import type { NewSite, SiteChanges, SiteRow } from './sites.repository.ts';

export function toSite(row: SiteRow): Site {
  return {
    id: row.id,
    company_id: row.companyId,
    name: row.name,
    address: row.address,
    country: row.country,
    surface_m2: row.surfaceM2,
    employees: row.employees,
    created_at: row.createdAt.toISOString(),
  };
}

/** A site's fields from the contract to the columns: all of them on create, those given on update. */
export function toSiteValues(input: CreateSiteInput): Omit<NewSite, 'companyId'>;
export function toSiteValues(input: UpdateSiteInput): SiteChanges;
export function toSiteValues(input: UpdateSiteInput): SiteChanges {
  return {
    name: input.name,
    address: input.address,
    country: input.country,
    surfaceM2: input.surface_m2,
    employees: input.employees,
  };
}
