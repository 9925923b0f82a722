import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, register, uniqueEmail, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function login(email: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
    remoteAddress,
    headers,
  });
}

describe('sign-in rate limit', () => {
  it('answers 429 on the 11th attempt within a minute for one email, even with the right password', async () => {
    const user = await register(t.app);
    // Each attempt from another address, so only the per-email counter can trigger.
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await login(user.email, 'wrong password', `10.1.0.${attempt}`);
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const blocked = await login(user.email, user.password, '10.1.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      detail: 'Too many failed attempts. Please wait a minute and try again.',
      code: 'too_many_attempts',
    });
    expect(blocked.headers['retry-after']).toBe('60');

    const blockedInFrench = await login(user.email, user.password, '10.1.0.98', { 'accept-language': 'fr' });
    expect(blockedInFrench.statusCode).toBe(429);
    expect((blockedInFrench.json() as { detail: string }).detail).toBe(
      'Trop de tentatives échouées. Veuillez patienter une minute et réessayer.',
    );

    // Another account is not affected.
    const other = await register(t.app);
    expect((await login(other.email, other.password, '10.1.0.97')).statusCode).toBe(200);
  });

  it('lets the user in again once the failures are older than a minute', async () => {
    const user = await register(t.app);
    for (let attempt = 1; attempt <= 10; attempt += 1) await login(user.email, 'wrong password', '10.2.0.1');
    expect((await login(user.email, user.password, '10.2.0.2')).statusCode).toBe(429);

    await t.database.db.execute(
      sql`update auth_failures set created_at = created_at - interval '61 seconds' where key = ${`email:${user.email}`}`,
    );
    expect((await login(user.email, user.password, '10.2.0.2')).statusCode).toBe(200);
  });

  it('answers 429 after 10 failures from one address, whatever the emails', async () => {
    const address = '10.3.0.1';
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await login(uniqueEmail('guess'), 'whatever1', address)).statusCode).toBe(401);
    }
    const user = await register(t.app);
    expect((await login(user.email, user.password, address)).statusCode).toBe(429);
    // The same account from elsewhere still works.
    expect((await login(user.email, user.password, '10.3.0.2')).statusCode).toBe(200);
  });

  it('does not count successful sign-ins, and a success clears the email counter', async () => {
    const user = await register(t.app);
    for (let attempt = 1; attempt <= 9; attempt += 1)
      await login(user.email, 'wrong password', `10.4.0.${attempt}`);
    expect((await login(user.email, user.password, '10.4.1.1')).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      expect((await login(user.email, 'wrong password', `10.4.2.${attempt}`)).statusCode).toBe(401);
    }
    expect((await login(user.email, user.password, '10.4.1.1')).statusCode).toBe(200);
  });
});
