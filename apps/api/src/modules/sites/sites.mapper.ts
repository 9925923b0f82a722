import type { CreateSiteInput, Site, UpdateSiteInput } from '@carbon/contracts/companies';
import { resolveSiteLocation } from '../scenarios/site-location.ts';
import type { NewSite, SiteChanges, SiteRow } from './sites.repository.ts';

export function toSite(row: SiteRow): Site {
  const location = resolveSiteLocation(row);
  return {
    id: row.id,
    company_id: row.companyId,
    name: row.name,
    address: row.address,
    country: row.country,
    surface_m2: row.surfaceM2,
    employees: row.employees,
    created_at: row.createdAt.toISOString(),
    latitude: location?.latitude ?? null,
    longitude: location?.longitude ?? null,
    location_source: location?.source ?? null,
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
    latitude: input.latitude,
    longitude: input.longitude,
  };
}
