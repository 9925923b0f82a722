import type { Site } from '@carbon/contracts/companies';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '@/lib/regions';
import { useFormatters } from '@/lib/use-locale';

type SiteRow = Pick<Site, 'id' | 'name' | 'country' | 'employees' | 'surface_m2'> & Partial<Pick<Site, 'address'>>;

interface SitesTableProps<Row extends SiteRow> {
  sites: Row[];
  caption: string;
  /** An action cell per row (delete in the setup wizard, edit and delete on My company). */
  renderActions?: (site: Row) => ReactNode;
  /** The setup summary's site list has no country. */
  hideCountry?: boolean;
  /** My company lists every field of a site, its address too. */
  showAddress?: boolean;
}

/** Sites with their figures: numbers right-aligned in tabular figures, in the locale's format (UI.md). */
export function SitesTable<Row extends SiteRow>({ sites, caption, renderActions, hideCountry = false, showAddress = false }: SitesTableProps<Row>) {
  const { t } = useTranslation('onboarding');
  const { t: tCommon } = useTranslation();
  const format = useFormatters();
  const missing = (
    <span className="text-neutral-500">
      <span aria-hidden="true">—</span>
      <span className="sr-only">{tCommon('status.not_provided')}</span>
    </span>
  );
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-neutral-200 text-xs tracking-wide text-neutral-600 uppercase">
            <th scope="col" className="py-2 pr-4 font-semibold">
              {t('sites.columns.name')}
            </th>
            {!hideCountry && (
              <th scope="col" className="py-2 pr-4 font-semibold">
                {t('sites.columns.country')}
              </th>
            )}
            {showAddress && (
              <th scope="col" className="py-2 pr-4 font-semibold">
                {t('sites.columns.address')}
              </th>
            )}
            <th scope="col" className="py-2 pr-4 text-right font-semibold">
              {t('sites.columns.employees')}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-semibold">
              {t('sites.columns.surface')}
            </th>
            {renderActions && (
              <th scope="col" className="py-2 text-right font-semibold">
                <span className="sr-only">{t('sites.columns.actions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {sites.map((site) => (
            <tr key={site.id} className="border-b border-neutral-100 last:border-b-0">
              <th scope="row" className="py-2 pr-4 font-medium text-neutral-900">
                {site.name}
              </th>
              {!hideCountry && <td className="py-2 pr-4 text-neutral-800">{countryName(site.country, format.locale)}</td>}
              {showAddress && <td className="py-2 pr-4 text-neutral-800">{site.address ? site.address : missing}</td>}
              <td className="py-2 pr-4 text-right text-neutral-800 tabular-nums">{site.employees === null ? missing : format.integer(site.employees)}</td>
              <td className="py-2 pr-4 text-right text-neutral-800 tabular-nums">
                {site.surface_m2 === null ? missing : t('sites.surface_value', { value: format.number(site.surface_m2) })}
              </td>
              {renderActions && <td className="py-2 text-right">{renderActions(site)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
