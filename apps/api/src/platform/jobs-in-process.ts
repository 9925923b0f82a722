import type { Database, DatabaseHandle } from './db.ts';
import { BaseJobQueue, type JobQueueOptions } from './jobs-queue.ts';
import type { StartedJob } from './jobs-store.ts';

/**
 * The embedded mode's runner (PGlite, one process): the jobs table is the queue. A job is a row that a worker of
 * this process claims when due; a failed attempt goes back to the queue with its back-off in `run_after`. Rows are
 * on disk, so what was queued or running when the process stopped runs at the next start.
 */
export class InProcessJobQueue extends BaseJobQueue {
  readonly implementation = 'in-process';
  private readonly db: Database;

  constructor(database: DatabaseHandle, options: JobQueueOptions) {
    super(database, options);
    this.db = database.db;
  }

  protected async open(): Promise<void> {
    const resumed = await this.store.requeueRunning(this.kinds);
    if (resumed > 0) this.logger.info({ resumed }, `${resumed} interrupted job(s) queued again`);
  }

  protected async close(): Promise<void> {}

  protected async inTransaction(work: (transaction: Database) => Promise<void>): Promise<void> {
    // One insert: no transaction needed.
    await work(this.db);
  }

  protected async deliver(): Promise<void> {}

  protected claim(): Promise<StartedJob | null> {
    return this.store.claimNextDue(this.kinds);
  }

  protected async acknowledge(): Promise<void> {}
}
