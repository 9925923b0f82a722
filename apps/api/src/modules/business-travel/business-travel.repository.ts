import { and, inArray, isNull } from 'drizzle-orm';
import { emissionFactors } from '@carbon/db/schema';
import type { Database } from '../../platform/db.ts';

export class BusinessTravelRepository {
  constructor(private readonly db: Database) {}

  /** The library factors' ids by their keys (`source:source_id`); a key the library lacks is absent from the map. */
  async factorIdsByKey(keys: readonly string[]): Promise<Map<string, string>> {
    if (keys.length === 0) return new Map();
    const rows = await this.db
      .select({ id: emissionFactors.id, key: emissionFactors.key })
      .from(emissionFactors)
      .where(and(isNull(emissionFactors.companyId), inArray(emissionFactors.key, [...new Set(keys)])));
    return new Map(rows.map((row) => [row.key, row.id]));
  }
}
