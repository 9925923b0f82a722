import { describe, expect, it } from 'vitest';
import { countryCodeFromName, iso2FromIso3 } from './countries';
import { cleanText, numberOrNull, readCsv, repairDoubleEncodedUtf8 } from './parse-helpers';

describe('cleanText', () => {
  it('undoes residual CSV quoting but keeps legitimate quotes', () => {
    expect(cleanText('"hors-sol, faible chauffé, lutte ravageur ""intégrée"""')).toBe(
      'hors-sol, faible chauffé, lutte ravageur "intégrée"',
    );
    expect(cleanText('"""Barre céréalière """"équilibre"""" aux fruits"""')).toBe(
      'Barre céréalière "équilibre" aux fruits',
    );
    expect(cleanText('"Propres" (Broyat criblé)')).toBe('"Propres" (Broyat criblé)');
    expect(cleanText('\tSalade César  au poulet ')).toBe('Salade César au poulet');
  });

  it('repairs UTF-8 read as Latin-1, and leaves correct text alone', () => {
    expect(repairDoubleEncodedUtf8('DonnÃ©es de l’EU')).toBe('DonnÃ©es de l’EU');
    expect(repairDoubleEncodedUtf8('DonnÃ©es du systÃ¨me')).toBe('Données du système');
    expect(repairDoubleEncodedUtf8('Données')).toBe('Données');
  });
});

describe('numberOrNull', () => {
  it('reads dot and decimal-comma numbers, empty as null, and rejects text', () => {
    expect(numberOrNull('2.81', 'x')).toBe(2.81);
    expect(numberOrNull('2,81', 'x')).toBe(2.81);
    expect(numberOrNull('4.57e-09', 'x')).toBe(4.57e-9);
    expect(numberOrNull(' ', 'x')).toBeNull();
    expect(() => numberOrNull('n/a', 'x')).toThrow(/not a number/);
  });
});

describe('readCsv', () => {
  it('strips a BOM and fails loudly when a column the parser needs is missing', () => {
    expect(readCsv('\uFEFFID,Value\n1,"a, b"\n', ['ID'], 't')).toEqual([{ ID: '1', Value: 'a, b' }]);
    expect(() => readCsv('ID,Other\n1,2\n', ['ID', 'Value'], 'test file')).toThrow(
      'test file: missing columns "Value"',
    );
  });
});

describe('country codes', () => {
  it('maps ISO alpha-3 and dataset country names to alpha-2', () => {
    expect(iso2FromIso3('FRA')).toBe('FR');
    expect(iso2FromIso3('GBR')).toBe('GB');
    expect(iso2FromIso3('OWID_KOS')).toBe('XK');
    expect(countryCodeFromName('Royaume-Uni')).toBe('GB');
    expect(countryCodeFromName('Pays Bas')).toBe('NL');
    expect(countryCodeFromName('Birmanie')).toBe('MM');
    expect(countryCodeFromName('Rép. Dém. Du Congo')).toBe('CD');
    expect(countryCodeFromName('Trinité et Tobago')).toBe('TT');
    expect(countryCodeFromName('UK (London)')).toBe('GB');
    // Entities that no longer exist have no code rather than a wrong one.
    expect(countryCodeFromName('Antilles Néerlandaises')).toBeNull();
    expect(countryCodeFromName('Serbie-Monténégro')).toBeNull();
  });
});
