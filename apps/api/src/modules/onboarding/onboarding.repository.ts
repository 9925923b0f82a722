import { asc, eq, sql } from 'drizzle-orm';
import { companies, onboardingState, sites, users } from '@carbon/db/schema';
import type { Database } from '../../platform/db.ts';

/** Everything the setup steps are derived from, for one company and one caller. */
export interface SetupFacts {
  companyId: string;
  companyName: string;
  sector: string | null;
  country: string | null;
  employees: number | null;
  annualRevenue: number | null;
  reportingYear: number | null;
  setupCompletedAt: Date | null;
  callerEmailVerified: boolean;
}

export interface SiteFigures {
  id: string;
  name: string;
  employees: number | null;
  surfaceM2: number | null;
}

export class OnboardingRepository {
  constructor(private readonly db: Database) {}

  async findDefaultCompanyId(userId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ companyId: users.defaultCompanyId })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row?.companyId ?? null;
  }

  /** Membership is checked by the caller (CompaniesService.requireRole) before this runs. */
  async findSetupFacts(companyId: string, userId: string): Promise<SetupFacts | null> {
    const [row] = await this.db
      .select({
        companyId: companies.id,
        companyName: companies.name,
        sector: companies.sector,
        country: companies.country,
        employees: companies.employees,
        annualRevenue: companies.annualRevenue,
        reportingYear: companies.reportingYear,
        setupCompletedAt: onboardingState.completedAt,
        callerEmailVerified: sql<boolean>`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.emailVerifiedAt} is not null)`,
      })
      .from(companies)
      .leftJoin(onboardingState, eq(onboardingState.companyId, companies.id))
      .where(eq(companies.id, companyId))
      .limit(1);
    return row ?? null;
  }

  listSites(companyId: string): Promise<SiteFigures[]> {
    return this.db
      .select({ id: sites.id, name: sites.name, employees: sites.employees, surfaceM2: sites.surfaceM2 })
      .from(sites)
      .where(eq(sites.companyId, companyId))
      .orderBy(asc(sites.createdAt), asc(sites.id));
  }

  async countSites(companyId: string): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(sites)
      .where(eq(sites.companyId, companyId));
    return row?.count ?? 0;
  }

  /** Keeps the first completion time when called again. */
  async markCompleted(companyId: string): Promise<void> {
    await this.db
      .insert(onboardingState)
      .values({ companyId, completedAt: sql`now()` })
      .onConflictDoUpdate({
        target: onboardingState.companyId,
        set: { completedAt: sql`coalesce(${onboardingState.completedAt}, now())`, updatedAt: sql`now()` },
      });
  }
}
