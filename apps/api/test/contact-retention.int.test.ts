import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CONTACT_MESSAGE_RETENTION_DAYS,
  CONTACT_RETENTION_JOB_KIND,
  ContactRetention,
} from '../src/modules/contact/contact.retention.ts';
import type { JobQueue } from '../src/platform/jobs-queue.ts';
import { queryRows, uniqueEmail, useTestApp } from './helpers/test-app.ts';

const t = useTestApp({ config: { contactTo: 'team@app.test' } });

async function sendMessage(subject: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/contact-messages',
    payload: {
      name: 'Camille Martin',
      email: uniqueEmail('retention'),
      company: 'Fromagerie du Jura',
      subject,
      message: 'Which residual mix do you apply to our two sites in Spain?',
      consent: true,
      locale: 'fr',
    },
    remoteAddress: `10.44.0.${Math.floor(Math.random() * 250) + 1}`,
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as { id: string }).id;
}

/** Moves a message (and its email) back in time, as if it had been sent that many days ago. */
async function ageMessage(id: string, days: number): Promise<void> {
  await t.database.db.execute(
    sql`update contact_messages set created_at = now() - make_interval(days => ${days}) where id = ${id}`,
  );
}

async function messageWithOutbox(id: string) {
  const [row] = await queryRows<{ id: string; outbox_id: string | null }>(
    t.database,
    sql`select id, outbox_id from contact_messages where id = ${id}`,
  );
  return row;
}

async function outboxExists(id: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(t.database, sql`select id from outbox where id = ${id}`);
  return rows.length === 1;
}

describe('contact messages retention job', () => {
  it('deletes the messages past the retention period with their emails, and keeps the others', async () => {
    const expired = await sendMessage('Old question');
    const recent = await sendMessage('Recent question');
    const atTheLimit = await sendMessage('Question at the limit');
    await t.jobs.idle();
    const expiredOutbox = (await messageWithOutbox(expired))?.outbox_id;
    const recentOutbox = (await messageWithOutbox(recent))?.outbox_id;
    expect(expiredOutbox).toBeTruthy();
    expect(recentOutbox).toBeTruthy();
    await ageMessage(expired, CONTACT_MESSAGE_RETENTION_DAYS + 1);
    await ageMessage(recent, 30);
    // One hour short of the period: still kept.
    await t.database.db.execute(
      sql`update contact_messages set created_at = now() - make_interval(days => ${CONTACT_MESSAGE_RETENTION_DAYS}) + interval '1 hour' where id = ${atTheLimit}`,
    );

    const jobId = await t.jobs.enqueue(CONTACT_RETENTION_JOB_KIND, {}, { companyId: null, userId: null });
    await t.jobs.idle();

    const [job] = await queryRows<{ status: string; result: { deleted: number } }>(
      t.database,
      sql`select status, result from jobs where id = ${jobId}`,
    );
    expect(job).toEqual({ status: 'succeeded', result: { deleted: 1 } });
    expect(await messageWithOutbox(expired)).toBeUndefined();
    expect(await outboxExists(expiredOutbox as string)).toBe(false);
    expect(await messageWithOutbox(recent)).toMatchObject({ id: recent, outbox_id: recentOutbox });
    expect(await outboxExists(recentOutbox as string)).toBe(true);
    expect(await messageWithOutbox(atTheLimit)).toMatchObject({ id: atTheLimit });

    // Idempotent: a second sweep finds nothing more to delete.
    const again = await t.jobs.enqueue(CONTACT_RETENTION_JOB_KIND, {}, { companyId: null, userId: null });
    await t.jobs.idle();
    const [second] = await queryRows<{ result: { deleted: number } }>(
      t.database,
      sql`select result from jobs where id = ${again}`,
    );
    expect(second?.result).toEqual({ deleted: 0 });
  });

  it('queues a sweep when started and again at each interval until stopped', async () => {
    // What is queued and when, recorded: a queue that is not started cannot take jobs on PostgreSQL (pg-boss), and the
    // app's own started queue already runs the job (the test above).
    const queued: string[] = [];
    const recording: Pick<JobQueue, 'register' | 'enqueue'> = {
      register: () => {},
      enqueue: (kind: string) => {
        queued.push(kind);
        return Promise.resolve(randomUUID());
      },
    };
    const logger = { info: () => {}, warn: () => {}, error: () => {} };
    const retention = new ContactRetention(t.database.db, recording as JobQueue, logger);
    await retention.start(40);
    expect(queued).toEqual([CONTACT_RETENTION_JOB_KIND]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    retention.stop();
    const afterStop = queued.length;
    expect(afterStop).toBeGreaterThanOrEqual(3);
    expect(new Set(queued)).toEqual(new Set([CONTACT_RETENTION_JOB_KIND]));
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(queued.length).toBe(afterStop);
  });
});
