import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { companies, companyOnboardingSteps, reminderOptOuts, users } from '../../db/schema/index';

export type OnboardingStepRow = typeof companyOnboardingSteps.$inferSelect;

/** The onboarding step each company is on since when, and who asked for no reminders. */
export function createOnboardingRemindersRepository(db: Database) {
  return {
    /**
     * The companies a reminder could go out about, with their founder, in order of id from after `afterId`, at
     * most `limit`: the founder's e-mail is confirmed (an unconfirmed address is not known to work) and they have
     * not stopped reminders. The others are not looked at.
     */
    async remindableCompanies(afterId: number, limit: number): Promise<{ id: number; user_id: number }[]> {
      return db
        .select({ id: companies.id, user_id: companies.user_id })
        .from(companies)
        .innerJoin(users, eq(users.id, companies.user_id))
        .leftJoin(reminderOptOuts, eq(reminderOptOuts.user_id, companies.user_id))
        .where(and(gt(companies.id, afterId), eq(users.is_confirmed, true), isNull(reminderOptOuts.user_id)))
        .orderBy(asc(companies.id))
        .limit(limit);
    },

    /**
     * Records the step the company is on now and the step of its whole path: a new step starts its wait now, the
     * same step keeps its start (whatever its path step does). The last reminder's time stays (at most one
     * reminder a week per company). Answers the row as it stands.
     */
    async observeStep(
      companyId: number,
      seen: { step: string; pathStep: string },
      now: Date,
    ): Promise<OnboardingStepRow> {
      const { step, pathStep } = seen;
      const existing = await db
        .select()
        .from(companyOnboardingSteps)
        .where(eq(companyOnboardingSteps.company_id, companyId))
        .limit(1);
      const row = existing[0];
      if (row && row.step === step && row.path_step === pathStep) return row;
      if (row && row.step === step) {
        await db
          .update(companyOnboardingSteps)
          .set({ path_step: pathStep })
          .where(eq(companyOnboardingSteps.company_id, companyId));
        return { ...row, path_step: pathStep };
      }
      const values = {
        company_id: companyId,
        step,
        since: now,
        path_step: pathStep,
        last_reminder_at: row?.last_reminder_at ?? null,
      };
      await db
        .insert(companyOnboardingSteps)
        .values(values)
        .onConflictDoUpdate({
          target: companyOnboardingSteps.company_id,
          set: { step, since: now, path_step: pathStep },
        });
      return values;
    },

    async markReminded(companyId: number, at: Date): Promise<void> {
      await db
        .update(companyOnboardingSteps)
        .set({ last_reminder_at: at })
        .where(eq(companyOnboardingSteps.company_id, companyId));
    },

    async hasOptedOut(userId: number): Promise<boolean> {
      const rows = await db
        .select({ user_id: reminderOptOuts.user_id })
        .from(reminderOptOuts)
        .where(eq(reminderOptOuts.user_id, userId))
        .limit(1);
      return rows.length > 0;
    },

    /** Records that the user wants no more reminders; asking twice changes nothing. */
    async optOut(userId: number, at: Date): Promise<void> {
      await db
        .insert(reminderOptOuts)
        .values({ user_id: userId, created_at: at })
        .onConflictDoNothing({ target: reminderOptOuts.user_id });
    },
  };
}
export type OnboardingRemindersRepository = ReturnType<typeof createOnboardingRemindersRepository>;
