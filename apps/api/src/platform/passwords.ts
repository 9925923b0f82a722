import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/** Algorithm is an ambient const enum, which isolated modules cannot read; 2 is its Argon2id member. */
const ARGON2ID = 2 as Algorithm;

/** argon2id with the OWASP minimum (19 MiB, 2 passes); about 60 ms per hash on this class of machine. */
const options: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash must read as a failed sign-in, not a server error.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when the email is unknown, so response times do not reveal
 * which addresses have an account.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hash('not-a-real-password', options);
  await verifyPassword(await dummyHash, password);
}
