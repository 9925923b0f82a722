import { FEC_ACCOUNT_MAPPING, type FecAccountMapping } from './fec-mapping.ts';
import { parseLocaleNumber, UnreadableFileError } from './import-parse.ts';

/** One line of a FEC (fichier des écritures comptables, article A47 A-1 of the French tax procedure book). */
export interface FecLineRaw {
  account: string;
  accountLabel: string;
  /** YYYYMMDD. */
  date: string;
  debit: number;
  credit: number;
}

/**
 * Reads a FEC: the 18 legal columns separated by tabs or vertical bars, amounts with a comma (or dot) decimal.
 * Only the columns we use must be present: CompteNum, CompteLib, EcritureDate, Debit, Credit.
 */
export function parseFec(text: string): FecLineRaw[] {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
  const header = lines[0];
  if (!header) throw new UnreadableFileError('empty FEC');
  const separator = header.includes('\t') ? '\t' : header.includes('|') ? '|' : null;
  if (!separator) throw new UnreadableFileError('FEC separator');
  const columns = header.split(separator).map((name) => name.trim().toLowerCase());
  const at = (name: string) => columns.indexOf(name.toLowerCase());
  const account = at('CompteNum');
  const label = at('CompteLib');
  const date = at('EcritureDate');
  const debit = at('Debit');
  const credit = at('Credit');
  if (account < 0 || debit < 0 || credit < 0) throw new UnreadableFileError('FEC columns');
  return lines.slice(1).map((line) => {
    const cells = line.split(separator);
    const amount = (index: number) => {
      const value = parseLocaleNumber(cells[index] ?? '');
      return Number.isFinite(value) ? value : 0;
    };
    return {
      account: (cells[account] ?? '').trim(),
      accountLabel: label >= 0 ? (cells[label] ?? '').trim() : '',
      date: date >= 0 ? (cells[date] ?? '').trim() : '',
      debit: amount(debit),
      credit: amount(credit),
    };
  });
}

export interface FecAggregate {
  mapping: FecAccountMapping;
  /** Debits − credits, EUR, rounded to the cent. */
  amountEur: number;
}

export interface FecUnmapped {
  /** The 3-digit account class (641 salaries, 635 taxes…). */
  account: string;
  label: string;
  amountEur: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

function mappingOf(account: string, mappings: readonly FecAccountMapping[]): FecAccountMapping | undefined {
  let best: FecAccountMapping | undefined;
  for (const mapping of mappings) {
    if (account.startsWith(mapping.prefix) && (!best || mapping.prefix.length > best.prefix.length))
      best = mapping;
  }
  return best;
}

/**
 * The year's expenses per mapped account prefix: debits − credits of the lines dated in the year (a line with no
 * date counts: some exports leave it out of the opening entries), in the mapping's order. Prefixes whose balance is
 * not positive (refunds larger than purchases) are left out; class-6 accounts no prefix covers are listed apart.
 */
export function aggregateFec(
  lines: readonly FecLineRaw[],
  year: number,
  mappings: readonly FecAccountMapping[] = FEC_ACCOUNT_MAPPING,
): { lines: FecAggregate[]; unmapped: FecUnmapped[] } {
  const sums = new Map<FecAccountMapping, number>();
  const others = new Map<string, { label: string; amount: number }>();
  for (const line of lines) {
    if (line.date && !line.date.startsWith(String(year))) continue;
    const net = line.debit - line.credit;
    const mapping = mappingOf(line.account, mappings);
    if (mapping) sums.set(mapping, (sums.get(mapping) ?? 0) + net);
    else if (line.account.startsWith('6')) {
      const key = line.account.slice(0, 3);
      const current = others.get(key) ?? { label: line.accountLabel, amount: 0 };
      current.amount += net;
      others.set(key, current);
    }
  }
  return {
    lines: mappings.flatMap((mapping) => {
      const amount = cents(sums.get(mapping) ?? 0);
      return amount > 0 ? [{ mapping, amountEur: amount }] : [];
    }),
    unmapped: [...others]
      .map(([account, { label, amount }]) => ({ account, label, amountEur: cents(amount) }))
      .filter((line) => line.amountEur !== 0)
      .sort((a, b) => a.account.localeCompare(b.account)),
  };
}
