import type { Company, CompanyOnboardingStep, User } from '@forja/contracts';
import { resolveNextRoute, type OnboardingRouteName } from '@forja/domain';
import { stepWaitsOn } from '@forja/domain/onboarding/step-waits-on';
import type { FastifyInstance } from 'fastify';
import type { CompanyRow } from '../companies/companies.repository';
import { createOnboardingRemindersRepository } from '../notifications/onboarding-reminders.repository';
import { toUserProfile } from '../users/user-profile';

/** The contracts name the domain's steps; this stops compiling if the domain adds one they lack. */
const asStep = (name: OnboardingRouteName): CompanyOnboardingStep => name;

export type ObservedStep = {
  step: CompanyOnboardingStep;
  since: Date;
  waitsOn: ReturnType<typeof stepWaitsOn>;
};

/**
 * The onboarding step of a company, worked out live the way the dashboard and the weekly reminder do
 * (resolveNextRoute on its profile, for its founder), and since when it is on it: the row the reminder check
 * keeps in company_onboarding_steps. A step that differs from the recorded one starts now, and is recorded.
 */
export function createCompanySteps(app: FastifyInstance) {
  const steps = createOnboardingRemindersRepository(app.database.db);

  async function liveStep(
    row: CompanyRow,
  ): Promise<{ step: CompanyOnboardingStep; profile: Company; founder: User }> {
    const [account, profile] = await Promise.all([
      app.services.usersRepository.findById(row.user_id),
      app.services.companies.profileOf(row),
    ]);
    if (!account) throw new Error(`company ${row.id} has no founder`);
    const founder = toUserProfile(account);
    return {
      step: asStep(resolveNextRoute({ user: founder, company: profile }).name),
      profile,
      founder,
    };
  }

  async function observe(
    row: CompanyRow,
    now: Date,
  ): Promise<ObservedStep & { profile: Company; founder: User }> {
    const { step, profile, founder } = await liveStep(row);
    const state = await steps.observeStep(row.id, step, now);
    return { step, since: state.since, waitsOn: stepWaitsOn(step), profile, founder };
  }

  return {
    observe,
    /**
     * Checks the recorded steps of these companies against the live ones, a few at a time, and records the
     * ones that changed. Answers whether any did.
     */
    async verify(rows: { company: CompanyRow; step: string }[], now: Date): Promise<boolean> {
      let changed = false;
      for (let start = 0; start < rows.length; start += 5) {
        const batch = rows.slice(start, start + 5);
        const live = await Promise.all(batch.map((row) => liveStep(row.company)));
        for (const [index, { step }] of live.entries()) {
          const row = batch[index]!;
          if (step === row.step) continue;
          await steps.observeStep(row.company.id, step, now);
          changed = true;
        }
      }
      return changed;
    },
  };
}
export type CompanySteps = ReturnType<typeof createCompanySteps>;
