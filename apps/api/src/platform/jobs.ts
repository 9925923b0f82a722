import type { DatabaseHandle } from './db.ts';
import { InProcessJobQueue } from './jobs-in-process.ts';
import { PgBossJobQueue } from './jobs-pg-boss.ts';
import type { JobQueue, JobQueueOptions } from './jobs-queue.ts';

/** pg-boss on a PostgreSQL server, the in-process runner on embedded PGlite: picked by the database at start-up. */
export function createJobQueue(database: DatabaseHandle, options: JobQueueOptions): JobQueue {
  return database.kind === 'postgresql'
    ? new PgBossJobQueue(database, options)
    : new InProcessJobQueue(database, options);
}
