import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database, DatabaseHandle } from './db.ts';
import { BaseJobQueue, JOB_TIMEOUT_SECONDS, type JobQueueOptions } from './jobs-queue.ts';
import type { StartedJob } from './jobs-store.ts';

/** pg-boss keeps its tables in their own schema, beside ours. */
const PG_BOSS_SCHEMA = 'pgboss';

/**
 * pg-boss's SQL ($1, $2... placeholders) as a Drizzle query, so pg-boss runs on our own pool (one pool per process,
 * one set of connection error handlers) and, for a send, inside the caller's transaction. Values stay bound
 * parameters; undefined becomes NULL as node-postgres sends it.
 */
export function positionalSql(text: string, values: readonly unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${sql.param(values[Number(match[1]) - 1] ?? null)}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

function executorOn(db: Database): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const result = (await db.execute(positionalSql(text, values ?? []))) as unknown;
      // A multi-statement text (pg-boss's migrations) answers one result per statement.
      const last = (Array.isArray(result) ? result.at(-1) : result) as { rows?: unknown[] } | undefined;
      return { rows: last?.rows ?? [] };
    },
  };
}

/**
 * On a PostgreSQL server: pg-boss delivers the jobs (one delivery per job across every API process, retries with
 * exponential back-off, a job whose process died is delivered again after JOB_TIMEOUT_SECONDS). Its job id is
 * ours. The worker loop is ours too (fetch, then complete or fail, awaited): pg-boss's own `work()` does not
 * await them, and a database outage at that moment would reject where nobody listens.
 */
export class PgBossJobQueue extends BaseJobQueue {
  readonly implementation = 'pg-boss';
  private readonly db: Database;
  private current: PgBoss | null = null;
  private nextKind = 0;

  constructor(database: DatabaseHandle, options: JobQueueOptions) {
    super(database, options);
    this.db = database.db;
  }

  private get boss(): PgBoss {
    if (!this.current) throw new Error('the pg-boss job runner is not started');
    return this.current;
  }

  protected async open(): Promise<void> {
    // A new instance per attempt: one whose start() failed never starts again (it stays "starting").
    const boss = new PgBoss({
      db: executorOn(this.db),
      schema: PG_BOSS_SCHEMA,
      // No cron jobs: scheduling would add a clock-monitor loop for nothing.
      schedule: false,
    });
    // Mandatory: without a listener, an error of pg-boss's maintenance loop is an unhandled 'error' event.
    boss.on('error', (error) => this.logger.error({ err: error }, 'pg-boss'));
    try {
      await boss.start();
      for (const kind of this.kinds) await boss.createQueue(kind);
    } catch (error) {
      await boss.stop({ graceful: false, close: false }).catch(() => {});
      throw error;
    }
    this.current = boss;
  }

  protected async close(): Promise<void> {
    // Our pool is not pg-boss's to close.
    await this.current?.stop({ graceful: false, close: false });
    this.current = null;
  }

  protected inTransaction(work: (transaction: Database) => Promise<void>): Promise<void> {
    return this.db.transaction((transaction) => work(transaction));
  }

  protected async deliver(kind: string, id: string, transaction: Database | undefined): Promise<void> {
    const registration = this.registrations.get(kind);
    const sent = await this.boss.send(
      kind,
      {},
      {
        id,
        retryLimit: registration?.options.retryLimit ?? 0,
        // pg-boss counts whole seconds and at least 1 with back-off.
        retryDelay: Math.max(1, Math.round(this.settings.retryDelaySeconds)),
        retryBackoff: true,
        expireInSeconds: JOB_TIMEOUT_SECONDS,
        ...(transaction ? { db: executorOn(transaction) } : {}),
      },
    );
    if (sent === null) throw new Error(`pg-boss did not accept the job ${id} of kind ${kind}`);
  }

  protected async claim(): Promise<StartedJob | null> {
    const kinds = this.kinds;
    // Round robin over the kinds, so a long queue of one kind does not starve the others.
    for (let tried = 0; tried < kinds.length; tried++) {
      const kind = kinds[(this.nextKind + tried) % kinds.length] as string;
      const [delivered] = await this.boss.fetch<object>(kind, { includeMetadata: true, batchSize: 1 });
      if (!delivered) continue;
      this.nextKind = (this.nextKind + tried + 1) % kinds.length;
      const started = await this.store.start(
        delivered.id,
        delivered.retryCount + 1,
        delivered.retryLimit + 1,
      );
      if (started) return started;
      // Already finished (its completion was lost) or deleted with its company: nothing to run again.
      await this.boss.complete(kind, delivered.id);
    }
    return null;
  }

  protected async acknowledge(
    job: StartedJob,
    outcome: { ok: true } | { ok: false; error: unknown },
  ): Promise<void> {
    if (outcome.ok) {
      await this.boss.complete(job.kind, job.id);
      return;
    }
    const message = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
    await this.boss.fail(job.kind, job.id, { message });
    // pg-boss chose the next attempt's time; the jobs table shows it (and idle() waits for it).
    const retried = await this.boss.getJobById<object>(job.kind, job.id);
    if (retried?.state === 'retry') await this.store.setRunAfter(job.id, new Date(retried.startAfter));
  }
}
