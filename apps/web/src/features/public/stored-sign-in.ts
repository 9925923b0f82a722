import { decodeJwtClaims, isJwtExpired } from '@/lib/jwt';
import { readStorage, storageKeys } from '@/lib/storage';

/**
 * Whether this browser holds an unexpired token: enough for the prerendered public site to offer
 * "Open the app" instead of "Sign in" without loading the session store and the API client.
 * The single-page app reads its session store instead (app/layouts/public-layout.tsx).
 */
export function hasStoredSession(nowMs: number = Date.now()): boolean {
  const token = readStorage(storageKeys.accessToken);
  if (!token) return false;
  const claims = decodeJwtClaims(token);
  return claims !== null && !isJwtExpired(claims, nowMs);
}

export function subscribeStoredSession(listener: () => void): () => void {
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
