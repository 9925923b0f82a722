import { describe, expect, it } from 'vitest';
import { aggregateFec, parseFec } from './fec.ts';
import { FEC_ACCOUNT_MAPPING } from './fec-mapping.ts';

const HEADER = [
  'JournalCode',
  'JournalLib',
  'EcritureNum',
  'EcritureDate',
  'CompteNum',
  'CompteLib',
  'CompAuxNum',
  'CompAuxLib',
  'PieceRef',
  'PieceDate',
  'EcritureLib',
  'Debit',
  'Credit',
  'EcritureLet',
  'DateLet',
  'ValidDate',
  'Montantdevise',
  'Idevise',
];

function line(account: string, label: string, debit: string, credit: string, date = '20250310'): string[] {
  return [
    'HA',
    'Achats',
    '12',
    date,
    account,
    label,
    '',
    '',
    'F12',
    date,
    label,
    debit,
    credit,
    '',
    '',
    date,
    '',
    '',
  ];
}

function fec(separator: string, lines: string[][]): string {
  return [HEADER, ...lines].map((cells) => cells.join(separator)).join('\r\n');
}

describe('parseFec', () => {
  it('reads tab- and pipe-separated files with comma decimals', () => {
    const lines = [
      line('60110000', 'Matières', '1 200,50', '0,00'),
      line('40100000', 'Fournisseur', '0,00', '1200,50'),
    ];
    for (const separator of ['\t', '|']) {
      expect(parseFec(fec(separator, lines))).toEqual([
        { account: '60110000', accountLabel: 'Matières', date: '20250310', debit: 1200.5, credit: 0 },
        { account: '40100000', accountLabel: 'Fournisseur', date: '20250310', debit: 0, credit: 1200.5 },
      ]);
    }
  });

  it('refuses a file without the legal columns', () => {
    expect(() => parseFec('a,b,c\n1,2,3')).toThrow();
    expect(() => parseFec('JournalCode\tCompteLib\n1\t2')).toThrow();
  });
});

describe('aggregateFec', () => {
  it('sums debits − credits of the year per longest matching prefix', () => {
    const parsed = parseFec(
      fec('\t', [
        line('60110000', 'Matières', '10000,00', '0,00'),
        line('60110000', 'Avoir', '0,00', '2500,00'), // refund: 10,000 − 2,500 = 7,500
        line('60610000', 'Fournitures', '300,00', '0,00'),
        line('62410000', 'Transports sur achats', '1000,00', '0,00'), // 6241, not a 624 parent
        line('62420000', 'Transports sur ventes', '400,00', '0,00'), // 624 other than 6241/6243: unmapped
        line('62510000', 'Voyages', '500,00', '0,00'),
        line('62510000', 'Voyages N-1', '999,00', '0,00', '20241231'), // other year: left out
        line('61300000', 'Locations', '100,00', '150,00'), // credit balance: left out
        line('64100000', 'Salaires', '40000,00', '0,00'),
        line('40100000', 'Fournisseurs', '0,00', '11300,00'), // class 4: neither mapped nor listed
      ]),
    );
    const result = aggregateFec(parsed, 2025);
    expect(result.lines.map((l) => [l.mapping.prefix, l.mapping.category, l.amountEur])).toEqual([
      ['601', 'purchased_goods', 7500],
      ['606', 'purchased_goods', 300],
      ['6241', 'upstream_transport', 1000],
      ['6251', 'business_travel', 500],
    ]);
    expect(result.unmapped).toEqual([
      { account: '624', label: 'Transports sur ventes', amountEur: 400 },
      { account: '641', label: 'Salaires', amountEur: 40000 },
    ]);
  });

  it('maps every prefix to a spend category and an ADEME monetary ratio', () => {
    const prefixes = FEC_ACCOUNT_MAPPING.map((m) => m.prefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const mapping of FEC_ACCOUNT_MAPPING) expect(mapping.factorKey).toMatch(/^ademe-base-carbone:\d+$/);
  });
});
