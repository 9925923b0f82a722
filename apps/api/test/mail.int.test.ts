import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { AppConfig } from '../src/config/env.ts';
import type { JobQueue } from '../src/platform/jobs-queue.ts';
import {
  APP_URL,
  createTestDatabase,
  createTestJobQueue,
  queryRows,
  register,
  testConfig,
  tokenFromLink,
} from './helpers/test-app.ts';

type Database = Awaited<ReturnType<typeof createTestDatabase>>;

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

/** The app with the mailer its config chooses (files or SMTP), and a started job queue with short back-offs. */
async function startApp(
  config: AppConfig,
): Promise<{ app: FastifyInstance; jobs: JobQueue; close(): Promise<void> }> {
  const jobs = createTestJobQueue(db.database);
  const app = await buildApp({ config, database: db.database, logger: false, jobs });
  await app.ready();
  await jobs.start();
  return {
    app,
    jobs,
    close: async () => {
      await jobs.stop();
      await app.close();
    },
  };
}

/** An SMTP server of the test's own that parses what it receives; it can stop and start again on its port. */
class SmtpCatcher {
  readonly received: ParsedMail[] = [];
  private server: SMTPServer | null = null;
  port = 0;

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            this.received.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe('without SMTP: .eml files in DATA_DIR/mail', () => {
  it('writes the verification email, in the user’s language, with a working link', async () => {
    const config = testConfig();
    const { app, jobs, close } = await startApp(config);
    try {
      const user = await register(app, { first_name: 'Zoé', locale: 'fr' });
      await jobs.idle();
      const directory = join(config.dataDir, 'mail');
      const files = readdirSync(directory).filter((name) => name.endsWith('.eml'));
      expect(files).toHaveLength(1);
      const parsed = await simpleParser(readFileSync(join(directory, files[0] ?? '')));
      expect(parsed.subject).toBe('Confirmez votre adresse e-mail');
      expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '').toBe(user.email);
      expect(parsed.from?.text).toBe('no-reply@app.test');
      expect(parsed.text).toContain('Bonjour Zoé,');
      const link = parsed.text?.match(/https?:\/\/\S+/)?.[0] ?? '';
      expect(link.startsWith(`${APP_URL}/verify-email?token=`)).toBe(true);
      expect(parsed.html).toContain(link);

      const verified = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/verify-email',
        payload: { token: tokenFromLink(link) },
      });
      expect(verified.statusCode).toBe(200);
    } finally {
      await close();
    }
  });
});

describe('with SMTP_URL: delivery to an SMTP server', () => {
  const smtp = new SmtpCatcher();
  const received = smtp.received;

  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());

  it('sends the reset email through the server', async () => {
    const config = testConfig({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      mailFrom: 'Carbon <hello@app.test>',
    });
    const { app, jobs, close } = await startApp(config);
    try {
      const user = await register(app);
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/forgot-password',
        payload: { email: user.email },
      });
      expect(response.statusCode).toBe(202);
      await jobs.idle();
      expect(received.map((mail) => mail.subject)).toEqual([
        'Confirm your email address',
        'Reset your password',
      ]);
      const reset = received[1];
      expect(reset?.from?.value[0]).toMatchObject({ name: 'Carbon', address: 'hello@app.test' });
      const link = reset?.text?.match(/https?:\/\/\S+/)?.[0] ?? '';
      expect(link.startsWith(`${APP_URL}/reset-password?token=`)).toBe(true);
      const done = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/reset-password',
        payload: { token: tokenFromLink(link), new_password: 'through smtp' },
      });
      expect(done.statusCode).toBe(200);
    } finally {
      await close();
    }
  });
});

describe('when the SMTP server is down', () => {
  it('keeps the account and the email, and delivers it once the server is back', async () => {
    const smtp = new SmtpCatcher();
    await smtp.start();
    await smtp.stop();
    // The port is free now: the first attempt is refused.
    const config = testConfig({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
    const { app, close } = await startApp(config);
    try {
      const user = await register(app);
      expect(user.user.email_verified).toBe(false);
      const outboxRow = () =>
        queryRows<{ status: string; attempts: number; failed: boolean; job: string; job_attempts: number }>(
          db.database,
          sql`select o.status, o.attempts, o.last_error is not null as failed, j.status as job, j.attempts as job_attempts
              from outbox o join jobs j on j.payload->>'outbox_id' = o.id::text where o.payload->>'to' = ${user.email}`,
        );
      await expect
        .poll(outboxRow, { timeout: 10_000 })
        .toEqual([expect.objectContaining({ status: 'pending', attempts: 1, failed: true })]);
      expect(smtp.received).toEqual([]);

      await smtp.start();
      try {
        // The retry comes after the back-off (1 to 2 s with the test settings; 30 to 60 s in production).
        await expect
          .poll(() => smtp.received.map((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text), {
            timeout: 15_000,
          })
          .toEqual([user.email]);
        expect(smtp.received[0]?.subject).toBe('Confirm your email address');
        await expect
          .poll(outboxRow, { timeout: 10_000 })
          .toEqual([{ status: 'sent', attempts: 2, failed: false, job: 'succeeded', job_attempts: 2 }]);
      } finally {
        await smtp.stop();
      }
    } finally {
      await close();
    }
  });
});
