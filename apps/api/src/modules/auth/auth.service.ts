import type { RegisterBody } from '@forja/contracts';
import { normalizePhone, parseLanguage, type Language } from '@forja/domain';
import type { Database } from '../../db/database';
import { AppError, badRequest, conflict } from '../../http/errors';
import { requireLatinNames } from '../../http/latin-names';
import type { JobQueue } from '../../jobs/job-queue';
import type { Mailer } from '../../providers/mail/mailer';
import { passwordChangedEmail } from '../../providers/mail/transactional/password-changed';
import { passwordRecoveryEmail, verificationCodeEmail } from '../../providers/mail/templates';
import { isEmailTaken, type UserRow, type UsersRepository } from './users.repository';
import { hashPassword, passwordProblem, verifyPassword } from './passwords';
import { hashSecret } from './tokens';
import type { RateLimiter } from './rate-limiter';
import type { Sessions } from './sessions';
import type { VerificationCodes } from './verification-codes';

export type EmailCheck = (email: string) => Promise<{ ok: true } | { ok: false; code: string }>;

export type AuthDeps = {
  db: Database;
  users: UsersRepository;
  sessions: Sessions;
  codes: VerificationCodes;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  checkEmail: EmailCheck;
  appUrl: string;
  /** Sends the «your password changed» notice after the change commits, with retries. */
  jobs: JobQueue;
  /** The address a person writes to when someone else changed their password (MAIL_FROM's address). */
  supportEmail: string;
};

/** The job that e-mails the account its «your password changed» notice. */
export const PASSWORD_CHANGED_JOB = 'password-changed-notice';
type PasswordChangedJob = { userId: number; changedAt: string; via: 'account' | 'recovery' };

/**
 * Per-address (`PerIp`) and per-account limits. Sign-in failures are counted per account and address, so
 * an attacker's address is throttled while the owner still gets in from theirs, and per account from any
 * address, against guessing spread over many addresses. A throttled sign-in answers like a wrong password.
 */
export const LIMITS = {
  loginPerIp: { limit: 20, windowMs: 60_000 },
  loginFailuresPerAccountAndIp: { limit: 10, windowMs: 15 * 60_000 },
  loginFailuresPerAccount: { limit: 50, windowMs: 60 * 60_000 },
  emailChecksPerIp: { limit: 30, windowMs: 10 * 60_000 },
  codesPerUser: { limit: 10, windowMs: 15 * 60_000 },
  recoveryPerIp: { limit: 10, windowMs: 15 * 60_000 },
  recoveryEntryPerIp: { limit: 10, windowMs: 15 * 60_000 },
  recoveryGuessesPerEmail: { limit: 10, windowMs: 15 * 60_000 },
  /** Wrong current passwords on the account page: a stolen session must not become a way to guess it. */
  currentPasswordGuessesPerUser: { limit: 10, windowMs: 15 * 60_000 },
} as const;

/** An e-mail address as a rate-limit key: the same for any case, and not stored in the clear. */
const addressKey = (email: string) => hashSecret(email.trim().toLowerCase());

export function displayName(user: Pick<UserRow, 'first_names' | 'last_names'>): string {
  return [user.first_names, user.last_names].filter(Boolean).join(' ');
}

export function createAuthService(deps: AuthDeps) {
  const { users, sessions, codes, rateLimiter, mailer } = deps;

  deps.jobs.register(PASSWORD_CHANGED_JOB, async (payload) => {
    const { userId, changedAt, via } = payload as PasswordChangedJob;
    const user = await users.findById(userId);
    if (!user) return;
    const language = parseLanguage(user.language) ?? 'es';
    const message = await passwordChangedEmail({
      language,
      name: user.first_names ?? '',
      email: user.email,
      changedAt: new Date(changedAt),
      via,
      recoverLink: `${deps.appUrl}/${language}/auth/recover_password`,
      supportEmail: deps.supportEmail,
    });
    await mailer.send({ to: user.email, ...message });
  });

  /** Queues the notice inside the change's transaction: it goes only if the change commits. */
  const notifyPasswordChanged = (job: PasswordChangedJob, tx: Database) =>
    deps.jobs.enqueue(PASSWORD_CHANGED_JOB, job, { tx });

  async function limit(
    key: string,
    rule: { limit: number; windowMs: number },
    now: Date,
    code: 'too_many_requests' | 'email_rate_limit_exceeded' = 'too_many_requests',
  ) {
    const result = await rateLimiter.hit(key, rule, now);
    if (!result.allowed) throw new AppError(429, code);
  }

  /** Format, disposable domain and DNS checks of a new address, rate-limited per IP. */
  async function checkNewEmail(email: string, ip: string, now: Date): Promise<void> {
    await limit(`email-check:ip:${ip}`, LIMITS.emailChecksPerIp, now, 'email_rate_limit_exceeded');
    const result = await deps.checkEmail(email);
    if (!result.ok) throw new AppError(400, result.code as 'email_invalid_format');
  }

  /**
   * The current password asked before an account change (a new password, the account's cancellation): a wrong
   * one answers on its field, and ten wrong ones in 15 minutes hold the account's changes back (429), so a
   * signed-in session left open cannot be used to guess it.
   */
  async function checkCurrentPassword(
    user: { id: number; password_hash: string },
    current: string | undefined,
    now: Date,
  ): Promise<void> {
    const guesses = { key: `password-guesses:user:${user.id}`, rule: LIMITS.currentPasswordGuessesPerUser };
    if ((await rateLimiter.remaining(guesses.key, guesses.rule, now)) === 0) {
      throw new AppError(429, 'too_many_requests');
    }
    if (!(await verifyPassword(user.password_hash, current ?? ''))) {
      await rateLimiter.hit(guesses.key, guesses.rule, now);
      throw badRequest('wrong_password').withFields([
        { path: 'body.current_password', code: 'wrong_password' },
      ]);
    }
  }

  function requireGoodPassword(password: string): void {
    const problem = passwordProblem(password);
    if (problem) throw badRequest(problem);
  }

  async function sendConfirmationCode(user: UserRow, now: Date): Promise<void> {
    const { secret, minutesValid } = await codes.issue(user.id, 'confirm_email', now);
    const message = verificationCodeEmail({
      language: parseLanguage(user.language) ?? 'es',
      name: user.first_names,
      code: secret,
      minutesValid,
      appUrl: deps.appUrl,
    });
    await mailer.send({ to: user.email, ...message });
  }

  return {
    checkNewEmail,

    /** `onCreated` runs in the new account's transaction (the sign-up's consent record). */
    async register(
      body: RegisterBody,
      ip: string,
      now: Date,
      onCreated?: (userId: number, tx: Database) => Promise<void>,
    ) {
      const email = body.email.trim();
      requireLatinNames({ first_names: body.first_names, last_names: body.last_names });
      await checkNewEmail(email, ip, now);
      requireGoodPassword(body.password);
      const phone = normalizePhone(body.phone_country_code, body.phone);
      if (!phone) throw badRequest('invalid_phone');
      if (await users.findByEmail(email)) throw conflict('email_already_register');

      const password_hash = await hashPassword(body.password);
      let created: { user: UserRow; tokens: Awaited<ReturnType<Sessions['start']>> };
      try {
        created = await deps.db.transaction(async (tx) => {
          const user = await users.insert(
            {
              email,
              password_hash,
              first_names: body.first_names.trim(),
              last_names: body.last_names.trim(),
              phone: phone.national,
              phone_country_code: phone.countryCallingCode,
              phone_alpha_code: phone.country,
              country_iso_code: phone.country,
              language: body.language,
              created_at: now,
              updated_at: now,
            },
            tx,
          );
          await onCreated?.(user.id, tx);
          const tokens = await sessions.start(user.id, now, tx);
          return { user, tokens };
        });
      } catch (error) {
        if (isEmailTaken(error)) throw conflict('email_already_register');
        throw error;
      }
      // An account its invitation confirmed (an invited partner's: the link reached the address) needs no code.
      const confirmed = (await users.findById(created.user.id))?.is_confirmed === true;
      if (!confirmed) await sendConfirmationCode(created.user, now);
      return created.tokens;
    },

    async login(emailInput: string, password: string, ip: string, now: Date) {
      await limit(`login:ip:${ip}`, LIMITS.loginPerIp, now);
      const account = addressKey(emailInput);
      const failureKeys = [
        { key: `login-failures:account:${account}:ip:${ip}`, rule: LIMITS.loginFailuresPerAccountAndIp },
        { key: `login-failures:account:${account}`, rule: LIMITS.loginFailuresPerAccount },
      ];
      const remaining = await Promise.all(
        failureKeys.map(({ key, rule }) => rateLimiter.remaining(key, rule, now)),
      );
      const throttled = remaining.some((left) => left === 0);
      const user = await users.findByEmail(emailInput);
      // The password is checked even when throttled, so the answer takes as long as any other.
      const ok = await verifyPassword(user?.password_hash, password);
      if (throttled) throw new AppError(401, 'bad_credentials');
      if (!user || !ok) {
        for (const { key, rule } of failureKeys) await rateLimiter.hit(key, rule, now);
        throw new AppError(401, 'bad_credentials');
      }
      return sessions.start(user.id, now);
    },

    refresh: (token: string, now: Date) => sessions.refresh(token, now),

    logout: (sessionId: string, now: Date) => sessions.revokeFamily(sessionId, now),

    async confirmEmail(userId: number, code: string, now: Date): Promise<void> {
      await limit(`code:user:${userId}`, LIMITS.codesPerUser, now);
      const user = await users.findById(userId);
      if (!user) throw new AppError(404, 'user_not_found');
      if (user.is_confirmed) return;
      await codes.consume(userId, 'confirm_email', code, now, {
        invalid: 'code_invalid',
        expired: 'code_expired',
      });
      await users.update(userId, { is_confirmed: true, updated_at: now });
    },

    async resendConfirmation(userId: number, now: Date): Promise<{ retryAfterSeconds: number }> {
      const user = await users.findById(userId);
      if (!user) throw new AppError(404, 'user_not_found');
      if (user.is_confirmed) throw conflict('email_already_register');
      const wait = await codes.waitBeforeResend(userId, 'confirm_email', now);
      if (wait > 0) throw new AppError(429, 'code_already_sent');
      await limit(`code-send:user:${userId}`, LIMITS.codesPerUser, now);
      await sendConfirmationCode(user, now);
      return { retryAfterSeconds: 60 };
    },

    /** E-mails a recovery link when the address has an account; answers the same either way. */
    async sendRecovery(identity: string, ip: string, language: Language, now: Date): Promise<void> {
      await limit(`recovery:ip:${ip}`, LIMITS.recoveryPerIp, now);
      const user = await users.findByEmail(identity);
      if (!user) return;
      if ((await codes.waitBeforeResend(user.id, 'recover_password', now)) > 0) return;
      const { secret, minutesValid } = await codes.issue(user.id, 'recover_password', now);
      const link = `${deps.appUrl}/${language}/auth/new_password?token=${encodeURIComponent(secret)}&email=${encodeURIComponent(user.email)}`;
      const message = passwordRecoveryEmail({ language, name: user.first_names, link, minutesValid });
      await mailer.send({ to: user.email, ...message });
    },

    /**
     * Sets a new password from a recovery link; closes every session of the account. Answers the same
     * whether or not the address has an account: the password's shape is checked before anything is looked
     * up, and wrong tokens are limited per address (the real link keeps working) and per client.
     */
    async recoverPassword(
      identity: string,
      token: string,
      password: string,
      ip: string,
      now: Date,
    ): Promise<void> {
      await limit(`recovery-entry:ip:${ip}`, LIMITS.recoveryEntryPerIp, now);
      requireGoodPassword(password);
      const guesses = {
        key: `recovery-guesses:${addressKey(identity)}`,
        rule: LIMITS.recoveryGuessesPerEmail,
      };
      const guessesLeft = await rateLimiter.remaining(guesses.key, guesses.rule, now);
      const user = await users.findByEmail(identity);
      try {
        if (!user) throw new AppError(400, 'invalid_token');
        await codes.consume(user.id, 'recover_password', token, now, {
          invalid: 'invalid_token',
          expired: 'expired_token',
        });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (guessesLeft === 0) throw new AppError(429, 'too_many_requests');
        await rateLimiter.hit(guesses.key, guesses.rule, now);
        throw error;
      }
      const password_hash = await hashPassword(password);
      await deps.db.transaction(async (tx) => {
        await users.update(
          user.id,
          {
            password_hash,
            is_confirmed: true,
            updated_at: now,
          },
          tx,
        );
        await sessions.revokeAll(user.id, now, tx);
        await notifyPasswordChanged({ userId: user.id, changedAt: now.toISOString(), via: 'recovery' }, tx);
      });
      // The owner proved the address: wrong sign-ins before the new password no longer hold them back.
      await rateLimiter.clear(`login-failures:account:${addressKey(user.email)}`);
    },

    checkCurrentPassword,

    /** A signed-in user's password change; other sessions are closed, this one stays. */
    async changePassword(
      userId: number,
      sessionId: string,
      current: string | undefined,
      password: string,
      now: Date,
    ) {
      const user = await users.findById(userId);
      if (!user) throw new AppError(404, 'user_not_found');
      if (user.password_hash) {
        await checkCurrentPassword({ id: user.id, password_hash: user.password_hash }, current, now);
        if (password === current) {
          throw badRequest('password_same_as_current').withFields([
            { path: 'body.password', code: 'password_same_as_current' },
          ]);
        }
      }
      requireGoodPassword(password);
      const password_hash = await hashPassword(password);
      await deps.db.transaction(async (tx) => {
        await users.update(userId, { password_hash, updated_at: now }, tx);
        await sessions.revokeAll(userId, now, tx);
        await notifyPasswordChanged({ userId, changedAt: now.toISOString(), via: 'account' }, tx);
      });
      return sessions.start(userId, now);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
