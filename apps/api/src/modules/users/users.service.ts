import { normalizePhone, type Language } from '@forja/domain';
import { utmTagsSchema } from '@forja/contracts';
import { AppError, badRequest, conflict } from '../../http/errors';
import { requireLatinNames } from '../../http/latin-names';
import type { Mailer } from '../../providers/mail/mailer';
import { emailChangeCodeEmail } from '../../providers/mail/templates';
import type { AuthService } from '../auth/auth.service';
import type { VerificationCodes } from '../auth/verification-codes';
import { isEmailTaken, type UsersRepository } from '../auth/users.repository';
import { parseLanguage } from '@forja/domain';

export type ContactChange = { email: string; phone: string; phone_country_code: string };

export function createUsersService(deps: {
  users: UsersRepository;
  codes: VerificationCodes;
  auth: AuthService;
  mailer: Mailer;
  /** The web app's address (the e-mails' privacy notice link). */
  appUrl?: string;
}) {
  const { users, codes, mailer } = deps;

  function normalizeContact(input: ContactChange) {
    const phone = normalizePhone(input.phone_country_code, input.phone);
    if (!phone) throw badRequest('invalid_phone');
    return { email: input.email.trim(), phone };
  }

  return {
    /** Whether an e-mail can still be used to register (case does not matter); runs the e-mail checks. */
    async isEmailAvailable(email: string, ip: string, now: Date): Promise<boolean> {
      await deps.auth.checkNewEmail(email, ip, now);
      return (await users.findByEmail(email)) === null;
    },

    /** E-mails a code to the NEW address; the change applies only with that code. */
    async requestContactChange(userId: number, input: ContactChange, ip: string, now: Date): Promise<number> {
      const user = await users.findById(userId);
      if (!user) throw new AppError(404, 'user_not_found');
      const { email, phone } = normalizeContact(input);
      if (email.toLowerCase() !== user.email.toLowerCase()) {
        await deps.auth.checkNewEmail(email, ip, now);
        if (await users.findByEmail(email)) throw conflict('email_already_in_use');
      }
      const wait = await codes.waitBeforeResend(userId, 'change_contact', now);
      if (wait > 0) throw new AppError(429, 'code_already_sent');
      const { secret, minutesValid } = await codes.issue(userId, 'change_contact', now, {
        email: email.toLowerCase(),
        phone: phone.national,
        phone_country_code: phone.countryCallingCode,
      });
      const message = emailChangeCodeEmail({
        language: parseLanguage(user.language) ?? 'es',
        name: user.first_names,
        code: secret,
        minutesValid,
        appUrl: deps.appUrl,
      });
      await mailer.send({ to: email, ...message });
      return 60;
    },

    /** Applies a contact change with the code sent to the new address; the data must be what the code was for. */
    async applyContactChange(
      userId: number,
      input: ContactChange & { verification_code: string },
      now: Date,
    ) {
      const { email, phone } = normalizeContact(input);
      const target = await codes.consume(userId, 'change_contact', input.verification_code, now, {
        invalid: 'invalid_verification_code',
        expired: 'code_expired',
      });
      if (
        !target ||
        target.email !== email.toLowerCase() ||
        target.phone !== phone.national ||
        target.phone_country_code !== phone.countryCallingCode
      ) {
        throw badRequest('invalid_verification_code');
      }
      try {
        await users.update(userId, {
          email,
          phone: phone.national,
          phone_country_code: phone.countryCallingCode,
          phone_alpha_code: phone.country,
          updated_at: now,
        });
      } catch (error) {
        if (isEmailTaken(error)) throw conflict('email_already_in_use');
        throw error;
      }
    },

    /** The account holder corrects their own names (ARCO rectification; the route audits the change). */
    async updateName(
      userId: number,
      names: { first_names: string; last_names: string },
      now: Date,
    ): Promise<void> {
      requireLatinNames(names);
      await users.update(userId, { ...names, updated_at: now });
    },

    async updateLanguage(userId: number, language: Language, now: Date): Promise<void> {
      await users.update(userId, { language, updated_at: now });
    },

    /** Stores the campaign values of the x_utm_tags header; a header that is not JSON of them is refused. */
    async storeUtms(userId: number, header: string | undefined, now: Date): Promise<void> {
      let parsed: unknown;
      try {
        parsed = header ? JSON.parse(header) : {};
      } catch {
        throw badRequest('invalid_request');
      }
      const tags = utmTagsSchema.safeParse(parsed);
      if (!tags.success) throw badRequest('invalid_request');
      await users.addUtmInteraction(userId, tags.data, now);
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
