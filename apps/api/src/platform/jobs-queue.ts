import { randomUUID } from 'node:crypto';
import type { Database, DatabaseHandle } from './db.ts';
import { AppError } from './errors.ts';
import { JobStore, type JobJson, type StartedJob } from './jobs-store.ts';

/**
 * Slow work behind one interface (DESIGN.md section 5, "Slow work"; docs/decisions/0016-jobs-adapter.md):
 * pg-boss delivers jobs when the app runs on a PostgreSQL server, an in-process runner does on PGlite. Either way
 * the job's status, progress, result and error live in our `jobs` table, which both keep up to date, so
 * GET /jobs/{id} reads the same from any API process.
 */

/** Production defaults; tests pass shorter ones through JobSettings. */
/** Back-off base: attempt n waits between 1 and 2 × this × 2^(n-1) after failing (pg-boss's formula). */
export const JOB_RETRY_DELAY_SECONDS = 30;
/** How often an idle worker looks for work; enqueuing in this process wakes it at once. */
export const JOB_POLL_INTERVAL_MS = 2_000;
/** Jobs one process runs at the same time. */
export const JOB_CONCURRENCY = 2;
/** A run longer than this counts as lost (its process died) and is delivered again by pg-boss. */
export const JOB_TIMEOUT_SECONDS = 15 * 60;
/** Finished jobs stay readable (status, result) this long. */
export const JOB_RETENTION_DAYS = 7;
/** How long stopping waits for running jobs; a job cut short runs again (handlers are idempotent). */
export const JOB_STOP_GRACE_MS = 10_000;
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

export interface JobSettings {
  retryDelaySeconds: number;
  pollIntervalMs: number;
  concurrency: number;
}

export const defaultJobSettings: JobSettings = {
  retryDelaySeconds: JOB_RETRY_DELAY_SECONDS,
  pollIntervalMs: JOB_POLL_INTERVAL_MS,
  concurrency: JOB_CONCURRENCY,
};

/** Who started the job: a company whose members may follow it, or null for account work nobody may read. */
export interface JobOwner {
  companyId: string | null;
  userId: string | null;
}

export interface JobContext {
  jobId: string;
  companyId: string | null;
  userId: string | null;
  /** 1 for the first run. */
  attempt: number;
  /** After a failure of the last attempt the job fails for good. */
  isLastAttempt: boolean;
  /** 0..1, shown to the UI's progress bar. */
  reportProgress(fraction: number): Promise<void>;
}

/**
 * Runs one attempt. Throwing fails the attempt: the job is retried after the back-off, up to its retry limit.
 * Handlers must be idempotent: a job whose end was not recorded (the process died) runs again.
 * Throw an AppError to give the UI a precise reason; any other error shows as `job_failed`.
 */
export type JobHandler<P extends JobJson = JobJson> = (
  payload: P,
  context: JobContext,
) => Promise<JobJson | null | void>;

export interface JobKindOptions {
  /** Retries after the first attempt. */
  retryLimit: number;
}

export interface EnqueueOptions {
  /**
   * The caller's open transaction: the job exists exactly when that transaction commits (an email is never lost
   * nor sent for a change that rolled back). Call `wake()` once it has committed.
   */
  transaction?: Database;
}

export interface JobQueue {
  readonly implementation: 'pg-boss' | 'in-process';
  /** Before start(). */
  register<P extends JobJson>(kind: string, handler: JobHandler<P>, options: JobKindOptions): void;
  /** Returns the job id, for GET /jobs/{id}. */
  enqueue(kind: string, payload: JobJson, owner: JobOwner, options?: EnqueueOptions): Promise<string>;
  /** Looks for work now instead of at the next poll (after a transaction that enqueued a job committed). */
  wake(): void;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Takes no new job until resume(); running ones finish. */
  pause(): void;
  resume(): void;
  /** Resolves once no job of this queue's kinds is running or due; for tests and scripts. */
  idle(timeoutMs?: number): Promise<void>;
}

/** What the queue writes to the log; Fastify's logger fits. */
export interface JobLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface JobQueueOptions {
  logger: JobLogger;
  settings?: Partial<JobSettings>;
}

/** Exponential back-off with jitter: between 1 and 2 × base × 2^(attempt-1), as pg-boss computes it. */
export function retryDelayMs(
  baseSeconds: number,
  failedAttempt: number,
  random: () => number = Math.random,
): number {
  const base = baseSeconds * 1000 * 2 ** Math.min(16, Math.max(0, failedAttempt - 1));
  return Math.round(base * (1 + random()));
}

interface Registration {
  handler: JobHandler;
  options: JobKindOptions;
}

/** How a job failed, for the API: the AppError's code when the handler gave one. */
function failureCode(error: unknown): string {
  return error instanceof AppError ? error.code : 'job_failed';
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The part both runners share: registration, the job row, the worker loop (claim, run, record the outcome,
 * sleep until the next poll or a wake-up) and stopping. A runner supplies how a job reaches a worker.
 */
export abstract class BaseJobQueue implements JobQueue {
  abstract readonly implementation: 'pg-boss' | 'in-process';
  protected readonly store: JobStore;
  protected readonly settings: JobSettings;
  protected readonly logger: JobLogger;
  protected readonly registrations = new Map<string, Registration>();
  private readonly running = new Set<Promise<void>>();
  private loop: Promise<void> | null = null;
  private opened = false;
  private stopping = false;
  private paused = false;
  private wakeUp: (() => void) | null = null;
  /** A wake-up that came while the loop was busy: it looks again instead of sleeping. */
  private woken = false;
  private purgeTimer: NodeJS.Timeout | null = null;

  constructor(database: DatabaseHandle, options: JobQueueOptions) {
    this.store = new JobStore(database.db);
    this.settings = { ...defaultJobSettings, ...options.settings };
    this.logger = options.logger;
  }

  /** Makes a committed job row reachable by a worker (pg-boss: its own job, in the same transaction). */
  protected abstract deliver(kind: string, id: string, transaction: Database | undefined): Promise<void>;
  /** The next job to run, already marked running in the jobs table, or null when there is none. */
  protected abstract claim(): Promise<StartedJob | null>;
  /** Tells the deliverer how the attempt ended. */
  protected abstract acknowledge(
    job: StartedJob,
    outcome: { ok: true } | { ok: false; error: unknown },
  ): Promise<void>;
  /** Prepares delivery (pg-boss: its schema and queues). Retried by the worker loop until it succeeds. */
  protected abstract open(): Promise<void>;
  protected abstract close(): Promise<void>;

  protected get kinds(): string[] {
    return [...this.registrations.keys()];
  }

  register<P extends JobJson>(kind: string, handler: JobHandler<P>, options: JobKindOptions): void {
    if (this.loop) throw new Error(`job kind ${kind} registered after start`);
    if (this.registrations.has(kind)) throw new Error(`job kind ${kind} registered twice`);
    this.registrations.set(kind, { handler: handler as JobHandler, options });
  }

  async enqueue(
    kind: string,
    payload: JobJson,
    owner: JobOwner,
    options: EnqueueOptions = {},
  ): Promise<string> {
    const registration = this.registrations.get(kind);
    if (!registration) throw new Error(`unknown job kind ${kind}`);
    const id = randomUUID();
    const job = {
      id,
      kind,
      payload,
      companyId: owner.companyId,
      userId: owner.userId,
      maxAttempts: registration.options.retryLimit + 1,
    };
    if (options.transaction) {
      await this.store.insert(job, options.transaction);
      await this.deliver(kind, id, options.transaction);
      return id;
    }
    await this.inTransaction(async (transaction) => {
      await this.store.insert(job, transaction);
      await this.deliver(kind, id, transaction);
    });
    this.wake();
    return id;
  }

  protected abstract inTransaction(work: (transaction: Database) => Promise<void>): Promise<void>;

  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /**
   * Starts the workers. A database that is away does not stop the app from starting: the failure is logged and
   * the worker loop tries again at each poll until the runner can open.
   */
  async start(): Promise<void> {
    if (this.loop) return;
    this.stopping = false;
    await this.tryOpen();
    this.loop = this.work();
    await this.purge();
    this.purgeTimer = setInterval(() => void this.purge(), PURGE_INTERVAL_MS);
    this.purgeTimer.unref();
    this.logger.info({ kinds: this.kinds }, `Jobs: ${this.implementation} runner started`);
  }

  async stop(): Promise<void> {
    if (!this.loop) return;
    this.stopping = true;
    if (this.purgeTimer) clearInterval(this.purgeTimer);
    this.wake();
    await this.loop;
    this.loop = null;
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, JOB_STOP_GRACE_MS);
    });
    await Promise.race([Promise.allSettled([...this.running]), grace]);
    clearTimeout(timer);
    if (this.opened) await this.close();
    this.opened = false;
  }

  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
    this.wake();
  }

  async idle(timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      this.wake();
      if (this.running.size === 0 && !(await this.store.hasDueWork(this.kinds))) return;
      if (Date.now() > deadline) throw new Error(`jobs still running or due after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  private async tryOpen(): Promise<boolean> {
    if (this.opened) return true;
    try {
      await this.open();
      this.opened = true;
    } catch (error) {
      this.logger.error({ err: error }, 'could not start the job runner; trying again at the next poll');
    }
    return this.opened;
  }

  private async work(): Promise<void> {
    while (!this.stopping) {
      const ready = await this.tryOpen();
      while (ready && !this.paused && !this.stopping && this.running.size < this.settings.concurrency) {
        const job = await this.claim().catch((error: unknown) => {
          this.logger.warn({ err: error }, 'could not look for jobs');
          return null;
        });
        if (!job) break;
        const run: Promise<void> = this.run(job).finally(() => {
          this.running.delete(run);
          this.wake();
        });
        this.running.add(run);
      }
      if (this.stopping) break;
      if (this.woken) {
        this.woken = false;
        continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.settings.pollIntervalMs);
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeUp = null;
      this.woken = false;
    }
  }

  /** One attempt; never throws (the outcome is recorded, and a failure to record it is logged). */
  private async run(job: StartedJob): Promise<void> {
    const registration = this.registrations.get(job.kind);
    const context: JobContext = {
      jobId: job.id,
      companyId: job.companyId,
      userId: job.userId,
      attempt: job.attempt,
      isLastAttempt: job.attempt >= job.maxAttempts,
      reportProgress: (fraction) => this.store.setProgress(job.id, Math.min(1, Math.max(0, fraction))),
    };
    let result: JobJson | null | void;
    try {
      if (!registration) throw new Error(`no handler for job kind ${job.kind}`);
      result = await registration.handler(job.payload, context);
    } catch (error) {
      await this.recordFailure(job, context.isLastAttempt, error).catch((recordError: unknown) => {
        this.logger.error({ err: recordError, jobId: job.id }, 'could not record the failed job');
      });
      return;
    }
    try {
      await this.store.markSucceeded(job.id, result ?? null);
      await this.acknowledge(job, { ok: true });
    } catch (recordError) {
      // The work is done; pg-boss delivers the job again after its timeout and the handler's idempotence absorbs it.
      this.logger.error({ err: recordError, jobId: job.id }, 'could not record the finished job');
    }
  }

  private async recordFailure(job: StartedJob, final: boolean, error: unknown): Promise<void> {
    const message = errorText(error);
    this.logger.warn(
      { err: error, jobId: job.id, kind: job.kind, attempt: job.attempt, final },
      final ? 'job failed for good' : 'job attempt failed; retrying',
    );
    if (final) await this.store.markFailed(job.id, failureCode(error), message);
    else
      await this.store.markRetrying(
        job.id,
        message,
        retryDelayMs(this.settings.retryDelaySeconds, job.attempt),
      );
    await this.acknowledge(job, { ok: false, error });
  }

  private async purge(): Promise<void> {
    await this.store.purgeFinished(JOB_RETENTION_DAYS * 86_400_000).catch((error: unknown) => {
      this.logger.warn({ err: error }, 'could not purge finished jobs');
    });
  }
}
