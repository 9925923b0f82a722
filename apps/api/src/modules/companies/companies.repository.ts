import { and, eq, sql } from 'drizzle-orm';
import { companies } from '@carbon/db/schema';
import type { Role } from '@carbon/contracts/auth';
import type { Database } from '../../platform/db.ts';
import { callerMemberships } from './caller-memberships.ts';

/**
 * A company's name, or null when it no longer exists: the one query behind the name that account, members and
 * subscriptions write into e-mails and confirmations (each reads it through its own repository, in its transaction).
 */
export async function readCompanyName(db: Database, companyId: string): Promise<string | null> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return row?.name ?? null;
}

export interface CompanyRow {
  id: string;
  name: string;
  sector: string | null;
  country: string | null;
  employees: number | null;
  annualRevenue: number | null;
  reportingYear: number | null;
  createdAt: Date;
}

export interface CompanyChanges {
  name?: string;
  sector?: string;
  country?: string;
  employees?: number;
  annualRevenue?: number;
  reportingYear?: number;
}

const companyColumns = {
  id: companies.id,
  name: companies.name,
  sector: companies.sector,
  country: companies.country,
  employees: companies.employees,
  annualRevenue: companies.annualRevenue,
  reportingYear: companies.reportingYear,
  createdAt: companies.createdAt,
};

export class CompaniesRepository {
  constructor(private readonly db: Database) {}

  /**
   * The caller's role in the company (a user's membership or an API key's own company), or null when they are not
   * a member (then it does not exist for them).
   */
  async findRole(userId: string, companyId: string): Promise<Role | null> {
    const [row] = await this.db
      .select({ role: callerMemberships.role })
      .from(callerMemberships)
      .where(and(eq(callerMemberships.companyId, companyId), eq(callerMemberships.callerId, userId)))
      .limit(1);
    return row?.role ?? null;
  }

  /** The company through the caller's membership: another tenant's company yields nothing. */
  async findForMember(
    userId: string,
    companyId: string,
  ): Promise<{ company: CompanyRow; role: Role } | null> {
    const [row] = await this.db
      .select({ company: companyColumns, role: callerMemberships.role })
      .from(companies)
      .innerJoin(
        callerMemberships,
        and(eq(callerMemberships.companyId, companies.id), eq(callerMemberships.callerId, userId)),
      )
      .where(eq(companies.id, companyId))
      .limit(1);
    return row ?? null;
  }

  async update(companyId: string, changes: CompanyChanges): Promise<CompanyRow | null> {
    const [row] = await this.db
      .update(companies)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(companies.id, companyId))
      .returning(companyColumns);
    return row ?? null;
  }
}
