import { sectorSchema, type Company, type UpdateCompanyInput } from '@carbon/contracts/companies';
import type { CompanyChanges, CompanyRow } from './companies.repository.ts';

export function toCompany(row: CompanyRow): Company {
  const sector = sectorSchema.safeParse(row.sector);
  return {
    id: row.id,
    name: row.name,
    // Only the contract's sectors are ever written; anything else (a retired sector) reads as unset.
    sector: sector.success ? sector.data : null,
    country: row.country,
    employees: row.employees,
    annual_revenue: row.annualRevenue,
    reporting_year: row.reportingYear,
    created_at: row.createdAt.toISOString(),
  };
}

/** The fields given on update, from the contract to the columns; those left out stay unchanged. */
export function toCompanyChanges(input: UpdateCompanyInput): CompanyChanges {
  return {
    name: input.name,
    sector: input.sector,
    country: input.country,
    employees: input.employees,
    annualRevenue: input.annual_revenue,
    reportingYear: input.reporting_year,
  };
}
