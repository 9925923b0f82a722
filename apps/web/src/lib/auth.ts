import { authEndpoints, type Role, type TokenResponse, type UserProfile } from '@carbon/contracts/auth';
import { useSyncExternalStore } from 'react';
import { callApi, onUnauthorized } from './api-client';
import { decodeJwtClaims, isJwtExpired, type JwtClaims } from './jwt';
import { readStorage, removeStorage, storageKeys, writeStorage } from './storage';

/**
 * The session of SPEC section 4: the token lives in local storage `access_token`; the profile comes
 * from the token's claims at once, then from GET /auth/me. A plain external store rather than a
 * query, because the router guards, the API client and the shell all read it synchronously.
 */
export type SignOutReason = 'user' | 'expired';

export type Session =
  | { status: 'signed-out'; reason?: SignOutReason }
  | {
      status: 'signed-in';
      token: string;
      profile: UserProfile | null;
      /**
       * False while the profile is only the stored token's claims, which may be stale (a token issued
       * before setup was finished still says pending_setup); true once the server has answered,
       * or the answer failed and the claims are all there is.
       */
      profileSettled: boolean;
    };

const ROLES: readonly Role[] = ['owner', 'admin', 'editor', 'viewer'];

function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Roles may come as strings or as objects with a `role` field (SPEC section 6). */
export function normalizeRoles(value: unknown): Role[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const role = typeof item === 'object' && item !== null ? (item as { role?: unknown }).role : item;
    return isRole(role) ? [role] : [];
  });
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** The profile carried by the token (user_id or sub, pending_setup or pendingSetup). */
export function profileFromClaims(claims: JwtClaims): UserProfile | null {
  const userId = text(claims.user_id) ?? text(claims.sub);
  const email = text(claims.email);
  if (!userId || !email) return null;
  const roles = normalizeRoles(claims.roles);
  const role = isRole(claims.role) ? claims.role : (roles[0] ?? 'viewer');
  const companyId = text(claims.company_id) ?? text(claims.default_company_id) ?? '';
  return {
    user_id: userId,
    email,
    first_name: text(claims.first_name) ?? '',
    last_name: text(claims.last_name) ?? '',
    country: text(claims.country) ?? '',
    currency: text(claims.currency) ?? 'EUR',
    locale: claims.locale === 'fr' ? 'fr' : 'en',
    email_verified: claims.email_verified === true,
    roles: roles.length > 0 ? roles : [role],
    role,
    company_id: companyId,
    default_company_id: text(claims.default_company_id) ?? companyId,
    company_name: text(claims.company_name) ?? '',
    pending_setup: claims.pending_setup === true || claims.pendingSetup === true,
  };
}

/** A stored token is used only if it decodes and is not expired by its exp claim. */
export function sessionFromToken(token: string | null, nowMs: number = Date.now()): Session {
  if (!token) return { status: 'signed-out' };
  const claims = decodeJwtClaims(token);
  if (!claims || isJwtExpired(claims, nowMs)) return { status: 'signed-out' };
  return { status: 'signed-in', token, profile: profileFromClaims(claims), profileSettled: false };
}

let session: Session = { status: 'signed-out' };
const listeners = new Set<() => void>();

function setSession(next: Session): void {
  session = next;
  for (const listener of listeners) listener();
}

export function getSession(): Session {
  return session;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

export function signIn(response: Pick<TokenResponse, 'access_token' | 'user'>): void {
  writeStorage(storageKeys.accessToken, response.access_token);
  setSession({ status: 'signed-in', token: response.access_token, profile: response.user, profileSettled: true });
}

/**
 * 'user' is the Log out action; 'expired' is a 401 from the API, after which the user is sent back
 * to where they were once signed in again.
 */
export function signOut(reason: SignOutReason = 'user'): void {
  removeStorage(storageKeys.accessToken);
  setSession({ status: 'signed-out', reason });
}

/**
 * Keeps the session on a new token: a password change revokes every earlier one, this session's too, and its
 * answer carries the next (the profile is unchanged).
 */
export function replaceToken(token: string): void {
  if (session.status !== 'signed-in') return;
  writeStorage(storageKeys.accessToken, token);
  setSession({ ...session, token });
}

/** Replaces the profile after a change the server made (setup finished, profile edited, email verified). */
export function setProfile(profile: UserProfile): void {
  if (session.status === 'signed-in') setSession({ ...session, profile, profileSettled: true });
}

function settleProfile(token: string): void {
  if (session.status === 'signed-in' && session.token === token && !session.profileSettled) {
    setSession({ ...session, profileSettled: true });
  }
}

export async function refreshProfile(): Promise<UserProfile | null> {
  if (session.status !== 'signed-in') return null;
  const token = session.token;
  const profile = await callApi(authEndpoints.me);
  // A sign-out or another sign-in during the call makes this answer stale.
  if (session.status === 'signed-in' && session.token === token) setProfile(profile);
  return profile;
}

let started = false;

/** Start-up of SPEC section 4: decode the stored token, drop it if expired, then fetch the profile. */
export function startSession(): void {
  if (started) return;
  started = true;
  onUnauthorized(() => {
    if (session.status === 'signed-in') signOut('expired');
  });
  const token = readStorage(storageKeys.accessToken);
  const initial = sessionFromToken(token);
  if (initial.status === 'signed-out' && token) removeStorage(storageKeys.accessToken);
  setSession(initial);
  if (initial.status === 'signed-in') {
    refreshProfile().catch(() => {
      // SPEC section 4: a failed profile fetch is ignored (a 401 has already signed the user out);
      // the token's claims then stand.
      settleProfile(initial.token);
    });
  }
}

/** SPEC section 2: after login, pending setup goes to /onboarding, otherwise to /dashboard. */
export function homePathFor(profile: Pick<UserProfile, 'pending_setup'> | null): string {
  return profile?.pending_setup ? '/onboarding' : '/dashboard';
}

/** Tests start from a clean store. */
export function resetSessionForTests(): void {
  started = false;
  session = { status: 'signed-out' };
  listeners.clear();
}

/** What protected pages hand to /login: where to return, and whether the session had expired. */
export interface LoginLocationState {
  from?: { pathname: string; search?: string; hash?: string };
  expired?: boolean;
}

/** The page to open after sign-in: the protected page the user came from, else by pending setup. */
export function pathAfterSignIn(state: unknown, profile: Pick<UserProfile, 'pending_setup'> | null): string {
  const from = (state as LoginLocationState | null)?.from;
  if (from && typeof from.pathname === 'string' && from.pathname.startsWith('/') && from.pathname !== '/login') {
    return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  }
  return homePathFor(profile);
}
