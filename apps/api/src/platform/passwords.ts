import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
// A type only: the library itself is loaded on the first check (passwordChecker).
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

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

/** Why a new password is refused; each is a key of the errors catalog. */
export type PasswordProblem = 'password_too_common' | 'password_contains_email' | 'password_contains_name';

/** Whose password it is: what a targeted guess tries first. */
export interface PasswordOwner {
  email: string;
  firstName: string;
  lastName: string;
  companyName?: string;
}

/**
 * zxcvbn's score grades the guesses its model needs: 0 under 10³, 1 under 10⁶, 2 under 10⁸, 3 under 10¹⁰.
 * 2 refuses the common passwords and their variants (`password`, `12345678`, `azertyuiop`, `Password123`)
 * while taking any three unrelated words; more would push people towards rules and reuse (NIST SP 800-63B asks
 * for a block list, not for complexity). Online guessing is throttled (modules/auth/attempt-limits.ts) and a
 * stolen hash costs an argon2id run per guess, so 10⁶ guesses are out of reach.
 */
export const MIN_PASSWORD_SCORE = 2;

/** Shorter names and email local parts are not looked for inside passwords ("Li" is in "lilac"); zxcvbn still weighs them. */
const MIN_PERSONAL_TEXT_LENGTH = 4;

let checker: Promise<ZxcvbnFactory> | undefined;

/**
 * The zxcvbn checker with the common, English and French dictionaries: 0.4 to 1.6 s and 35 MB of heap to build,
 * so it is built once, on the first password to check, and never at start-up (nor in the browser).
 */
function passwordChecker(): Promise<ZxcvbnFactory> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, common, en, fr] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
      import('@zxcvbn-ts/language-fr'),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary, ...fr.dictionary },
      graphs: common.adjacencyGraphs,
    });
  })().catch((error: unknown) => {
    checker = undefined;
    throw error;
  });
  return checker;
}

/** Lower case letters and digits only, without accents, so "Hélène-Marie" is found in "helenemarie2024". */
function letters(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * The first rule a new password breaks, or null when it is strong enough. Length and blank passwords are the
 * contract's rules (newPasswordSchema), checked before this.
 */
export async function passwordProblem(
  password: string,
  owner: PasswordOwner,
): Promise<PasswordProblem | null> {
  const text = letters(password);
  const contains = (personal: string) =>
    personal.length >= MIN_PERSONAL_TEXT_LENGTH && text.includes(personal);
  const [localPart = ''] = owner.email.split('@');
  if (contains(letters(owner.email)) || contains(letters(localPart))) return 'password_contains_email';
  if ([owner.firstName, owner.lastName].some((name) => contains(letters(name))))
    return 'password_contains_name';
  const personal = [owner.email, localPart, owner.firstName, owner.lastName, owner.companyName ?? ''];
  const userInputs = personal.flatMap((value) => value.split(/[\s@._+-]+/)).filter((word) => word.length > 0);
  const { score } = (await passwordChecker()).check(password, userInputs);
  return score < MIN_PASSWORD_SCORE ? 'password_too_common' : null;
}
