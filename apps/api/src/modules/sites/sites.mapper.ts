import type { Site } from '@carbon/contracts/companies';
import type { SiteRow } from './sites.repository.ts';

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
