import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import type { UserProfile } from '@carbon/contracts/auth';
import {
  APP_URL,
  bearer,
  countUsers,
  detail,
  register,
  TEST_JWT_SECRET,
  uniqueEmail,
  useTestApp,
} from './helpers/test-app.ts';

const t = useTestApp();

describe('POST /auth/register', () => {
  it('creates the account, its company and pending setup, and signs the user in', async () => {
    const email = uniqueEmail('Mixed.Case');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: {
        email: `  ${email}  `,
        password: 'long enough to pass',
        first_name: 'Grace',
        last_name: 'Hopper',
        company_name: 'Cobol SA',
      },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json() as { access_token: string; token_type: string; user: UserProfile };
    expect(body.token_type).toBe('bearer');
    expect(body.user).toMatchObject({
      email: email.toLowerCase(),
      first_name: 'Grace',
      last_name: 'Hopper',
      company_name: 'Cobol SA',
      role: 'owner',
      roles: ['owner'],
      email_verified: false,
      pending_setup: true,
      locale: 'en',
      country: 'FR',
      currency: 'EUR',
    });
    expect(body.user.company_id).toBe(body.user.default_company_id);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: bearer(body.access_token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(body.user);
  });

  it('carries sub, user_id, exp and the profile in the token', async () => {
    const user = await register(t.app);
    const [, payload = ''] = user.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    expect(claims.sub).toBe(user.user.user_id);
    expect(claims.user_id).toBe(user.user.user_id);
    expect(claims.pending_setup).toBe(true);
    expect(claims.company_id).toBe(user.user.company_id);
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000 + 3500);
  });

  it('sends the verification email in the language of the request', async () => {
    const user = await register(t.app, {}, { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' });
    expect(user.user.locale).toBe('fr');
    const message = await t.mail.last(user.email);
    expect(message.subject).toBe('Confirmez votre adresse e-mail');
    expect(message.text).toContain('Bonjour Ada,');
    expect(message.link).toMatch(new RegExp(`^${APP_URL}/verify-email\\?token=[A-Za-z0-9_-]{43}$`));
    expect(message.text).toContain(message.link);
    expect(message.html).toContain(message.link);
  });

  it('prefers the locale chosen in the form over the browser language', async () => {
    const user = await register(t.app, { locale: 'en' }, { 'accept-language': 'fr' });
    expect(user.user.locale).toBe('en');
    expect((await t.mail.last(user.email)).subject).toBe('Confirm your email address');
  });

  it('escapes names in the HTML email', async () => {
    const user = await register(t.app, { first_name: '<b>Eve</b>' });
    const message = await t.mail.last(user.email);
    expect(message.html).toContain('&#60;b&#62;Eve&#60;/b&#62;');
    expect(message.html).not.toContain('<b>Eve</b>');
  });

  it('refuses a second account with the same email, whatever its case (409)', async () => {
    const user = await register(t.app);
    const before = await countUsers(t.database);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: {
        email: user.email.toUpperCase(),
        password: 'another-password',
        first_name: 'A',
        last_name: 'B',
        company_name: 'C',
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      detail: 'An account with this email already exists',
      code: 'email_taken',
    });
    expect(await countUsers(t.database)).toBe(before);
  });

  it('answers 409 in French too', async () => {
    const user = await register(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'accept-language': 'fr' },
      payload: {
        email: user.email,
        password: 'another-password',
        first_name: 'A',
        last_name: 'B',
        company_name: 'C',
      },
    });
    expect(response.statusCode).toBe(409);
    expect(detail(response)).toBe('Un compte existe déjà avec cette adresse e-mail');
  });

  it('lists every invalid field with a translated message (422) and writes nothing', async () => {
    const before = await countUsers(t.database);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email: 'not-an-email', password: 'short', first_name: '   ', last_name: 42 },
    });
    expect(response.statusCode).toBe(422);
    const issues = detail(response) as { loc: string[]; msg: string; type: string }[];
    const byField = Object.fromEntries(issues.map((issue) => [issue.loc.join('.'), issue.msg]));
    expect(byField).toEqual({
      'body.email': 'Please enter a valid email address',
      'body.password': 'Password must be at least 8 characters',
      'body.first_name': 'This field is required',
      'body.last_name': 'Invalid input',
      'body.company_name': 'This field is required',
    });
    expect(issues.every((issue) => typeof issue.type === 'string' && issue.type.length > 0)).toBe(true);
    expect(await countUsers(t.database)).toBe(before);
  });

  it('words validation messages in French with Accept-Language: fr', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'accept-language': 'fr' },
      payload: {
        email: uniqueEmail(),
        password: 'short',
        first_name: 'A',
        last_name: 'B',
        company_name: 'C',
      },
    });
    expect(response.statusCode).toBe(422);
    expect(detail(response)).toEqual([
      {
        loc: ['body', 'password'],
        msg: 'Le mot de passe doit contenir au moins 8 caractères',
        type: 'too_small',
      },
    ]);
  });

  it('rejects a missing body with 422', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register' });
    expect(response.statusCode).toBe(422);
    expect(detail(response)).toEqual([
      { loc: ['body'], msg: 'This field is required', type: 'invalid_type' },
    ]);
  });

  it('rejects an unsupported locale', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: {
        email: uniqueEmail(),
        password: 'longenough',
        first_name: 'A',
        last_name: 'B',
        company_name: 'C',
        locale: 'de',
      },
    });
    expect(response.statusCode).toBe(422);
    expect((detail(response) as { loc: string[] }[])[0]?.loc).toEqual(['body', 'locale']);
  });
});

describe('POST /auth/login', () => {
  it('signs in with the right password, whatever the email case', async () => {
    const user = await register(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email.toUpperCase(), password: user.password },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { access_token: string; user: UserProfile };
    expect(body.user.user_id).toBe(user.user.user_id);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: bearer(body.access_token),
    });
    expect(me.statusCode).toBe(200);
  });

  it('answers 401 with the same words for a wrong password and an unknown email', async () => {
    const user = await register(t.app);
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: 'not the password' },
    });
    const unknownEmail = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: uniqueEmail('nobody'), password: 'whatever1' },
    });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        detail: 'Incorrect email or password',
        code: 'incorrect_credentials',
      });
    }
  });

  it('answers 401 in French', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'accept-language': 'fr' },
      payload: { email: uniqueEmail('nobody'), password: 'whatever1' },
    });
    expect(response.statusCode).toBe(401);
    expect(detail(response)).toBe('E-mail ou mot de passe incorrect');
  });

  it('requires both fields (422)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'a@b.co' },
    });
    expect(response.statusCode).toBe(422);
    expect(detail(response)).toEqual([
      { loc: ['body', 'password'], msg: 'This field is required', type: 'invalid_type' },
    ]);
  });

  it('rejects a password of the wrong type (422)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'a@b.co', password: 12345678 },
    });
    expect(response.statusCode).toBe(422);
    expect(detail(response)).toEqual([
      { loc: ['body', 'password'], msg: 'Invalid input', type: 'invalid_type' },
    ]);
  });
});

describe('GET /auth/me and the access token', () => {
  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Not authenticated', code: 'not_authenticated' });
  });

  it('answers 401 for a tampered token', async () => {
    const user = await register(t.app);
    const [header, payload, signature] = user.access_token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = Buffer.from(
      JSON.stringify({ ...claims, sub: '00000000-0000-4000-8000-000000000000' }),
    ).toString('base64url');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: bearer(`${header}.${forged}.${signature}`),
    });
    expect(response.statusCode).toBe(401);
    expect((response.json() as { code: string }).code).toBe('not_authenticated');
  });

  it('answers 401 for a token signed with another secret', async () => {
    const user = await register(t.app);
    const token = await new SignJWT({ user_id: user.user.user_id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.user.user_id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
  });

  it('answers 401 session_expired for an expired token', async () => {
    const user = await register(t.app);
    const token = await new SignJWT({ user_id: user.user.user_id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.user.user_id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { ...bearer(token), 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      detail: 'Votre session a expiré. Veuillez vous reconnecter.',
      code: 'session_expired',
    });
  });

  it('refuses unsigned tokens (alg none)', async () => {
    const user = await register(t.app);
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({ sub: user.user.user_id, exp: Math.floor(Date.now() / 1000) + 600 }),
    ).toString('base64url');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: bearer(`${header}.${payload}.`),
    });
    expect(response.statusCode).toBe(401);
  });

  it('checks the token before the body, so an anonymous bad request is a 401', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password',
      payload: { current_password: '' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /auth/change-password', () => {
  it('changes the password when the current one is right', async () => {
    const user = await register(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password',
      headers: bearer(user.access_token),
      payload: { current_password: user.password, new_password: 'a brand new secret' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      detail: 'Password updated',
      access_token: expect.any(String),
      token_type: 'bearer',
    });

    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: 'a brand new secret' },
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it('refuses a wrong current password (400) and keeps the old one', async () => {
    const user = await register(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password',
      headers: { ...bearer(user.access_token), 'accept-language': 'fr' },
      payload: { current_password: 'not my password', new_password: 'a brand new secret' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'Le mot de passe actuel est incorrect',
      code: 'wrong_current_password',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a short new password (422) and keeps the old one', async () => {
    const user = await register(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password',
      headers: bearer(user.access_token),
      payload: { current_password: user.password, new_password: 'short' },
    });
    expect(response.statusCode).toBe(422);
    expect(detail(response)).toEqual([
      { loc: ['body', 'new_password'], msg: 'Password must be at least 8 characters', type: 'too_small' },
    ]);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('PATCH /settings/profile', () => {
  it('updates only the fields sent and returns the whole profile', async () => {
    const user = await register(t.app);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/settings/profile',
      headers: bearer(user.access_token),
      payload: { first_name: '  Augusta ', country: 'gb', currency: 'gbp', locale: 'fr' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...user.user,
      first_name: 'Augusta',
      country: 'GB',
      currency: 'GBP',
      locale: 'fr',
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: bearer(user.access_token),
    });
    expect(me.json()).toMatchObject({
      first_name: 'Augusta',
      last_name: 'Lovelace',
      country: 'GB',
      locale: 'fr',
    });
  });

  it('rejects invalid values (422) and changes nothing', async () => {
    const user = await register(t.app);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/settings/profile',
      headers: { ...bearer(user.access_token), 'accept-language': 'fr' },
      payload: { first_name: 'Changed', country: 'France', currency: 7 },
    });
    expect(response.statusCode).toBe(422);
    const issues = detail(response) as { loc: string[]; msg: string }[];
    expect(issues.map((issue) => [issue.loc.join('.'), issue.msg])).toEqual([
      ['body.country', 'Veuillez choisir un pays'],
      ['body.currency', 'Veuillez choisir une devise'],
    ]);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: bearer(user.access_token),
    });
    expect(me.json()).toEqual(user.user);
  });

  it('requires a signed-in user', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/settings/profile',
      payload: { first_name: 'X' },
    });
    expect(response.statusCode).toBe(401);
  });
});
