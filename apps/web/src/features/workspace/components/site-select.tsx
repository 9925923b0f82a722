import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorkspace } from '../workspace-context';
import { selectClasses } from './year-select';

/** Disabled while there is no site to choose (SPEC section 2). */
export function SiteSelect() {
  const { t } = useTranslation('app');
  const { sites, sitesStatus, selectedSiteId, selectSite } = useWorkspace();
  const id = useId();
  const empty = sites.length === 0;
  let placeholder: string | null = null;
  if (sitesStatus === 'pending') placeholder = t('top_bar.sites_loading');
  else if (sitesStatus === 'error') placeholder = t('top_bar.sites_error');
  else if (empty) placeholder = t('top_bar.no_sites');
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only text-sm text-neutral-700 lg:not-sr-only">
        {t('top_bar.site')}
      </label>
      <select
        id={id}
        value={selectedSiteId ?? ''}
        disabled={empty}
        onChange={(event) => selectSite(event.target.value)}
        className={`${selectClasses} max-w-52`}
      >
        {placeholder !== null ? (
          <option value="">{placeholder}</option>
        ) : (
          sites.map((site) => (
            <option key={site.id} value={site.id}>
              {site.name}
            </option>
          ))
        )}
      </select>
    </div>
  );
}
