import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows, register, uniqueEmail, useTestApp } from './helpers/test-app.ts';

/**
 * Issue 7, defect 8: forgot-password answered in 2 ms for an unknown address and 7 ms for a known one. The
 * request now only queues the work, the same job for any address; the lookup, the token and the email come
 * after the answer. Checked by what happened, never by timing.
 */

const t = useTestApp();

function forgot(email: string) {
  return t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email } });
}

describe('POST /auth/forgot-password', () => {
  it('answers before looking the address up, with the same job for a known and an unknown address', async () => {
    const user = await register(t.app);
    const ghost = uniqueEmail('ghost');
    await t.jobs.idle();
    const mailBefore = t.mail.messages.length;

    t.jobs.pause();
    try {
      const known = await forgot(user.email);
      const unknown = await forgot(ghost);
      expect(known.statusCode).toBe(202);
      expect(known.body).toBe(unknown.body);

      // Answered, and nothing done yet: no reset token, no email, only two queued jobs of one kind and one shape,
      // which belong to nobody (the API never shows them).
      const tokens = await queryRows<{ n: number }>(
        t.database,
        sql`select count(*)::int as n from email_tokens where user_id = ${user.user.user_id} and purpose = 'reset_password'`,
      );
      expect(tokens).toEqual([{ n: 0 }]);
      expect(t.mail.messages.length).toBe(mailBefore);
      const queued = await queryRows<{
        kind: string;
        status: string;
        company_id: null;
        user_id: null;
        payload: unknown;
      }>(
        t.database,
        sql`select kind, status, company_id, user_id, payload from jobs
            where kind = 'auth.password-reset' and payload->>'email' in (${user.email}, ${ghost}) order by created_at`,
      );
      const job = (email: string) => ({
        kind: 'auth.password-reset',
        status: 'queued',
        company_id: null,
        user_id: null,
        payload: { email, locale: null },
      });
      expect(queued).toEqual([job(user.email), job(ghost)]);
    } finally {
      t.jobs.resume();
    }

    await t.jobs.idle();
    expect((await t.mail.to(user.email)).map((message) => message.subject)).toEqual([
      'Confirm your email address',
      'Reset your password',
    ]);
    expect(await t.mail.to(ghost)).toEqual([]);
    const done = await queryRows<{ status: string }>(
      t.database,
      sql`select status from jobs where kind = 'auth.password-reset' and payload->>'email' in (${user.email}, ${ghost})`,
    );
    expect(done).toEqual([{ status: 'succeeded' }, { status: 'succeeded' }]);
  });

  it('sends at most 5 reset emails an hour, even when the requests run as parallel jobs', async () => {
    const user = await register(t.app);
    t.jobs.pause();
    try {
      for (let i = 0; i < 8; i += 1) expect((await forgot(user.email)).statusCode).toBe(202);
    } finally {
      t.jobs.resume();
    }
    await t.jobs.idle();
    expect(
      (await t.mail.to(user.email)).filter((message) => message.subject === 'Reset your password'),
    ).toHaveLength(5);
  });
});
