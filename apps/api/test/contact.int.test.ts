import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, queryRows, uniqueEmail, useTestApp } from './helpers/test-app.ts';

const TEAM = 'team@app.test';

const t = useTestApp({ config: { contactTo: TEAM } });

function message(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Camille Martin',
    email: uniqueEmail('camille'),
    company: 'Fromagerie du Jura',
    subject: 'Residual mix for Spain',
    message: 'Which residual mix do you apply to our two sites in Spain?',
    consent: true,
    locale: 'fr',
    ...overrides,
  };
}

function send(payload: unknown, remoteAddress = '10.9.0.1', headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/contact-messages',
    payload: payload as object,
    remoteAddress,
    headers,
  });
}

describe('POST /contact-messages', () => {
  it('stores the message and emails it to the team, with the visitor as the reply address', async () => {
    const body = message({ subject: 'Émissions <scope 2>' });
    const response = await send(body);
    expect(response.statusCode).toBe(201);
    const answer = response.json() as { id: string; received_at: string };
    expect(answer.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(answer.received_at))).toBe(false);

    // The email goes out through a job, after the answer.
    await t.jobs.idle();
    const [row] = await queryRows<{
      email: string;
      company: string;
      locale: string;
      client_key: string;
      consent_at: Date | null;
      status: string;
    }>(
      t.database,
      sql`select m.email, m.company, m.locale, m.client_key, m.consent_at, o.status
          from contact_messages m join outbox o on o.id = m.outbox_id where m.id = ${answer.id}`,
    );
    expect(row).toMatchObject({
      email: body.email,
      company: 'Fromagerie du Jura',
      locale: 'fr',
      status: 'sent',
    });
    expect(row?.consent_at).not.toBeNull();
    // The client address is kept only as a keyed hash.
    expect(row?.client_key).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.client_key).not.toContain('10.9.0.1');

    const mail = await t.mail.last(TEAM);
    expect(mail.subject).toBe('Formulaire de contact : Émissions <scope 2>');
    expect(mail.replyTo).toBe(body.email);
    expect(mail.text).toContain(`Camille Martin <${body.email}>`);
    expect(mail.text).toContain('Which residual mix do you apply to our two sites in Spain?');
    expect(mail.html).toContain('Émissions &#60;scope 2&#62;');
    expect(mail.html).not.toContain('<scope 2>');
  });

  it('refuses invalid input with the same messages as the form, in the request language, and stores nothing', async () => {
    const before = await queryRows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from contact_messages`,
    );
    const english = await send(
      { ...message(), email: 'not-an-email', message: 'Too short', consent: false },
      '10.9.0.2',
    );
    expect(english.statusCode).toBe(422);
    const issues = (english.json() as { detail: { loc: string[]; msg: string }[] }).detail;
    expect(Object.fromEntries(issues.map((issue) => [issue.loc.join('.'), issue.msg]))).toEqual({
      'body.email': 'Please enter a valid email address',
      'body.message': 'Please write at least 20 characters so that we can answer usefully',
      'body.consent': 'Please agree to be contacted about your message',
    });

    const french = await send({ ...message(), name: '   ', consent: undefined }, '10.9.0.2', {
      'accept-language': 'fr',
    });
    expect(french.statusCode).toBe(422);
    const frenchIssues = (french.json() as { detail: { loc: string[]; msg: string }[] }).detail;
    expect(frenchIssues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ loc: ['body', 'name'], msg: 'Ce champ est obligatoire' }),
        expect.objectContaining({
          loc: ['body', 'consent'],
          msg: "Veuillez accepter d'être recontacté au sujet de votre message",
        }),
      ]),
    );
    const after = await queryRows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from contact_messages`,
    );
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('answers 429 after five messages within an hour from one address, and again after an hour passes', async () => {
    const address = '10.9.1.1';
    for (let index = 1; index <= 5; index += 1) {
      expect((await send(message(), address)).statusCode, `message ${index}`).toBe(201);
    }
    const blocked = await send(message(), address, { 'accept-language': 'fr' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      detail: 'Trop de messages ont été envoyés depuis cette connexion. Veuillez réessayer dans une heure.',
      code: 'contact_rate_limited',
    });
    expect(blocked.headers['retry-after']).toBe('3600');
    // Another sender is not affected.
    expect((await send(message(), '10.9.1.2')).statusCode).toBe(201);

    await t.database.db.execute(
      sql`update contact_messages set created_at = created_at - interval '61 minutes'`,
    );
    expect((await send(message(), address)).statusCode).toBe(201);
  });

  it('also limits one email address writing from many connections', async () => {
    const email = uniqueEmail('busy');
    for (let index = 1; index <= 5; index += 1) {
      expect((await send(message({ email }), `10.9.2.${index}`)).statusCode).toBe(201);
    }
    expect((await send(message({ email }), '10.9.2.99')).statusCode).toBe(429);
  });

  it('keeps the message when the team email cannot be sent, and retries the email', async () => {
    const failing = await createTestApp({
      mailer: {
        send: () => Promise.reject(new Error('SMTP down')),
      },
    });
    try {
      const response = await failing.app.inject({
        method: 'POST',
        url: '/api/v1/contact-messages',
        payload: message(),
      });
      expect(response.statusCode).toBe(201);
      // After the first attempt the email stays in the outbox, its job queued for the next one.
      await expect
        .poll(
          () =>
            queryRows<{ status: string; last_error: string; retrying: boolean }>(
              failing.database,
              sql`select o.status, o.last_error, j.status in ('queued', 'running') as retrying
                from contact_messages m join outbox o on o.id = m.outbox_id
                join jobs j on j.payload->>'outbox_id' = o.id::text
                where o.attempts >= 1`,
            ),
          { timeout: 10_000 },
        )
        .toEqual([{ status: 'pending', last_error: 'SMTP down', retrying: true }]);
    } finally {
      await failing.close();
    }
  });
});
