/**
 * Climate inputs of the scenario models: monthly relative sunshine at a place (from the sunshine-duration normals
 * shipped in data/, or a latitude estimate when no station is near), a monthly air temperature estimate, and
 * heating degree-days. Pure functions over the shipped tables; nothing is read at run time.
 */
import { CLIMATE_STATIONS } from './data/climate-stations.ts';
import { HDD_STATIONS } from './data/heating-degree-days.ts';
import type { AssumptionParams, ClimateStationRef, ScenarioDataSource } from './types.ts';

export const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
/** Klein (1977) mean days of the months: the day whose extraterrestrial irradiation equals the month's mean. */
export const REPRESENTATIVE_DAYS = [17, 47, 75, 105, 135, 162, 198, 228, 258, 288, 318, 344] as const;

/** A station beyond this distance says nothing reliable about a site's sunshine: the model estimates instead. */
export const MAX_STATION_DISTANCE_KM = 300;
/** Stations averaged (inverse squared distance) when several lie within the distance above. */
export const MAX_STATIONS_WEIGHTED = 3;

const EARTH_RADIUS_KM = 6371.0088;
const RAD = Math.PI / 180;

export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function declinationRad(dayOfYear: number): number {
  // Cooper (1969)
  return 23.45 * RAD * Math.sin((2 * Math.PI * (284 + dayOfYear)) / 365);
}

/** Sunset hour angle (rad); 0 in polar night, π in polar day. */
export function sunsetHourAngleRad(latitudeDeg: number, declination: number): number {
  const x = -Math.tan(latitudeDeg * RAD) * Math.tan(declination);
  return Math.acos(Math.max(-1, Math.min(1, x)));
}

/** Astronomical day length (hours) on a day of the year at a latitude. */
export function dayLengthHours(latitudeDeg: number, dayOfYear: number): number {
  return (2 * sunsetHourAngleRad(latitudeDeg, declinationRad(dayOfYear))) / (15 * RAD);
}

export interface SunshineClimate {
  /** Relative sunshine S/S0 per month (0–1): measured hours over the astronomical day length. */
  relativeSunshine: number[];
  dataSource: ScenarioDataSource;
  /** The nearest station used (null for the estimate). */
  station: ClimateStationRef | null;
  /** How many stations were averaged. */
  stationsUsed: number;
  /** The stations of the latitude band the estimate averaged (0 for climatology). */
  bandStations: number;
}

/** Relative sunshine per month at a station's own latitude (its hours over its day length). */
function relativeSunshineAt(latitude: number, hours: readonly number[]): number[] {
  return REPRESENTATIVE_DAYS.map((day, m) => {
    const n = dayLengthHours(latitude, day);
    if (n < 0.5) return 0; // polar night: no sun to measure a fraction of
    return Math.min(1, (hours[m] ?? 0) / (DAYS_IN_MONTH[m] ?? 30) / n);
  });
}

/**
 * Relative sunshine at a place. Stations within MAX_STATION_DISTANCE_KM: the inverse-squared-distance mean of the
 * nearest three's relative sunshine (a fraction of the day length, so it carries over to the site's own latitude,
 * whose day length and extraterrestrial irradiation the yield model then uses): "climatology". None: the mean
 * relative sunshine of the ten nearest stations within 5° of latitude (widening to 10°, then every station):
 * "estimate".
 */
export function sunshineAt(latitude: number, longitude: number): SunshineClimate {
  const ranked = CLIMATE_STATIONS.map((row) => ({
    row,
    distance: distanceKm(latitude, longitude, row[2], row[3]),
  })).sort((a, b) => a.distance - b.distance);
  const near = ranked.filter((s) => s.distance <= MAX_STATION_DISTANCE_KM).slice(0, MAX_STATIONS_WEIGHTED);
  const nearest = ranked[0];
  if (near.length > 0 && nearest) {
    const weights = near.map((s) => 1 / Math.max(s.distance, 10) ** 2);
    const total = weights.reduce((a, b) => a + b, 0);
    const fractions = near.map((s) => relativeSunshineAt(s.row[2], s.row[4]));
    const relativeSunshine = Array.from(
      { length: 12 },
      (_, m) => fractions.reduce((sum, f, i) => sum + (f[m] ?? 0) * (weights[i] ?? 0), 0) / total,
    );
    return {
      relativeSunshine,
      dataSource: 'climatology',
      station: stationRef(nearest.row, nearest.distance),
      stationsUsed: near.length,
      bandStations: 0,
    };
  }
  let band: typeof ranked = [];
  for (const width of [5, 10, 180]) {
    band = ranked.filter((s) => Math.abs(s.row[2] - latitude) <= width);
    if (band.length >= 3) break;
  }
  const used = band.slice(0, 10);
  const fractions = used.map((s) => relativeSunshineAt(s.row[2], s.row[4]));
  const relativeSunshine = Array.from(
    { length: 12 },
    (_, m) => fractions.reduce((sum, f) => sum + (f[m] ?? 0), 0) / Math.max(fractions.length, 1),
  );
  return {
    relativeSunshine,
    dataSource: 'estimate',
    station: null,
    stationsUsed: 0,
    bandStations: used.length,
  };
}

function stationRef(row: (typeof CLIMATE_STATIONS)[number], distance: number): ClimateStationRef {
  return {
    city: row[1],
    country: row[0],
    latitude: row[2],
    longitude: row[3],
    distance_km: Math.round(distance * 10) / 10,
  };
}

/**
 * Monthly mean air temperature (°C) estimated from latitude alone, for the module temperature of the PV model (a
 * 3 K error moves a month's output by about 1 %): an annual mean of 27 °C up to 20° of latitude falling 0.5 K a
 * degree beyond, and a seasonal swing of 1.5 K at 10° growing 0.2 K a degree (at most 10 K), warmest in July
 * (January south of the equator). It gives Paris 12.6 °C, Berlin 10.8 °C and Madrid 16.8 °C a year, within about
 * 2 K of their climate normals (coastal and continental climates differ more than a latitude can say).
 */
export function estimatedMonthlyTemperature(latitude: number): number[] {
  const abs = Math.abs(latitude);
  const annual = 27 - 0.5 * Math.max(abs - 20, 0);
  const swing = Math.min(10, 1.5 + 0.2 * Math.max(abs - 10, 0));
  const warmest = latitude >= 0 ? 6 : 0; // July or January (0-based month)
  return Array.from({ length: 12 }, (_, m) => annual + swing * Math.cos((2 * Math.PI * (m - warmest)) / 12));
}

export interface DegreeDays {
  value: number;
  dataSource: ScenarioDataSource;
  station: ClimateStationRef | null;
  /** The reference of the value ('' for an estimate). */
  source: string;
  /** How the value was obtained: scenarios:notes.<noteKey>. */
  noteKey: string;
  noteParams?: AssumptionParams;
}

/** Degree-day stations farther than this do not describe a site. */
export const MAX_HDD_STATION_DISTANCE_KM = 150;

/**
 * Heating degree-days (base 18 °C) of a place: the nearest published value within 150 km (data/heating-degree-days.ts),
 * else the latitude estimate 2,450 + 150 × (|latitude| − 46.5), fitted to those French values (at least 0, at most
 * 7,000).
 */
export function heatingDegreeDays(
  latitude: number | null | undefined,
  longitude: number | null | undefined,
): DegreeDays {
  if (latitude === null || latitude === undefined || longitude === null || longitude === undefined) {
    return {
      value: HDD_FALLBACK,
      dataSource: 'estimate',
      station: null,
      source: 'DJU18 (standards.md §6c)',
      noteKey: 'hdd_no_location',
    };
  }
  const ranked = HDD_STATIONS.map((s) => ({
    s,
    d: distanceKm(latitude, longitude, s.latitude, s.longitude),
  })).sort((a, b) => a.d - b.d);
  const nearest = ranked[0];
  if (nearest && nearest.d <= MAX_HDD_STATION_DISTANCE_KM) {
    return {
      value: nearest.s.hdd,
      dataSource: 'climatology',
      station: {
        city: nearest.s.city,
        country: 'FR',
        latitude: nearest.s.latitude,
        longitude: nearest.s.longitude,
        distance_km: Math.round(nearest.d * 10) / 10,
      },
      source: nearest.s.source,
      noteKey: nearest.s.noteKey,
      noteParams: { city: nearest.s.city, distance: Math.round(nearest.d) },
    };
  }
  const value = Math.min(7000, Math.max(0, 2450 + 150 * (Math.abs(latitude) - 46.5)));
  return {
    value: Math.round(value),
    dataSource: 'estimate',
    station: null,
    source: 'DJU18 (standards.md §6c)',
    noteKey: 'hdd_latitude_estimate',
  };
}

/** Mean of the shipped values, used when the site has no coordinates. */
export const HDD_FALLBACK = Math.round(HDD_STATIONS.reduce((sum, s) => sum + s.hdd, 0) / HDD_STATIONS.length);
