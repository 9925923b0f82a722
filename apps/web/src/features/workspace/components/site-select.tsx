import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorkspace } from '../workspace-context';
import { ALL_SITES } from '../workspace-model';
import { selectClasses } from './year-select';

/** "All sites" and each site; disabled while there is no site to choose (SPEC section 2). */
export function SiteSelect() {
  const { t } = useTranslation('app');
  const { sites, sitesStatus, siteId, selectSite } = useWorkspace();
  const id = useId();
  const empty = sites.length === 0;
  let placeholder: string | null = null;
  if (sitesStatus === 'pending') placeholder = t('top_bar.sites_loading');
  else if (sitesStatus === 'error') placeholder = t('top_bar.sites_error');
  else if (empty) placeholder = t('top_bar.no_sites');
  return (
    <div className="flex min-w-0 flex-1 items-center gap-2 md:flex-none">
      <label htmlFor={id} className="sr-only text-sm text-neutral-700 xl:not-sr-only">
        {t('top_bar.site')}
      </label>
      <select
        id={id}
        value={placeholder !== null ? '' : (siteId ?? ALL_SITES)}
        disabled={empty}
        onChange={(event) => selectSite(event.target.value === ALL_SITES ? null : event.target.value)}
        className={`${selectClasses} w-full min-w-0 md:w-auto md:max-w-52`}
      >
        {placeholder !== null ? (
          <option value="">{placeholder}</option>
        ) : (
          <>
            <option value={ALL_SITES}>{t('top_bar.all_sites')}</option>
            {sites.map((site) => (
              <option key={site.id} value={site.id}>
                {site.name}
              </option>
            ))}
          </>
        )}
      </select>
    </div>
  );
}
