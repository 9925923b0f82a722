import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { emissionFactors, entries } from '@carbon/db/schema';
import type { Database } from '../../platform/db.ts';

/** What the purchases forms read of a factor before the ledger copies it: its unit, money and price year. */
export interface PurchaseFactorRow {
  id: string;
  key: string;
  unit: string;
  unitFamily: string;
  currency: string | null;
  priceYear: number | null;
  kgCo2ePerUnit: number;
}

const columns = {
  id: emissionFactors.id,
  key: emissionFactors.key,
  unit: emissionFactors.unit,
  unitFamily: emissionFactors.unitFamily,
  currency: emissionFactors.currency,
  priceYear: emissionFactors.priceYear,
  kgCo2ePerUnit: emissionFactors.kgCo2ePerUnit,
};

export class PurchasesRepository {
  constructor(private readonly db: Database) {}

  /** A factor of the library by its key (`source:source_id`), as the auto mode picks it. */
  async findLibraryFactorByKey(key: string): Promise<PurchaseFactorRow | null> {
    const [row] = await this.db
      .select(columns)
      .from(emissionFactors)
      .where(and(eq(emissionFactors.key, key), isNull(emissionFactors.companyId)))
      .limit(1);
    return row ?? null;
  }

  /** A factor the company can see (the library's or its own); another company's is null. */
  async findVisibleFactor(companyId: string, id: string): Promise<PurchaseFactorRow | null> {
    const [row] = await this.db
      .select(columns)
      .from(emissionFactors)
      .where(
        and(
          eq(emissionFactors.id, id),
          or(isNull(emissionFactors.companyId), eq(emissionFactors.companyId, companyId)),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /**
   * The activities of one capital good spread over its life (details.group_id), each year's with its index in the
   * life, purchase year first. Another company's never: the company is part of the filter.
   */
  async capitalGoodGroup(
    companyId: string,
    groupId: string,
  ): Promise<{ activityId: string; periodYear: number }[]> {
    const rows = await this.db
      .selectDistinct({ activityId: entries.activityId, periodYear: entries.periodYear })
      .from(entries)
      .where(
        and(
          eq(entries.companyId, companyId),
          eq(entries.activityKind, 'capital_good'),
          sql`${entries.details}->>'group_id' = ${groupId}`,
        ),
      )
      .orderBy(asc(entries.periodYear));
    return rows.flatMap((row) =>
      row.activityId ? [{ activityId: row.activityId, periodYear: row.periodYear }] : [],
    );
  }
}
