import { and, asc, eq, isNull, max } from 'drizzle-orm';
import { entries, portfolios, portfolioScenarios, scenarios } from '@carbon/db/schema';
import type { Database } from '../../platform/db.ts';

export type PortfolioRow = typeof portfolios.$inferSelect;
export type PortfolioScenarioRow = typeof portfolioScenarios.$inferSelect;

/** A scenario of the company as the portfolio reads it: its avoided emissions per year at full effect. */
export interface PortfolioScenarioFacts {
  id: string;
  name: string;
  type: string;
  results: unknown;
}

/** The company's portfolio (its settings and included scenarios) and what its projection reads. */
export class PortfolioRepository {
  constructor(private readonly db: Database) {}

  transaction<T>(work: (repository: PortfolioRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new PortfolioRepository(tx)));
  }

  async find(
    companyId: string,
  ): Promise<{ portfolio: PortfolioRow; scenarios: PortfolioScenarioRow[] } | null> {
    const [portfolio] = await this.db
      .select()
      .from(portfolios)
      .where(eq(portfolios.companyId, companyId))
      .limit(1);
    if (!portfolio) return null;
    const rows = await this.db
      .select()
      .from(portfolioScenarios)
      .where(eq(portfolioScenarios.companyId, companyId))
      .orderBy(asc(portfolioScenarios.position));
    return { portfolio, scenarios: rows };
  }

  /** Replaces the settings and the list of included scenarios (the caller checked they are the company's). */
  async replace(
    companyId: string,
    settings: { growthRatePercent: number; endYear: number },
    rows: { scenarioId: string; startYear: number; rampUpYears: number }[],
  ): Promise<void> {
    await this.db
      .insert(portfolios)
      .values({ companyId, ...settings })
      .onConflictDoUpdate({ target: portfolios.companyId, set: { ...settings, updatedAt: new Date() } });
    await this.db.delete(portfolioScenarios).where(eq(portfolioScenarios.companyId, companyId));
    if (rows.length > 0) {
      await this.db
        .insert(portfolioScenarios)
        .values(rows.map((row, position) => ({ companyId, ...row, position })));
    }
  }

  async scenarios(companyId: string): Promise<PortfolioScenarioFacts[]> {
    return this.db
      .select({ id: scenarios.id, name: scenarios.name, type: scenarios.type, results: scenarios.results })
      .from(scenarios)
      .where(eq(scenarios.companyId, companyId))
      .orderBy(asc(scenarios.createdAt), asc(scenarios.id));
  }

  /** The latest year of the company's ledger with a recorded entry (null: nothing recorded yet). */
  async latestInventoryYear(companyId: string): Promise<number | null> {
    const [row] = await this.db
      .select({ year: max(entries.periodYear) })
      .from(entries)
      .where(and(eq(entries.companyId, companyId), isNull(entries.derivedFromEntryId)));
    return row?.year ?? null;
  }
}
