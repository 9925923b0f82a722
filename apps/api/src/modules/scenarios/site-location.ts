import { CLIMATE_STATIONS } from '@carbon/carbon/scenarios';

/** Where a site's coordinates come from: its own, the climate station of its city, or its country's central one. */
export type SiteLocationSource = 'site' | 'city_station' | 'country_station';

export interface SiteLocation {
  latitude: number;
  longitude: number;
  source: SiteLocationSource;
  /** The station's city when a station stands in for the site. */
  station: string | null;
}

/** "12 rue de l’Industrie, 69007 Lyon" → "Lyon": the address's last part without its postcode. */
export function cityOfAddress(address: string): string | null {
  const last = address
    .split(/[,\n]/)
    .map((part) => part.trim())
    .filter(Boolean)
    .at(-1);
  if (!last) return null;
  const city = last
    .split(/\s+/)
    .filter((word) => !/\d/.test(word))
    .join(' ')
    .trim();
  return city === '' ? null : city;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/**
 * A site's location for the scenarios' climate: its own coordinates when stored; else the climate station of its
 * address's city in its country (@carbon/carbon/scenarios' stations); else the country's station nearest the mean
 * of its stations (a central one, standing for the country); null when the country has no station.
 */
export function resolveSiteLocation(site: {
  latitude: number | null;
  longitude: number | null;
  country: string;
  address: string;
}): SiteLocation | null {
  if (site.latitude !== null && site.longitude !== null) {
    return { latitude: site.latitude, longitude: site.longitude, source: 'site', station: null };
  }
  const country = site.country.toUpperCase();
  const inCountry = CLIMATE_STATIONS.filter((row) => row[0] === country);
  if (inCountry.length === 0) return null;
  const city = cityOfAddress(site.address);
  const named = city ? inCountry.find((row) => fold(row[1]) === fold(city)) : undefined;
  if (named) return { latitude: named[2], longitude: named[3], source: 'city_station', station: named[1] };
  const meanLat = inCountry.reduce((sum, row) => sum + row[2], 0) / inCountry.length;
  const meanLon = inCountry.reduce((sum, row) => sum + row[3], 0) / inCountry.length;
  const squared = (row: (typeof inCountry)[number]) => (row[2] - meanLat) ** 2 + (row[3] - meanLon) ** 2;
  const central = inCountry.reduce((best, row) => (squared(row) < squared(best) ? row : best));
  return { latitude: central[2], longitude: central[3], source: 'country_station', station: central[1] };
}
