import type {
  BackofficeCompanyPath,
  Company,
  CompanyOnboardingStep,
  CompanyPathPosition,
  User,
} from '@forja/contracts';
import { onboardingChecklist, resolveNextRoute, type OnboardingRouteName } from '@forja/domain';
import { companyWaitsOn } from '@forja/domain/onboarding/step-waits-on';
import type { FastifyInstance } from 'fastify';
import type { CompanyRow } from '../companies/companies.repository';
import { createOnboardingRemindersRepository } from '../notifications/onboarding-reminders.repository';
import { toUserProfile } from '../users/user-profile';

/** The contracts name the domain's steps; this stops compiling if the domain adds one they lack. */
const asStep = (name: OnboardingRouteName): CompanyOnboardingStep => name;

export type ObservedStep = {
  step: CompanyOnboardingStep;
  since: Date;
  waitsOn: ReturnType<typeof companyWaitsOn>;
  path: BackofficeCompanyPath;
};

/** A company's step worked out now, with the profile and founder it was worked out from. */
export type LiveStep = {
  step: CompanyOnboardingStep;
  path: BackofficeCompanyPath;
  profile: Company;
  founder: User;
};

/** Where the company stands on the whole path the founder's dashboard lists, past the redirect steps. */
function pathOf(profile: Company, founder: User, now: Date): BackofficeCompanyPath {
  const checklist = onboardingChecklist(profile, founder, now);
  return {
    current: checklist.current?.key ?? null,
    actor: checklist.current?.actor ?? null,
    done: checklist.done,
    total: checklist.total,
  };
}

/** The item's step, since when, who it waits on and the path, from a live step. */
export const observedStep = (live: LiveStep, since: Date): ObservedStep => ({
  step: live.step,
  since,
  waitsOn: companyWaitsOn(live.step, live.path.actor),
  path: live.path,
});

/** The step of the whole path a company is on, or `done`: what company_onboarding_steps records as path_step. */
export const pathPosition = (path: BackofficeCompanyPath): CompanyPathPosition => path.current ?? 'done';

/**
 * The onboarding step of a company, worked out live the way the dashboard and the weekly reminder do
 * (resolveNextRoute on its profile, for its founder), and since when it is on it: the row the reminder check
 * keeps in company_onboarding_steps, with the step of its whole path. A step that differs from the recorded one
 * starts now, and is recorded; a path step that differs is recorded (the step keeps its start).
 */
export function createCompanySteps(app: FastifyInstance) {
  const steps = createOnboardingRemindersRepository(app.database.db);

  async function liveStep(row: CompanyRow, now: Date): Promise<LiveStep> {
    const [account, profile] = await Promise.all([
      app.services.usersRepository.findById(row.user_id),
      app.services.companies.profileOf(row),
    ]);
    if (!account) throw new Error(`company ${row.id} has no founder`);
    const founder = toUserProfile(account);
    return {
      step: asStep(resolveNextRoute({ user: founder, company: profile }).name),
      path: pathOf(profile, founder, now),
      profile,
      founder,
    };
  }

  async function observe(row: CompanyRow, now: Date): Promise<ObservedStep & LiveStep> {
    const live = await liveStep(row, now);
    const state = await steps.observeStep(
      row.id,
      { step: live.step, pathStep: pathPosition(live.path) },
      now,
    );
    return { ...live, ...observedStep(live, state.since) };
  }

  return {
    observe,
    /**
     * Checks the recorded steps and path steps of these companies against the live ones, a few at a time, and
     * records the ones that changed. Answers whether any did, and each company's live step by its id.
     */
    async verify(
      rows: { company: CompanyRow; step: string; pathStep: string | null }[],
      now: Date,
    ): Promise<{ changed: boolean; live: Map<number, LiveStep> }> {
      let changed = false;
      const found = new Map<number, LiveStep>();
      for (let start = 0; start < rows.length; start += 5) {
        const batch = rows.slice(start, start + 5);
        const live = await Promise.all(batch.map((row) => liveStep(row.company, now)));
        for (const [index, step] of live.entries()) {
          const row = batch[index]!;
          found.set(row.company.id, step);
          const pathStep = pathPosition(step.path);
          if (step.step === row.step && pathStep === row.pathStep) continue;
          await steps.observeStep(row.company.id, { step: step.step, pathStep }, now);
          changed = true;
        }
      }
      return { changed, live: found };
    },
  };
}
export type CompanySteps = ReturnType<typeof createCompanySteps>;
