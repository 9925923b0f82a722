import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db.ts';

export interface AnalyticsFilter {
  companyId: string;
  years: readonly number[];
  siteId?: string | undefined;
  projectId?: string | undefined;
}

/** One line of the aggregate: a year's category, weighted by the filter. */
export interface AnalyticsRow {
  periodYear: number;
  scope: number;
  category: string;
  co2eKg: number;
  co2eKgMarket: number;
  entries: number;
}

function rowsOf<Row>(result: unknown): Row[] {
  if (Array.isArray(result)) return result as Row[];
  return ((result as { rows?: Row[] }).rows ?? []) as Row[];
}

/**
 * The analytics aggregate, summed in the database (a year of a company is thousands of rows). Each ledger row
 * gets a weight: 1 without a filter; for a site, its shares to that site when the entry (or, for a derived row,
 * its source) is distributed to sites, else 1 when recorded at the site; for a project, its share to the project.
 */
export class AnalyticsRepository {
  constructor(private readonly db: Database) {}

  async aggregate(filter: AnalyticsFilter): Promise<AnalyticsRow[]> {
    const years = sql.join(
      filter.years.map((year) => sql`${year}`),
      sql`, `,
    );
    let weight: SQL;
    let joins: SQL = sql``;
    const conditions: SQL[] = [sql`e.company_id = ${filter.companyId}::uuid`, sql`e.period_year in (${years})`];
    if (filter.projectId) {
      joins = sql`join entry_shares p on p.company_id = e.company_id
        and p.entry_id = coalesce(e.derived_from_entry_id, e.id)
        and p.target_type = 'project' and p.target_id = ${filter.projectId}::uuid`;
      weight = sql`p.share_percent / 100.0`;
      if (filter.siteId) conditions.push(sql`e.site_id = ${filter.siteId}::uuid`);
    } else if (filter.siteId) {
      joins = sql`left join (
          select entry_id, sum(share_percent) filter (where target_id = ${filter.siteId}::uuid) as mine
          from entry_shares where company_id = ${filter.companyId}::uuid and target_type = 'site'
          group by entry_id
        ) s on s.entry_id = coalesce(e.derived_from_entry_id, e.id)`;
      weight = sql`(case when s.entry_id is null then (case when e.site_id = ${filter.siteId}::uuid then 1.0 else 0.0 end)
        else coalesce(s.mine, 0) / 100.0 end)`;
    } else {
      weight = sql`1.0`;
    }
    const weighted = sql`select e.period_year, e.scope, e.category, e.co2e_kg, e.co2e_kg_market, ${weight} as w
      from entries e ${joins}
      where ${sql.join(conditions, sql` and `)}`;
    const result = await this.db.execute(sql`
      select period_year::int as period_year, scope::int as scope, category,
        sum(co2e_kg * w)::float8 as co2e_kg,
        sum(coalesce(co2e_kg_market, co2e_kg) * w)::float8 as co2e_kg_market,
        count(*)::int as entries
      from (${weighted}) weighted
      where w > 0
      group by period_year, scope, category`);
    return rowsOf<{
      period_year: number;
      scope: number;
      category: string;
      co2e_kg: number;
      co2e_kg_market: number;
      entries: number;
    }>(result).map((row) => ({
      periodYear: Number(row.period_year),
      scope: Number(row.scope),
      category: row.category,
      co2eKg: Number(row.co2e_kg),
      co2eKgMarket: Number(row.co2e_kg_market),
      entries: Number(row.entries),
    }));
  }

  /** The company's employees, or the site's; undefined when the site is not the company's. */
  async employees(companyId: string, siteId?: string): Promise<{ found: boolean; employees: number | null }> {
    const result = siteId
      ? await this.db.execute(sql`select employees from sites where id = ${siteId}::uuid and company_id = ${companyId}::uuid`)
      : await this.db.execute(sql`select employees from companies where id = ${companyId}::uuid`);
    const [row] = rowsOf<{ employees: number | null }>(result);
    if (!row) return { found: false, employees: null };
    return { found: true, employees: row.employees === null ? null : Number(row.employees) };
  }

  async projectExists(companyId: string, projectId: string): Promise<boolean> {
    const result = await this.db.execute(
      sql`select 1 as one from projects where id = ${projectId}::uuid and company_id = ${companyId}::uuid`,
    );
    return rowsOf(result).length > 0;
  }
}
