import { and, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import { jobs } from '@carbon/db/schema';
import type { Database } from './db.ts';

export type JobJson = Record<string, unknown>;

export interface NewJob {
  id: string;
  kind: string;
  payload: JobJson;
  companyId: string | null;
  userId: string | null;
  maxAttempts: number;
}

/** A job taken by a runner for one attempt: everything its handler receives. */
export interface StartedJob {
  id: string;
  kind: string;
  payload: JobJson;
  companyId: string | null;
  userId: string | null;
  attempt: number;
  maxAttempts: number;
}

const startedColumns = {
  id: jobs.id,
  kind: jobs.kind,
  payload: jobs.payload,
  companyId: jobs.companyId,
  userId: jobs.userId,
  attempt: jobs.attempts,
  maxAttempts: jobs.maxAttempts,
};

function seconds(ms: number) {
  return sql`make_interval(secs => ${ms / 1000})`;
}

/**
 * The jobs table, which both runners keep up to date (the only ORM code of the jobs adapter). Every update is
 * one statement, so two API processes never leave a job half-updated.
 */
export class JobStore {
  constructor(private readonly db: Database) {}

  /** In `transaction` when given, so the job exists exactly when the caller's change commits. */
  async insert(job: NewJob, transaction: Database = this.db): Promise<void> {
    await transaction.insert(jobs).values({
      id: job.id,
      kind: job.kind,
      payload: job.payload,
      companyId: job.companyId,
      userId: job.userId,
      maxAttempts: job.maxAttempts,
    });
  }

  /**
   * Marks a job delivered by pg-boss as running its attempt. Returns nothing when the job is gone (its company was
   * deleted) or already finished: pg-boss delivers again a job whose completion it did not record, and that one
   * must not run twice.
   */
  async start(id: string, attempt: number, maxAttempts: number): Promise<StartedJob | null> {
    const [row] = await this.db
      .update(jobs)
      .set({
        status: 'running',
        attempts: attempt,
        maxAttempts,
        startedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(jobs.id, id), inArray(jobs.status, ['queued', 'running'])))
      .returning(startedColumns);
    return row ? { ...row, payload: row.payload as JobJson } : null;
  }

  /**
   * The in-process runner's pick: the oldest due job of the given kinds, marked running in the same statement
   * (SKIP LOCKED, so a second runner on the same database would take another one).
   */
  async claimNextDue(kinds: readonly string[]): Promise<StartedJob | null> {
    if (kinds.length === 0) return null;
    const next = this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.status, 'queued'), lte(jobs.runAfter, sql`now()`), inArray(jobs.kind, [...kinds])))
      .orderBy(jobs.runAfter)
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await this.db
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        startedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(inArray(jobs.id, next))
      .returning(startedColumns);
    return row ? { ...row, payload: row.payload as JobJson } : null;
  }

  async setProgress(id: string, progress: number): Promise<void> {
    await this.db
      .update(jobs)
      .set({ progress, updatedAt: sql`now()` })
      .where(and(eq(jobs.id, id), eq(jobs.status, 'running')));
  }

  async markSucceeded(id: string, result: JobJson | null): Promise<void> {
    await this.db
      .update(jobs)
      .set({
        status: 'succeeded',
        progress: 1,
        result,
        errorCode: null,
        finishedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(jobs.id, id));
  }

  /** Back in the queue after a failed attempt; the in-process runner takes it again after `delayMs`. */
  async markRetrying(id: string, error: string, delayMs: number): Promise<void> {
    await this.db
      .update(jobs)
      .set({
        status: 'queued',
        lastError: error.slice(0, 1000),
        runAfter: sql`now() + ${seconds(delayMs)}`,
        updatedAt: sql`now()`,
      })
      .where(eq(jobs.id, id));
  }

  /** When pg-boss will deliver a retried job, which its own back-off decided. */
  async setRunAfter(id: string, runAfter: Date): Promise<void> {
    await this.db
      .update(jobs)
      .set({ runAfter, updatedAt: sql`now()` })
      .where(and(eq(jobs.id, id), eq(jobs.status, 'queued')));
  }

  async markFailed(id: string, errorCode: string, error: string): Promise<void> {
    await this.db
      .update(jobs)
      .set({
        status: 'failed',
        errorCode,
        lastError: error.slice(0, 1000),
        finishedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(jobs.id, id));
  }

  /**
   * The in-process runner is the only one on its database (PGlite is one process): what was running when the
   * previous process stopped goes back to the queue and runs again (handlers are idempotent).
   */
  async requeueRunning(kinds: readonly string[]): Promise<number> {
    if (kinds.length === 0) return 0;
    const rows = await this.db
      .update(jobs)
      .set({ status: 'queued', runAfter: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(jobs.status, 'running'), inArray(jobs.kind, [...kinds])))
      .returning({ id: jobs.id });
    return rows.length;
  }

  /** Whether any job of these kinds is running, or queued and due. */
  async hasDueWork(kinds: readonly string[]): Promise<boolean> {
    if (kinds.length === 0) return false;
    const [row] = await this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.kind, [...kinds]),
          sql`(${jobs.status} = 'running' OR (${jobs.status} = 'queued' AND ${jobs.runAfter} <= now()))`,
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** Finished jobs are kept for a while for their status and result, then dropped with their payload. */
  async purgeFinished(retentionMs: number): Promise<void> {
    await this.db
      .delete(jobs)
      .where(
        and(
          inArray(jobs.status, ['succeeded', 'failed']),
          lt(jobs.finishedAt, sql`now() - ${seconds(retentionMs)}`),
        ),
      );
  }
}
