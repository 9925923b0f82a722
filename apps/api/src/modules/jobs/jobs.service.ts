import type { Job } from '@carbon/contracts/jobs';
import { notFound } from '../../platform/errors.ts';
import type { AppLocale } from '../../platform/i18n.ts';
import { toJob } from './jobs.mapper.ts';
import type { JobsRepository } from './jobs.repository.ts';

/** Reading a job's status for the UI's progress bars; jobs are started by the modules that own the work. */
export class JobsService {
  constructor(private readonly repository: JobsRepository) {}

  /** 404 unless the caller is a member of the company that started the job (any role: viewers follow it too). */
  async get(userId: string, jobId: string, locale: AppLocale): Promise<Job> {
    const row = await this.repository.findForMember(userId, jobId);
    if (!row) throw notFound();
    return toJob(row, locale);
  }
}
