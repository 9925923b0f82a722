import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  callApi,
  register,
  TEST_JWT_SECRET,
  tokenFromLink,
  useTestApp,
  type RegisteredUser,
} from './helpers/test-app.ts';

const t = useTestApp();

const sessionExpired = { detail: 'Your session has expired. Please sign in again.', code: 'session_expired' };

async function signIn(email: string, password: string): Promise<{ access_token: string }> {
  const response = await callApi(t.app, null, 'POST', '/auth/login', { payload: { email, password } });
  expect(response.statusCode).toBe(200);
  return response.json() as { access_token: string };
}

/** What a stolen or forgotten token can still do: read the profile and write it. */
async function expectRevoked(session: { access_token: string }): Promise<void> {
  const me = await callApi(t.app, session, 'GET', '/auth/me');
  expect(me.statusCode).toBe(401);
  expect(me.json()).toEqual(sessionExpired);
  const write = await callApi(t.app, session, 'PATCH', '/settings/profile', {
    payload: { first_name: 'Mallory' },
  });
  expect(write.statusCode).toBe(401);
  expect(write.json()).toEqual(sessionExpired);
}

async function firstName(user: RegisteredUser): Promise<string> {
  const fresh = await signIn(user.email, user.password);
  const me = await callApi(t.app, fresh, 'GET', '/auth/me');
  return (me.json() as { first_name: string }).first_name;
}

describe('tokens issued before a password change', () => {
  it('stop working, on every session, and the session that changed it gets a fresh token', async () => {
    const user = await register(t.app);
    const otherDevice = await signIn(user.email, user.password);
    const response = await callApi(t.app, user, 'POST', '/auth/change-password', {
      payload: { current_password: user.password, new_password: 'a brand new secret' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { detail: string; access_token: string; token_type: string };
    expect(body).toEqual({
      detail: 'Password updated',
      access_token: expect.any(String),
      token_type: 'bearer',
    });

    await expectRevoked(user);
    await expectRevoked(otherDevice);

    // The answer's token keeps this session signed in, for reads and writes.
    const me = await callApi(t.app, body, 'GET', '/auth/me');
    expect(me.statusCode).toBe(200);
    expect((me.json() as { user_id: string }).user_id).toBe(user.user.user_id);
    const write = await callApi(t.app, body, 'PATCH', '/settings/profile', {
      payload: { first_name: 'Augusta' },
    });
    expect(write.statusCode).toBe(200);
    expect(await firstName({ ...user, password: 'a brand new secret' })).toBe('Augusta');
  });

  it('answers in French too', async () => {
    const user = await register(t.app);
    await callApi(t.app, user, 'POST', '/auth/change-password', {
      payload: { current_password: user.password, new_password: 'a brand new secret' },
    });
    const me = await callApi(t.app, user, 'GET', '/auth/me', { lang: 'fr' });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({
      detail: 'Votre session a expiré. Veuillez vous reconnecter.',
      code: 'session_expired',
    });
  });

  it('keep working when the current password was wrong (nothing changed)', async () => {
    const user = await register(t.app);
    const response = await callApi(t.app, user, 'POST', '/auth/change-password', {
      payload: { current_password: 'not my password', new_password: 'a brand new secret' },
    });
    expect(response.statusCode).toBe(400);
    expect((await callApi(t.app, user, 'GET', '/auth/me')).statusCode).toBe(200);
  });
});

describe('tokens issued before a password reset', () => {
  it('stop working once the reset link is used', async () => {
    const user = await register(t.app);
    const otherDevice = await signIn(user.email, user.password);
    await callApi(t.app, null, 'POST', '/auth/forgot-password', { payload: { email: user.email } });
    const token = tokenFromLink((await t.mail.last(user.email)).link);
    const reset = await callApi(t.app, null, 'POST', '/auth/reset-password', {
      payload: { token, new_password: 'my fresh passphrase' },
    });
    expect(reset.statusCode).toBe(200);

    await expectRevoked(user);
    await expectRevoked(otherDevice);
    const fresh = await signIn(user.email, 'my fresh passphrase');
    expect((await callApi(t.app, fresh, 'GET', '/auth/me')).statusCode).toBe(200);
  });

  it('keep working while the link is only requested', async () => {
    const user = await register(t.app);
    await callApi(t.app, null, 'POST', '/auth/forgot-password', { payload: { email: user.email } });
    expect((await callApi(t.app, user, 'GET', '/auth/me')).statusCode).toBe(200);
  });
});

describe('the credential version claim', () => {
  it('is required: a validly signed token without it is refused', async () => {
    const user = await register(t.app);
    const token = await new SignJWT({ user_id: user.user.user_id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.user.user_id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
    expect((me.json() as { code: string }).code).toBe('not_authenticated');
  });
});
