import type { Language } from '@forja/domain';
import type { UsersRepository } from '../auth/users.repository';
import type { OnboardingRemindersRepository } from './onboarding-reminders.repository';
import type { ReminderOptOutLinks } from './reminder-opt-out-links';

/** What an opt-out link finds: a genuine link (already used or not), or one that is not Forja's. */
export type OptOutState = { valid: true; language: Language; stopped: boolean } | { valid: false };

/** Stopping the weekly reminders from the link in one, without signing in. */
export function createReminderOptOut(deps: {
  links: ReminderOptOutLinks;
  repository: OnboardingRemindersRepository;
  users: UsersRepository;
  clock: () => Date;
}) {
  return {
    /** Reads a link: whose it is and whether that person already stopped reminders. */
    async inspect(token: string): Promise<OptOutState> {
      const link = await deps.links.read(token);
      if (!link) return { valid: false };
      return {
        valid: true,
        language: link.language,
        stopped: await deps.repository.hasOptedOut(link.userId),
      };
    },

    /** Records the opt-out of a genuine link (again is fine); a forged link changes nothing. */
    async stop(token: string): Promise<OptOutState> {
      const link = await deps.links.read(token);
      if (!link) return { valid: false };
      // A deleted account gets no reminders anyway: nothing to record.
      if (await deps.users.findById(link.userId)) await deps.repository.optOut(link.userId, deps.clock());
      return { valid: true, language: link.language, stopped: true };
    },
  };
}
export type ReminderOptOut = ReturnType<typeof createReminderOptOut>;
