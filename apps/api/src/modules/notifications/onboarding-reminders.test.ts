import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companies, companyOnboardingSteps, jobs } from '../../db/schema/index';
import { bearer, type Registered } from '../../test/accounts';
import { registerThroughInbox, startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox';
import { createTestApp, testClock, type TestApp } from '../../test/test-app';
import { checkout, createCompany, payByCard } from '../../test/checkout';
import { createJobQueue } from '../../jobs/job-queue';
import { createCompaniesRepository } from '../companies/companies.repository';
import { createAppLinks } from './app-links';
import {
  ONBOARDING_REMINDERS_JOB,
  REMINDER_CHECK_EVERY_MS,
  REMINDER_CHECK_PAUSE_MS,
  createOnboardingReminders,
} from './onboarding-reminders';
import { createOnboardingRemindersRepository } from './onboarding-reminders.repository';
import { createReminderOptOutLinks } from './reminder-opt-out-links';

/** The weekly reminder to a founder whose company waits on them, and the link that stops it. */

const APP_URL = 'https://forja.test';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const clock = testClock();
let inbox: SmtpInbox;
let t: TestApp;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ SMTP_URL: inbox.url, APP_URL }, { clock: clock.now });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});
beforeEach(() => {
  inbox.received.length = 0;
});

const check = () => t.services().onboardingReminders.check();
const remindersTo = (who: Registered) =>
  inbox.to(who.email).filter((mail) => /espera|waiting/.test(mail.subject));
const stopLink = (text: string) =>
  new RegExp(`${APP_URL}(/api/v3/reminders/stop/[\\w.-]+)`).exec(text)?.[1] ?? 'no link';

/** A founder with a new company, as the wizard leaves it: its basic data still to fill in. */
async function founderWithCompany(language: 'es' | 'en' = 'es') {
  const founder = await registerThroughInbox(t.app, inbox, { language });
  const companyId = await createCompany(t.app, founder, { company_type: 'sas' });
  inbox.received.length = 0;
  return { founder, companyId };
}

/** A fresh access token (the one from sign-up lasts minutes; the clock moves days). */
async function refreshed(founder: Registered): Promise<Registered> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v3/user/refresh',
    headers: bearer(founder.refresh),
  });
  expect(res.statusCode, res.body).toBe(200);
  const { access_token, refresh_token } = res.json<{
    content: { access_token: string; refresh_token: string };
  }>().content;
  founder.access = access_token;
  founder.refresh = refresh_token;
  return founder;
}

async function fillBasicData(founder: Registered, companyId: number) {
  await refreshed(founder);
  const twists = await t.app.inject({ method: 'GET', url: '/api/v3/business-twists?q=consultor&lang=es' });
  const activities = twists
    .json<{ content: { business_twists: { id: number }[] } }>()
    .content.business_twists.slice(0, 1)
    .map((twist) => ({ id: twist.id }));
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/v3/company/set-company-category/${companyId}`,
    headers: bearer(founder.access),
    payload: { activities, description: 'Consultoría de software para restaurantes', will_hire: false },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('the weekly reminder', () => {
  it('goes out once a company has waited 7 days on its founder, and then at most once a week', async () => {
    const { founder, companyId } = await founderWithCompany();
    const start = clock.now().getTime();
    await check();
    clock.advance(7 * DAY - HOUR);
    expect(await check()).not.toContain(companyId);
    expect(remindersTo(founder)).toEqual([]);

    clock.advance(HOUR);
    expect(await check()).toContain(companyId);
    const [mail] = remindersTo(founder);
    expect(mail?.subject).toMatch(/^Nopal \w+ espera un paso tuyo$/);
    expect(mail?.text).toContain('Hola, Ana:');
    expect(mail?.text).toContain('Desde hace 7 días');
    expect(mail?.text).toContain('completes sus datos básicos');
    expect(mail?.text).toContain(`${APP_URL}/es/dashboard/${companyId}/company_basic_data`);
    expect(mail?.html).toContain(`href="${APP_URL}/es/dashboard/${companyId}/company_basic_data"`);
    expect(mail?.text).toContain('No quiero más recordatorios');
    expect(stopLink(mail?.text ?? '')).toMatch(/^\/api\/v3\/reminders\/stop\//);

    // Not again within the week, however often the check runs.
    for (let day = 1; day < 7; day++) {
      clock.advance(DAY);
      expect(await check()).not.toContain(companyId);
    }
    expect(remindersTo(founder)).toHaveLength(1);
    clock.advance(start + 14 * DAY - clock.now().getTime());
    expect(await check()).toContain(companyId);
    expect(remindersTo(founder)).toHaveLength(2);
    expect(remindersTo(founder)[1]?.text).toContain('Desde hace 14 días');
  });

  it('counts the 7 days from when the company reached its step, and says what that step asks', async () => {
    const { founder, companyId } = await founderWithCompany('en');
    await check();
    clock.advance(5 * DAY);
    await fillBasicData(founder, companyId);
    await check();
    clock.advance(5 * DAY);
    expect(await check()).not.toContain(companyId);

    clock.advance(2 * DAY);
    expect(await check()).toContain(companyId);
    const [mail] = remindersTo(founder);
    expect(mail?.subject).toMatch(/^Nopal \w+ is waiting on you$/);
    expect(mail?.text).toContain('For 7 days');
    expect(mail?.text).toContain('for the payment of its formation');
    expect(mail?.text).toMatch(new RegExp(`${APP_URL}/en/payment/${companyId}\\s`));
  });

  it('sends nothing while the company waits on Forja', async () => {
    const { founder, companyId } = await founderWithCompany();
    await fillBasicData(founder, companyId);
    const { checkout_url } = await checkout(t.app, founder, companyId, 'formation');
    await payByCard(t.app, checkout_url);
    const partners = await t.app.inject({
      method: 'POST',
      url: `/api/v3/add-partners/company/${companyId}`,
      headers: bearer(founder.access),
      payload: {
        partners: [
          {
            name: 'Ana López',
            email: founder.email,
            nationalities: ['MX'],
            shares: [{ series: 'A', percentage: 100 }],
          },
        ],
      },
    });
    expect(partners.statusCode, partners.body).toBe(200);
    // The partners' documents are in (what the partners' uploads lead to): the rest is Forja's work.
    await t.database.db
      .update(companies)
      .set({ partners_has_documents_completed: true })
      .where(eq(companies.id, companyId));

    await check();
    clock.advance(8 * DAY);
    expect(await check()).not.toContain(companyId);
    const [state] = await t.database.db
      .select()
      .from(companyOnboardingSteps)
      .where(eq(companyOnboardingSteps.company_id, companyId));
    // And the step of its whole path, which the back office lists companies by: the documents in review.
    expect(state).toMatchObject({ step: 'Dashboard', path_step: 'partner_documents' });
    expect(inbox.to(founder.email).filter((mail) => /espera/.test(mail.subject))).toEqual([]);

    // Forja uploads the testimonio of a legal-representation company: the bank referral (step 11) waits on
    // the founder again, and a week later the reminder leads to Banks.
    await t.database.db
      .update(companies)
      .set({ legal_representation: true, testimony: true })
      .where(eq(companies.id, companyId));
    await check();
    clock.advance(7 * DAY);
    expect(await check()).toContain(companyId);
    const [banks] = remindersTo(founder);
    expect(banks?.text).toContain('lista para abrir su cuenta bancaria');
    expect(banks?.text).toContain(`${APP_URL}/es/dashboard/${companyId}/banks`);
  });

  it('runs as a job of the queue every few hours once scheduled, the first time one period after', async () => {
    const { founder, companyId } = await founderWithCompany();
    const nextCheck = async () =>
      (await t.database.db.select().from(jobs).where(eq(jobs.kind, ONBOARDING_REMINDERS_JOB)))[0]?.run_at;
    const inOnePeriod = () => new Date(clock.now().getTime() + REMINDER_CHECK_EVERY_MS);
    const stepsSeen = async () =>
      (
        await t.database.db
          .select()
          .from(companyOnboardingSteps)
          .where(eq(companyOnboardingSteps.company_id, companyId))
      ).length;
    await t.services().onboardingReminders.schedule();
    // Scheduling at start does not start the check (a restart must not redo every company's step).
    await t.services().jobs.runDueJobs();
    expect(await stepsSeen()).toBe(0);
    expect(await nextCheck()).toEqual(inOnePeriod());
    clock.advance(REMINDER_CHECK_EVERY_MS);
    await t.services().jobs.runDueJobs();
    expect(await stepsSeen()).toBe(1);
    expect(await nextCheck()).toEqual(inOnePeriod());
    // A restart an hour later leaves the next check where it was: it does not bring it forward.
    clock.advance(HOUR);
    await t.services().onboardingReminders.schedule();
    await t.services().jobs.runDueJobs();
    expect(await nextCheck()).toEqual(new Date(clock.now().getTime() - HOUR + REMINDER_CHECK_EVERY_MS));
    clock.advance(7 * DAY);
    // One pass per due run: the job rescheduled itself REMINDER_CHECK_EVERY_MS after its last run.
    await t.services().jobs.runDueJobs();
    expect(remindersTo(founder)).toHaveLength(1);
    expect(remindersTo(founder)[0]?.text).toContain(`/dashboard/${companyId}/company_basic_data`);
    clock.advance(REMINDER_CHECK_EVERY_MS);
    await t.services().jobs.runDueJobs();
    expect(remindersTo(founder)).toHaveLength(1);
    const pending = await t.database.db.select().from(jobs).where(eq(jobs.kind, ONBOARDING_REMINDERS_JOB));
    expect(pending.map((job) => job.done_at)).toEqual([null]);
  });
});

describe('a pass over many companies', () => {
  /** The check as the server has it, on a queue of its own, one company per page. */
  function pagedReminders() {
    const db = t.database.db;
    const jobQueue = createJobQueue({ db, clock: clock.now });
    const reminders = createOnboardingReminders({
      repository: createOnboardingRemindersRepository(db),
      companies: createCompaniesRepository(db),
      profileOf: t.services().companies.profileOf,
      users: t.services().usersRepository,
      mailer: t.app.mailer,
      links: createAppLinks(APP_URL),
      optOutLinks: createReminderOptOutLinks(new TextEncoder().encode('a-secret-of-thirty-two-bytes-ok!')),
      jobs: jobQueue,
      clock: clock.now,
      pageSize: 1,
    });
    return { jobQueue, reminders };
  }
  const job = async () =>
    (await t.database.db.select().from(jobs).where(eq(jobs.kind, ONBOARDING_REMINDERS_JOB)))[0];
  const seenSteps = async () =>
    (await t.database.db.select().from(companyOnboardingSteps)).map((row) => row.company_id);

  it('goes a page at a time with a pause between, goes on from its place after a restart, and skips founders who stopped reminders', async () => {
    await t.database.db.delete(jobs).where(eq(jobs.kind, ONBOARDING_REMINDERS_JOB));
    await t.database.db.delete(companyOnboardingSteps);
    const first = await founderWithCompany();
    const stopped = await founderWithCompany();
    const last = await founderWithCompany();
    await createOnboardingRemindersRepository(t.database.db).optOut(
      stopped.founder.id,
      new Date(clock.now()),
    );
    const { jobQueue, reminders } = pagedReminders();
    await reminders.schedule();
    clock.advance(REMINDER_CHECK_EVERY_MS);

    // One company per run, then a pause: the next run is not due yet.
    expect(await jobQueue.runDueJobs()).toBe(1);
    const afterFirstPage = await job();
    expect(afterFirstPage?.run_at).toEqual(new Date(clock.now().getTime() + REMINDER_CHECK_PAUSE_MS));
    expect(afterFirstPage?.payload).toMatchObject({ after: expect.any(Number) as number });
    expect(await jobQueue.runDueJobs()).toBe(0);

    // A restart mid-pass neither moves the next page nor starts the pass again.
    await reminders.schedule();
    expect(await job()).toMatchObject({ run_at: afterFirstPage?.run_at, payload: afterFirstPage?.payload });

    for (let run = 0; run < 20 && !(await seenSteps()).includes(last.companyId); run += 1) {
      clock.advance(REMINDER_CHECK_PAUSE_MS);
      expect(await jobQueue.runDueJobs()).toBe(1);
    }
    const seen = await seenSteps();
    expect(seen).toEqual(expect.arrayContaining([first.companyId, last.companyId]));
    // The founder who stopped reminders is not even looked at.
    expect(seen).not.toContain(stopped.companyId);

    // The pass ends on a page that is not full; the next one starts a period later, from the first company.
    clock.advance(REMINDER_CHECK_PAUSE_MS);
    await jobQueue.runDueJobs();
    expect(await job()).toMatchObject({
      run_at: new Date(clock.now().getTime() + REMINDER_CHECK_EVERY_MS),
      payload: {},
    });
  });
});

describe('the link that stops reminders', () => {
  it('works without signing in: a confirmation, then no more reminders', async () => {
    const { founder, companyId } = await founderWithCompany();
    await check();
    clock.advance(7 * DAY);
    await check();
    const path = stopLink(remindersTo(founder)[0]?.text ?? '');

    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="es">');
    expect(page.body).toContain('¿Dejar de recibir recordatorios?');
    expect(page.body).toContain('<form method="post">');
    expect(page.body).not.toMatch(/<script/i);

    // Opening the link (as a mail scanner does) stops nothing: the next week's reminder still comes.
    clock.advance(7 * DAY);
    expect(await check()).toContain(companyId);

    const stopped = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.body).toContain('Listo: ya no te enviaremos recordatorios');
    expect(stopped.body).toContain(`href="${APP_URL}/es"`);
    const again = await t.app.inject({ method: 'GET', url: path });
    expect(again.body).toContain('Listo: ya no te enviaremos recordatorios');

    clock.advance(7 * DAY);
    expect(await check()).not.toContain(companyId);
    clock.advance(30 * DAY);
    expect(await check()).not.toContain(companyId);
    expect(remindersTo(founder)).toHaveLength(2);
  });

  it('opens in the language of the reminder and takes a one-click POST with no form', async () => {
    const { founder } = await founderWithCompany('en');
    await check();
    clock.advance(7 * DAY);
    await check();
    const path = stopLink(remindersTo(founder)[0]?.text ?? '');
    expect((await t.app.inject({ method: 'GET', url: path })).body).toContain('Stop getting reminders?');
    const stopped = await t.app.inject({ method: 'POST', url: path });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.body).toContain('Done: we won&#x27;t send you reminders anymore');
  });

  it('refuses a forged or altered link and records nothing', async () => {
    const { founder, companyId } = await founderWithCompany();
    await check();
    clock.advance(7 * DAY);
    await check();
    const path = stopLink(remindersTo(founder)[0]?.text ?? '');
    const altered = `${path.slice(0, -2)}${path.endsWith('AA') ? 'BB' : 'AA'}`;
    const forged = await new SignJWT({ l: 'es' })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('forja-reminder-opt-out')
      .setSubject(String(founder.id))
      .sign(new TextEncoder().encode('a-secret-that-is-not-forjas-own-secret-at-all'));
    for (const url of [altered, `/api/v3/reminders/stop/${forged}`, '/api/v3/reminders/stop/not-a-token']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('Este enlace no funciona');
      const post = await t.app.inject({ method: 'POST', url });
      expect(post.statusCode).toBe(404);
      expect(post.body).not.toContain('Listo');
    }
    clock.advance(7 * DAY);
    expect(await check()).toContain(companyId);
  });
});
