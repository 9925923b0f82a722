import { sql, TransactionRollbackError } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '@carbon/contracts/jobs';
import { AppError } from '../src/platform/errors.ts';
import type { JobHandler, JobQueue } from '../src/platform/jobs-queue.ts';
import {
  callApi,
  createTestJobQueue,
  joinCompany,
  queryRows,
  register,
  useTestApp,
  type RegisteredUser,
  type TestApp,
} from './helpers/test-app.ts';

/**
 * The jobs adapter through its two implementations: this file runs the in-process runner on PGlite, and pg-boss
 * when TEST_DATABASE_URL points at a PostgreSQL server (CI runs both).
 */

/** Fails its first `fail_times` attempts, then echoes its payload. */
const flaky: JobHandler = async (payload, context) => {
  await context.reportProgress(0.5);
  if (context.attempt <= Number(payload.fail_times)) throw new Error(`attempt ${context.attempt} failed`);
  return { echoed: payload.value ?? null, attempt: context.attempt, company_id: context.companyId };
};

/** Waits for the test to open its gate, so the test can look at a running job. */
const gates = new Map<string, () => void>();
const gated: JobHandler = async (payload, context) => {
  await context.reportProgress(0.4);
  await new Promise<void>((resolve) => gates.set(String(payload.gate), resolve));
  return { done: true };
};

function registerTestJobs(jobs: JobQueue): void {
  jobs.register('test.flaky', flaky, { retryLimit: 2 });
  jobs.register('test.gated', gated, { retryLimit: 0 });
  jobs.register(
    'test.refused',
    async () => {
      throw new AppError(403, 'forbidden');
    },
    { retryLimit: 0 },
  );
}

interface JobRow {
  status: string;
  progress: number;
  attempts: number;
  result: Record<string, unknown> | null;
  error_code: string | null;
  last_error: string | null;
}

async function jobRow(t: TestApp, id: string): Promise<JobRow | undefined> {
  const [row] = await queryRows<JobRow>(
    t.database,
    sql`select status, progress, attempts, result, error_code, last_error from jobs where id = ${id}`,
  );
  return row;
}

const t = useTestApp({ registerJobs: registerTestJobs });
let owner: RegisteredUser;
beforeAll(async () => {
  owner = await register(t.app);
});

function ownedBy(user: RegisteredUser) {
  return { companyId: user.user.company_id, userId: user.user.user_id };
}

describe('running jobs', () => {
  it('runs a job once and records its result', async () => {
    const id = await t.jobs.enqueue('test.flaky', { fail_times: 0, value: 'a' }, ownedBy(owner));
    await t.jobs.idle();
    expect(await jobRow(t, id)).toEqual({
      status: 'succeeded',
      progress: 1,
      attempts: 1,
      result: { echoed: 'a', attempt: 1, company_id: owner.user.company_id },
      error_code: null,
      last_error: null,
    });
  });

  it('retries a failed attempt after the back-off, and fails for good after the retry limit', async () => {
    const recovers = await t.jobs.enqueue('test.flaky', { fail_times: 2, value: 'b' }, ownedBy(owner));
    const neverRecovers = await t.jobs.enqueue('test.flaky', { fail_times: 9 }, ownedBy(owner));
    // idle() waits for due work only; these wait out their back-off (1-2 s, then 2-4 s with the test settings).
    const finished = async (id: string) =>
      ['succeeded', 'failed'].includes((await jobRow(t, id))?.status ?? '');
    await expect.poll(() => finished(recovers), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => finished(neverRecovers), { timeout: 20_000 }).toBe(true);
    expect(await jobRow(t, recovers)).toMatchObject({
      status: 'succeeded',
      attempts: 3,
      result: { echoed: 'b', attempt: 3 },
      // The last failure stays for operators.
      last_error: 'attempt 2 failed',
    });
    expect(await jobRow(t, neverRecovers)).toMatchObject({
      status: 'failed',
      attempts: 3,
      result: null,
      error_code: 'job_failed',
      last_error: 'attempt 3 failed',
    });
  });

  it('shows a running job with the progress it reported', async () => {
    const id = await t.jobs.enqueue('test.gated', { gate: 'progress' }, ownedBy(owner));
    await expect.poll(() => gates.has('progress'), { timeout: 10_000 }).toBe(true);
    const running = await callApi(t.app, owner, 'GET', `/jobs/${id}`);
    expect(running.json()).toEqual({
      id,
      kind: 'test.gated',
      status: 'running',
      progress: 0.4,
      result: null,
      error: null,
    });
    gates.get('progress')?.();
    await t.jobs.idle();
    expect((await callApi(t.app, owner, 'GET', `/jobs/${id}`)).json()).toMatchObject({
      status: 'succeeded',
      progress: 1,
      result: { done: true },
    });
  });

  it('creates no job when the transaction that enqueued it rolls back', async () => {
    let id = '';
    await expect(
      t.database.db.transaction(async (transaction) => {
        id = await t.jobs.enqueue('test.flaky', { fail_times: 0 }, ownedBy(owner), { transaction });
        transaction.rollback();
      }),
    ).rejects.toBeInstanceOf(TransactionRollbackError);
    t.jobs.wake();
    await t.jobs.idle();
    expect(id).not.toBe('');
    expect(await jobRow(t, id)).toBeUndefined();
  });
});

describe('GET /jobs/{id}', () => {
  it('shows the job to members of the company that started it, viewers included', async () => {
    const id = await t.jobs.enqueue('test.flaky', { fail_times: 0, value: 'c' }, ownedBy(owner));
    await t.jobs.idle();
    const expected: Job = {
      id,
      kind: 'test.flaky',
      status: 'succeeded',
      progress: 1,
      result: { echoed: 'c', attempt: 1, company_id: owner.user.company_id },
      error: null,
    };
    expect((await callApi(t.app, owner, 'GET', `/jobs/${id}`)).json()).toEqual(expected);

    const viewer = await joinCompany(t, owner, 'viewer');
    const seen = await callApi(t.app, viewer, 'GET', `/jobs/${id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual(expected);
  });

  it("answers 404 to another company's user, as for an unknown id", async () => {
    const id = await t.jobs.enqueue('test.flaky', { fail_times: 0 }, ownedBy(owner));
    const stranger = await register(t.app);
    const foreign = await callApi(t.app, stranger, 'GET', `/jobs/${id}`, { lang: 'fr' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: 'Introuvable', code: 'not_found' });
    const unknown = await callApi(t.app, owner, 'GET', '/jobs/3f1e2d4c-5b6a-4789-8abc-def012345678');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found' });
  });

  it('never shows a job of no company (account emails, password resets)', async () => {
    const id = await t.jobs.enqueue(
      'test.flaky',
      { fail_times: 0 },
      { companyId: null, userId: owner.user.user_id },
    );
    await t.jobs.idle();
    expect((await jobRow(t, id))?.status).toBe('succeeded');
    expect((await callApi(t.app, owner, 'GET', `/jobs/${id}`)).statusCode).toBe(404);
  });

  it('answers 422 to a malformed id and 401 without a token', async () => {
    const malformed = await callApi(t.app, owner, 'GET', '/jobs/not-a-uuid');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toMatchObject({
      code: 'validation_error',
      detail: [{ loc: ['path', 'job_id'] }],
    });
    expect((await callApi(t.app, null, 'GET', '/jobs/3f1e2d4c-5b6a-4789-8abc-def012345678')).statusCode).toBe(
      401,
    );
  });

  it("gives a failed job's reason in the caller's language, never the internal error", async () => {
    const refused = await t.jobs.enqueue('test.refused', {}, ownedBy(owner));
    const broken = await t.jobs.enqueue('test.flaky', { fail_times: 9 }, ownedBy(owner));
    const status = async (id: string) => (await jobRow(t, id))?.status;
    await expect.poll(() => status(refused), { timeout: 20_000 }).toBe('failed');
    await expect.poll(() => status(broken), { timeout: 20_000 }).toBe('failed');
    expect((await callApi(t.app, owner, 'GET', `/jobs/${refused}`, { lang: 'fr' })).json()).toMatchObject({
      status: 'failed',
      error: { code: 'forbidden', detail: "Vous n'avez pas l'autorisation d'effectuer cette action" },
    });
    expect((await callApi(t.app, owner, 'GET', `/jobs/${broken}`)).json()).toMatchObject({
      status: 'failed',
      error: { code: 'job_failed', detail: 'The task could not be completed. Please try again.' },
    });
  });
});

describe('a restart', () => {
  /** A kind only the queues of these tests run, so the app's own queue on the same database leaves it alone. */
  function registerRestartJob(jobs: JobQueue): void {
    jobs.register('test.restart', flaky, { retryLimit: 0 });
  }

  /**
   * Queues a job in a first queue that stops before running it (`interrupt` may then leave it as a crash would),
   * then starts a second queue on the same database, as the next process would, and waits for it.
   */
  async function queueThenRestart(
    payload: Record<string, unknown>,
    interrupt: (id: string) => Promise<unknown> = async () => {},
  ): Promise<string> {
    const before = createTestJobQueue(t.database);
    registerRestartJob(before);
    await before.start();
    before.pause();
    const id = await before.enqueue('test.restart', payload, { companyId: null, userId: null });
    await before.stop();
    await interrupt(id);
    const after = createTestJobQueue(t.database);
    registerRestartJob(after);
    await after.start();
    try {
      await after.idle();
    } finally {
      await after.stop();
    }
    return id;
  }

  it('runs the jobs queued before the process stopped', async () => {
    const id = await queueThenRestart({ fail_times: 0, value: 'kept' });
    expect(await jobRow(t, id)).toMatchObject({
      status: 'succeeded',
      attempts: 1,
      result: { echoed: 'kept', attempt: 1, company_id: null },
    });
  });

  it.runIf(!process.env.TEST_DATABASE_URL)(
    'in embedded mode, runs again a job that was running when the process died',
    async () => {
      const id = await queueThenRestart({ fail_times: 0 }, (queued) =>
        // What a crash mid-run leaves behind.
        t.database.db.execute(sql`update jobs set status = 'running', attempts = 1 where id = ${queued}`),
      );
      expect(await jobRow(t, id)).toMatchObject({ status: 'succeeded', attempts: 2 });
    },
  );
});
