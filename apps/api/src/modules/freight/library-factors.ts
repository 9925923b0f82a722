import { and, eq, isNull } from 'drizzle-orm';
import { emissionFactors } from '@carbon/db/schema';
import { scope3MessageKeys } from '@carbon/contracts/freight';
import type { Database } from '../../platform/db.ts';
import { bodyFieldError } from '../../platform/errors.ts';

/**
 * The scope 3 forms (freight, waste, commuting) compute each line with a library factor named by its key in the
 * engine's mapping; this resolves the key to the factor's id. A library without that row answers 422 on the
 * field that chose it (a deployment that imported only part of the library).
 */
export class LibraryFactors {
  constructor(private readonly db: Database) {}

  async idOf(key: string, loc: readonly (string | number)[]): Promise<string> {
    const [row] = await this.db
      .select({ id: emissionFactors.id })
      .from(emissionFactors)
      .where(and(eq(emissionFactors.key, key), isNull(emissionFactors.companyId)))
      .limit(1);
    if (!row) throw bodyFieldError(loc, scope3MessageKeys.factorNotInLibrary, 'factor_not_in_library');
    return row.id;
  }
}
