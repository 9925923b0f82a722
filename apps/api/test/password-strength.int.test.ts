import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { callApi, detail, register, tokenFromLink, uniqueEmail, useTestApp } from './helpers/test-app.ts';

const t = useTestApp();

const messages = {
  en: {
    common: 'This password is too common or too easy to guess',
    spaces: 'A password cannot be only spaces',
    email: 'The password must not contain your email address',
    name: 'The password must not contain your name',
  },
  fr: {
    common: 'Ce mot de passe est trop courant ou trop facile à deviner',
    spaces: 'Le mot de passe ne peut pas contenir uniquement des espaces',
    email: 'Le mot de passe ne doit pas contenir votre adresse e-mail',
    name: 'Le mot de passe ne doit pas contenir votre nom',
  },
} as const;

type Reason = keyof (typeof messages)['en'];

const STRONG = 'violet kettle under the stairs';

/** The four passwords of the issue, for an account registered as `email`. */
function weakPasswords(email: string): [string, Reason][] {
  return [
    ['12345678', 'common'],
    ['password', 'common'],
    ['        ', 'spaces'],
    [email, 'email'],
  ];
}

function expectRefused(response: LightMyRequestResponse, field: string, message: string): void {
  expect(response.statusCode).toBe(422);
  expect(detail(response)).toEqual([{ loc: ['body', field], msg: message, type: expect.any(String) }]);
  expect((response.json() as { code: string }).code).toBe('validation_error');
}

function registerWith(email: string, password: string, lang: 'en' | 'fr') {
  return callApi(t.app, null, 'POST', '/auth/register', {
    lang,
    payload: { email, password, first_name: 'Ada', last_name: 'Lovelace', company_name: 'Engines Ltd' },
  });
}

async function signsIn(email: string, password: string): Promise<boolean> {
  const response = await callApi(t.app, null, 'POST', '/auth/login', { payload: { email, password } });
  return response.statusCode === 200;
}

describe.each(['en', 'fr'] as const)('new passwords (%s)', (lang) => {
  const text = messages[lang];

  it('register refuses common, blank and own-email passwords, and creates no account', async () => {
    const email = uniqueEmail('weak');
    for (const [password, reason] of weakPasswords(email)) {
      expectRefused(await registerWith(email, password, lang), 'password', text[reason]);
    }
    // The address is still free: no account was created by the refused attempts.
    expect((await registerWith(email, STRONG, lang)).statusCode).toBe(201);
  });

  it('register refuses a password containing the email or the name', async () => {
    const email = uniqueEmail('ada.king');
    expectRefused(await registerWith(email, `${email.toUpperCase()}!`, lang), 'password', text.email);
    expectRefused(await registerWith(email, 'lovelace forever 1815', lang), 'password', text.name);
  });

  it('change-password refuses the same passwords and keeps the old one', async () => {
    const user = await register(t.app);
    for (const [password, reason] of weakPasswords(user.email)) {
      const response = await callApi(t.app, user, 'POST', '/auth/change-password', {
        lang,
        payload: { current_password: user.password, new_password: password },
      });
      expectRefused(response, 'new_password', text[reason]);
    }
    expect(await signsIn(user.email, user.password)).toBe(true);
    const accepted = await callApi(t.app, user, 'POST', '/auth/change-password', {
      lang,
      payload: { current_password: user.password, new_password: STRONG },
    });
    expect(accepted.statusCode).toBe(200);
    expect(await signsIn(user.email, STRONG)).toBe(true);
  });

  it('reset-password refuses them too, and the link still works afterwards', async () => {
    const user = await register(t.app);
    await callApi(t.app, null, 'POST', '/auth/forgot-password', { payload: { email: user.email } });
    const token = tokenFromLink((await t.mail.last(user.email)).link);
    for (const [password, reason] of [...weakPasswords(user.email), ['ada lovelace 1815', 'name'] as const]) {
      const response = await callApi(t.app, null, 'POST', '/auth/reset-password', {
        lang,
        payload: { token, new_password: password },
      });
      expectRefused(response, 'new_password', text[reason]);
    }
    expect(await signsIn(user.email, user.password)).toBe(true);
    const accepted = await callApi(t.app, null, 'POST', '/auth/reset-password', {
      lang,
      payload: { token, new_password: STRONG },
    });
    expect(accepted.statusCode).toBe(200);
    expect(await signsIn(user.email, STRONG)).toBe(true);
  });
});

describe('password rules that stay', () => {
  it('still asks for 8 characters first', async () => {
    const response = await registerWith(uniqueEmail(), 'Xq7#', 'en');
    expectRefused(response, 'password', 'Password must be at least 8 characters');
  });

  it('accepts spaces inside a password', async () => {
    expect((await registerWith(uniqueEmail(), '  lamp  orbit  cedar  ', 'en')).statusCode).toBe(201);
  });
});
