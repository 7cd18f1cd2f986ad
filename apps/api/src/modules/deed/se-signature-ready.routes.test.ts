import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companies, partners, users } from '../../db/schema/index';
import { bearer, type Registered } from '../../test/accounts';
import { refreshSession } from '../../test/staff';
import { registerThroughInbox, startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox';
import { registerCompany } from '../../test/support-requests';
import { createTestApp, testClock, type TestApp } from '../../test/test-app';

const APP_URL = 'https://forja.test';
const clock = testClock();
let inbox: SmtpInbox;
let t: TestApp;
let operator: Registered;
let admin: Registered;

/** A back-office account confirmed through the inbox (this app sends its codes over SMTP). */
async function staff(role: 'operator' | 'admin'): Promise<Registered> {
  const account = await registerThroughInbox(t.app, inbox);
  await t.database.db
    .update(users)
    .set({ is_operator: true, is_admin: role === 'admin' })
    .where(eq(users.id, account.id));
  return account;
}

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ SMTP_URL: inbox.url, APP_URL }, { clock: clock.now });
  operator = await staff('operator');
  admin = await staff('admin');
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});
beforeEach(() => {
  inbox.received.length = 0;
});

const BACKOFFICE = '/api/v3/backoffice/deed';
const REGISTRATION = { deed_number: 'SAS-2026-000123', deed_date: '2026-11-22' };

type Page = { se_signature_ready_at: string | null; deed: unknown };

const ready = (companyId: number, account: Registered | null = operator) =>
  t.app.inject({
    method: 'POST',
    url: `${BACKOFFICE}/${companyId}/se-signature-ready`,
    headers: account ? bearer(account.access) : {},
  });
const page = async (companyId: number): Promise<Page> => {
  const res = await t.app.inject({
    method: 'GET',
    url: `${BACKOFFICE}/${companyId}`,
    headers: bearer(operator.access),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: Page }>().content;
};
const codeOf = (res: { json: () => unknown }) => (res.json() as { message: string[] }).message;

async function auditActions(companyId: number): Promise<{ action: string; after: unknown }[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v3/backoffice/audit?company_id=${companyId}`,
    headers: bearer(admin.access),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: { items: { action: string; after: unknown }[] } }>().content.items;
}

/** What the founder's dashboard reads: the company profile's formation. */
async function formationOf(companyId: number, founder: Registered) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v3/company/get-company-profile/${companyId}`,
    headers: bearer(founder.access),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: { formation: { se_signature_ready_at: string | null } } }>().content.formation;
}

/**
 * A founder's company (an S.A.S. unless told) with its shareholders: the founder, Luis (an account in English),
 * Mei (no account, an address) and Sofía (no address); signed in Forja unless told.
 */
async function company(options: { type?: string; signed?: boolean; founderIsPartner?: boolean } = {}) {
  const founder = await registerThroughInbox(t.app, inbox);
  const luis = await registerThroughInbox(t.app, inbox, { language: 'en' });
  const { id } = await registerCompany(t.app, founder, 'Nopal Azul', options.type ?? 'sas');
  const mei = `mei.${id}@example.mx`;
  const rows = [
    { user_id: luis.id, email: luis.email, name: 'Luis Pérez', invitation_accepted: true },
    { user_id: null, email: mei, name: 'Mei Chen', invitation_accepted: false },
    { user_id: null, email: null, name: 'Sofía Ruiz', invitation_accepted: false },
  ];
  if (options.founderIsPartner !== false)
    rows.unshift({ user_id: founder.id, email: founder.email, name: 'Ana López', invitation_accepted: true });
  await t.database.db
    .insert(partners)
    .values(rows.map((row) => ({ ...row, company_id: id, nationalities: ['MX'] })));
  if (options.signed !== false)
    await t.database.db.update(companies).set({ date_signature: clock.now() }).where(eq(companies.id, id));
  inbox.received.length = 0;
  return { companyId: id, founder, luis, mei };
}

describe("an S.A.S.'s articles ready for signature in the SE's system", () => {
  it('is refused for a company formed before a notary, before the signature in Forja, and once registered; the registration waits for it', async () => {
    const srl = await company({ type: 'srl' });
    const notary = await ready(srl.companyId);
    expect(notary.statusCode, notary.body).toBe(409);
    expect(codeOf(notary)).toEqual(['not_formed_online']);

    const unsigned = await company({ signed: false });
    const early = await ready(unsigned.companyId);
    expect(early.statusCode, early.body).toBe(409);
    expect(codeOf(early)).toEqual(['signature_not_complete']);

    const registered = await company();
    const record = () =>
      t.app.inject({
        method: 'PUT',
        url: `${BACKOFFICE}/${registered.companyId}`,
        headers: bearer(operator.access),
        payload: REGISTRATION,
      });
    // The registration follows the shareholders' signature in the SE's system: they are told first.
    const unannounced = await record();
    expect(unannounced.statusCode, unannounced.body).toBe(409);
    expect(codeOf(unannounced)).toEqual(['se_signature_not_ready']);
    expect((await page(registered.companyId)).deed).toBeNull();
    expect((await ready(registered.companyId)).statusCode).toBe(200);
    const recorded = await record();
    expect(recorded.statusCode, recorded.body).toBe(200);
    const late = await ready(registered.companyId);
    expect(late.statusCode, late.body).toBe(409);
    expect(codeOf(late)).toEqual(['registration_already_recorded']);
    expect(
      (await auditActions(registered.companyId)).filter(
        (event) => event.action === 'deed.se_signature_ready',
      ),
    ).toHaveLength(1);

    for (const { companyId, founder } of [srl, unsigned]) {
      expect((await page(companyId)).se_signature_ready_at).toBeNull();
      expect((await formationOf(companyId, founder)).se_signature_ready_at).toBeNull();
      expect((await auditActions(companyId)).map((event) => event.action)).not.toContain(
        'deed.se_signature_ready',
      );
    }
    await t.services().jobs.runDueJobs();
    expect(
      inbox.received.filter(
        (mail) =>
          mail.subject.includes('e.firma') &&
          mail.to.some((to) => [srl.founder.email, unsigned.founder.email].includes(to)),
      ),
    ).toEqual([]);
  });

  it('records it with its time, audits it, shows it to the founder, and e-mails every shareholder in their language', async () => {
    const { companyId, founder, luis, mei } = await company();
    const res = await ready(companyId);
    expect(res.statusCode, res.body).toBe(200);
    const at = clock.now().toISOString();
    expect(res.json<{ content: Page }>().content).toMatchObject({ se_signature_ready_at: at, deed: null });
    expect((await formationOf(companyId, founder)).se_signature_ready_at).toBe(at);
    expect(await auditActions(companyId)).toContainEqual(
      expect.objectContaining({ action: 'deed.se_signature_ready', after: { se_signature_ready_at: at } }),
    );

    expect(await t.services().jobs.runDueJobs()).toBeGreaterThanOrEqual(1);
    // The founder, one of the shareholders, in Spanish, to their documents.
    const [ana] = inbox.to(founder.email);
    expect(ana?.subject).toBe(
      'Firma el acta de Nopal Azul con tu e.firma en el sistema de la Secretaría de Economía',
    );
    expect(ana?.text).toContain('cada accionista la firma ahí con su propia e.firma');
    expect(ana?.text).toContain('Archivo .cer:');
    expect(ana?.text).toContain('Archivo .key:');
    expect(ana?.text).toContain('Contraseña:');
    expect(ana?.text).toContain('Te escribiremos en cuanto quede registrada');
    expect(ana?.text).toContain(`${APP_URL}/es/dashboard/${companyId}/documents`);
    // Luis reads English.
    const [toLuis] = inbox.to(luis.email);
    expect(toLuis?.subject).toBe(
      "Sign the articles of Nopal Azul with your e.firma in the Secretaría de Economía's system",
    );
    expect(toLuis?.text).toContain('.key file:');
    // Mei has no account: the founder's language, and her own link to the articles she signed in Forja.
    const [toMei] = inbox.to(mei);
    expect(toMei?.subject).toContain('Firma el acta de Nopal Azul con tu e.firma');
    expect(toMei?.text).toContain('Ver el acta firmada en Forja');
    expect(toMei?.text).toMatch(
      new RegExp(`${APP_URL}/es/auth/yolo\\?company=${companyId}&partner=\\d+&token=`),
    );
    // Sofía has no address; each reader gets one e-mail.
    expect(inbox.received.map((mail) => mail.to).sort()).toEqual(
      [[founder.email], [luis.email], [mei]].sort(),
    );
    for (const mail of inbox.received) expect(mail.text).not.toMatch(/gob\.mx|notar/i);
  });

  it('changes nothing on a repeat or a double click: one record, one audit entry, one e-mail each', async () => {
    const { companyId } = await company();
    const [first, second] = await Promise.all([ready(companyId), ready(companyId)]);
    expect(first?.statusCode, first?.body).toBe(200);
    expect(second?.statusCode, second?.body).toBe(200);
    const at = clock.now().toISOString();
    clock.advance(60_000);
    const again = await ready(companyId);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<{ content: Page }>().content.se_signature_ready_at).toBe(at);
    const audited = (await auditActions(companyId)).filter(
      (event) => event.action === 'deed.se_signature_ready',
    );
    expect(audited).toHaveLength(1);
    await t.services().jobs.runDueJobs();
    expect(inbox.received).toHaveLength(3);
  });

  it('tells a founder who is not a shareholder that the shareholders were asked to sign', async () => {
    const { companyId, founder, luis } = await company({ founderIsPartner: false });
    expect((await ready(companyId)).statusCode).toBe(200);
    await t.services().jobs.runDueJobs();
    const [toFounder] = inbox.to(founder.email);
    expect(toFounder?.subject).toBe(
      'Los accionistas de Nopal Azul ya pueden firmar el acta en el sistema de la Secretaría de Economía',
    );
    expect(toFounder?.text).toContain('Ya les escribimos a los accionistas');
    expect(inbox.to(luis.email)).toHaveLength(1);
  });

  // Last: it moves the clock past every session's 15 minutes.
  it('is hidden from everyone but staff, and needs a recent sign-in', async () => {
    const { companyId, founder } = await company();
    for (const account of [null, founder]) {
      const res = await ready(companyId, account);
      expect(res.statusCode).toBe(404);
      expect(codeOf(res)).toEqual(['not_found']);
    }
    const unknown = await ready(99_999_999);
    expect(unknown.statusCode).toBe(404);
    expect(codeOf(unknown)).toEqual(['company_not_found']);
    const idle = await staff('operator');
    clock.advance(16 * 60_000);
    // A new access token in the same session: the session was idle for 16 minutes.
    const again = await refreshSession(t.app, idle);
    const res = await ready(companyId, again);
    expect(res.statusCode).toBe(403);
    expect(codeOf(res)).toEqual(['recent_sign_in_required']);
    const read = await t.app.inject({
      method: 'GET',
      url: `${BACKOFFICE}/${companyId}`,
      headers: bearer(again.access),
    });
    expect(read.json<{ content: Page }>().content.se_signature_ready_at).toBeNull();
  });
});
