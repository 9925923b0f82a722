import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, register, uniqueEmail, useTestApp } from './helpers/test-app.ts';

const t = useTestApp();

function login(email: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
    remoteAddress,
    headers,
  });
}

function changePassword(token: string, currentPassword: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/change-password',
    payload: { current_password: currentPassword, new_password: 'a brand new secret' },
    headers: { ...bearer(token), ...headers },
  });
}

function code(response: LightMyRequestResponse): string {
  return (response.json() as { code: string }).code;
}

/** A 429 whose Retry-After is a whole number of seconds, more than `above` and at most `atMost`. */
function expectRetryAfter(response: LightMyRequestResponse, above: number, atMost: number): void {
  expect(response.statusCode).toBe(429);
  const seconds = Number(response.headers['retry-after']);
  expect(Number.isInteger(seconds)).toBe(true);
  expect(seconds).toBeGreaterThan(above);
  expect(seconds).toBeLessThanOrEqual(atMost);
}

/** Moves the clock past the one-minute windows of the counters whose key mentions `fragment`. */
async function endMinuteWindows(fragment: string): Promise<void> {
  await t.database.db.execute(
    sql`update auth_attempt_counters set window_ends_at = now()
        where key like ${`%${fragment}%`} and window_ends_at <= now() + interval '60 seconds'`,
  );
}

/** Moves the clock past the back-off delays of the counters whose key mentions `fragment`. */
async function endDelays(fragment: string): Promise<void> {
  await t.database.db.execute(
    sql`update auth_attempt_counters set blocked_until = now()
        where key like ${`%${fragment}%`} and blocked_until is not null`,
  );
}

async function failTimes(count: number, attempt: (index: number) => Promise<LightMyRequestResponse>) {
  for (let index = 1; index <= count; index += 1) {
    expect((await attempt(index)).statusCode, `attempt ${index}`).toBe(401);
  }
}

describe('sign-in limit per email and address', () => {
  it('answers 429 on the 11th attempt within a minute, even with the right password', async () => {
    const user = await register(t.app);
    await failTimes(10, () => login(user.email, 'wrong password', '10.1.0.1'));
    const blocked = await login(user.email, user.password, '10.1.0.1');
    expect(blocked.json()).toEqual({
      detail: 'Too many failed attempts. Please wait a minute and try again.',
      code: 'too_many_attempts',
    });
    expectRetryAfter(blocked, 0, 60);

    const blockedInFrench = await login(user.email, user.password, '10.1.0.1', { 'accept-language': 'fr' });
    expect(blockedInFrench.statusCode).toBe(429);
    expect((blockedInFrench.json() as { detail: string }).detail).toBe(
      'Trop de tentatives échouées. Veuillez patienter une minute et réessayer.',
    );
  });

  it("does not lock the owner out from another address because of someone else's failures", async () => {
    const user = await register(t.app);
    await failTimes(10, () => login(user.email, 'wrong password', '10.2.0.1'));
    expect((await login(user.email, user.password, '10.2.0.1')).statusCode).toBe(429);
    expect((await login(user.email, user.password, '10.2.0.2')).statusCode).toBe(200);
  });

  it('counts thirty concurrent wrong passwords exactly: 10 × 401, then 20 × 429', async () => {
    const user = await register(t.app);
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => login(user.email, 'wrong password', '10.3.0.1')),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    for (const response of responses.filter((candidate) => candidate.statusCode === 429)) {
      expect(code(response)).toBe('too_many_attempts');
      expectRetryAfter(response, 0, 60);
    }
  });

  it('lets the user in again once the minute has passed', async () => {
    const user = await register(t.app);
    await failTimes(10, () => login(user.email, 'wrong password', '10.4.0.1'));
    expect((await login(user.email, user.password, '10.4.0.1')).statusCode).toBe(429);
    await endMinuteWindows(user.email);
    expect((await login(user.email, user.password, '10.4.0.1')).statusCode).toBe(200);
  });

  it('forgets the failures of an address once the right password is given from it', async () => {
    const user = await register(t.app);
    await failTimes(9, () => login(user.email, 'wrong password', '10.5.0.1'));
    expect((await login(user.email, user.password, '10.5.0.1')).statusCode).toBe(200);
    await failTimes(9, () => login(user.email, 'wrong password', '10.5.0.1'));
    expect((await login(user.email, user.password, '10.5.0.1')).statusCode).toBe(200);
  });

  it('treats an IPv6 /64 as one address', async () => {
    const user = await register(t.app);
    await failTimes(10, (index) =>
      login(user.email, 'wrong password', `2001:db8:5:7::${index.toString(16)}`),
    );
    expect((await login(user.email, user.password, '2001:db8:5:7:ffff::1')).statusCode).toBe(429);
    expect((await login(user.email, user.password, '2001:db8:5:8::1')).statusCode).toBe(200);
  });
});

describe('sign-in limit per address, across emails', () => {
  it('answers 429 after 100 failures within an hour from one address, whatever the emails', async () => {
    const address = '10.6.0.1';
    for (let batch = 0; batch < 10; batch += 1) {
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => login(uniqueEmail('stuffing'), 'whatever1', address)),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(401));
    }
    const user = await register(t.app);
    const blocked = await login(user.email, user.password, address, { 'accept-language': 'fr' });
    expect(blocked.json()).toEqual({
      detail: 'Trop de tentatives échouées. Veuillez réessayer plus tard.',
      code: 'too_many_attempts_later',
    });
    expectRetryAfter(blocked, 60, 3600);
    // The same account from elsewhere still works.
    expect((await login(user.email, user.password, '10.6.0.2')).statusCode).toBe(200);
  });
});

describe('sign-in back-off per email, across addresses', () => {
  it('slows a distributed guess down with a growing delay after 20 failures within an hour', async () => {
    const user = await register(t.app);
    // The owner signed in from home before the attack.
    expect((await login(user.email, user.password, '10.7.255.1')).statusCode).toBe(200);
    await failTimes(21, (index) => login(user.email, 'guess', `10.7.0.${index}`));

    const blocked = await login(user.email, 'guess', '10.7.1.1');
    expect(blocked.json()).toEqual({
      detail: 'Too many failed attempts. Please try again later.',
      code: 'too_many_attempts_later',
    });
    expectRetryAfter(blocked, 0, 30);
    // The right password from a new address waits too (the limit is checked before the password)...
    expect((await login(user.email, user.password, '10.7.1.2')).statusCode).toBe(429);
    // ...but not from an address the owner has signed in from.
    expect((await login(user.email, user.password, '10.7.255.1')).statusCode).toBe(200);

    // Each failure past the allowance doubles the delay.
    await endDelays(user.email);
    expect((await login(user.email, 'guess', '10.7.1.3')).statusCode).toBe(401);
    expectRetryAfter(await login(user.email, 'guess', '10.7.1.4'), 30, 60);
  });

  it('does not touch other accounts', async () => {
    const target = await register(t.app);
    const bystander = await register(t.app);
    await failTimes(21, (index) => login(target.email, 'guess', `10.8.0.${index}`));
    expect((await login(target.email, 'guess', '10.8.1.1')).statusCode).toBe(429);
    expect((await login(bystander.email, bystander.password, '10.8.1.1')).statusCode).toBe(200);
  });
});

describe('change-password limit per user', () => {
  it('answers 429 after 10 wrong current passwords within a minute, even with the right one', async () => {
    const user = await register(t.app);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await changePassword(user.access_token, 'not my password');
      expect(response.statusCode, `attempt ${attempt}`).toBe(400);
      expect(code(response)).toBe('wrong_current_password');
    }
    const blocked = await changePassword(user.access_token, user.password, { 'accept-language': 'fr' });
    expect(blocked.json()).toEqual({
      detail: 'Trop de tentatives échouées. Veuillez patienter une minute et réessayer.',
      code: 'too_many_attempts',
    });
    expectRetryAfter(blocked, 0, 60);
    // Nothing changed: the old password still signs in, the token still works.
    expect((await login(user.email, user.password, '10.9.0.1')).statusCode).toBe(200);

    await endMinuteWindows(user.user.user_id);
    expect((await changePassword(user.access_token, user.password)).statusCode).toBe(200);
  });

  it('slows a long guess down with the same growing delay as sign-in', async () => {
    const user = await register(t.app);
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        expect((await changePassword(user.access_token, 'guess')).statusCode).toBe(400);
      }
      await endMinuteWindows(user.user.user_id);
    }
    expect((await changePassword(user.access_token, 'guess')).statusCode).toBe(400);
    const blocked = await changePassword(user.access_token, user.password);
    expect(code(blocked)).toBe('too_many_attempts_later');
    expectRetryAfter(blocked, 0, 30);
  });

  it('is kept apart from the sign-in counters', async () => {
    const user = await register(t.app);
    for (let attempt = 1; attempt <= 10; attempt += 1) await changePassword(user.access_token, 'guess');
    expect((await changePassword(user.access_token, user.password)).statusCode).toBe(429);
    expect((await login(user.email, user.password, '10.10.0.1')).statusCode).toBe(200);
  });
});
