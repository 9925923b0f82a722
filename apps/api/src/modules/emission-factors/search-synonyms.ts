/**
 * The bilingual vocabulary of carbon accounting that factor search treats as one word
 * (docs/decisions/0019-search-synonyms-and-ranking.md). Users type "gazole", "gasoil" or "diesel", "vol long
 * courrier" or "long-haul flight", "R32" or "HFC-32"; the datasets name each thing one way, in one or two languages.
 * Each group lists equivalent terms; a query word (or run of words) equal to a term is searched as "any of the
 * group's terms". Terms are written as people write them; matching happens in the normal form of `normaliseTerm`
 * (no accents, lower case, punctuation as spaces), so "Hôtel", "hotel" and "HÔTEL" are one term.
 *
 * Only true equivalents belong here: a term that also means something else in the library ("bureau" is an
 * office as well as a desk, "power" appears in "power plant") would drag unrelated factors in.
 */
export interface SynonymGroup {
  /** What the group is about, for the tests and for whoever edits this list. */
  topic:
    | 'fuels'
    | 'energy'
    | 'refrigerants'
    | 'travel'
    | 'freight'
    | 'waste'
    | 'packaging'
    | 'food'
    | 'electronics'
    | 'furniture'
    | 'construction'
    | 'places';
  en: string[];
  fr: string[];
  /** Publisher codes and spellings that are neither English nor French (R-32, HFC-32, SP95). */
  codes?: string[];
  /**
   * How the datasets name the common, generic factor of the group, when its name alone does not say so: "gazole"
   * means ordinary road diesel (B7), not B30 or off-road diesel. A factor named so ranks first among the variants.
   */
  common?: string[];
  /**
   * The unit the group's factors are used in, when the datasets publish them in several: a flight is counted per
   * passenger.km (ADEME also publishes its passenger aircraft per t.km, for the freight they carry), a refrigerant
   * leak in kg. Those factors rank first unless the query's own unit words ask for another.
   */
  units?: string[];
}

export const SEARCH_SYNONYMS: readonly SynonymGroup[] = [
  // Fuels
  {
    topic: 'fuels',
    en: ['diesel', 'diesel oil'],
    fr: ['gazole', 'gasoil', 'gazoil'],
    // B7 (up to 7 % biodiesel, EN 590) is what French pumps sell as gazole.
    common: ['gazole routier b7', 'road diesel b7', 'diesel average biofuel blend'],
  },
  {
    topic: 'fuels',
    en: ['petrol', 'gasoline'],
    fr: ['essence', 'sans plomb', 'supercarburant'],
    codes: ['SP95', 'SP98', 'SP95-E10'],
    common: ['supercarburant sans plomb', 'petrol average biofuel blend'],
  },
  {
    topic: 'fuels',
    // "Gas" alone is mains gas on a bill ("gas bill kwh"); "landfill gas" and "gas oil" keep their own words.
    en: ['natural gas', 'mains gas', 'gas'],
    fr: ['gaz naturel', 'gaz de ville'],
    common: ['gaz naturel mix moyen consommation', 'gaseous fuels natural gas'],
  },
  // Red diesel is DESNZ's "Gas oil" and ADEME's "Gazole non routier" (off-road machinery, generators).
  { topic: 'fuels', en: ['red diesel', 'gas oil', 'off-road diesel', 'non-road diesel'], fr: ['gazole non routier', 'GNR'] },
  { topic: 'fuels', en: ['LPG', 'liquefied petroleum gas', 'autogas'], fr: ['GPL', 'gaz de pétrole liquéfié'] },
  { topic: 'fuels', en: ['heating oil', 'gas oil for heating', 'burning oil'], fr: ['fioul domestique', 'fuel domestique', 'mazout', 'fioul'] },
  { topic: 'fuels', en: ['heavy fuel oil', 'bunker fuel'], fr: ['fioul lourd'], codes: ['HFO'] },
  { topic: 'fuels', en: ['kerosene', 'jet fuel', 'aviation fuel'], fr: ['kérosène', 'carburéacteur'], codes: ['Jet A1', 'Jet A-1'] },
  { topic: 'fuels', en: ['coal', 'hard coal'], fr: ['charbon', 'houille'] },
  { topic: 'fuels', en: ['wood pellets', 'pellets'], fr: ['granulés de bois', 'granulés', 'pellets'] },
  { topic: 'fuels', en: ['firewood', 'wood logs'], fr: ['bois bûche', 'bûches', 'bois de chauffage'] },
  { topic: 'fuels', en: ['biogas', 'biomethane'], fr: ['biogaz', 'biométhane'] },
  { topic: 'fuels', en: ['hydrogen'], fr: ['hydrogène'] },
  { topic: 'fuels', en: ['biodiesel'], fr: ['biogazole', 'biodiesel'], codes: ['B100', 'HVO'] },
  // Energy
  { topic: 'energy', en: ['electricity', 'electric power', 'grid electricity'], fr: ['électricité', 'courant électrique'] },
  {
    topic: 'energy',
    en: ['heat network', 'district heating', 'heating network', 'district heat and steam'],
    fr: ['réseau de chaleur', 'chauffage urbain'],
    common: ['district heat and steam', 'autres réseaux de chaleurs'],
  },
  {
    topic: 'energy',
    en: ['cooling network', 'district cooling'],
    fr: ['réseau de froid'],
    common: ['autres réseaux de froid'],
  },
  { topic: 'energy', en: ['steam'], fr: ['vapeur'] },
  {
    topic: 'energy',
    en: ['solar electricity', 'solar power', 'photovoltaic', 'solar PV', 'photovoltaic electricity'],
    fr: ['électricité photovoltaïque', 'photovoltaïque', 'électricité solaire', 'solaire photovoltaïque'],
  },
  { topic: 'energy', en: ['heat pump'], fr: ['pompe à chaleur'] },
  // Refrigerants
  { topic: 'refrigerants', en: ['refrigerant', 'refrigerant gas'], fr: ['fluide frigorigène', 'frigorigène', 'gaz frigorigène', 'réfrigérant'], units: ['kg'] },
  { topic: 'refrigerants', en: ['air conditioning', 'air conditioner'], fr: ['climatisation', 'climatiseur', 'clim'] },
  { topic: 'refrigerants', en: [], fr: [], codes: ['R-32', 'R32', 'HFC-32', 'HFC32'], units: ['kg'] },
  { topic: 'refrigerants', en: [], fr: [], codes: ['R-22', 'R22', 'HCFC-22', 'HCFC22'], units: ['kg'] },
  { topic: 'refrigerants', en: [], fr: [], codes: ['R-410A', 'R410A', 'HFC-410A'], units: ['kg'] },
  { topic: 'refrigerants', en: [], fr: [], codes: ['R-134a', 'R134a', 'HFC-134a', 'HFC134a'], units: ['kg'] },
  { topic: 'refrigerants', en: [], fr: [], codes: ['R-404A', 'R404A', 'HFC-404A'], units: ['kg'] },
  { topic: 'refrigerants', en: [], fr: [], codes: ['R-407C', 'R407C', 'HFC-407C'], units: ['kg'] },
  { topic: 'refrigerants', en: [], fr: [], codes: ['R-1234yf', 'R1234yf', 'HFO-1234yf', 'HFO1234yf'], units: ['kg'] },
  { topic: 'refrigerants', en: ['sulphur hexafluoride', 'sulfur hexafluoride'], fr: ['hexafluorure de soufre'], codes: ['SF6'] },
  // Travel
  {
    topic: 'travel',
    en: ['flight', 'flights', 'plane', 'air travel', 'airplane', 'aeroplane'],
    fr: ['vol', 'vols', 'avion', 'aérien', 'voyage en avion'],
    // A flight is a passenger's unless the query says cargo or freight.
    common: ['avion passagers', 'business travel air'],
    units: ['passenger.km'],
  },
  { topic: 'travel', en: ['long-haul', 'long haul'], fr: ['long courrier', 'long-courrier'] },
  { topic: 'travel', en: ['short-haul', 'short haul'], fr: ['court courrier', 'court-courrier'] },
  { topic: 'travel', en: ['medium-haul', 'medium haul'], fr: ['moyen courrier', 'moyen-courrier'] },
  { topic: 'travel', en: ['domestic flight'], fr: ['vol intérieur', 'vol domestique'] },
  { topic: 'travel', en: ['business class'], fr: ['classe affaires'] },
  { topic: 'travel', en: ['economy class'], fr: ['classe économique', 'classe éco'] },
  { topic: 'travel', en: ['train', 'rail', 'railway'], fr: ['train', 'ferroviaire'] },
  { topic: 'travel', en: ['high-speed train', 'high speed rail'], fr: ['TGV', 'train à grande vitesse'] },
  { topic: 'travel', en: ['underground', 'subway', 'metro'], fr: ['métro'] },
  { topic: 'travel', en: ['tram', 'tramway', 'light rail'], fr: ['tramway'] },
  { topic: 'travel', en: ['bus'], fr: ['bus', 'autobus'], common: ['autobus', 'average local bus'] },
  { topic: 'travel', en: ['coach'], fr: ['autocar', 'car de tourisme'] },
  { topic: 'travel', en: ['car', 'passenger car'], fr: ['voiture', 'automobile', 'véhicule particulier'] },
  { topic: 'travel', en: ['electric car', 'electric vehicle', 'battery electric vehicle'], fr: ['voiture électrique', 'véhicule électrique'], codes: ['BEV'] },
  { topic: 'travel', en: ['motorbike', 'motorcycle'], fr: ['moto', 'motocyclette', 'deux-roues motorisé'] },
  { topic: 'travel', en: ['bicycle', 'bike'], fr: ['vélo', 'bicyclette'] },
  { topic: 'travel', en: ['hotel', 'hotel night', 'hotel stay', 'room night'], fr: ['hôtel', 'nuitée', "nuit d'hôtel", 'nuit à l’hôtel'], units: ['night'] },
  { topic: 'travel', en: ['ferry'], fr: ['ferry', 'traversier'] },
  // Freight
  { topic: 'freight', en: ['truck', 'lorry', 'heavy goods vehicle'], fr: ['camion', 'poids lourd', 'poids-lourd'], codes: ['HGV'] },
  { topic: 'freight', en: ['van', 'light commercial vehicle'], fr: ['camionnette', 'véhicule utilitaire léger', 'utilitaire'], codes: ['LCV', 'VUL'] },
  { topic: 'freight', en: ['freight', 'goods transport', 'haulage'], fr: ['fret', 'transport de marchandises'] },
  { topic: 'freight', en: ['container ship'], fr: ['porte-conteneurs', 'porte conteneurs'] },
  { topic: 'freight', en: ['air freight', 'air cargo', 'cargo plane', 'cargo aircraft'], fr: ['fret aérien', 'avion cargo'], units: ['t.km'] },
  {
    topic: 'freight',
    en: ['sea freight', 'ocean freight', 'maritime freight', 'cargo ship'],
    fr: ['fret maritime', 'transport maritime'],
    common: ['container ship average'],
    units: ['t.km'],
  },
  {
    topic: 'freight',
    en: ['road freight', 'road haulage', 'freight by road', 'all HGVs'],
    fr: ['fret routier', 'transport routier de marchandises'],
    common: ['all hgvs average laden'],
    units: ['t.km'],
  },
  {
    topic: 'freight',
    en: ['barge', 'inland waterway', 'river freight', 'inland shipping'],
    fr: ['péniche', 'fluvial', 'transport fluvial', 'fret fluvial', 'bateau automoteur'],
    units: ['t.km'],
  },
  { topic: 'freight', en: ['rail freight'], fr: ['fret ferroviaire'], units: ['t.km'] },
  // Waste
  { topic: 'waste', en: ['waste', 'refuse', 'rubbish'], fr: ['déchets', 'déchet', 'ordures'] },
  {
    topic: 'waste',
    en: ['construction waste', 'demolition waste', 'construction and demolition waste'],
    fr: ['déchets de chantier', 'déchets du bâtiment', 'déchets de construction', 'déchets du BTP', 'déchets BTP'],
    // ADEME's building waste by material, at its average end of life (not one treatment).
    common: ['fin de vie moyenne'],
  },
  { topic: 'waste', en: ['household waste', 'municipal waste', 'household residual waste'], fr: ['ordures ménagères', 'déchets ménagers', 'déchets municipaux'] },
  { topic: 'waste', en: ['landfill', 'landfilling'], fr: ['enfouissement', 'décharge', 'mise en décharge'] },
  { topic: 'waste', en: ['incineration', 'combustion of waste'], fr: ['incinération'] },
  { topic: 'waste', en: ['composting'], fr: ['compostage'] },
  { topic: 'waste', en: ['recycling', 'recycled'], fr: ['recyclage', 'recyclé'] },
  { topic: 'waste', en: ['wastewater', 'sewage'], fr: ['eaux usées', 'assainissement'] },
  { topic: 'waste', en: ['food waste', 'organic waste'], fr: ['déchets alimentaires', 'biodéchets'] },
  // Packaging
  { topic: 'packaging', en: ['packaging'], fr: ['emballage', 'emballages'] },
  {
    topic: 'packaging',
    en: ['cardboard', 'corrugated board'],
    fr: ['carton', 'carton ondulé'],
    // Cardboard bought is ADEME's new (or recycled) board, not one of its end-of-life rows.
    common: ['carton neuf', 'cardboard manufacture new'],
  },
  { topic: 'packaging', en: ['paper'], fr: ['papier'] },
  { topic: 'packaging', en: ['plastic', 'plastics'], fr: ['plastique', 'plastiques'] },
  { topic: 'packaging', en: ['pallet', 'wooden pallet'], fr: ['palette', 'palette en bois'] },
  { topic: 'packaging', en: ['plastic film', 'stretch film'], fr: ['film plastique', 'film étirable'] },
  // Food
  { topic: 'food', en: ['beef'], fr: ['bœuf', 'boeuf'] },
  { topic: 'food', en: ['pork'], fr: ['porc'] },
  { topic: 'food', en: ['chicken'], fr: ['poulet'] },
  { topic: 'food', en: ['lamb'], fr: ['agneau'] },
  { topic: 'food', en: ['fish'], fr: ['poisson'] },
  { topic: 'food', en: ['milk'], fr: ['lait'] },
  { topic: 'food', en: ['cheese'], fr: ['fromage'] },
  { topic: 'food', en: ['egg', 'eggs'], fr: ['œuf', 'oeuf', 'œufs', 'oeufs'] },
  { topic: 'food', en: ['butter'], fr: ['beurre'] },
  { topic: 'food', en: ['coffee'], fr: ['café'] },
  { topic: 'food', en: ['rice'], fr: ['riz'] },
  { topic: 'food', en: ['pasta'], fr: ['pâtes', 'pâtes alimentaires'], common: ['pâtes sèches'] },
  { topic: 'food', en: ['bread'], fr: ['pain'] },
  { topic: 'food', en: ['potato', 'potatoes'], fr: ['pomme de terre', 'pommes de terre'] },
  { topic: 'food', en: ['meal'], fr: ['repas'] },
  { topic: 'food', en: ['vegetarian meal'], fr: ['repas végétarien'] },
  { topic: 'food', en: ['wine'], fr: ['vin'] },
  { topic: 'food', en: ['beer'], fr: ['bière'] },
  { topic: 'food', en: ['bottled water'], fr: ['eau en bouteille'] },
  // Electronics
  { topic: 'electronics', en: ['laptop', 'portable computer', 'notebook computer', 'laptop computer'], fr: ['ordinateur portable', 'pc portable'] },
  { topic: 'electronics', en: ['desktop computer', 'desktop pc', 'desktop'], fr: ['ordinateur fixe', 'pc fixe', 'unité centrale'] },
  { topic: 'electronics', en: ['computer'], fr: ['ordinateur'] },
  { topic: 'electronics', en: ['monitor', 'computer screen', 'computer monitor', 'screen'], fr: ['écran', 'écran ordinateur', "écran d'ordinateur", 'moniteur'] },
  { topic: 'electronics', en: ['smartphone', 'mobile phone', 'cell phone'], fr: ['smartphone', 'téléphone portable', 'téléphone mobile'] },
  { topic: 'electronics', en: ['tablet'], fr: ['tablette'] },
  { topic: 'electronics', en: ['printer'], fr: ['imprimante'] },
  { topic: 'electronics', en: ['server'], fr: ['serveur'] },
  { topic: 'electronics', en: ['television', 'tv set'], fr: ['télévision', 'téléviseur'], codes: ['TV'] },
  { topic: 'electronics', en: ['data centre', 'data center'], fr: ['centre de données', 'datacenter'] },
  // Furniture
  { topic: 'furniture', en: ['furniture'], fr: ['mobilier', 'meuble', 'meubles'] },
  // An office chair is a chair to the library (ADEME's chairs by material).
  { topic: 'furniture', en: ['chair', 'office chair'], fr: ['chaise', 'fauteuil de bureau', 'siège de bureau', 'chaise de bureau'] },
  { topic: 'furniture', en: ['desk', 'office desk', 'table'], fr: ['table', 'table de bureau'] },
  { topic: 'furniture', en: ['cabinet', 'cupboard', 'wardrobe'], fr: ['armoire'] },
  { topic: 'furniture', en: ['sofa', 'couch'], fr: ['canapé'] },
  { topic: 'furniture', en: ['bed'], fr: ['lit'] },
  // Construction
  { topic: 'construction', en: ['concrete'], fr: ['béton'] },
  { topic: 'construction', en: ['cement'], fr: ['ciment'] },
  { topic: 'construction', en: ['steel'], fr: ['acier'] },
  { topic: 'construction', en: ['aluminium', 'aluminum'], fr: ['aluminium'], common: ['aluminium neuf'] },
  { topic: 'construction', en: ['brick', 'bricks'], fr: ['brique', 'briques'], common: ['bricks primary material production'] },
  { topic: 'construction', en: ['concrete block', 'breeze block', 'cinder block'], fr: ['parpaing', 'bloc béton', 'blocs en béton', 'bloc de béton'] },
  { topic: 'construction', en: ['glass wool'], fr: ['laine de verre'] },
  { topic: 'construction', en: ['glass'], fr: ['verre'] },
  { topic: 'construction', en: ['wood', 'timber', 'lumber'], fr: ['bois'] },
  { topic: 'construction', en: ['insulation'], fr: ['isolant', 'isolation'], common: ['insulation primary material production'] },
  { topic: 'construction', en: ['plaster', 'plasterboard'], fr: ['plâtre', 'plaque de plâtre'] },
  { topic: 'construction', en: ['asphalt', 'bitumen'], fr: ['enrobé', 'bitume'] },
  { topic: 'construction', en: ['gravel', 'aggregates'], fr: ['gravier', 'granulats'] },
  { topic: 'construction', en: ['copper'], fr: ['cuivre'] },
  { topic: 'construction', en: ['paint'], fr: ['peinture'] },
  // Places, as names and locations spell them
  { topic: 'places', en: ['United States', 'USA', 'US'], fr: ['États-Unis', 'Etats Unis'] },
  { topic: 'places', en: ['UK', 'United Kingdom', 'Great Britain', 'Britain'], fr: ['Royaume-Uni', 'Grande-Bretagne'] },
  // "France" alone: it marks the query as naming a place. "France métropolitaine" and "France continentale" matched
  // nothing "france" does not, and their extra words diluted ts_rank until OWID's French grid left a French
  // company's "électricité France" (40 ADEME "usage" rows instead).
  { topic: 'places', en: ['France'], fr: ['France'] },
  { topic: 'places', en: ['Europe', 'EU', 'European Union'], fr: ['Europe', 'UE', 'Union européenne'] },
  { topic: 'places', en: ['Germany'], fr: ['Allemagne'] },
  { topic: 'places', en: ['Paris'], fr: ['Paris', 'Île-de-France', 'Ile de France'] },
  { topic: 'places', en: ['Switzerland'], fr: ['Suisse'] },
  { topic: 'places', en: ['Spain'], fr: ['Espagne'] },
  { topic: 'places', en: ['Italy'], fr: ['Italie'] },
  { topic: 'places', en: ['Belgium'], fr: ['Belgique'] },
  { topic: 'places', en: ['Netherlands', 'Holland'], fr: ['Pays-Bas'] },
  { topic: 'places', en: ['China'], fr: ['Chine'] },
  { topic: 'places', en: ['Japan'], fr: ['Japon'] },
];

/** The normal form terms and queries are compared in: no accents, lower case, words of letters and digits only. */
export function normaliseTerm(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/Æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The words of a term in normal form ("Nuit d'hôtel" → nuit, d, hotel). */
function wordsOf(text: string): string[] {
  const normal = normaliseTerm(text);
  return normal === '' ? [] : normal.split(' ');
}



/** A word without a plural ending, so that "flights" finds the group of "flight" and "déchets" that of "déchet". */
function singular(word: string): string {
  return word.length > 3 && /[sx]$/.test(word) ? word.slice(0, -1) : word;
}

interface IndexedTerm {
  words: string[];
  group: number;
}

/** Terms by their first word (singular), longest first, so that "gaz naturel" wins over a shorter term. */
const TERMS_BY_FIRST_WORD: ReadonlyMap<string, readonly IndexedTerm[]> = (() => {
  const index = new Map<string, IndexedTerm[]>();
  SEARCH_SYNONYMS.forEach((group, groupIndex) => {
    for (const term of [...group.en, ...group.fr, ...(group.codes ?? [])]) {
      const words = wordsOf(term);
      if (words.length === 0) continue;
      const key = singular(words[0]!);
      const list = index.get(key) ?? [];
      list.push({ words, group: groupIndex });
      index.set(key, list);
    }
  });
  for (const list of index.values()) list.sort((a, b) => b.words.length - a.words.length);
  return index;
})();

/** One position of the query: its own words, or a synonym group's terms (each a list of words). */
export interface QuerySlot {
  /** The query's words this slot stands for. */
  words: string[];
  /** Every way of saying it, each a phrase of words; the query's own words first. */
  alternatives: string[][];
  /** The synonym group (index in SEARCH_SYNONYMS) when the words are one of its terms. */
  group: number | null;
  /** The words are a French term of the group and not an English one ("gasoil", "poids lourd"). */
  french: boolean;
}

/** A code with a hyphen between letters and digits ("HFC-32"), as PostgreSQL's parser reads it: one word. */
const HYPHENATED_CODE = /^[a-z]+-[0-9][a-z0-9]*$/;

/**
 * The ways a term is searched: its words, and for a hyphenated code also the code whole, since the text-search
 * parser splits "HFC-32" into "hfc" and "-32" (a signed number), which the words "hfc" and "32" do not match.
 */
function spellingsOf(term: string): string[][] {
  const words = wordsOf(term);
  const code = normaliseTerm(term.replace(/-/g, 'HYPHEN')).replace(/hyphen/g, '-');
  return HYPHENATED_CODE.test(code) ? [words, [code]] : [words];
}

/**
 * Each group's terms read once, at start-up: normalising them on every search (Unicode decomposition and regular
 * expressions over some 400 terms) cost 0.7 ms of CPU per search.
 */
interface GroupTerms {
  /** Every spelling of every term, as alternatives (searchable as they are). */
  alternatives: string[][];
  /** Each term's words joined by spaces, by language. */
  en: Set<string>;
  fr: Set<string>;
}

const GROUP_TERMS: readonly GroupTerms[] = SEARCH_SYNONYMS.map((group) => ({
  alternatives: [...group.en, ...group.fr, ...(group.codes ?? [])].flatMap(spellingsOf),
  en: new Set(group.en.map((term) => wordsOf(term).join(' '))),
  fr: new Set(group.fr.map((term) => wordsOf(term).join(' '))),
}));

/**
 * A query word with a hyphen between letters and digits ("R-22") is also searched joined ("r22"), since
 * publishers write codes both ways.
 */
function ownAlternatives(token: string): string[][] {
  const words = wordsOf(token);
  if (words.length === 2 && /^[a-z]+$/.test(words[0]!) && /^[0-9]/.test(words[1]!)) {
    return [...spellingsOf(token), [words.join('')]];
  }
  return words.length > 0 ? [words] : [];
}

/**
 * The query as slots: runs of words equal to a synonym term become that group's slot; other words stay as typed.
 * A hyphenated or apostrophed word of the query is one slot ("long-haul", "d'hôtel").
 */
export function querySlots(query: string): QuerySlot[] {
  const tokens = query
    .split(/\s+/)
    .map((token) => ({ token, words: wordsOf(token) }))
    .filter((t) => t.words.length > 0);
  const flat = tokens.flatMap((t, tokenIndex) => t.words.map((word) => ({ word, tokenIndex })));
  const slots: QuerySlot[] = [];
  let i = 0;
  while (i < flat.length) {
    const candidates = TERMS_BY_FIRST_WORD.get(singular(flat[i]!.word)) ?? [];
    const found = candidates.find(
      (term) =>
        i + term.words.length <= flat.length &&
        term.words.every((word, k) => singular(word) === singular(flat[i + k]!.word)),
    );
    if (found) {
      const words = flat.slice(i, i + found.words.length).map((w) => w.word);
      const terms = GROUP_TERMS[found.group]!;
      const said = found.words.join(' ');
      slots.push({
        words,
        alternatives: unique([words, ...terms.alternatives]),
        group: found.group,
        french: terms.fr.has(said) && !terms.en.has(said),
      });
      i += found.words.length;
      continue;
    }
    // Not a synonym: the whole typed token (all its words) is one slot.
    const tokenIndex = flat[i]!.tokenIndex;
    const token = tokens[tokenIndex]!;
    const remaining: string[] = [];
    while (i < flat.length && flat[i]!.tokenIndex === tokenIndex) remaining.push(flat[i++]!.word);
    const alternatives = remaining.length === token.words.length ? ownAlternatives(token.token) : [remaining];
    slots.push({ words: remaining, alternatives, group: null, french: false });
  }
  return slots;
}

function unique(phrases: string[][]): string[][] {
  const seen = new Set<string>();
  return phrases.filter((phrase) => {
    const key = phrase.join(' ');
    if (phrase.length === 0 || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Words that say nothing about a factor, in either language. PostgreSQL drops each language's own from its
 * stemming, but not the other's: "de" stays a word for the English configuration, where it matched every French
 * name ("Réseau de chaleur de Calais") kept in an English vector.
 */
const STOPWORDS = new Set([
  'a', 'an', 'and', 'at', 'by', 'for', 'from', 'in', 'of', 'on', 'or', 'the', 'to', 'with',
  'au', 'aux', 'avec', 'd', 'de', 'des', 'du', 'en', 'et', 'l', 'la', 'le', 'les', 'ou', 'par', 'pour', 'sur', 'un', 'une',
  // What the user does with the factor, never in a factor's name: "R410a leak kg", "gas bill kWh", "fuite R32".
  'leak', 'leaks', 'leakage', 'fuite', 'fuites', 'bill', 'bills', 'invoice', 'facture', 'factures',
]);

/** A term's words without the stopwords, unless nothing would be left. */
function meaningful(words: string[]): string[] {
  const kept = words.filter((word) => !STOPWORDS.has(word));
  return kept.length > 0 ? kept : words;
}

/**
 * A term as tsquery text: all its words, in any order ("domestic flight" is "Flights – Domestic" in DESNZ). Words
 * are [a-z0-9]+ or a hyphenated code, safe to embed.
 */
function termQuery(all: string[]): string {
  const words = meaningful(all);
  return words.length === 1 ? words[0]! : `(${words.join(' & ')})`;
}

/** A phrase as tsquery text: its words in this order ("gazole <-> routier <-> b7"). */
function phraseQuery(words: string[]): string {
  return words.length === 1 ? words[0]! : `(${words.join(' <-> ')})`;
}

function slotQuery(slot: QuerySlot): string {
  const parts = slot.alternatives.map(termQuery);
  return parts.length === 1 ? parts[0]! : `(${parts.join(' | ')})`;
}

/**
 * The query for to_tsquery(): every slot (AND), each slot any of its alternatives (OR), and the same with any slot
 * (OR), for the stage that relaxes the query. Empty strings when the query has no word.
 */
export function synonymTsQueries(query: string): { all: string; any: string } {
  const slots = withoutStopwords(querySlots(query));
  return {
    all: slots.map(slotQuery).join(' & '),
    any: slots.map(slotQuery).join(' | '),
  };
}

/**
 * What the search statement needs from a query: the tsquery texts (all slots; any slot), the query said in each
 * language for the trigram measures (as typed; each synonym slot in its group's first English term; in its first
 * French term), the tsquery of the common factors' names (weight A: in a name), empty when none applies, and
 * that of the words as typed in a name.
 */
export interface SearchTerms {
  all: string;
  /**
   * Every slot but one, any one (for three slots or more; else the same as `any`): what the relaxed stage looks for
   * before any single slot, which for a common word ("2024", "france") is thousands of factors.
   */
  most: string;
  any: string;
  /** Each slot's tsquery text, for the statement to weigh how common each is in the library. */
  slots: string[];
  variants: string[];
  common: string;
  /** The words as typed, all of them in a name (weight A): the user's own words win over their synonyms. */
  typedInName: string;
  /** The query names a place ("hotel stay France", "électricité Allemagne"): the company's country leads less. */
  placed: boolean;
  /** The units the query's unit words ask for ("kWh", "t.km"): factors of these units rank first. */
  units: string[];
  /**
   * The query is written in French (a French term of the table, or French accents): where a French and a foreign
   * factor fit equally, the French one leads. The interface language plays no part.
   */
  french: boolean;
}

function firstTerm(group: SynonymGroup, language: 'en' | 'fr'): string[] | null {
  const term = group[language][0] ?? group.codes?.[0];
  return term === undefined ? null : wordsOf(term);
}

/** The slots that are more than a stopword ("chaises de bureau" is chairs and office), unless none is. */
function withoutStopwords(slots: QuerySlot[]): QuerySlot[] {
  const kept = slots.filter((slot) => slot.group !== null || slot.words.some((word) => !STOPWORDS.has(word)));
  return kept.length > 0 ? kept : slots;
}

/** Any combination of all the slots but one, as tsquery text: "(a & b) | (a & c) | (b & c)"; any slot below three. */
export function allButOne(queries: string[]): string {
  if (queries.length < 3) return queries.join(' | ');
  return queries.map((_, skipped) => `(${queries.filter((__, i) => i !== skipped).join(' & ')})`).join(' | ');
}

/**
 * Unit words, as people write them after what they measure ("gaz de ville kWh", "voiture essence km", "sea freight
 * tkm"), with the unit of the library each asks for. Factor names rarely hold them, so they are not searched as text:
 * they make the factors of that unit rank first. Each phrase is matched on whole query tokens, in normal form
 * ("t.km" is "t km", "passenger-km" is "passenger km").
 */
const UNIT_WORDS: ReadonlyMap<string, readonly string[]> = new Map(
  (
    [
      ['kWh', ['kwh', 'kw h', 'kilowattheure', 'kilowattheures', 'kilowatt hour', 'kilowatt hours']],
      ['km', ['km', 'kms', 'kilometre', 'kilometres', 'kilometer', 'kilometers', 'vehicle km', 'vkm', 'vehicule km']],
      [
        't.km',
        [
          'tkm', 't km', 'tonne km', 'tonnes km', 'tonne kilometre', 'tonne kilometres', 'tonne kilometer',
          'tonne kilometers', 'tonnes kilometres',
        ],
      ],
      [
        'passenger.km',
        [
          'pkm', 'p km', 'passenger km', 'passengers km', 'passenger kilometre', 'passenger kilometres',
          'passager km', 'passagers km', 'voyageur km', 'voyageurs km', 'passager kilometre', 'voyageur kilometre',
        ],
      ],
      ['l', ['l', 'litre', 'litres', 'liter', 'liters']],
      ['kg', ['kg', 'kgs', 'kilo', 'kilos', 'kilogramme', 'kilogrammes', 'kilogram', 'kilograms']],
      ['tonne', ['tonne', 'tonnes']],
      ['m3', ['m3', 'metre cube', 'metres cubes', 'cubic metre', 'cubic metres', 'cubic meter', 'cubic meters']],
      ['night', ['night', 'nights', 'nuit', 'nuits']],
    ] as const
  ).flatMap(([unit, phrases]) => phrases.map((phrase) => [phrase, [unit]] as const)),
);

/** The longest unit phrase, in words. */
const LONGEST_UNIT_PHRASE = Math.max(...[...UNIT_WORDS.keys()].map((phrase) => phrase.split(' ').length));

/**
 * The query without its unit words, and the units they ask for. A unit word stays a word when nothing else would be
 * left ("kg" alone), and a mass after a number is a size, not a unit ("poids lourd 40 tonnes").
 */
export function splitUnits(query: string): { rest: string; units: string[] } {
  const tokens = query.split(/\s+/).filter((token) => token !== '');
  const kept: string[] = [];
  const units: string[] = [];
  let i = 0;
  while (i < tokens.length) {
    let matched = 0;
    for (let n = Math.min(LONGEST_UNIT_PHRASE, tokens.length - i); n >= 1 && matched === 0; n--) {
      const phrase = tokens.slice(i, i + n).flatMap(wordsOf).join(' ');
      const found = UNIT_WORDS.get(phrase);
      const afterNumber = i > 0 && /^[0-9]+([.,][0-9]+)?$/.test(tokens[i - 1]!);
      if (found && !(afterNumber && found.includes('tonne'))) {
        for (const unit of found) if (!units.includes(unit)) units.push(unit);
        matched = n;
      }
    }
    if (matched > 0) i += matched;
    else kept.push(tokens[i++]!);
  }
  if (kept.length === 0 || kept.every((token) => wordsOf(token).every((word) => STOPWORDS.has(word))))
    return { rest: query, units: [] };
  return { rest: kept.join(' '), units };
}

export function searchTerms(fullQuery: string): SearchTerms {
  const { rest: query, units: asked } = splitUnits(fullQuery);
  const slots = withoutStopwords(querySlots(query));
  // The query's unit words; else the units of its groups ("avion": passenger.km, "R32": kg).
  const units =
    asked.length > 0
      ? asked
      : [...new Set(slots.flatMap((slot) => (slot.group === null ? [] : (SEARCH_SYNONYMS[slot.group]!.units ?? []))))];
  const said = (language: 'en' | 'fr') =>
    slots
      .map((slot) => {
        const group = slot.group === null ? null : SEARCH_SYNONYMS[slot.group]!;
        return (group ? firstTerm(group, language) : null) ?? slot.words;
      })
      .flat()
      .join(' ');
  const variants = [...new Set([normaliseTerm(query), said('en'), said('fr')])].filter((v) => v !== '');
  const common = slots
    .flatMap((slot) => (slot.group === null ? [] : (SEARCH_SYNONYMS[slot.group]!.common ?? [])))
    .map((term) => wordsOf(term).map((word) => `${word}:A`))
    .filter((words) => words.length > 0)
    .map(phraseQuery);
  const queries = slots.map(slotQuery);
  return {
    all: queries.join(' & '),
    most: allButOne(queries),
    any: queries.join(' | '),
    slots: queries,
    variants,
    common: common.join(' | '),
    typedInName: slots.map((slot) => termQuery(slot.words.map((word) => `${word}:A`))).join(' & '),
    units,
    placed: slots.some((slot) => slot.group !== null && SEARCH_SYNONYMS[slot.group]!.topic === 'places'),
    french: slots.some((slot) => slot.french) || /[àâçéèêëîïôùûüÿœ]/i.test(query),
  };
}

/** Words of end of life that are not synonyms of "waste" itself. */
const END_OF_LIFE_WORDS = /\b(disposal|end of life|fin de vie|eol|treatment|traitement|open loop|closed loop)\b/;

/**
 * Whether a query is about waste or end of life ("waste landfill", "déchets", "recyclage du carton"): then the
 * treatment factors are what the user wants; otherwise the material itself (its production) comes first.
 */
export function isAboutWaste(query: string): boolean {
  return (
    querySlots(query).some((slot) => slot.group !== null && SEARCH_SYNONYMS[slot.group]!.topic === 'waste') ||
    END_OF_LIFE_WORDS.test(normaliseTerm(query))
  );
}

/** Whether a query asks for the upstream of a fuel ("WTT diesel", "amont gazole"), published apart by DESNZ. */
export function isAboutUpstream(query: string): boolean {
  return /\b(wtt|well to tank|upstream|amont)\b/.test(normaliseTerm(query));
}
