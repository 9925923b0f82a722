import type { Company } from '@carbon/contracts/companies';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '@/lib/regions';
import { useFormatters } from '@/lib/use-locale';

/** The company profile as read by members who may not change it (editors, viewers). */
export function CompanyDetails({ company }: { company: Company }) {
  const { t } = useTranslation('onboarding');
  const { t: tCommon } = useTranslation();
  const format = useFormatters();
  const missing = (
    <span className="text-neutral-500">
      <span aria-hidden="true">—</span>
      <span className="sr-only">{tCommon('status.not_provided')}</span>
    </span>
  );
  const rows: { key: string; label: string; value: ReactNode; numeric?: boolean }[] = [
    { key: 'name', label: t('company.fields.name'), value: company.name },
    { key: 'sector', label: t('company.fields.sector'), value: company.sector ? t(`sectors.${company.sector}`) : missing },
    { key: 'country', label: t('company.fields.country'), value: company.country ? countryName(company.country, format.locale) : missing },
    {
      key: 'employees',
      label: t('company.fields.employees'),
      value: company.employees === null ? missing : format.integer(company.employees),
      numeric: true,
    },
    {
      key: 'annual_revenue',
      label: t('company.fields.annual_revenue'),
      value: company.annual_revenue === null ? missing : format.currency(company.annual_revenue),
      numeric: true,
    },
    { key: 'reporting_year', label: t('company.fields.reporting_year'), value: company.reporting_year ?? missing, numeric: true },
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map((row) => (
        <div key={row.key} className="min-w-0">
          <dt className="text-sm text-neutral-600">{row.label}</dt>
          <dd className={row.numeric ? 'font-medium text-neutral-900 tabular-nums' : 'font-medium wrap-anywhere text-neutral-900'}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
