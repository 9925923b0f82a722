import { describe, expect, it } from 'vitest';
import {
  defaultSearchState,
  isQueryTooShort,
  isSearchableQuery,
  minScoreFromPercent,
  readSearchState,
  toSearchRequest,
  writeSearchState,
  type FactorSearchState,
} from './search-state';

describe('the 2-character rule', () => {
  it('searches from 2 characters, counted after trimming', () => {
    expect(isSearchableQuery('')).toBe(false);
    expect(isSearchableQuery('a')).toBe(false);
    expect(isSearchableQuery('  a  ')).toBe(false);
    expect(isSearchableQuery('ab')).toBe(true);
    expect(isSearchableQuery(' é ')).toBe(false);
    expect(isSearchableQuery('blé')).toBe(true);
  });

  it('calls a typed but too short text too short, and an empty one not', () => {
    expect(isQueryTooShort('')).toBe(false);
    expect(isQueryTooShort('   ')).toBe(false);
    expect(isQueryTooShort('a')).toBe(true);
    expect(isQueryTooShort('ab')).toBe(false);
  });

  it('makes no request below 2 characters', () => {
    expect(toSearchRequest({ ...defaultSearchState, q: 'a' }, 'en', null)).toBeNull();
    expect(toSearchRequest({ ...defaultSearchState, q: ' ' }, 'en', null)).toBeNull();
    expect(toSearchRequest({ ...defaultSearchState, q: 'gas' }, 'en', null)).not.toBeNull();
  });
});

describe('minimum relevance slider', () => {
  it('maps a percentage 0-100 to min_score 0..1', () => {
    expect(minScoreFromPercent(0)).toBe(0);
    expect(minScoreFromPercent(7)).toBe(0.07);
    expect(minScoreFromPercent(35)).toBe(0.35);
    expect(minScoreFromPercent(100)).toBe(1);
  });
  it('clamps and rounds what it is given', () => {
    expect(minScoreFromPercent(-10)).toBe(0);
    expect(minScoreFromPercent(140)).toBe(1);
    expect(minScoreFromPercent(42.6)).toBe(0.43);
    expect(minScoreFromPercent(Number.NaN)).toBe(0);
  });
});

describe('URL state', () => {
  const full: FactorSearchState = {
    q: 'électricité réseau',
    limit: 50,
    relevance: 40,
    source: 'ademe-base-carbone',
    unitFamily: 'energy',
    country: 'FR',
    year: 2023,
    factor: '0b5c4f7e-2a1d-4c55-9f3e-8d7a6b5c4d3e',
  };

  it('round-trips every part of the state', () => {
    const params = writeSearchState(full);
    expect(readSearchState(new URLSearchParams(params.toString()))).toEqual(full);
  });

  it('keeps the address short: defaults are left out', () => {
    expect(writeSearchState(defaultSearchState).toString()).toBe('');
    expect(writeSearchState({ ...defaultSearchState, q: 'diesel' }).toString()).toBe('q=diesel');
    expect(readSearchState(new URLSearchParams(''))).toEqual(defaultSearchState);
  });

  it('falls back to defaults for malformed or unknown values', () => {
    const state = readSearchState(new URLSearchParams('limit=30&relevance=abc&source=nope&unit_family=weight&country=France&year=1800'));
    expect(state).toEqual(defaultSearchState);
    expect(readSearchState(new URLSearchParams('relevance=250&country=fr')).relevance).toBe(100);
    expect(readSearchState(new URLSearchParams('country=fr')).country).toBe('FR');
  });

  it('turns the state into the API query', () => {
    expect(toSearchRequest(full, 'fr', 'c1')).toEqual({
      q: 'électricité réseau',
      limit: 50,
      min_score: 0.4,
      lang: 'fr',
      source: 'ademe-base-carbone',
      unit_family: 'energy',
      country: 'FR',
      year: 2023,
      company_id: 'c1',
    });
    expect(toSearchRequest({ ...defaultSearchState, q: '  steel ' }, 'en', null)).toEqual({
      q: 'steel',
      limit: 20,
      min_score: 0,
      lang: 'en',
    });
  });
});
