import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  bills,
  companies,
  consents,
  dataExports,
  partnerDocuments,
  partners,
  privacyRequests,
  users,
} from '../../db/schema/index';
import { PASSWORD, bearer, lastMail, register, uniqueEmail, type Registered } from '../../test/accounts';
import { PDF, multipart } from '../../test/multipart';
import { createTestApp, testClock, type TestApp } from '../../test/test-app';

/**
 * ARCO self-service in the API: the copy of my data built by a job (zip contents, progress, short-lived link,
 * e-mail, expiry), deleting my account (blocked at once, sign-in refused) and the erasure after the retention
 * period (rows and files gone, invoices and companies other people hold kept).
 */

const clock = testClock(new Date('2026-11-26T15:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(
    { ACCOUNT_RETENTION_DAYS: '30', DATA_EXPORT_TTL_HOURS: '48' },
    { clock: clock.now },
  );
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

const inject = (method: 'GET' | 'POST', url: string, who?: Registered, payload?: object) =>
  t.app.inject({ method, url: `/api/v3/${url}`, headers: who ? bearer(who.access) : {}, payload });

/** A founder's company with the founder and a partner without an account (50/50), the founder's passport uploaded. */
async function companyWithDocument(owner: Registered) {
  const created = await inject('POST', 'company/register', owner, {
    company_type: 'sa',
    company_name: 'Nopal Azul',
    legal_names: [{ name: `Datos ${Date.now()}${Math.random()}`, priority: 1 }],
    legal_representation: false,
  });
  const companyId = created.json<{ content: { id: number } }>().content.id;
  const added = await inject('POST', `add-partners/company/${companyId}`, owner, {
    partners: [
      {
        name: 'Ana Pérez',
        email: owner.email,
        nationalities: ['MX'],
        shares: [{ series: 'A', percentage: 50 }],
      },
      {
        name: 'Luis Gómez',
        email: uniqueEmail('luis'),
        nationalities: ['MX'],
        shares: [{ series: 'A', percentage: 50 }],
      },
    ],
  });
  expect(added.statusCode, added.body).toBe(200);
  const partnerId = added.json<{ content: { partners: { id: number }[] } }>().content.partners[0]?.id ?? 0;
  const form = multipart({}, { name: 'pasaporte.pdf', type: 'application/pdf', data: PDF });
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `/api/v3/partner/${partnerId}/documents/passport`,
    headers: { ...bearer(owner.access), ...form.headers },
    payload: form.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const [document] = await t.database.db
    .select()
    .from(partnerDocuments)
    .where(eq(partnerDocuments.partner_id, partnerId));
  return { companyId, partnerId, storageKey: document?.storage_key ?? '' };
}

/** A new session for an account (the 15-minute access token lapses when the test moves the clock). */
async function signIn(account: Registered): Promise<Registered> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v3/user/login',
    payload: { email: account.email, password: PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...account, access: res.json<{ content: { access_token: string } }>().content.access_token };
}

type Export = {
  id: number;
  status: string;
  progress: number;
  download_url: string | null;
  expires_at: string | null;
};

describe('a copy of my data (access)', () => {
  it('builds a zip with a JSON file per entity and my uploads, e-mails me, and serves it by a short-lived link', async () => {
    const ana = await register(t.app);
    const { companyId, partnerId } = await companyWithDocument(ana);

    expect((await inject('GET', 'privacy/me/data-export', ana)).json()).toEqual({ content: null });
    const started = await inject('POST', 'privacy/me/data-export', ana);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json<{ content: Export }>().content).toMatchObject({
      status: 'queued',
      progress: 0,
      download_url: null,
    });
    // Asking again while it is under way answers the same export.
    const again = await inject('POST', 'privacy/me/data-export', ana);
    expect(again.json<{ content: Export }>().content.id).toBe(started.json<{ content: Export }>().content.id);

    await t.services().jobs.runDueJobs();
    const ready = (await inject('GET', 'privacy/me/data-export', ana)).json<{ content: Export }>().content;
    expect(ready).toMatchObject({ status: 'ready', progress: 100 });
    expect(ready.expires_at).toBe(new Date(clock.now().getTime() + 48 * 3_600_000).toISOString());
    expect(ready.download_url).toMatch(/^\/api\/v3\/privacy\/data-exports\/.+/);

    const mail = await lastMail(t.app, ana.email);
    expect(mail?.subject).toBe('Tu copia de datos está lista');
    expect(mail?.text).toContain('/es/account#my-data');

    const download = await t.app.inject({ method: 'GET', url: ready.download_url ?? '' });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['cache-control']).toBe('private, no-store');
    const files = unzipSync(new Uint8Array(download.rawPayload));
    expect(Object.keys(files).sort()).toEqual(
      [
        'README.txt',
        'account.json',
        'analytics_events.json',
        'appointments.json',
        'campaigns.json',
        'companies.json',
        'consents.json',
        'orders.json',
        'partner_records.json',
        'privacy_requests.json',
        'support_requests.json',
        `files/partner-${partnerId}/passport.pdf`,
      ].sort(),
    );
    const read = (name: string) => JSON.parse(strFromU8(files[name] ?? new Uint8Array())) as unknown;
    const account = read('account.json') as Record<string, unknown>;
    expect(account).toMatchObject({ id: ana.id, email: ana.email });
    expect(account).not.toHaveProperty('password_hash');
    expect((read('companies.json') as { owned: { id: number }[] }).owned.map((c) => c.id)).toEqual([
      companyId,
    ]);
    expect((read('partner_records.json') as { partners: { id: number; name: string }[] }).partners).toEqual([
      expect.objectContaining({ id: partnerId, name: 'Ana Pérez' }),
    ]);
    expect((read('consents.json') as { purpose: string }[]).map((c) => c.purpose)).toEqual([
      'service',
      'service',
    ]);
    expect(Buffer.from(files[`files/partner-${partnerId}/passport.pdf`] ?? []).equals(PDF)).toBe(true);
  });

  it('answers data_export_unavailable for a lapsed link, and removes the zip once it expires', async () => {
    let beto = await register(t.app);
    await inject('POST', 'privacy/me/data-export', beto);
    await t.services().jobs.runDueJobs();
    const latest = await inject('GET', 'privacy/me/data-export', beto);
    expect(latest.statusCode, latest.body).toBe(200);
    const ready = latest.json<{ content: Export }>().content;
    const [row] = await t.database.db.select().from(dataExports).where(eq(dataExports.id, ready.id));
    expect(await t.services().storage.get(row?.storage_key ?? '')).not.toBeNull();

    clock.advance(16 * 60 * 1000);
    const lapsed = await t.app.inject({ method: 'GET', url: ready.download_url ?? '' });
    expect(lapsed.statusCode).toBe(404);
    expect(lapsed.json()).toEqual({ message: ['data_export_unavailable'] });
    const forged = await t.app.inject({ method: 'GET', url: '/api/v3/privacy/data-exports/not-a-token' });
    expect(forged.json()).toEqual({ message: ['data_export_unavailable'] });
    // A fresh link from the account page works until the zip expires.
    beto = await signIn(beto);
    const fresh = (await inject('GET', 'privacy/me/data-export', beto)).json<{ content: Export }>().content;
    expect((await t.app.inject({ method: 'GET', url: fresh.download_url ?? '' })).statusCode).toBe(200);

    clock.advance(48 * 3_600_000);
    beto = await signIn(beto);
    expect(
      (await inject('GET', 'privacy/me/data-export', beto)).json<{ content: Export }>().content,
    ).toMatchObject({
      status: 'expired',
      download_url: null,
    });
    await t.services().accountErasure.run();
    expect(await t.services().storage.get(row?.storage_key ?? '')).toBeNull();
  });

  it('needs a signed-in caller', async () => {
    expect((await inject('POST', 'privacy/me/data-export')).statusCode).toBe(401);
  });
});

describe('deleting my account (cancellation) and the erasure after the retention period', () => {
  it('tells what will happen, refuses a wrong password, then blocks the account at once', async () => {
    const carla = await register(t.app);
    await companyWithDocument(carla);
    const terms = await inject('GET', 'privacy/me/cancellation', carla);
    expect(terms.json<{ content: object }>().content).toMatchObject({
      retention_days: 30,
      needs_password: true,
      retained: [
        { record: 'invoices', years: 5 },
        { record: 'signed_acts', years: 10 },
        { record: 'audit_log', years: 5 },
      ],
      companies_deleted: [{ name: 'Nopal Azul' }],
      companies_kept: [],
    });

    const wrong = await inject('POST', 'privacy/me/cancellation', carla, {
      confirm: true,
      current_password: 'nope-nope',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: ['wrong_password'],
      fields: [{ path: 'body.current_password', code: 'wrong_password' }],
    });
    const unconfirmed = await inject('POST', 'privacy/me/cancellation', carla, {
      current_password: PASSWORD,
    });
    expect(unconfirmed.statusCode).toBe(400);

    const cancelled = await inject('POST', 'privacy/me/cancellation', carla, {
      confirm: true,
      current_password: PASSWORD,
      reason: 'Ya no la necesito',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<{ content: { erase_after: string } }>().content.erase_after).toBe(
      new Date(clock.now().getTime() + 30 * DAY).toISOString(),
    );

    // The session in hand stops working, the refresh token too, and signing in is refused with the reason.
    expect((await inject('GET', 'user/profile', carla)).json()).toEqual({ message: ['user_disconnected'] });
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v3/user/refresh',
      headers: bearer(carla.refresh),
    });
    expect(refresh.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v3/user/login',
      payload: { email: carla.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ message: ['account_cancelled'] });
    // A wrong password still learns nothing about the account.
    const guess = await t.app.inject({
      method: 'POST',
      url: '/api/v3/user/login',
      payload: { email: carla.email, password: 'Otra-Clave-9182' },
    });
    expect(guess.json()).toEqual({ message: ['bad_credentials'] });

    const mail = await lastMail(t.app, carla.email);
    expect(mail?.subject).toBe('Cancelamos tu cuenta de Forja');
    expect(mail?.text).toContain('5 años');
    const [request] = await t.database.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.user_id, carla.id));
    expect(request).toMatchObject({ kind: 'cancellation', status: 'open', reason: 'Ya no la necesito' });
  });

  it('stops guessing the password after ten wrong ones, counted with the password change, and cancels nothing', async () => {
    const dana = await register(t.app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/v3/update-password/${dana.id}`,
        headers: bearer(dana.access),
        payload: { current_password: `Adivina-${attempt}-2026`, password: 'Otro-Password-99' },
      });
      expect(res.statusCode).toBe(400);
    }
    for (let attempt = 5; attempt < 10; attempt += 1) {
      const res = await inject('POST', 'privacy/me/cancellation', dana, {
        confirm: true,
        current_password: `Adivina-${attempt}-2026`,
      });
      expect(res.statusCode).toBe(400);
    }
    const stopped = await inject('POST', 'privacy/me/cancellation', dana, {
      confirm: true,
      current_password: PASSWORD,
    });
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json()).toEqual({ message: ['too_many_requests'] });
    // Still an account: the profile answers and the password signs in.
    expect((await inject('GET', 'user/profile', dana)).statusCode).toBe(200);
    const login = await inject('POST', 'user/login', undefined, { email: dana.email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
  });

  it('erases rows and files after the retention period, keeping invoices and the companies others hold', async () => {
    const dora = await register(t.app);
    const solo = await companyWithDocument(dora);
    const paid = await companyWithDocument(dora);
    await t.database.db.insert(bills).values({
      company_id: paid.companyId,
      items: [{ name: 'Constitución', quantity: 1, unit_price_centavos: 1_000_000 }],
      subtotal_centavos: 1_000_000,
      iva_centavos: 160_000,
      total_centavos: 1_160_000,
      issued_at: clock.now(),
    });
    await inject('POST', 'privacy/me/data-export', dora);
    await t.services().jobs.runDueJobs();
    const [exported] = await t.database.db.select().from(dataExports).where(eq(dataExports.user_id, dora.id));

    expect(
      (await inject('POST', 'privacy/me/cancellation', dora, { confirm: true, current_password: PASSWORD }))
        .statusCode,
    ).toBe(200);

    // Still within the retention period: nothing is erased.
    clock.advance(29 * DAY);
    expect(await t.services().accountErasure.run()).toEqual([]);
    expect(await t.services().storage.get(solo.storageKey)).not.toBeNull();

    clock.advance(2 * DAY);
    const report = (await t.services().accountErasure.run()).find((entry) => entry.user === dora.id);
    expect(report).toMatchObject({
      user: dora.id,
      companies_deleted: [solo.companyId],
      companies_kept: [paid.companyId],
      partners_stripped: [paid.partnerId],
      account: 'anonymised',
      rows: expect.objectContaining({ consents: 2 }),
    });

    // The unpaid company and its files are gone; so are the kept company's partner data and files, and the zip.
    const db = t.database.db;
    expect(await db.select().from(companies).where(eq(companies.id, solo.companyId))).toEqual([]);
    expect(await t.services().storage.get(solo.storageKey)).toBeNull();
    expect(await t.services().storage.get(paid.storageKey)).toBeNull();
    expect(await t.services().storage.get(exported?.storage_key ?? '')).toBeNull();
    expect(
      await db.select().from(partnerDocuments).where(eq(partnerDocuments.partner_id, paid.partnerId)),
    ).toEqual([]);
    const [stripped] = await db.select().from(partners).where(eq(partners.id, paid.partnerId));
    expect(stripped).toMatchObject({ name: '', email: null, rfc: null, curp: null, user_id: null });
    expect(await db.select().from(consents).where(eq(consents.user_id, dora.id))).toEqual([]);

    // The invoice stays, with the company it was issued to, pointing at an anonymous account.
    expect(await db.select().from(bills).where(eq(bills.company_id, paid.companyId))).toHaveLength(1);
    const [tombstone] = await db.select().from(users).where(eq(users.id, dora.id));
    expect(tombstone).toMatchObject({
      email: `erased-${dora.id}@erased.invalid`,
      password_hash: null,
      first_names: '',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v3/user/login',
      payload: { email: dora.email, password: PASSWORD },
    });
    expect(login.json()).toEqual({ message: ['bad_credentials'] });
    // The address is free again for a new account.
    const available = await t.app.inject({
      method: 'POST',
      url: '/api/v3/available-email',
      payload: { email: dora.email },
    });
    expect(available.json()).toEqual({ content: { available: true } });

    const [audit] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'account.erase'), eq(auditEvents.subject_id, dora.id)));
    expect(audit).toMatchObject({ actor_id: dora.id, subject_id: dora.id });
    expect(JSON.stringify(audit?.after)).not.toContain(dora.email);
  });

  it('deletes the account row itself when no kept company points to it', async () => {
    const eva = await register(t.app, uniqueEmail('eva'));
    expect(
      (await inject('POST', 'privacy/me/cancellation', eva, { confirm: true, current_password: PASSWORD }))
        .statusCode,
    ).toBe(200);
    clock.advance(31 * DAY);
    const reports = await t.services().accountErasure.run();
    expect(reports.find((report) => report.user === eva.id)?.account).toBe('deleted');
    expect(await t.database.db.select().from(users).where(eq(users.id, eva.id))).toEqual([]);
  });
});
