import { countryCodeSchema, messageKeys, optionalText, yearSchema } from '@carbon/contracts/common';
import { createSiteInputSchema, sectorSchema, updateCompanyInputSchema, type Company, type Site } from '@carbon/contracts/companies';
import { createProjectInputSchema, type Project } from '@carbon/contracts/ledger';
import { z } from 'zod';
import { optionalNumber, requiredNumber } from '@/lib/locale-number';

const companyFields = updateCompanyInputSchema.shape;

/**
 * The setup form asks for every field the company_profile step requires, reusing the contract's
 * rules; number fields hold what the number input read in the user's notation.
 */
export const companyProfileFormSchema = z.object({
  name: companyFields.name.unwrap(),
  sector: z.string().min(1, { error: messageKeys.required }).pipe(sectorSchema),
  country: z.string().min(1, { error: messageKeys.country }).pipe(countryCodeSchema),
  employees: requiredNumber(companyFields.employees.unwrap()),
  annual_revenue: requiredNumber(companyFields.annual_revenue.unwrap()),
  reporting_year: requiredNumber(yearSchema),
});
export type CompanyProfileFormInput = z.input<typeof companyProfileFormSchema>;
export type CompanyProfileFormOutput = z.output<typeof companyProfileFormSchema>;

export function companyProfileDefaults(company: Company | undefined, fallbackYear: number): CompanyProfileFormInput {
  return {
    name: company?.name ?? '',
    sector: company?.sector ?? '',
    country: company?.country ?? '',
    employees: company?.employees ?? null,
    annual_revenue: company?.annual_revenue ?? null,
    reporting_year: company?.reporting_year ?? fallbackYear,
  };
}

const siteFields = createSiteInputSchema.shape;

export const siteFormSchema = z.object({
  name: siteFields.name,
  address: siteFields.address,
  country: z.string().min(1, { error: messageKeys.country }).pipe(countryCodeSchema),
  surface_m2: optionalNumber(siteFields.surface_m2),
  employees: optionalNumber(siteFields.employees),
});
export type SiteFormInput = z.input<typeof siteFormSchema>;
export type SiteFormOutput = z.output<typeof siteFormSchema>;

export function emptySiteForm(country: string): SiteFormInput {
  return { name: '', address: '', country, surface_m2: null, employees: null };
}

/** The form filled with a site's details, to edit it. */
export function siteFormValues(site: Site): SiteFormInput {
  return { name: site.name, address: site.address, country: site.country, surface_m2: site.surface_m2, employees: site.employees };
}

export type { Site };

const projectFields = createProjectInputSchema.shape;

/** A project (name, description, optional budget), reusing the contract's rules. */
export const projectFormSchema = z.object({
  name: projectFields.name,
  description: optionalText(2000, { multiline: true }),
  budget: optionalNumber(projectFields.budget.unwrap().unwrap()),
});
export type ProjectFormInput = z.input<typeof projectFormSchema>;
export type ProjectFormOutput = z.output<typeof projectFormSchema>;

export function projectFormValues(project: Project | undefined): ProjectFormInput {
  return { name: project?.name ?? '', description: project?.description ?? '', budget: project?.budget ?? null };
}
