import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, partners } from '../../db/schema/index';
import { bearer, lastMail, register, type Registered } from '../../test/accounts';
import { PDF, multipart } from '../../test/multipart';
import { refreshSession, registerStaff } from '../../test/staff';
import { addAcceptedPartner, registerCompany } from '../../test/support-requests';
import { createTestApp, testClock, type TestApp } from '../../test/test-app';
import { importPostalCodes, SAMPLE_CATALOGUE } from '../postal-codes/postal-codes.service';

const clock = testClock();
let t: TestApp;
let operator: Registered;
let admin: Registered;

beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
  await importPostalCodes(t.database, readFileSync(SAMPLE_CATALOGUE));
  operator = await registerStaff(t.app, 'operator');
  admin = await registerStaff(t.app, 'admin');
});
afterAll(() => t.close());

const BACKOFFICE = '/api/v3/backoffice/deed';

const DEED = {
  notary_number: 137,
  notary_name: 'Lic. María Torres Aguilar',
  notary_city: 'Ciudad de México',
  deed_number: '45,210',
  deed_date: '2026-11-22',
  volume: '1,204',
};

const ADDRESS = {
  street: 'Av. Álvaro Obregón',
  exterior_number: '120',
  interior_number: '4',
  postal_code: '06700',
  settlement: 'roma norte',
  municipality: 'Cuauhtemoc',
  state: 'CDMX',
  references: 'Entre Córdoba y Mérida, portón verde',
  contact_name: 'Ana López',
  contact_phone: '55 1234 5678',
};

type Delivery = {
  status: string;
  address: Record<string, string | null> | null;
  carrier: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
};

const as = (account?: { access: string } | null) => (account ? bearer(account.access) : {});

const backoffice = {
  get: (companyId: number, account: Registered | null = operator) =>
    t.app.inject({ method: 'GET', url: `${BACKOFFICE}/${companyId}`, headers: as(account) }),
  record: (companyId: number, payload: object, account: Registered = operator) =>
    t.app.inject({ method: 'PUT', url: `${BACKOFFICE}/${companyId}`, headers: as(account), payload }),
  ship: (companyId: number, payload: object, account: Registered = operator) =>
    t.app.inject({ method: 'POST', url: `${BACKOFFICE}/${companyId}/ship`, headers: as(account), payload }),
  deliver: (companyId: number, account: Registered = operator) =>
    t.app.inject({ method: 'POST', url: `${BACKOFFICE}/${companyId}/deliver`, headers: as(account) }),
  queue: (query = '', account: Registered = operator) =>
    t.app.inject({ method: 'GET', url: `${BACKOFFICE}/queue${query}`, headers: as(account) }),
  upload: (companyId: number, type: string, account: Registered = operator) => {
    const form = multipart({}, { name: `${type}.pdf`, type: 'application/pdf', data: PDF });
    return t.app.inject({
      method: 'PUT',
      url: `/api/v3/backoffice/forja-documents/${companyId}/${type}`,
      headers: { ...as(account), ...form.headers },
      payload: form.payload,
    });
  },
};

const founderCalls = {
  setAddress: (companyId: number, payload: object, account: Registered) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v3/set-shipping-address/${companyId}`,
      headers: as(account),
      payload,
    }),
  status: (companyId: number, account?: Registered, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/v3/delivery-status/${companyId}${query}`,
      headers: as(account),
    }),
  profile: async (companyId: number, account: Registered) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v3/company/get-company-profile/${companyId}`,
      headers: as(account),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{
      content: {
        testimony: boolean;
        delivery_completed: boolean;
        shipping_address: string | null;
        shipping_delivery: string | null;
        formation: { deed: Record<string, unknown> | null; testimony_at: string | null; delivery: Delivery };
      };
    }>().content;
  },
};

/**
 * A founder's company whose articles every partner signed (date_signature set, as the signing does): an
 * S. de R.L., formed before a notary, unless another society type is asked for.
 */
async function signedCompany(companyType = 'srl'): Promise<{ founder: Registered; companyId: number }> {
  const founder = await register(t.app);
  const { id } = await registerCompany(t.app, founder, 'Nopal Azul', companyType);
  await t.database.db.update(companies).set({ date_signature: clock.now() }).where(eq(companies.id, id));
  return { founder, companyId: id };
}

/** A signed S.A.S. whose shareholders an operator told to sign in the SE's system: its registration may follow. */
async function sasReadyInSe(): Promise<{ founder: Registered; companyId: number }> {
  const signed = await signedCompany('sas');
  const res = await t.app.inject({
    method: 'POST',
    url: `${BACKOFFICE}/${signed.companyId}/se-signature-ready`,
    headers: as(operator),
  });
  expect(res.statusCode, res.body).toBe(200);
  return signed;
}

async function auditActions(
  companyId: number,
): Promise<{ action: string; before: unknown; after: unknown }[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v3/backoffice/audit?company_id=${companyId}`,
    headers: as(admin),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: { items: { action: string; before: unknown; after: unknown }[] } }>().content
    .items;
}

const codeOf = (res: { json: () => unknown }) => (res.json() as { message: string[] }).message;

describe('the back office deed routes are hidden from everyone but staff', () => {
  it('answers 404 not_found to anonymous callers and founders, as for an unknown route', async () => {
    const { founder, companyId } = await signedCompany();
    for (const account of [null, founder]) {
      const calls = [
        backoffice.get(companyId, account),
        t.app.inject({ method: 'GET', url: `${BACKOFFICE}/queue`, headers: as(account) }),
        t.app.inject({
          method: 'PUT',
          url: `${BACKOFFICE}/${companyId}`,
          headers: as(account),
          payload: DEED,
        }),
        t.app.inject({
          method: 'POST',
          url: `${BACKOFFICE}/${companyId}/ship`,
          headers: as(account),
          payload: { carrier: 'dhl', tracking_number: '1234567890' },
        }),
        t.app.inject({ method: 'POST', url: `${BACKOFFICE}/${companyId}/deliver`, headers: as(account) }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode).toBe(404);
        expect(codeOf(res)).toEqual(['not_found']);
      }
    }
  });

  it('answers company_not_found for a company that does not exist', async () => {
    const res = await backoffice.get(99_999_999);
    expect(res.statusCode, res.body).toBe(404);
    expect(codeOf(res)).toEqual(['company_not_found']);
    const record = await backoffice.record(99_999_999, DEED);
    expect(record.statusCode).toBe(404);
  });
});

describe('recording the notarial deed', () => {
  it('is refused before every partner signed the articles', async () => {
    const founder = await register(t.app);
    const { id } = await registerCompany(t.app, founder, 'Nopal Azul', 'srl');
    const res = await backoffice.record(id, DEED);
    expect(res.statusCode).toBe(409);
    expect(codeOf(res)).toEqual(['signature_not_complete']);
    expect((await founderCalls.profile(id, founder)).formation.deed).toBeNull();
  });

  it('refuses bad input with 400 and never stores it; a volume or deed number must be a positive whole number', async () => {
    const { companyId } = await signedCompany();
    for (const payload of [
      { ...DEED, notary_number: 'ciento treinta' },
      { ...DEED, notary_number: 0 },
      { ...DEED, deed_date: '2026-13-40' },
      { ...DEED, notary_name: '' },
      { ...DEED, volume: undefined },
      {},
    ]) {
      const res = await backoffice.record(companyId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const got = await backoffice.get(companyId);
    expect(got.statusCode, got.body).toBe(200);
    const page = got.json<{ content: { deed: unknown } }>().content;
    expect(page.deed).toBeNull();

    const fieldsOf = (res: { json: <T>() => T }) =>
      res.json<{ fields: { path: string; code: string }[] }>().fields;
    for (const [field, value] of [
      ['volume', 'abc'],
      ['volume', '0'],
      ['volume', '-12'],
      ['volume', '1.5'],
      ['volume', '12,34'],
      ['deed_number', 'abc'],
      ['deed_number', '45 210'],
      ['deed_number', 'SAS-2026-000123'],
    ] as const) {
      const res = await backoffice.record(companyId, { ...DEED, [field]: value });
      expect(res.statusCode, `${field}: ${value}`).toBe(400);
      expect(codeOf(res)).toEqual(['invalid_request']);
      expect(fieldsOf(res)).toEqual([{ path: `body.${field}`, code: 'deed_number_not_whole' }]);
    }
    const refused = await backoffice.get(companyId);
    expect(refused.json<{ content: { deed: unknown } }>().content.deed).toBeNull();

    // Written plain or grouped in thousands, as a deed prints them.
    const plain = await backoffice.record(companyId, { ...DEED, deed_number: ' 45210 ', volume: '1204' });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(
      plain.json<{ content: { deed: { deed_number: string; volume: string } } }>().content.deed,
    ).toMatchObject({
      deed_number: '45210',
      volume: '1204',
    });
  });

  it('refuses a date before the partners signed or after today (Mexico City), naming the field', async () => {
    const { companyId } = await signedCompany();
    for (const [deed_date, code] of [
      ['2026-11-14', 'deed_date_before_signature'],
      ['2031-01-01', 'deed_date_in_future'],
      ['2026-11-23', 'deed_date_in_future'],
    ] as const) {
      const res = await backoffice.record(companyId, { ...DEED, deed_date });
      expect(res.statusCode, deed_date).toBe(400);
      expect(res.json<{ message: string[]; fields?: unknown }>()).toMatchObject({ message: [code] });
    }
    expect((await backoffice.get(companyId)).json<{ content: { deed: unknown } }>().content.deed).toBeNull();
  });

  it('records it once signed, audits it, shows it to the founder and e-mails them; a correction is audited too', async () => {
    const { founder, companyId } = await signedCompany();
    const res = await backoffice.record(companyId, DEED);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ content: { deed: unknown } }>().content.deed).toMatchObject({
      ...DEED,
      folio_mercantil: null,
    });

    const profile = await founderCalls.profile(companyId, founder);
    expect(profile.formation.deed).toMatchObject({ notary_number: 137, deed_number: '45,210' });

    expect(await t.services().jobs.runDueJobs()).toBeGreaterThanOrEqual(1);
    const mail = await lastMail(t.app, founder.email);
    expect(mail?.subject).toContain('ya tiene escritura pública');
    expect(mail?.text).toContain('137 — Lic. María Torres Aguilar (Ciudad de México)');
    expect(mail?.text).toContain('22/11/2026');
    // "Dar dirección de envío" opens the company's record, where the address is given: home would send a
    // founder who has not chosen a bank yet to Banks.
    expect(mail?.text).toContain('Dar dirección de envío');
    expect(mail?.html).toMatch(new RegExp(`href="[^"]*/es/dashboard/${companyId}/detail"`));
    expect(mail?.text).not.toContain(`/dashboard/${companyId}/home`);

    const corrected = await backoffice.record(companyId, {
      ...DEED,
      volume: '1,205',
      folio_mercantil: 'N-2026012345',
    });
    expect(corrected.statusCode).toBe(200);
    expect(
      corrected.json<{ content: { deed: { volume: string; folio_mercantil: string } } }>().content.deed,
    ).toMatchObject({ volume: '1,205', folio_mercantil: 'N-2026012345' });

    const actions = await auditActions(companyId);
    expect(actions.map((event) => event.action)).toEqual(['deed.update', 'deed.record']);
    expect(actions[0]).toMatchObject({ before: { volume: '1,204' }, after: { volume: '1,205' } });
  });
});

describe('an S.A.S., registered online in the Secretaría de Economía instead of before a notary', () => {
  const REGISTRATION = {
    deed_number: 'SAS-2026-000123',
    deed_date: '2026-11-22',
    folio_mercantil: 'N-2026099999',
  };

  it('records its registration without a notary, shows it to the founder and e-mails them what it is', async () => {
    const { founder, companyId } = await sasReadyInSe();
    const res = await backoffice.record(companyId, REGISTRATION);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ content: { company_type: string; deed: unknown } }>().content).toMatchObject({
      company_type: 'sas',
      deed: { ...REGISTRATION, notary_number: null, notary_name: null, notary_city: null, volume: null },
    });
    const profile = await founderCalls.profile(companyId, founder);
    expect(profile.formation.deed).toMatchObject({ deed_number: 'SAS-2026-000123', notary_number: null });

    await t.services().jobs.runDueJobs();
    const mail = await lastMail(t.app, founder.email);
    expect(mail?.subject).toContain('ya está inscrita en el Registro Público de Comercio');
    expect(mail?.text).toContain('Una S.A.S. no pasa por notario');
    expect(mail?.text).toContain('SAS-2026-000123');
    expect(mail?.text).not.toMatch(/testimonio|paqueter/i);
  });

  it('refuses a notary for an S.A.S. (409 formed_online) and asks one of the other types (400)', async () => {
    const sas = await sasReadyInSe();
    const withNotary = await backoffice.record(sas.companyId, DEED);
    expect(withNotary.statusCode, withNotary.body).toBe(409);
    expect(codeOf(withNotary)).toEqual(['formed_online']);
    expect((await founderCalls.profile(sas.companyId, sas.founder)).formation.deed).toBeNull();

    const srl = await signedCompany('srl');
    const withoutNotary = await backoffice.record(srl.companyId, REGISTRATION);
    expect(withoutNotary.statusCode, withoutNotary.body).toBe(400);
    expect(withoutNotary.json<{ fields: { path: string; code: string }[] }>().fields).toEqual([
      { path: 'body.notary_number', code: 'invalid_type' },
      { path: 'body.notary_name', code: 'invalid_type' },
      { path: 'body.notary_city', code: 'invalid_type' },
      { path: 'body.volume', code: 'invalid_type' },
      // The SE's registration number is no notarial deed's number.
      { path: 'body.deed_number', code: 'deed_number_not_whole' },
    ]);
    expect((await founderCalls.profile(srl.companyId, srl.founder)).formation.deed).toBeNull();
  });

  it('has no testimonio to upload, no address to give and nothing to ship; the registry slip is uploaded once registered', async () => {
    const { founder, companyId } = await sasReadyInSe();
    // Before its registration is recorded, the registry slip is refused and nothing is stored.
    const early = await backoffice.upload(companyId, 'public_registry_entry');
    expect(early.statusCode, early.body).toBe(409);
    expect(codeOf(early)).toEqual(['deed_not_recorded']);
    expect(
      (await backoffice.get(companyId)).json<{ content: { public_registry_file: unknown } }>().content
        .public_registry_file,
    ).toBeNull();

    await backoffice.record(companyId, REGISTRATION);
    const testimony = await backoffice.upload(companyId, 'testimony');
    expect(testimony.statusCode, testimony.body).toBe(409);
    expect(codeOf(testimony)).toEqual(['formed_online']);
    const address = await founderCalls.setAddress(companyId, ADDRESS, founder);
    expect(address.statusCode, address.body).toBe(409);
    expect(codeOf(address)).toEqual(['formed_online']);
    const ship = await backoffice.ship(companyId, { carrier: 'dhl', tracking_number: '1234567890' });
    expect(ship.statusCode, ship.body).toBe(409);
    expect(codeOf(ship)).toEqual(['formed_online']);
    expect((await founderCalls.profile(companyId, founder)).testimony).toBe(false);

    const slip = await backoffice.upload(companyId, 'public_registry_entry');
    expect(slip.statusCode, slip.body).toBe(200);
  });

  it('waits in the queue until registered, then leaves it: it has no certified copy to follow', async () => {
    const { companyId } = await sasReadyInSe();
    const waiting = (await backoffice.queue('?stage=deed')).json<{
      content: { company_id: number; company_type: string }[];
    }>().content;
    expect(waiting.find((item) => item.company_id === companyId)).toMatchObject({ company_type: 'sas' });
    await backoffice.record(companyId, REGISTRATION);
    const after = (await backoffice.queue()).json<{ content: { company_id: number }[] }>().content;
    expect(after.map((item) => item.company_id)).not.toContain(companyId);
  });
});

describe('the testimony and the public-registry entry', () => {
  it('are refused before the deed is recorded', async () => {
    const { founder, companyId } = await signedCompany();
    for (const type of ['testimony', 'public_registry_entry']) {
      const res = await backoffice.upload(companyId, type);
      expect(res.statusCode, res.body).toBe(409);
      expect(codeOf(res)).toEqual(['deed_not_recorded']);
    }
    const profile = await founderCalls.profile(companyId, founder);
    expect(profile.testimony).toBe(false);
  });

  it('sets the testimony flag and testimony_at in the same act, audited, and the founder gets the document', async () => {
    const { founder, companyId } = await signedCompany();
    await backoffice.record(companyId, DEED);
    const res = await backoffice.upload(companyId, 'testimony');
    expect(res.statusCode, res.body).toBe(200);

    const profile = await founderCalls.profile(companyId, founder);
    expect(profile.testimony).toBe(true);
    expect(profile.formation.testimony_at).toBe(clock.now().toISOString());

    const page = (await backoffice.get(companyId)).json<{
      content: { testimony_at: string; testimony_file: { file_name: string } | null };
    }>().content;
    expect(page.testimony_file?.file_name).toBe('testimony.pdf');
    expect(page.testimony_at).toBe(clock.now().toISOString());

    const actions = (await auditActions(companyId)).map((event) => event.action);
    expect(actions).toContain('company.testimony');
    expect(actions).toContain('forja_document.upload');

    await t.services().jobs.runDueJobs();
    const mail = await lastMail(t.app, founder.email);
    expect(mail?.subject).toContain('Testimonio de la escritura constitutiva');
    // No shipping address given yet: the e-mail asks for one.
    expect(mail?.text).toContain('te lo enviamos por paquetería: danos desde tu panel la dirección');

    const registry = await backoffice.upload(companyId, 'public_registry_entry');
    expect(registry.statusCode).toBe(200);
  });
});

describe('the shipping address (set-shipping-address)', () => {
  it('is refused before the signature, to strangers and to partners without edit permission', async () => {
    const founder = await register(t.app);
    const { id } = await registerCompany(t.app, founder, 'Nopal Azul', 'srl');
    const early = await founderCalls.setAddress(id, ADDRESS, founder);
    expect(early.statusCode).toBe(409);
    expect(codeOf(early)).toEqual(['signature_not_complete']);

    const { companyId } = await signedCompany();
    const stranger = await register(t.app);
    const foreign = await founderCalls.setAddress(companyId, ADDRESS, stranger);
    expect(foreign.statusCode).toBe(403);
    expect(codeOf(foreign)).toEqual(['user_not_belong_to_company']);
    const missing = await founderCalls.setAddress(99_999_999, ADDRESS, stranger);
    expect(missing.statusCode).toBe(403);
    expect(codeOf(missing)).toEqual(['user_not_belong_to_company']);

    const reader = await register(t.app);
    await addAcceptedPartner(t.app, companyId, reader);
    const readOnly = await founderCalls.setAddress(companyId, ADDRESS, reader);
    expect(readOnly.statusCode).toBe(403);
    expect((await founderCalls.status(companyId, reader)).statusCode).toBe(200);

    await t.database.db
      .update(partners)
      .set({ permission_to_edit: true })
      .where(eq(partners.user_id, reader.id));
    const editor = await founderCalls.setAddress(companyId, ADDRESS, reader);
    expect(editor.statusCode, editor.body).toBe(200);
  });

  it('checks the phone, the postal code and the colonia as a partner address is checked', async () => {
    const { founder, companyId } = await signedCompany();
    const cases: [object, number, string][] = [
      [{ ...ADDRESS, contact_phone: '123' }, 400, 'invalid_request'],
      [{ ...ADDRESS, contact_phone: '1234 5678 9' }, 400, 'invalid_phone'],
      [{ ...ADDRESS, postal_code: '00001' }, 400, 'invalid_zip_code'],
      [{ ...ADDRESS, postal_code: 'ABCDE' }, 400, 'invalid_zip_code'],
      [{ ...ADDRESS, settlement: 'Polanco' }, 404, 'postal_code_not_found'],
      [{ ...ADDRESS, contact_name: undefined }, 400, 'invalid_request'],
      [{ ...ADDRESS, street: 'x'.repeat(500) }, 400, 'invalid_request'],
    ];
    for (const [payload, status, code] of cases) {
      const res = await founderCalls.setAddress(companyId, payload, founder);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(codeOf(res)).toEqual([code]);
    }
    const status = await founderCalls.status(companyId, founder);
    expect(status.json<{ content: Delivery }>().content.status).toBe('awaiting_address');
  });

  it("keeps the catalogue's spelling, the phone in E.164, and the company's one-line address", async () => {
    const { founder, companyId } = await signedCompany();
    const res = await founderCalls.setAddress(companyId, ADDRESS, founder);
    expect(res.statusCode, res.body).toBe(200);
    const delivery = res.json<{ content: Delivery }>().content;
    expect(delivery).toMatchObject({
      status: 'preparing',
      tracking_number: null,
      address: {
        settlement: 'Roma Norte',
        municipality: 'Cuauhtémoc',
        state: 'Ciudad de México',
        postal_code: '06700',
        references: 'Entre Córdoba y Mérida, portón verde',
        contact_phone: '+525512345678',
      },
    });
    const profile = await founderCalls.profile(companyId, founder);
    expect(profile.shipping_address).toBe(
      'Av. Álvaro Obregón 120, int. 4, Col. Roma Norte, C.P. 06700, Cuauhtémoc, Ciudad de México',
    );
    expect(profile.shipping_delivery).toBe('preparing');
    expect(profile.formation.delivery.status).toBe('preparing');

    const changed = await founderCalls.setAddress(companyId, { ...ADDRESS, interior_number: null }, founder);
    expect(changed.statusCode).toBe(200);
    expect(changed.json<{ content: Delivery }>().content.address?.interior_number).toBeNull();
  });
});

describe('delivery-status', () => {
  it('answers members only, and no_tracking_number when asked for tracking before shipping', async () => {
    const { founder, companyId } = await signedCompany();
    const stranger = await register(t.app);
    expect((await founderCalls.status(companyId)).statusCode).toBe(401);
    const foreign = await founderCalls.status(companyId, stranger);
    expect(foreign.statusCode).toBe(403);
    expect(codeOf(foreign)).toEqual(['user_not_belong_to_company']);

    const fresh = await founderCalls.status(companyId, founder);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json<{ content: Delivery }>().content).toMatchObject({
      status: 'awaiting_address',
      address: null,
    });

    const tracking = await founderCalls.status(companyId, founder, '?tracking=true');
    expect(tracking.statusCode).toBe(409);
    expect(codeOf(tracking)).toEqual(['no_tracking_number']);
    expect((await founderCalls.status(companyId, founder, '?tracking=maybe')).statusCode).toBe(400);
  });
});

describe('shipping and delivering the testimony', () => {
  it('refuses out of order: before the testimony, before the address, delivering before shipping', async () => {
    const { founder, companyId } = await signedCompany();
    await backoffice.record(companyId, DEED);
    await founderCalls.setAddress(companyId, ADDRESS, founder);
    const noTestimony = await backoffice.ship(companyId, { carrier: 'dhl', tracking_number: '1234567890' });
    expect(noTestimony.statusCode).toBe(409);
    expect(codeOf(noTestimony)).toEqual(['testimony_not_uploaded']);
    const early = await backoffice.deliver(companyId);
    expect(early.statusCode).toBe(409);
    expect(codeOf(early)).toEqual(['delivery_not_shipped']);

    const other = await signedCompany();
    await backoffice.record(other.companyId, DEED);
    await backoffice.upload(other.companyId, 'testimony');
    const noAddress = await backoffice.ship(other.companyId, {
      carrier: 'dhl',
      tracking_number: '1234567890',
    });
    expect(noAddress.statusCode).toBe(409);
    expect(codeOf(noAddress)).toEqual(['shipping_address_missing']);

    for (const payload of [
      { carrier: 'pigeon', tracking_number: '1234567890' },
      { carrier: 'dhl', tracking_number: '' },
      { carrier: 'dhl', tracking_number: '<script>' },
      { carrier: 'dhl' },
    ]) {
      const res = await backoffice.ship(other.companyId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('goes preparing → shipped → delivered, e-mails the founder each time, and freezes the address once shipped', async () => {
    const { founder, companyId } = await signedCompany();
    await backoffice.record(companyId, DEED);
    await backoffice.upload(companyId, 'testimony');
    await founderCalls.setAddress(companyId, ADDRESS, founder);

    const shipped = await backoffice.ship(companyId, { carrier: 'dhl', tracking_number: '1234567890' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const url = 'https://www.dhl.com/mx-es/home/rastreo.html?tracking-id=1234567890';
    expect(shipped.json<{ content: { delivery: Delivery } }>().content.delivery).toMatchObject({
      status: 'shipped',
      carrier: 'dhl',
      tracking_number: '1234567890',
      tracking_url: url,
      shipped_at: clock.now().toISOString(),
    });

    await t.services().jobs.runDueJobs();
    const shippedMail = await lastMail(t.app, founder.email);
    expect(shippedMail?.subject).toContain('Enviamos el testimonio');
    expect(shippedMail?.text).toContain('1234567890');
    expect(shippedMail?.html).toContain(`href="${url}"`);
    expect(shippedMail?.text).toContain(`/dashboard/${companyId}/detail`);

    const tracking = await founderCalls.status(companyId, founder, '?tracking=true');
    expect(tracking.statusCode).toBe(200);
    expect(tracking.json<{ content: Delivery }>().content.tracking_url).toBe(url);

    const moved = await founderCalls.setAddress(companyId, ADDRESS, founder);
    expect(moved.statusCode).toBe(409);
    expect(codeOf(moved)).toEqual(['delivery_already_shipped']);
    const twice = await backoffice.ship(companyId, { carrier: 'fedex', tracking_number: '999999999' });
    expect(twice.statusCode).toBe(409);
    expect(codeOf(twice)).toEqual(['delivery_already_shipped']);
    const replaced = await backoffice.upload(companyId, 'testimony');
    expect(replaced.statusCode).toBe(409);
    expect(codeOf(replaced)).toEqual(['delivery_already_shipped']);

    const delivered = await backoffice.deliver(companyId);
    expect(delivered.statusCode, delivered.body).toBe(200);
    const profile = await founderCalls.profile(companyId, founder);
    expect(profile.delivery_completed).toBe(true);
    expect(profile.shipping_delivery).toBe('delivered');
    expect(profile.formation.delivery).toMatchObject({
      status: 'delivered',
      delivered_at: clock.now().toISOString(),
    });

    await t.services().jobs.runDueJobs();
    expect((await lastMail(t.app, founder.email))?.subject).toContain('Entregamos el testimonio');

    const again = await backoffice.deliver(companyId);
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toEqual(['delivery_already_delivered']);

    const actions = (await auditActions(companyId)).map((event) => event.action);
    expect(actions.slice(0, 2)).toEqual(['delivery.deliver', 'delivery.ship']);
  });

  it('withdrawing the testimony before shipping clears the flag (audited)', async () => {
    const { founder, companyId } = await signedCompany();
    await backoffice.record(companyId, DEED);
    const uploaded = await backoffice.upload(companyId, 'testimony');
    const documentId = uploaded
      .json<{ content: { documents: { type: string; document: { id: number } | null }[] } }>()
      .content.documents.find((entry) => entry.type === 'testimony')?.document?.id;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v3/backoffice/forja-documents/${companyId}/testimony?document_id=${documentId}`,
      headers: as(operator),
    });
    expect(res.statusCode, res.body).toBe(200);
    const profile = await founderCalls.profile(companyId, founder);
    expect(profile.testimony).toBe(false);
    expect(profile.formation.testimony_at).toBeNull();
  });
});

describe('the queue of companies waiting for their deed, testimony or delivery', () => {
  it('lists signed companies with what each waits for, filterable by stage', async () => {
    const waitingDeed = await signedCompany();
    const waitingAddress = await signedCompany();
    await backoffice.record(waitingAddress.companyId, DEED);
    await backoffice.upload(waitingAddress.companyId, 'testimony');

    const res = await backoffice.queue();
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json<{ content: { company_id: number; stage: string }[] }>().content;
    expect(items.find((item) => item.company_id === waitingDeed.companyId)?.stage).toBe('deed');
    expect(items.find((item) => item.company_id === waitingAddress.companyId)?.stage).toBe('address');

    const filtered = (await backoffice.queue('?stage=address')).json<{ content: { stage: string }[] }>()
      .content;
    expect(filtered.every((item) => item.stage === 'address')).toBe(true);
    expect((await backoffice.queue('?stage=nope')).statusCode).toBe(400);
  });
});

describe('a recent sign-in', () => {
  it('is needed to record, ship or deliver after 15 idle minutes', async () => {
    const { companyId } = await signedCompany();
    const idle = await registerStaff(t.app, 'operator');
    clock.advance(16 * 60_000);
    // A new access token in the same session: the session was idle for 16 minutes.
    const again = await refreshSession(t.app, idle);
    const res = await backoffice.record(companyId, DEED, again);
    expect(res.statusCode).toBe(403);
    expect(codeOf(res)).toEqual(['recent_sign_in_required']);
    for (const act of [
      await backoffice.ship(companyId, { carrier: 'dhl', tracking_number: '1234567890' }, again),
      await backoffice.deliver(companyId, again),
    ]) {
      expect(act.statusCode).toBe(403);
      expect(codeOf(act)).toEqual(['recent_sign_in_required']);
    }
    expect((await backoffice.get(companyId, again)).statusCode).toBe(200);
  });
});
