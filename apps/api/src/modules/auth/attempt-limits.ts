import ipaddr from 'ipaddr.js';

/**
 * How many wrong passwords a counter tolerates. Failures are counted in a fixed window that starts at the
 * first one; an attempt is refused (429 with Retry-After) when the window already holds `maxFailures`, or while
 * the delay of the back-off runs.
 */
export interface AttemptRule {
  windowSeconds: number;
  /** null: no hard cap within the window (the back-off alone slows the attempts down). */
  maxFailures: number | null;
  /** Past `freeFailures` in the window, each failure makes the next attempt wait: base, doubled each time, capped. */
  backoff: { freeFailures: number; baseDelaySeconds: number; maxDelaySeconds: number } | null;
  /** The answer's code: `too_many_attempts` says to wait a minute, `too_many_attempts_later` to come back later. */
  refusal: 'too_many_attempts' | 'too_many_attempts_later';
}

/** A rule applied to one counter. */
export interface AttemptLimit {
  key: string;
  rule: AttemptRule;
  /** Not applied from an address the user signed in from within TRUSTED_ADDRESS_DAYS (see the sign-in limits). */
  exemptWhenTrusted?: boolean;
  /** On a right password, forget this counter's failures and remember its address as the owner's. */
  trustOnSuccess?: boolean;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Per email and client address: 10 failures a minute, then 429 until the minute is over. Keyed on both, so
 * failures from one place never lock the owner out of every other place.
 */
export const SIGN_IN_PER_EMAIL_AND_ADDRESS: AttemptRule = {
  windowSeconds: MINUTE,
  maxFailures: 10,
  backoff: null,
  refusal: 'too_many_attempts',
};

/**
 * Per client address, whatever the emails: credential stuffing tries one leaked password on many accounts,
 * which no per-email counter sees. 100 failures an hour: an office behind one address does not mistype that
 * many, and a stuffing run from one address is held to 2,400 guesses a day.
 */
export const SIGN_IN_PER_ADDRESS: AttemptRule = {
  windowSeconds: HOUR,
  maxFailures: 100,
  backoff: null,
  refusal: 'too_many_attempts_later',
};

/**
 * Per account, whatever the addresses: a guess spread over many addresses (a botnet) gets past the two limits
 * above. 20 failures an hour are free (the owner mistyping, with room to spare); each further one makes the next
 * attempt wait 30 s, then 1, 2, 4, 8 minutes, capped at 15: about 28 guesses an hour instead of thousands, and
 * never a lockout. The wait applies to every address except those the owner has signed in from lately (see
 * TRUSTED_ADDRESS_DAYS), so a guess from elsewhere cannot keep the owner out. Change-password uses it too.
 */
export const PASSWORD_GUESS_BACKOFF: AttemptRule = {
  windowSeconds: HOUR,
  maxFailures: null,
  backoff: { freeFailures: 20, baseDelaySeconds: 30, maxDelaySeconds: 15 * MINUTE },
  refusal: 'too_many_attempts_later',
};

/** Wrong current passwords on change-password, per user: like sign-in per email and address. */
export const CHANGE_PASSWORD_PER_USER: AttemptRule = SIGN_IN_PER_EMAIL_AND_ADDRESS;

/**
 * An address the owner signed in from this recently is exempt from the per-account back-off: a month covers a
 * home or an office visited monthly, and an attacker cannot earn it without the password.
 */
export const TRUSTED_ADDRESS_DAYS = 30;

/**
 * The counter name of a client address. IPv6 clients get a whole /64 (a home or a cloud server does), so
 * changing the last 64 bits must not buy fresh counters; IPv4-mapped IPv6 addresses count as their IPv4.
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/64`).toString()}/64`;
}

/**
 * The counters of one sign-in, in the order they are reserved: the pair first, as it tells whether the owner
 * signed in from this address lately. Every sign-in takes them in this order, so two never wait on each other.
 */
export function signInLimits(email: string, clientIp: string): AttemptLimit[] {
  const address = addressKey(clientIp);
  return [
    {
      key: `sign-in:email-address:${email}|${address}`,
      rule: SIGN_IN_PER_EMAIL_AND_ADDRESS,
      trustOnSuccess: true,
    },
    { key: `sign-in:address:${address}`, rule: SIGN_IN_PER_ADDRESS },
    { key: `sign-in:email:${email}`, rule: PASSWORD_GUESS_BACKOFF, exemptWhenTrusted: true },
  ];
}

export function changePasswordLimits(userId: string): AttemptLimit[] {
  return [
    { key: `change-password:user:${userId}`, rule: CHANGE_PASSWORD_PER_USER },
    { key: `change-password:user-backoff:${userId}`, rule: PASSWORD_GUESS_BACKOFF },
  ];
}
