import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe: a token, key or client secret given once and stored only as its hash. */
export function newRandomSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The stored form of a secret we generated. SHA-256 is enough here: with 256 bits of entropy the secret cannot be
 * guessed from its hash, so a slow password hash would add nothing but time to every check.
 */
export function hashRandomSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}
