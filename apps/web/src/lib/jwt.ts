/**
 * Reads the claims of a JWT without verifying it: the browser cannot verify (the secret stays on
 * the server), and does not need to. The claims only tell the UI who is probably signed in and
 * whether the token is already expired; the API checks the signature on every call.
 */
export type JwtClaims = Record<string, unknown>;

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  // Names in the payload may hold accents: decode the bytes as UTF-8, not Latin-1.
  return new TextDecoder().decode(bytes);
}

export function decodeJwtClaims(token: string): JwtClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(parts[1]));
    return claims && typeof claims === 'object' && !Array.isArray(claims) ? (claims as JwtClaims) : null;
  } catch {
    return null;
  }
}

/** `exp` is in seconds since the epoch (RFC 7519). A token without a usable exp counts as expired. */
export function isJwtExpired(claims: JwtClaims, nowMs: number = Date.now()): boolean {
  const exp = claims.exp;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return true;
  return exp * 1000 <= nowMs;
}
