import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, jsonResponse } from '@/test/render';
import {
  getSession,
  homePathFor,
  normalizeRoles,
  pathAfterSignIn,
  profileFromClaims,
  resetSessionForTests,
  sessionFromToken,
  signIn,
  signOut,
  startSession,
} from './auth';
import { decodeJwtClaims, isJwtExpired } from './jwt';

const now = Date.UTC(2026, 10, 21, 12);
const claims = {
  sub: 'u1',
  email: 'camille@example.com',
  first_name: 'Hélène',
  last_name: 'Durand',
  company_id: 'c1',
  company_name: 'Société Test',
  roles: [{ role: 'owner' }, 'admin', 'pilot'],
  pending_setup: true,
  email_verified: false,
  exp: now / 1000 + 3600,
};

describe('token decoding', () => {
  it('reads the base64url JSON payload, accents included', () => {
    expect(decodeJwtClaims(fakeJwt(claims))).toMatchObject({ sub: 'u1', first_name: 'Hélène' });
  });
  it('rejects anything that is not a three-part token with a JSON payload', () => {
    expect(decodeJwtClaims('not-a-token')).toBeNull();
    expect(decodeJwtClaims('a.%%%.c')).toBeNull();
    expect(decodeJwtClaims(`x.${btoa('[1,2]')}.y`)).toBeNull();
  });
  it('treats a token as expired from its exp claim, or when exp is missing', () => {
    expect(isJwtExpired({ exp: now / 1000 + 1 }, now)).toBe(false);
    expect(isJwtExpired({ exp: now / 1000 }, now)).toBe(true);
    expect(isJwtExpired({}, now)).toBe(true);
  });
});

describe('session from a stored token', () => {
  it('signs in with the profile carried by a valid token', () => {
    const session = sessionFromToken(fakeJwt(claims), now);
    expect(session.status).toBe('signed-in');
    if (session.status !== 'signed-in') return;
    expect(session.profile).toMatchObject({ user_id: 'u1', pending_setup: true, roles: ['owner', 'admin'], role: 'owner', default_company_id: 'c1' });
  });
  it('ignores an expired token', () => {
    expect(sessionFromToken(fakeJwt({ ...claims, exp: now / 1000 - 1 }), now)).toEqual({ status: 'signed-out' });
    expect(sessionFromToken(null, now)).toEqual({ status: 'signed-out' });
  });
  it('accepts user_id and pendingSetup spellings, and role objects', () => {
    expect(profileFromClaims({ user_id: 'u2', email: 'a@b.c', pendingSetup: true })).toMatchObject({ user_id: 'u2', pending_setup: true });
    expect(normalizeRoles([{ role: 'viewer' }, { role: 'nope' }, 'editor', 3])).toEqual(['viewer', 'editor']);
  });
});

describe('start-up, sign-in and sign-out', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    resetSessionForTests();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('drops an expired stored token without calling the API', () => {
    window.localStorage.setItem('access_token', fakeJwt({ ...claims, exp: 1 }));
    startSession();
    expect(getSession().status).toBe('signed-out');
    expect(window.localStorage.getItem('access_token')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches /auth/me for a valid token and ignores its failure', async () => {
    const token = fakeJwt({ ...claims, exp: Date.now() / 1000 + 3600 });
    window.localStorage.setItem('access_token', token);
    fetchMock.mockResolvedValue(jsonResponse({ detail: 'Down' }, 500));
    startSession();
    expect(getSession().status).toBe('signed-in');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/auth/me');
    expect(getSession().status).toBe('signed-in');
  });

  it('signs out when the API answers 401', async () => {
    window.localStorage.setItem('access_token', fakeJwt({ ...claims, exp: Date.now() / 1000 + 3600 }));
    fetchMock.mockResolvedValue(jsonResponse({ detail: 'Not authenticated' }, 401));
    startSession();
    await vi.waitFor(() => expect(getSession()).toEqual({ status: 'signed-out', reason: 'expired' }));
    expect(window.localStorage.getItem('access_token')).toBeNull();
  });

  it('stores the token on sign-in and clears it on sign-out', () => {
    const profile = profileFromClaims(claims)!;
    signIn({ access_token: 'tok', user: profile });
    expect(window.localStorage.getItem('access_token')).toBe('tok');
    expect(getSession()).toMatchObject({ status: 'signed-in', profile: { email: 'camille@example.com' } });
    signOut();
    expect(window.localStorage.getItem('access_token')).toBeNull();
    expect(getSession()).toEqual({ status: 'signed-out', reason: 'user' });
  });
});

describe('where to go after sign-in', () => {
  it('routes by pending setup', () => {
    expect(homePathFor({ pending_setup: true })).toBe('/onboarding');
    expect(homePathFor({ pending_setup: false })).toBe('/dashboard');
  });
  it('returns to the protected page the user came from', () => {
    expect(pathAfterSignIn({ from: { pathname: '/settings', search: '?tab=1' } }, { pending_setup: false })).toBe('/settings?tab=1');
    expect(pathAfterSignIn(null, { pending_setup: true })).toBe('/onboarding');
    expect(pathAfterSignIn({ from: { pathname: 'https://evil.example' } }, { pending_setup: false })).toBe('/dashboard');
  });
});
