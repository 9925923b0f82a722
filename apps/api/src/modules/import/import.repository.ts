import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { emissionFactors, entries, importMappings } from '@carbon/db/schema';
import type { Database } from '../../platform/db.ts';

export class ImportRepository {
  constructor(private readonly db: Database) {}

  async mapping(companyId: string, kind: string): Promise<Record<string, string> | null> {
    const [row] = await this.db
      .select({ mapping: importMappings.mapping })
      .from(importMappings)
      .where(and(eq(importMappings.companyId, companyId), eq(importMappings.kind, kind)))
      .limit(1);
    return (row?.mapping as Record<string, string> | undefined) ?? null;
  }

  async saveMapping(companyId: string, kind: string, mapping: Record<string, string>): Promise<void> {
    await this.db
      .insert(importMappings)
      .values({ companyId, kind, mapping })
      .onConflictDoUpdate({
        target: [importMappings.companyId, importMappings.kind],
        set: { mapping, updatedAt: sql`now()` },
      });
  }

  /** Library factors (of no company) by key → id. */
  async libraryFactorIds(keys: readonly string[]): Promise<Map<string, string>> {
    if (keys.length === 0) return new Map();
    const rows = await this.db
      .select({ id: emissionFactors.id, key: emissionFactors.key })
      .from(emissionFactors)
      .where(and(inArray(emissionFactors.key, [...keys]), isNull(emissionFactors.companyId)));
    return new Map(rows.map((row) => [row.key, row.id]));
  }

  /** How many entries of the company an import wrote (a job run again writes nothing twice). */
  async entriesOfImport(companyId: string, importId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(entries)
      .where(and(eq(entries.companyId, companyId), sql`${entries.details}->>'import_id' = ${importId}`));
    return Number(row?.n ?? 0);
  }
}
