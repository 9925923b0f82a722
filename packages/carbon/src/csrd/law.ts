/**
 * The law the csrd domain encodes, and the shape of its answers: every answer is a rule id with parameters
 * and legal-reference ids, which the web translates, so the same result reads correctly in English and French.
 */

/** The date of the law this domain encodes; the web shows it beside the disclaimer. */
export const LAW_AS_OF = '2026-11-21';

/** Legal texts the web names and links to, in the reader's language (article "19a" is "19 bis" in French). */
export type LegalReferenceId =
  | 'accounting-directive-art-19a'
  | 'accounting-directive-art-29a'
  | 'accounting-directive-subsidiary-exemption'
  | 'accounting-directive-art-40a'
  | 'transparency-directive-art-4'
  | 'csrd-directive-art-5'
  | 'stop-the-clock-directive'
  | 'omnibus-directive'
  | 'esrs-quick-fix-regulation'
  /** Ordonnance n° 2023-1142 with the dates of loi n° 2025-391: the French law until 2026/470 is transposed. */
  | 'fr-csrd-transposition'
  | 'fr-env-code-l229-25'
  | 'fr-env-code-r229-46'
  | 'fr-env-code-r229-47'
  | 'fr-env-code-r229-45-to-r229-50-1'
  | 'fr-decret-2022-982'
  | 'fr-loi-2023-973';

export type RuleParams = Readonly<Record<string, number | string>>;

export interface RuleMessage<Id extends string> {
  id: Id;
  params?: RuleParams;
}

/** "More than": the limits of the directive and of the Code de l'environnement are exceeded only by a strictly greater figure. */
export function exceeds(value: number, limit: number): boolean {
  return value > limit;
}
