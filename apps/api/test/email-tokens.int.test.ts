import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  APP_URL,
  bearer,
  detail,
  queryRows,
  register,
  tokenFromLink,
  uniqueEmail,
  useTestApp,
} from './helpers/test-app.ts';

const t = useTestApp();

const invalidToken = { detail: 'This link is invalid or has expired', code: 'invalid_or_expired_token' };

function verify(token: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/v1/auth/verify-email', payload: { token }, headers });
}

function forgot(email: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/forgot-password',
    payload: { email, ...extra },
    headers,
  });
}

function reset(token: string, newPassword: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/reset-password',
    payload: { token, new_password: newPassword },
    headers,
  });
}

function login(email: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
}

async function emailVerified(token: string): Promise<boolean> {
  const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) });
  return (me.json() as { email_verified: boolean }).email_verified;
}

async function storedTokenHashes(): Promise<string[]> {
  const result = await queryRows<{ token_hash: string }>(
    t.database,
    sql`select token_hash from email_tokens`,
  );
  return result.map((row) => row.token_hash);
}

describe('POST /auth/verify-email', () => {
  it('verifies the address once; the same link then answers 400', async () => {
    const user = await register(t.app);
    const token = tokenFromLink((await t.mail.last(user.email)).link);
    expect(await emailVerified(user.access_token)).toBe(false);

    const first = await verify(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ detail: 'Your email address is verified' });
    expect(await emailVerified(user.access_token)).toBe(true);

    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(invalidToken);
  });

  it('stores only a hash of the token', async () => {
    const user = await register(t.app);
    const token = tokenFromLink((await t.mail.last(user.email)).link);
    const hashes = await storedTokenHashes();
    expect(hashes).not.toContain(token);
    expect(hashes.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
  });

  it('refuses an expired link', async () => {
    const user = await register(t.app);
    const token = tokenFromLink((await t.mail.last(user.email)).link);
    await t.database.db.execute(
      sql`update email_tokens set expires_at = now() - interval '1 second' where user_id = ${user.user.user_id}`,
    );
    const response = await verify(token, { 'accept-language': 'fr' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'Ce lien est invalide ou a expiré',
      code: 'invalid_or_expired_token',
    });
    expect(await emailVerified(user.access_token)).toBe(false);
  });

  it('gives the verification link 24 hours', async () => {
    const user = await register(t.app);
    const result = await queryRows<{ hours: number }>(
      t.database,
      sql`select round(extract(epoch from expires_at - created_at) / 3600)::int as hours from email_tokens where user_id = ${user.user.user_id}`,
    );
    expect(result[0]?.hours).toBe(24);
  });

  it('refuses a tampered or unknown token, and an empty one (422)', async () => {
    const user = await register(t.app);
    const token = tokenFromLink((await t.mail.last(user.email)).link);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await verify(tampered)).json()).toEqual(invalidToken);
    expect((await verify('unknown-token')).statusCode).toBe(400);
    const empty = await verify('');
    expect(empty.statusCode).toBe(422);
    expect(detail(empty)).toEqual([
      { loc: ['body', 'token'], msg: 'This field is required', type: 'too_small' },
    ]);
    expect(await emailVerified(user.access_token)).toBe(false);
  });

  it('does not accept a password reset token', async () => {
    const user = await register(t.app);
    expect((await forgot(user.email)).statusCode).toBe(202);
    const resetToken = tokenFromLink((await t.mail.last(user.email)).link);
    expect((await verify(resetToken)).statusCode).toBe(400);
    // ...which is still good for its own purpose.
    expect((await reset(resetToken, 'fresh password 1')).statusCode).toBe(200);
  });
});

describe('POST /auth/resend-confirmation', () => {
  it('sends a new link in the user’s language (202); both links work until one is used', async () => {
    const user = await register(t.app, { locale: 'fr' });
    const firstLink = (await t.mail.last(user.email)).link;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/resend-confirmation',
      headers: { ...bearer(user.access_token), 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ detail: 'A new confirmation email has been sent' });
    const second = await t.mail.last(user.email);
    expect(await t.mail.to(user.email)).toHaveLength(2);
    expect(second.subject).toBe('Confirmez votre adresse e-mail');
    expect(second.link).not.toBe(firstLink);
    expect(second.link.startsWith(`${APP_URL}/verify-email?token=`)).toBe(true);

    expect((await verify(tokenFromLink(second.link))).statusCode).toBe(200);
  });

  it('answers in French with Accept-Language: fr', async () => {
    const user = await register(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/resend-confirmation',
      headers: { ...bearer(user.access_token), 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ detail: 'Un nouvel e-mail de confirmation a été envoyé' });
  });

  it('answers 409 once the address is verified, and sends nothing', async () => {
    const user = await register(t.app);
    await verify(tokenFromLink((await t.mail.last(user.email)).link));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/resend-confirmation',
      headers: bearer(user.access_token),
    });
    expect(response.statusCode).toBe(409);
    expect((response.json() as { code: string }).code).toBe('email_already_verified');
    expect(await t.mail.to(user.email)).toHaveLength(1);
  });

  it('stops at 5 verification emails an hour (429)', async () => {
    const user = await register(t.app);
    const resend = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/resend-confirmation',
        headers: bearer(user.access_token),
      });
    for (let i = 0; i < 4; i += 1) expect((await resend()).statusCode).toBe(202);
    const blocked = await resend();
    expect(blocked.statusCode).toBe(429);
    expect((blocked.json() as { code: string }).code).toBe('too_many_emails');
    expect(await t.mail.to(user.email)).toHaveLength(5);
  });

  it('requires a signed-in user', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/resend-confirmation' });
    expect(response.statusCode).toBe(401);
  });
});

describe('password reset', () => {
  it('answers 202 for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const before = t.mail.messages.length;
    const response = await forgot(email);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({
      detail: 'If an account exists for this address, we have sent a link to reset the password',
    });
    await t.jobs.idle();
    expect(t.mail.messages.length).toBe(before);
  });

  it('answers exactly the same for a known address', async () => {
    const user = await register(t.app);
    const unknown = await forgot(uniqueEmail('ghost'), {}, { 'accept-language': 'fr' });
    const known = await forgot(user.email, {}, { 'accept-language': 'fr' });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
  });

  it('emails a one-hour link that sets a new password once', async () => {
    const user = await register(t.app);
    expect((await forgot(user.email.toUpperCase())).statusCode).toBe(202);
    const message = await t.mail.last(user.email);
    expect(message.subject).toBe('Reset your password');
    expect(message.link.startsWith(`${APP_URL}/reset-password?token=`)).toBe(true);
    const token = tokenFromLink(message.link);
    const hours = await queryRows<{ minutes: number }>(
      t.database,
      sql`select round(extract(epoch from expires_at - created_at) / 60)::int as minutes from email_tokens where user_id = ${user.user.user_id} and purpose = 'reset_password'`,
    );
    expect(hours[0]?.minutes).toBe(60);

    const response = await reset(token, 'my new password');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Your password has been reset. You can now sign in.' });
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, 'my new password')).statusCode).toBe(200);

    const reused = await reset(token, 'yet another one');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual(invalidToken);
    expect((await login(user.email, 'my new password')).statusCode).toBe(200);
  });

  it('writes the email in the language asked for, else the user’s own', async () => {
    const user = await register(t.app, { locale: 'fr' });
    await forgot(user.email);
    expect((await t.mail.last(user.email)).subject).toBe('Réinitialisez votre mot de passe');
    await forgot(user.email, { locale: 'en' });
    expect((await t.mail.last(user.email)).subject).toBe('Reset your password');
  });

  it('invalidates earlier reset links when a new one is sent', async () => {
    const user = await register(t.app);
    await forgot(user.email);
    const first = tokenFromLink((await t.mail.last(user.email)).link);
    await forgot(user.email);
    const second = tokenFromLink((await t.mail.last(user.email)).link);
    expect((await reset(first, 'first new password')).statusCode).toBe(400);
    expect((await reset(second, 'second new password')).statusCode).toBe(200);
    expect((await login(user.email, 'second new password')).statusCode).toBe(200);
  });

  it('refuses an expired reset link and keeps the password', async () => {
    const user = await register(t.app);
    await forgot(user.email);
    const token = tokenFromLink((await t.mail.last(user.email)).link);
    await t.database.db.execute(
      sql`update email_tokens set expires_at = now() - interval '1 second' where user_id = ${user.user.user_id} and purpose = 'reset_password'`,
    );
    expect((await reset(token, 'my new password')).statusCode).toBe(400);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('refuses a short new password (422) without using up the link', async () => {
    const user = await register(t.app);
    await forgot(user.email);
    const token = tokenFromLink((await t.mail.last(user.email)).link);
    const short = await reset(token, 'short', { 'accept-language': 'fr' });
    expect(short.statusCode).toBe(422);
    expect(detail(short)).toEqual([
      {
        loc: ['body', 'new_password'],
        msg: 'Le mot de passe doit contenir au moins 8 caractères',
        type: 'too_small',
      },
    ]);
    expect((await reset(token, 'long enough now')).statusCode).toBe(200);
  });

  it('validates the email of the request (422)', async () => {
    const response = await forgot('not-an-email');
    expect(response.statusCode).toBe(422);
    expect(detail(response)).toEqual([
      { loc: ['body', 'email'], msg: 'Please enter a valid email address', type: 'invalid_format' },
    ]);
  });

  it('stops sending after 5 reset emails an hour, still answering 202', async () => {
    const user = await register(t.app);
    for (let i = 0; i < 7; i += 1) expect((await forgot(user.email)).statusCode).toBe(202);
    expect(
      (await t.mail.to(user.email)).filter((message) => message.subject === 'Reset your password'),
    ).toHaveLength(5);
  });

  it('records each email in the outbox as sent, without its link', async () => {
    const user = await register(t.app);
    await forgot(user.email);
    await t.jobs.idle();
    const rows = await queryRows<{ kind: string; status: string; payload: Record<string, unknown> }>(
      t.database,
      sql`select kind, status, payload from outbox where payload->>'to' = ${user.email} order by created_at`,
    );
    expect(rows.map((row) => [row.kind, row.status])).toEqual([
      ['email.verify', 'sent'],
      ['email.reset', 'sent'],
    ]);
    expect(JSON.stringify(rows)).not.toContain('token=');
  });
});
