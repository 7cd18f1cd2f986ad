import type { Company, CompanyPathPosition } from '@forja/contracts';
import { onboardingChecklist, resolveNextRoute, type OnboardingRouteName } from '@forja/domain';
import { stepWaitsOn } from '@forja/domain/onboarding/step-waits-on';
import type { JobLog, JobQueue } from '../../jobs/job-queue';
import type { Mailer } from '../../providers/mail/mailer';
import { weeklyReminderEmail, type ReminderTask } from '../../providers/mail/transactional/weekly-reminder';
import type { CompaniesRepository, CompanyRow } from '../companies/companies.repository';
import { toUserProfile } from '../users/user-profile';
import type { UsersRepository } from '../auth/users.repository';
import type { AppLinks } from './app-links';
import { companyDisplayName, recipientLanguage } from './notifications.service';
import type { OnboardingRemindersRepository, OnboardingStepRow } from './onboarding-reminders.repository';
import { REMINDER_OPT_OUT_PATH, type ReminderOptOutLinks } from './reminder-opt-out-links';

export const ONBOARDING_REMINDERS_JOB = 'onboarding-reminders';
const DAY_MS = 24 * 60 * 60 * 1000;
/** A company must have waited on its founder this long before the first reminder. */
export const REMINDER_AFTER_MS = 7 * DAY_MS;
/** And this long since the last reminder about it: at most one a week. */
export const REMINDER_EVERY_MS = 7 * DAY_MS;
/** How often the check runs; a step is seen to change, and a reminder goes out, within this much. */
export const REMINDER_CHECK_EVERY_MS = 6 * 60 * 60 * 1000;
/**
 * The check looks at this many companies per run of its job, then pauses REMINDER_CHECK_PAUSE_MS: at most 50
 * companies a second (about six statements each), so with 100 000 companies it takes about half an hour of a
 * small share of the machine instead of minutes at full speed that slow every request, and a process that
 * stops waits for one page, not the whole pass. The job's payload holds where the pass goes on from.
 */
export const REMINDER_CHECK_PAGE = 100;
export const REMINDER_CHECK_PAUSE_MS = 2000;

/**
 * The steps that wait on the founder and that a reminder can send them to, with what it says and where it
 * links.
 */
const REMINDABLE_STEPS: Partial<
  Record<
    OnboardingRouteName,
    {
      task: ReminderTask;
      link: (links: AppLinks, language: Parameters<AppLinks['dashboard']>[0], companyId: number) => string;
    }
  >
> = {
  CompanyBasicData: {
    task: 'basic_data',
    link: (links, language, id) => links.companyBasicData(language, id),
  },
  PaymentStatus: {
    task: 'oxxo_voucher',
    link: (links, language, id) => links.payment(language, id, 'payment_status'),
  },
  CheckoutAdvance: { task: 'payment', link: (links, language, id) => links.payment(language, id) },
  CheckoutRepresentation: {
    task: 'payment',
    link: (links, language, id) => links.payment(language, id, 'checkout_representation'),
  },
  CheckoutAmazon: {
    task: 'payment',
    link: (links, language, id) => links.payment(language, id, 'checkout_amazon'),
  },
  CompanyPartners: { task: 'partners', link: (links, language, id) => links.companyPartners(language, id) },
  PartnersDocuments: {
    task: 'partners_documents',
    link: (links, language, id) => links.partnersDocuments(language, id),
  },
  Banks: { task: 'banks', link: (links, language, id) => links.banks(language, id) },
};

/** Whether a company on a step that waits on its founder is due a reminder now. */
export function isReminderDue(
  state: Pick<OnboardingStepRow, 'since' | 'last_reminder_at'>,
  now: Date,
): boolean {
  const waited = now.getTime() - state.since.getTime();
  const sinceLast = state.last_reminder_at ? now.getTime() - state.last_reminder_at.getTime() : Infinity;
  return waited >= REMINDER_AFTER_MS && sinceLast >= REMINDER_EVERY_MS;
}

/**
 * The weekly reminder: a job of the queue that, every few hours, goes through the companies a page at a time,
 * works out each company's onboarding step the way the dashboard does (resolveNextRoute on its profile, for its
 * founder), records since when it is on it and the step of its whole path (the dashboard's checklist), and
 * e-mails the founder when the step waits on them and has for 7 days — at most once a week per company, never
 * to a founder who stopped reminders. Steps that wait on Forja send nothing.
 */
export function createOnboardingReminders(deps: {
  repository: OnboardingRemindersRepository;
  companies: CompaniesRepository;
  profileOf: (row: CompanyRow) => Promise<Company>;
  users: UsersRepository;
  mailer: Mailer;
  links: AppLinks;
  optOutLinks: ReminderOptOutLinks;
  jobs: JobQueue;
  clock: () => Date;
  /** Companies per page (REMINDER_CHECK_PAGE; tests page by fewer). */
  pageSize?: number;
}) {
  const { repository, clock } = deps;
  const pageSize = deps.pageSize ?? REMINDER_CHECK_PAGE;
  let log: JobLog = { error: () => undefined };

  /** One company: answers true when it sent a reminder. */
  async function checkCompany(companyId: number, founderId: number, now: Date): Promise<boolean> {
    const founder = await deps.users.findById(founderId);
    // An unconfirmed founder gets nothing (their address is not known to work): the page left them out.
    if (!founder?.is_confirmed) return false;
    const row = await deps.companies.findById(companyId);
    if (!row) return false;
    const profile = await deps.profileOf(row);
    const user = toUserProfile(founder);
    const step = resolveNextRoute({ user, company: profile }).name;
    // The step of the whole path too, which the back office lists companies by.
    const pathStep: CompanyPathPosition = onboardingChecklist(profile, user, now).current?.key ?? 'done';
    const state = await repository.observeStep(companyId, { step, pathStep }, now);
    const remindable = REMINDABLE_STEPS[step];
    if (stepWaitsOn(step) !== 'founder' || !remindable || !isReminderDue(state, now)) return false;
    // Nor one who stopped reminders since the page was read.
    if (await repository.hasOptedOut(founder.id)) return false;

    const language = recipientLanguage(founder);
    const token = await deps.optOutLinks.token(founder.id, language);
    const content = await weeklyReminderEmail({
      language,
      name: founder.first_names,
      companyName: companyDisplayName(row),
      link: remindable.link(deps.links, language, companyId),
      task: remindable.task,
      days: Math.floor((now.getTime() - state.since.getTime()) / DAY_MS),
      unsubscribeLink: deps.links.api(`${REMINDER_OPT_OUT_PATH}/${token}`),
    });
    await deps.mailer.send({ to: founder.email, ...content });
    await repository.markReminded(companyId, now);
    return true;
  }

  /**
   * One page of the pass: the remindable companies after `afterId`. Answers the companies reminded and the last
   * id looked at when the pass goes on (null at its end). A company that fails does not stop the rest.
   */
  async function checkPage(afterId: number): Promise<{ reminded: number[]; next: number | null }> {
    const now = clock();
    const reminded: number[] = [];
    const page = await repository.remindableCompanies(afterId, pageSize);
    for (const company of page) {
      try {
        if (await checkCompany(company.id, company.user_id, now)) reminded.push(company.id);
      } catch (error) {
        log.error(
          { company: { id: company.id }, err: error },
          'onboarding reminder: could not check or send',
        );
      }
    }
    return { reminded, next: page.length === pageSize ? (page.at(-1)?.id ?? null) : null };
  }

  /** One whole pass, page after page without pausing; answers the companies reminded. */
  async function check(): Promise<number[]> {
    const reminded: number[] = [];
    let next: number | null = 0;
    while (next !== null) {
      const page = await checkPage(next);
      reminded.push(...page.reminded);
      next = page.next;
    }
    return reminded;
  }

  // One page per run: the next page after a pause, the next pass one period after this one ends.
  deps.jobs.register(ONBOARDING_REMINDERS_JOB, async (payload) => {
    const after = typeof payload.after === 'number' ? payload.after : 0;
    const { next } = await checkPage(after);
    const at = (ms: number) => new Date(clock().getTime() + ms);
    return next === null
      ? { runAgainAt: at(REMINDER_CHECK_EVERY_MS), payload: {} }
      : { runAgainAt: at(REMINDER_CHECK_PAUSE_MS), payload: { after: next } };
  });

  return {
    check,
    /**
     * Makes sure the check is scheduled (at start): within one check period, or sooner where a check is already
     * due sooner (a pass under way goes on from its page); it then reschedules itself every few hours. Not now:
     * the check works out every company's step, half an hour of paced work with 100 000 companies, and a deploy or
     * a restart must not start it again. Nothing is missed by waiting: a reminder waits a week, far longer than a
     * period.
     */
    schedule(options: { log?: JobLog } = {}) {
      if (options.log) log = options.log;
      return deps.jobs.schedule(ONBOARDING_REMINDERS_JOB, {
        runAt: new Date(clock().getTime() + REMINDER_CHECK_EVERY_MS),
      });
    },
  };
}
export type OnboardingReminders = ReturnType<typeof createOnboardingReminders>;
