import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Mailer } from '../src/platform/mail.ts';
import {
  APP_URL,
  bearer,
  createTestDatabase,
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

describe('without SMTP: .eml files in DATA_DIR/mail', () => {
  it('writes the verification email, in the user’s language, with a working link', async () => {
    const config = testConfig();
    const app = await buildApp({ config, database: db.database, logger: false });
    try {
      const user = await register(app, { first_name: 'Zoé', locale: 'fr' });
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
      await app.close();
    }
  });
});

describe('with SMTP_URL: delivery to an SMTP server', () => {
  const received: ParsedMail[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends the reset email through the server', async () => {
    const config = testConfig({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Carbon <hello@app.test>' });
    const app = await buildApp({ config, database: db.database, logger: false });
    try {
      const user = await register(app);
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/forgot-password',
        payload: { email: user.email },
      });
      expect(response.statusCode).toBe(202);
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
      await app.close();
    }
  });
});

describe('when delivery fails', () => {
  const failing: Mailer = {
    async send() {
      throw new Error('SMTP 421 service not available');
    },
  };

  it('keeps the account, records the failure in the outbox, and tells a resend caller', async () => {
    const app = await buildApp({
      config: testConfig(),
      database: db.database,
      mailer: failing,
      logger: false,
    });
    try {
      const user = await register(app);
      expect(user.user.email_verified).toBe(false);
      const rows = await queryRows<{ status: string; attempts: number; last_error: string }>(
        db.database,
        sql`select status, attempts, last_error from outbox where payload->>'to' = ${user.email}`,
      );
      expect(rows).toEqual([{ status: 'failed', attempts: 1, last_error: 'SMTP 421 service not available' }]);

      const resend = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/resend-confirmation',
        headers: { ...bearer(user.access_token), 'accept-language': 'fr' },
      });
      expect(resend.statusCode).toBe(503);
      expect(resend.json()).toEqual({ detail: "Impossible d'envoyer l'e-mail", code: 'email_not_sent' });
    } finally {
      await app.close();
    }
  });
});
