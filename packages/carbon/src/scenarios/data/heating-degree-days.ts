/**
 * Heating degree-days, base 18 °C (French DJU, Météo-France/COSTIC convention), of French cities, as collected in
 * the project's standards reference (../shared/reference/standards.md §6c) and shipped here so that nothing reads
 * it at run time. Paris-Orly and Belfort are published values over a 232-day heating season (xpair.com); the
 * others are the reference's approximations from monthly climate normals (fbertran.github.io temperature.txt),
 * marked "approximate" by it. City-centre coordinates checked by hand.
 */
export interface HddStation {
  city: string;
  latitude: number;
  longitude: number;
  hdd: number;
  /** The reference, a proper name. */
  source: string;
  /** How the value was obtained: scenarios:notes.<noteKey> (published, or approximated from normals). */
  noteKey: 'hdd_published' | 'hdd_approximated';
}

const APPROX = { source: 'DJU18, fbertran.github.io temperature.txt (standards.md §6c)', noteKey: 'hdd_approximated' } as const;
const XPAIR = { source: 'DJU18, xpair.com (standards.md §6c)', noteKey: 'hdd_published' } as const;

export const HDD_STATIONS: readonly HddStation[] = [
  { city: 'Paris-Orly', latitude: 48.723, longitude: 2.379, hdd: 2510, ...XPAIR },
  { city: 'Belfort', latitude: 47.638, longitude: 6.863, hdd: 2939, ...XPAIR },
  { city: 'Strasbourg', latitude: 48.573, longitude: 7.752, hdd: 3050, ...APPROX },
  { city: 'Lille', latitude: 50.629, longitude: 3.057, hdd: 3000, ...APPROX },
  { city: 'Lyon', latitude: 45.748, longitude: 4.847, hdd: 2570, ...APPROX },
  { city: 'Nantes', latitude: 47.218, longitude: -1.554, hdd: 2330, ...APPROX },
  { city: 'Toulouse', latitude: 43.605, longitude: 1.444, hdd: 2140, ...APPROX },
  { city: 'Bordeaux', latitude: 44.838, longitude: -0.579, hdd: 1930, ...APPROX },
  { city: 'Marseille', latitude: 43.297, longitude: 5.381, hdd: 1810, ...APPROX },
  { city: 'Nice', latitude: 43.703, longitude: 7.266, hdd: 1560, ...APPROX },
];
