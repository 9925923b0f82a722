import { and, eq } from 'drizzle-orm';
import { jobs } from '@carbon/db/schema';
import type { JobStatus } from '@carbon/contracts/jobs';
import type { Database } from '../../platform/db.ts';
import { callerMemberships } from '../companies/caller-memberships.ts';

export interface JobRow {
  id: string;
  kind: string;
  status: JobStatus;
  progress: number;
  result: unknown;
  errorCode: string | null;
}

export class JobsRepository {
  constructor(private readonly db: Database) {}

  /**
   * The job through the caller's membership of the company that started it: another company's job, and a job of
   * no company (company_id null never joins), yield nothing.
   */
  async findForMember(userId: string, jobId: string): Promise<JobRow | null> {
    const [row] = await this.db
      .select({
        id: jobs.id,
        kind: jobs.kind,
        status: jobs.status,
        progress: jobs.progress,
        result: jobs.result,
        errorCode: jobs.errorCode,
      })
      .from(jobs)
      .innerJoin(callerMemberships, and(eq(callerMemberships.companyId, jobs.companyId), eq(callerMemberships.callerId, userId)))
      .where(eq(jobs.id, jobId))
      .limit(1);
    return row ?? null;
  }
}
