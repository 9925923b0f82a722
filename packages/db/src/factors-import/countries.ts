/**
 * Country codes. The product stores ISO 3166-1 alpha-2 (as on sites and companies); Our World in Data uses
 * alpha-3, and ADEME and DESNZ write country names in French or English with their own spellings.
 */

// ISO 3166-1 alpha-3 → alpha-2, all 249 officially assigned codes.
const ISO3_TO_ISO2_TABLE =
  'AFG AF ALA AX ALB AL DZA DZ ASM AS AND AD AGO AO AIA AI ATA AQ ATG AG ARG AR ARM AM ABW AW AUS AU AUT AT ' +
  'AZE AZ BHS BS BHR BH BGD BD BRB BB BLR BY BEL BE BLZ BZ BEN BJ BMU BM BTN BT BOL BO BES BQ BIH BA BWA BW ' +
  'BVT BV BRA BR IOT IO BRN BN BGR BG BFA BF BDI BI CPV CV KHM KH CMR CM CAN CA CYM KY CAF CF TCD TD CHL CL ' +
  'CHN CN CXR CX CCK CC COL CO COM KM COG CG COD CD COK CK CRI CR CIV CI HRV HR CUB CU CUW CW CYP CY CZE CZ ' +
  'DNK DK DJI DJ DMA DM DOM DO ECU EC EGY EG SLV SV GNQ GQ ERI ER EST EE SWZ SZ ETH ET FLK FK FRO FO FJI FJ ' +
  'FIN FI FRA FR GUF GF PYF PF ATF TF GAB GA GMB GM GEO GE DEU DE GHA GH GIB GI GRC GR GRL GL GRD GD GLP GP ' +
  'GUM GU GTM GT GGY GG GIN GN GNB GW GUY GY HTI HT HMD HM VAT VA HND HN HKG HK HUN HU ISL IS IND IN IDN ID ' +
  'IRN IR IRQ IQ IRL IE IMN IM ISR IL ITA IT JAM JM JPN JP JEY JE JOR JO KAZ KZ KEN KE KIR KI PRK KP KOR KR ' +
  'KWT KW KGZ KG LAO LA LVA LV LBN LB LSO LS LBR LR LBY LY LIE LI LTU LT LUX LU MAC MO MDG MG MWI MW MYS MY ' +
  'MDV MV MLI ML MLT MT MHL MH MTQ MQ MRT MR MUS MU MYT YT MEX MX FSM FM MDA MD MCO MC MNG MN MNE ME MSR MS ' +
  'MAR MA MOZ MZ MMR MM NAM NA NRU NR NPL NP NLD NL NCL NC NZL NZ NIC NI NER NE NGA NG NIU NU NFK NF MKD MK ' +
  'MNP MP NOR NO OMN OM PAK PK PLW PW PSE PS PAN PA PNG PG PRY PY PER PE PHL PH PCN PN POL PL PRT PT PRI PR ' +
  'QAT QA REU RE ROU RO RUS RU RWA RW BLM BL SHN SH KNA KN LCA LC MAF MF SPM PM VCT VC WSM WS SMR SM STP ST ' +
  'SAU SA SEN SN SRB RS SYC SC SLE SL SGP SG SXM SX SVK SK SVN SI SLB SB SOM SO ZAF ZA SGS GS SSD SS ESP ES ' +
  'LKA LK SDN SD SUR SR SJM SJ SWE SE CHE CH SYR SY TWN TW TJK TJ TZA TZ THA TH TLS TL TGO TG TKL TK TON TO ' +
  'TTO TT TUN TN TUR TR TKM TM TCA TC TUV TV UGA UG UKR UA ARE AE GBR GB USA US UMI UM URY UY UZB UZ VUT VU ' +
  'VEN VE VNM VN VGB VG VIR VI WLF WF ESH EH YEM YE ZMB ZM ZWE ZW';

const ISO3_TO_ISO2: ReadonlyMap<string, string> = (() => {
  const parts = ISO3_TO_ISO2_TABLE.split(' ');
  const map = new Map<string, string>();
  for (let i = 0; i + 1 < parts.length; i += 2) map.set(parts[i] as string, parts[i + 1] as string);
  // Kosovo has no ISO code; XK is the user-assigned code that the EU, CLDR and most registries use.
  map.set('OWID_KOS', 'XK');
  map.set('XKX', 'XK');
  return map;
})();

export function iso2FromIso3(code: string): string | null {
  return ISO3_TO_ISO2.get(code.toUpperCase()) ?? null;
}

export function allIso2Codes(): string[] {
  return [...new Set(ISO3_TO_ISO2.values())].sort();
}

/** Country or territory name in French or English, from CLDR as shipped with Node's ICU; null if unknown. */
export function countryName(iso2: string, language: 'fr' | 'en'): string | null {
  const names = language === 'fr' ? displayNamesFr : displayNamesEn;
  const name = names.of(iso2);
  return name && name !== iso2 ? name : null;
}

const displayNamesFr = new Intl.DisplayNames('fr', { type: 'region', fallback: 'code' });
const displayNamesEn = new Intl.DisplayNames('en', { type: 'region', fallback: 'code' });

function normaliseName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\bst\b/g, 'saint')
    .trim();
}

// Spellings in the datasets that CLDR does not use (abbreviations, older names, typos in the source).
const ALIASES: Record<string, string> = {
  uk: 'GB',
  'uk london': 'GB',
  'grande bretagne': 'GB',
  'great britain': 'GB',
  usa: 'US',
  netherland: 'NL',
  irland: 'IE',
  italia: 'IT',
  congo: 'CG',
  'rep dem du congo': 'CD',
  'dem rep of congo': 'CD',
  'congo democratique': 'CD',
  'democratic republic of congo': 'CD',
  birmanie: 'MM',
  korea: 'KR',
  'coree du sud': 'KR',
  'south korea': 'KR',
  'coree du nord': 'KP',
  'dpr of korea north': 'KP',
  'north korea': 'KP',
  taiwan: 'TW',
  'chinese taipei': 'TW',
  macedoine: 'MK',
  'fyr of macedonia': 'MK',
  'republic of moldova': 'MD',
  russie: 'RU',
  'russian federation': 'RU',
  russia: 'RU',
  'slovak republic': 'SK',
  'republique slovaque': 'SK',
  'republique tcheque': 'CZ',
  'czech republic': 'CZ',
  kazakstan: 'KZ',
  kirghizistan: 'KG',
  kirghistan: 'KG',
  'syrian arab republic': 'SY',
  syria: 'SY',
  'united rep of tanzania': 'TZ',
  'brunei darussalam': 'BN',
  brunei: 'BN',
  'dominicaine republique': 'DO',
  salvador: 'SV',
  quatar: 'QA',
  roumania: 'RO',
  cambodgia: 'KH',
  belarus: 'BY',
  bielorussie: 'BY',
  turkey: 'TR',
  turquie: 'TR',
  'hong kong': 'HK',
  'hong kong china': 'HK',
  macao: 'MO',
  laos: 'LA',
  iran: 'IR',
  vietnam: 'VN',
  'viet nam': 'VN',
  'cote d ivoire': 'CI',
  'cape verde': 'CV',
  'east timor': 'TL',
  palestine: 'PS',
  reunion: 'RE',
  'la reunion': 'RE',
  'reunion island': 'RE',
  polynesia: 'PF',
  'polynesie francaise': 'PF',
  'polynesie francaise hors tahiti': 'PF',
  'french polynesia except tahiti': 'PF',
  tahiti: 'PF',
  'nouvelle caledonie': 'NC',
  'saint pierre et miquelon': 'PM',
  'saint martin': 'MF',
  'saint barthelemy': 'BL',
  'guadeloupe hors com': 'GP',
  'falkland islands': 'FK',
  'united states virgin islands': 'VI',
  'micronesia country': 'FM',
};

let nameIndex: Map<string, string> | null = null;

function buildNameIndex(): Map<string, string> {
  const index = new Map<string, string>();
  for (const code of allIso2Codes()) {
    for (const language of ['fr', 'en'] as const) {
      const name = countryName(code, language);
      if (!name) continue;
      index.set(normaliseName(name), code);
      // "Myanmar (Burma)", "Hong Kong SAR China": also index the short form.
      const short = name.replace(/\s*\(.*\)$/, '').replace(/\s+SAR China$/, '');
      if (short !== name) index.set(normaliseName(short), code);
    }
  }
  for (const [alias, code] of Object.entries(ALIASES)) index.set(alias, code);
  return index;
}

/**
 * ISO alpha-2 code for a country or territory name written in French or English, or null when the name is
 * unknown or names several countries. Withdrawn entities (Netherlands Antilles, Serbia and Montenegro) give null.
 */
export function countryCodeFromName(name: string): string | null {
  nameIndex ??= buildNameIndex();
  return nameIndex.get(normaliseName(name)) ?? null;
}
