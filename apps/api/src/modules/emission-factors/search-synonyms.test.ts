import { describe, expect, it } from 'vitest';
import {
  normaliseTerm,
  querySlots,
  SEARCH_SYNONYMS,
  searchTerms,
  splitUnits,
  synonymTsQueries,
} from './search-synonyms.ts';

/** The phrases a query word is searched as, joined by spaces ("long haul"). */
function alternativesOf(query: string, slot = 0): string[] {
  return (querySlots(query)[slot]?.alternatives ?? []).map((words) => words.join(' '));
}

describe('the synonym table', () => {
  it('covers the vocabulary of every screen with at least 60 groups', () => {
    expect(SEARCH_SYNONYMS.length).toBeGreaterThanOrEqual(60);
    const topics = new Set(SEARCH_SYNONYMS.map((group) => group.topic));
    for (const topic of [
      'fuels',
      'refrigerants',
      'travel',
      'freight',
      'waste',
      'packaging',
      'food',
      'electronics',
      'furniture',
      'construction',
    ] as const) {
      expect(topics, topic).toContain(topic);
    }
  });

  it('gives every group at least two ways of saying it', () => {
    for (const group of SEARCH_SYNONYMS) {
      const terms = new Set([...group.en, ...group.fr, ...(group.codes ?? [])].map(normaliseTerm));
      // A place spelt alike in both languages ("France") is a group only to mark the query as naming a place:
      // longer names holding it ("France métropolitaine") would match nothing more and dilute the full-text rank.
      const least = group.topic === 'places' ? 1 : 2;
      expect(terms.size, JSON.stringify(group)).toBeGreaterThanOrEqual(least);
    }
  });

  it('never puts one term in two groups, which would make a word mean two things', () => {
    const owner = new Map<string, number>();
    SEARCH_SYNONYMS.forEach((group, index) => {
      for (const term of new Set([...group.en, ...group.fr, ...(group.codes ?? [])].map(normaliseTerm))) {
        expect(owner.get(term), `"${term}" in groups ${owner.get(term)} and ${index}`).toBeUndefined();
        owner.set(term, index);
      }
    });
  });
});

describe('query slots', () => {
  it('finds French fuel names under the English ones and back', () => {
    expect(alternativesOf('gazole')).toEqual(expect.arrayContaining(['gazole', 'diesel', 'gasoil']));
    expect(alternativesOf('gasoil')).toEqual(expect.arrayContaining(['gazole', 'diesel']));
    expect(alternativesOf('diesel')).toEqual(expect.arrayContaining(['gazole']));
  });

  it('reads "vol long courrier" as a flight, long-haul, not as the word "long"', () => {
    const slots = querySlots('vol long courrier');
    expect(slots).toHaveLength(2);
    expect(slots[0]!.alternatives.map((w) => w.join(' '))).toEqual(expect.arrayContaining(['vol', 'flight', 'avion']));
    expect(slots[1]!.words).toEqual(['long', 'courrier']);
    expect(slots[1]!.alternatives.map((w) => w.join(' '))).toEqual(expect.arrayContaining(['long haul']));
  });

  it('matches accents, case and plurals loosely', () => {
    expect(alternativesOf('HÔTEL')).toEqual(expect.arrayContaining(['hotel night', 'nuitee']));
    expect(alternativesOf('Flights')).toEqual(expect.arrayContaining(['vol', 'avion']));
    expect(alternativesOf('déchets')).toEqual(expect.arrayContaining(['waste']));
    expect(alternativesOf('Réseau de chaleur')).toEqual(expect.arrayContaining(['heat network', 'district heating']));
  });

  it('takes the longest term: "laptop" and "ordinateur portable" are one thing, "ordinateur" another', () => {
    expect(alternativesOf('ordinateur portable')).toEqual(expect.arrayContaining(['laptop']));
    expect(alternativesOf('laptop')).toEqual(expect.arrayContaining(['ordinateur portable', 'portable computer']));
    expect(alternativesOf('ordinateur')).not.toContain('laptop');
  });

  it('writes refrigerant codes every way publishers do', () => {
    for (const typed of ['R32', 'R-32', 'r 32', 'HFC-32', 'hfc32']) {
      expect(alternativesOf(typed), typed).toEqual(expect.arrayContaining(['r32', 'hfc 32', 'r 32']));
    }
    expect(alternativesOf('R-410A')).toEqual(expect.arrayContaining(['r410a', 'hfc 410a']));
  });

  it('searches a hyphenated code outside the table apart, whole as the text parser reads it, and joined', () => {
    expect(alternativesOf('R-27')).toEqual(['r 27', 'r-27', 'r27']);
  });

  it('keeps the words as typed and the common factor of a group apart from the synonyms', () => {
    const terms = searchTerms('gazole');
    expect(terms.variants).toEqual(['gazole', 'diesel']);
    expect(terms.typedInName).toBe('gazole:A');
    expect(terms.common).toContain('(gazole:A <-> routier:A <-> b7:A)');
    expect(searchTerms('concrete').common).toBe('');
  });

  it('leaves other words as typed', () => {
    const slots = querySlots('Gazole B30');
    expect(slots.map((slot) => slot.words.join(' '))).toEqual(['gazole', 'b30']);
    expect(slots[1]!.alternatives).toEqual([['b30']]);
    expect(slots[1]!.group).toBeNull();
  });
});

describe('tsquery text', () => {
  it('ANDs the slots and ORs each slot’s terms, each term all its words', () => {
    const { all, any } = synonymTsQueries('camion frigorifique');
    expect(all).toMatch(/^\(camion \| .*\(poids & lourd\).*\) & frigorifique$/);
    expect(all).toContain('truck');
    expect(any).toMatch(/\) \| frigorifique$/);
  });

  it('only ever holds letters, digits and tsquery operators, whatever is typed', () => {
    const { all, any } = synonymTsQueries(`l'eau & "vin" | !(rouge) <-> 'x':* \\ ; -- drop`);
    for (const text of [all, any]) expect(text).toMatch(/^[a-z0-9 ()&|<>-]*$/);
    const { common, typedInName } = searchTerms(`gazole ' & | !x:* <-> )`);
    for (const text of [common, typedInName]) expect(text).toMatch(/^[a-z0-9 ()&|<>:A-]*$/);
  });

  it('relaxes a query of three slots or more to all of its slots but one, and of fewer to any slot', () => {
    const three = searchTerms('electricite 2024 france');
    expect(three.slots).toHaveLength(3);
    const [power, year, place] = three.slots;
    expect(three.most).toBe(`(${year} & ${place}) | (${power} & ${place}) | (${power} & ${year})`);
    expect(three.any).toBe(`${power} | ${year} | ${place}`);
    const two = searchTerms('hotel france');
    expect(two.most).toBe(two.any);
    expect(two.slots).toHaveLength(2);
  });

  it('is empty for a query without words', () => {
    expect(synonymTsQueries(' -- !! ')).toEqual({ all: '', any: '' });
  });
});

describe('unit words', () => {
  it('are taken out of the words searched and asked for as units', () => {
    expect(splitUnits('gaz de ville kWh')).toEqual({ rest: 'gaz de ville', units: ['kWh'] });
    expect(splitUnits('voiture essence km')).toEqual({ rest: 'voiture essence', units: ['km'] });
    expect(splitUnits('sea freight tkm').units).toEqual(['t.km']);
    expect(splitUnits('road freight t.km').units).toEqual(['t.km']);
    expect(splitUnits('rail freight tonne km')).toEqual({ rest: 'rail freight', units: ['t.km'] });
    expect(splitUnits('train voyageurs km')).toEqual({ rest: 'train', units: ['passenger.km'] });
    expect(splitUnits('air travel passenger-km').units).toEqual(['passenger.km']);
    expect(splitUnits('gasoline litres').units).toEqual(['l']);
    expect(splitUnits('R410a leak kg').units).toEqual(['kg']);
    expect(splitUnits('gaz naturel m3').units).toEqual(['m3']);
    expect(splitUnits('nuit hotel royaume-uni').units).toEqual(['night']);
    const terms = searchTerms('gaz de ville kWh');
    expect(terms.units).toEqual(['kWh']);
    expect(terms.all).not.toMatch(/kwh/);
    expect(terms.variants[0]).toBe('gaz de ville');
  });

  it('stay words when nothing else is typed, and a mass after a number is a size', () => {
    expect(splitUnits('kWh')).toEqual({ rest: 'kWh', units: [] });
    expect(splitUnits('de km')).toEqual({ rest: 'de km', units: [] });
    expect(splitUnits('poids lourd 40 tonnes')).toEqual({ rest: 'poids lourd 40 tonnes', units: [] });
    expect(splitUnits('acier tonne').units).toEqual(['tonne']);
  });

  it("give way to a group's unit when the query has none: a flight per passenger.km, a refrigerant in kg", () => {
    expect(searchTerms('avion').units).toEqual(['passenger.km']);
    expect(searchTerms('avion cargo').units).toEqual(['t.km']);
    expect(searchTerms('R32').units).toEqual(['kg']);
    expect(searchTerms('hotel').units).toEqual(['night']);
    expect(searchTerms('avion t.km').units).toEqual(['t.km']);
    expect(searchTerms('gazole').units).toEqual([]);
  });
});

describe('a place in the query', () => {
  it('is known, so that the company country leads less than the place asked for', () => {
    expect(searchTerms('hotel stay France').placed).toBe(true);
    expect(searchTerms('électricité Allemagne').placed).toBe(true);
    expect(searchTerms('électricité').placed).toBe(false);
  });
});
