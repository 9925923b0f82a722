import { and, asc, eq, sql } from 'drizzle-orm';
import { entryShares, projects } from '@carbon/db/schema';
import type { Role } from '@carbon/contracts/auth';
import type { Database } from '../../platform/db.ts';
import { callerMemberships } from '../companies/caller-memberships.ts';

export interface NewProject {
  companyId: string;
  name: string;
  description: string;
  budget: number | null;
}

export interface ProjectRow extends NewProject {
  id: string;
  createdAt: Date;
  updatedAt: Date;
}

export type ProjectChanges = Partial<Omit<NewProject, 'companyId'>>;

const projectColumns = {
  id: projects.id,
  companyId: projects.companyId,
  name: projects.name,
  description: projects.description,
  budget: projects.budget,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
};

export class ProjectsRepository {
  constructor(private readonly db: Database) {}

  /** Oldest first; the id breaks ties so the order never changes between calls. */
  listByCompany(companyId: string): Promise<ProjectRow[]> {
    return this.db
      .select(projectColumns)
      .from(projects)
      .where(eq(projects.companyId, companyId))
      .orderBy(asc(projects.createdAt), asc(projects.id));
  }

  /** The project through the caller's membership of its company: another tenant's project yields nothing. */
  async findForMember(userId: string, id: string): Promise<{ project: ProjectRow; role: Role } | null> {
    const [row] = await this.db
      .select({ project: projectColumns, role: callerMemberships.role })
      .from(projects)
      .innerJoin(callerMemberships, and(eq(callerMemberships.companyId, projects.companyId), eq(callerMemberships.callerId, userId)))
      .where(eq(projects.id, id))
      .limit(1);
    return row ?? null;
  }

  async insert(project: NewProject): Promise<ProjectRow> {
    const [row] = await this.db.insert(projects).values(project).returning(projectColumns);
    if (!row) throw new Error('project insert returned no row');
    return row;
  }

  async update(companyId: string, id: string, changes: ProjectChanges): Promise<ProjectRow | null> {
    const [row] = await this.db
      .update(projects)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(and(eq(projects.companyId, companyId), eq(projects.id, id)))
      .returning(projectColumns);
    return row ?? null;
  }

  /** Whether an entry is distributed to the project: deleting it would leave shares that no longer add up. */
  async inUse(companyId: string, id: string): Promise<boolean> {
    const [share] = await this.db
      .select({ id: entryShares.id })
      .from(entryShares)
      .where(
        and(eq(entryShares.companyId, companyId), eq(entryShares.targetType, 'project'), eq(entryShares.targetId, id)),
      )
      .limit(1);
    return share !== undefined;
  }

  async delete(companyId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(projects)
      .where(and(eq(projects.companyId, companyId), eq(projects.id, id)))
      .returning({ id: projects.id });
    return rows.length > 0;
  }
}
