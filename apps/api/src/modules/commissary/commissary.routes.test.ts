import type { Company, User } from '@forja/contracts';
import { resolveNextRoute } from '@forja/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, commissaries, companyDocuments, partners } from '../../db/schema/index';
import {
  PASSWORD,
  bearer,
  lastMail,
  register,
  registerUnconfirmed,
  uniqueEmail,
  type Registered,
} from '../../test/accounts';
import { confirmStaffPassword, refreshSession, registerStaff } from '../../test/staff';
import { createTestApp, testClock, type TestApp } from '../../test/test-app';
import { PDF, PNG, companyWithPartners } from '../../test/companies';
import { checkout, createCompany, payByCard } from '../../test/checkout';

const clock = testClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
});
afterAll(() => t.close());

const API = '/api/v3';
/** The start of a WebM file as MediaRecorder writes it. */
const WEBM = Buffer.from(
  '1a45dfa39f4286810142f7810142f2810442f381084282847765626d42878104428581021853806701ffffffffffffff',
  'hex',
);
const NO_CONFLICT = {
  is_partner_administrator: false,
  is_employee: false,
  is_relative_of_administrator: false,
};

/** The outside commissary's RFC, as the founder types it (a person's: 13 characters). */
const COMMISSARY_RFC = 'RUCC800101AB1';

type Part = { field: string; name?: string; type?: string; data: Buffer | string };

/** A multipart body with several parts, files and fields, as a browser sends it. */
function form(parts: Part[]) {
  const boundary = `----forja${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head = part.name
      ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.name}"\r\nContent-Type: ${part.type}\r\n\r\n`
      : `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n`;
    chunks.push(Buffer.from(head), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const get = (url: string, who: Registered) =>
  t.app.inject({ method: 'GET', url, headers: bearer(who.access) });
const post = (url: string, who: Registered, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(who.access), ...(payload ? { payload } : {}) });
const put = (url: string, who: Registered, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: bearer(who.access), payload });

const appoint = (who: Registered, companyId: number, body: Partial<Record<string, unknown>> = {}) =>
  post(`${API}/company/${companyId}/commissary`, who, {
    name: 'Carmen Ruiz',
    email: uniqueEmail('comisario'),
    phone: '5512345678',
    rfc: COMMISSARY_RFC,
    relationship: NO_CONFLICT,
    ...body,
  });

/** The link of the last invitation e-mailed to `email`. */
async function invitationLink(email: string): Promise<URL> {
  const mail = await lastMail(t.app, email);
  const link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
  expect(link).toContain('/commissary?company=');
  // The link carries the invited address, which fills the account form it leads to.
  expect(new URL(link).searchParams.get('email')).toBe(email);
  return new URL(link);
}

async function invitationToken(email: string): Promise<string> {
  return (await invitationLink(email)).searchParams.get('token') ?? '';
}

/** An S.A. with partners and an outside commissary who accepted the invitation with their own account. */
async function companyWithCommissary() {
  const founder = await register(t.app);
  const { companyId } = await companyWithPartners(t.app, founder);
  const email = uniqueEmail('comisario');
  const res = await appoint(founder, companyId, { email });
  expect(res.statusCode, res.body).toBe(200);
  const token = await invitationToken(email);
  const commissary = await register(t.app, email);
  const accepted = await post(`${API}/commissary/accept-invitation`, commissary, {
    company_id: companyId,
    token,
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { founder, companyId, commissary };
}

const identityForm = (extra: Part[] = []) =>
  form([
    { field: 'front', name: 'ine.png', type: 'image/png', data: PNG },
    { field: 'back', name: 'ine-atras.png', type: 'image/png', data: PNG },
    { field: 'video', name: 'selfie.webm', type: 'video/webm', data: WEBM },
    ...extra,
  ]);

const sendIdentity = (who: Registered, companyId: number, body = identityForm()) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/commissary/identity/company/${companyId}`,
    headers: { ...bearer(who.access), ...body.headers },
    payload: body.payload,
  });

const sendCsf = (who: Registered, companyId: number, parts: Part[]) => {
  const body = form(parts);
  return t.app.inject({
    method: 'POST',
    url: `${API}/upload-commissary-csf/company/${companyId}`,
    headers: { ...bearer(who.access), ...body.headers },
    payload: body.payload,
  });
};

const csfPdf = (rfc: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj\n<< /Length 60 >>\nstream\nBT /F1 12 Tf (RFC: ${rfc}) Tj ET\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
  );

async function profile(who: Registered, companyId: number) {
  const res = await get(`${API}/company/get-company-profile/${companyId}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: Company }>().content;
}

describe('appointing the commissary', () => {
  it('appoints an outside commissary, writes the council member and e-mails a single-use invitation', async () => {
    const founder = await register(t.app);
    const { companyId } = await companyWithPartners(t.app, founder);
    const email = uniqueEmail('comisario');
    const res = await appoint(founder, companyId, { email, name: 'Carmen Ruiz' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ content: Record<string, unknown> }>().content).toMatchObject({
      kind: 'outside',
      name: 'Carmen Ruiz',
      stage: 'invited',
      is_metamap_validated: false,
      invitation_sent_at: expect.any(String),
    });
    const company = await profile(founder, companyId);
    expect(company.council).toEqual([
      expect.objectContaining({ name: 'Carmen Ruiz', council_role: 'commissary' }),
    ]);
    const token = await invitationToken(email);
    const [row] = await t.database.db
      .select()
      .from(commissaries)
      .where(eq(commissaries.company_id, companyId));
    expect(row?.invitation_token_hash).not.toBe(token);
    const shown = await get(`${API}/company/${companyId}/commissary`, founder);
    expect(shown.json<{ content: { stage: string } }>().content.stage).toBe('invited');
  });

  it("keeps the commissary's RFC and a phone of any country, each checked as the domain checks them", async () => {
    // A new sign-up window: this file signs up more accounts than one address may in ten minutes.
    clock.advance(11 * 60_000);
    const founder = await register(t.app);
    const { companyId } = await companyWithPartners(t.app, founder);
    // A commissary with a United States mobile: the number with its country's calling code, kept in E.164.
    const abroadEmail = uniqueEmail('comisario');
    const abroad = await appoint(founder, companyId, {
      email: abroadEmail,
      phone: '(202) 555-0143',
      phone_country_code: '1',
      rfc: ' rucc800101ab1 ',
    });
    expect(abroad.statusCode, abroad.body).toBe(200);
    expect(abroad.json<{ content: Record<string, unknown> }>().content).toMatchObject({
      phone: '+12025550143',
      rfc: 'RUCC800101AB1',
    });
    const shown = await get(`${API}/company/${companyId}/commissary`, founder);
    expect(shown.json<{ content: Record<string, unknown> }>().content).toMatchObject({
      phone: '+12025550143',
      rfc: 'RUCC800101AB1',
    });
    // The invitation's link carries the number the founder gave, which fills the commissary's account form.
    expect((await invitationLink(abroadEmail)).searchParams.get('phone')).toBe('+12025550143');
    // Without a calling code the number is Mexican, as before.
    const mexicanEmail = uniqueEmail('comisario');
    const mexican = await appoint(founder, companyId, { email: mexicanEmail, phone: '55 1234 5678' });
    expect(mexican.json<{ content: { phone: string } }>().content.phone).toBe('+525512345678');
    expect((await invitationLink(mexicanEmail)).searchParams.get('phone')).toBe('+525512345678');

    for (const [body, code] of [
      // Ten Mexican digits are no Spanish number (nine digits).
      [{ phone: '5512345678', phone_country_code: '34' }, 'invalid_phone'],
      [{ phone: '12345' }, 'invalid_phone'],
      [{ rfc: 'ABC-123' }, 'rfc_invalid_format'],
      [{ rfc: 'ABC800101AB1' }, 'rfc_wrong_kind'],
      [{ rfc: 'RUCC801301AB1' }, 'rfc_invalid_date'],
    ] as const) {
      const refused = await appoint(founder, companyId, { name: 'Rosa Méndez', ...body });
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json()).toEqual({ message: [code] });
    }
    const withoutRfc = await appoint(founder, companyId, { name: 'Rosa Méndez', rfc: undefined });
    expect(withoutRfc.statusCode).toBe(400);
    // None of the refused appointments replaced the commissary.
    const council = (await profile(founder, companyId)).council.filter(
      (m) => m.council_role === 'commissary',
    );
    expect(council.map((member) => member.name)).toEqual(['Carmen Ruiz']);
  });

  it('refuses society types without a commissary, conflicts of interest and contradictions', async () => {
    const founder = await register(t.app);
    for (const type of ['srl', 'sas']) {
      const companyId = await createCompany(t.app, founder, { company_type: type });
      const res = await appoint(founder, companyId);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toEqual({ message: ['commissary_not_required'] });
    }
    const { companyId, emails } = await companyWithPartners(t.app, founder);
    for (const answer of Object.keys(NO_CONFLICT)) {
      const res = await appoint(founder, companyId, { relationship: { ...NO_CONFLICT, [answer]: true } });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toEqual({ message: ['commissary_conflict_of_interest'] });
    }
    const board = await put(`${API}/company/administration/${companyId}`, founder, {
      has_unique_administrator: false,
      council: [
        { name: 'Luis Pérez', council_role: 'president' },
        { name: 'Ana López', council_role: 'secretary' },
      ],
    });
    expect(board.statusCode, board.body).toBe(200);
    const sameName = await appoint(founder, companyId, { name: '  luis perez ' });
    expect(sameName.json()).toEqual({ message: ['commissary_conflict_of_interest'] });
    const sameEmail = await appoint(founder, companyId, { email: emails[1].toUpperCase() });
    expect(sameEmail.json()).toEqual({ message: ['commissary_conflict_of_interest'] });
    // The administrator partner's RFC, under another name and e-mail, is the same person.
    await t.database.db
      .update(partners)
      .set({ rfc: 'PELL800101AB1' })
      .where(and(eq(partners.company_id, companyId), eq(partners.name, 'Luis Pérez')));
    const sameRfc = await appoint(founder, companyId, { name: 'Luis Alberto Peña', rfc: 'pell800101ab1' });
    expect(sameRfc.statusCode).toBe(409);
    expect(sameRfc.json()).toEqual({ message: ['commissary_conflict_of_interest'] });
    expect((await profile(founder, companyId)).council.some((m) => m.council_role === 'commissary')).toBe(
      false,
    );
  });

  it('answers someone outside the company as for a company that does not exist', async () => {
    const founder = await register(t.app);
    const { companyId } = await companyWithPartners(t.app, founder);
    const stranger = await register(t.app);
    const res = await appoint(stranger, companyId);
    expect(res.statusCode).toBe(403);
    const missing = await appoint(stranger, 999_999);
    expect(missing.statusCode).toBe(403);
    expect(res.json()).toEqual(missing.json());
    expect((await get(`${API}/company/${companyId}/commissary`, stranger)).statusCode).toBe(403);
  });

  it('moves the founder past CompanyPartners once the commissary is on the council', async () => {
    const founder = await register(t.app);
    const companyId = await createCompany(t.app, founder);
    const paid = await checkout(t.app, founder, companyId, 'formation');
    await payByCard(t.app, paid.checkout_url);
    const saved = await post(`${API}/add-partners/company/${companyId}`, founder, {
      partners: [
        {
          name: 'Ana López',
          email: uniqueEmail('socia'),
          nationalities: ['MX'],
          shares: [{ series: 'A', percentage: 60 }],
        },
        { name: 'Luis Pérez', email: null, nationalities: ['MX'], shares: [{ series: 'A', percentage: 40 }] },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const category = await put(`${API}/company/set-company-category/${companyId}`, founder, {
      activities: [{ id: 12 }],
      description: 'Consultoría en computación para pymes',
    });
    expect(category.statusCode, category.body).toBe(200);
    const user = (await get(`${API}/user/profile`, founder)).json<{ content: User }>().content;
    const before = resolveNextRoute({
      user,
      company: await profile(founder, companyId),
      companyIdInPath: companyId,
    });
    expect(before.name).toBe('CompanyPartners');
    expect((await appoint(founder, companyId)).statusCode).toBe(200);
    const after = resolveNextRoute({
      user,
      company: await profile(founder, companyId),
      companyIdInPath: companyId,
    });
    expect(after.name).not.toBe('CompanyPartners');
    expect(after.name).toBe('PartnersDocuments');
  });
});

describe('the invitation', () => {
  it('is taken by the account with the invited e-mail before it expires, and opens again for that account only', async () => {
    const founder = await register(t.app);
    const { companyId } = await companyWithPartners(t.app, founder);
    const email = uniqueEmail('comisario');
    expect((await appoint(founder, companyId, { email })).statusCode).toBe(200);
    const token = await invitationToken(email);

    const other = await register(t.app);
    const wrong = await post(`${API}/commissary/accept-invitation`, other, { company_id: companyId, token });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ message: ['commissary_email_mismatch'] });

    // An account made from the link, its e-mail not confirmed yet: the invitation reached that address.
    const commissary = await registerUnconfirmed(t.app, email);
    const ok = await post(`${API}/commissary/accept-invitation`, commissary, {
      company_id: companyId,
      token,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const me = await get(`${API}/user/profile`, commissary);
    expect(me.json<{ content: { is_confirmed: boolean } }>().content.is_confirmed).toBe(true);
    const again = await post(`${API}/commissary/accept-invitation`, commissary, {
      company_id: companyId,
      token,
    });
    // The commissary opens the e-mailed link again to come back and finish: the flow continues.
    expect(again.statusCode, again.body).toBe(200);
    // Someone else's account with the used link gets nothing, and no code that would end their session.
    const stranger = await post(`${API}/commissary/accept-invitation`, other, {
      company_id: companyId,
      token,
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: ['commissary_invitation_not_found'] });
    const shown = await get(`${API}/company/${companyId}/commissary`, founder);
    expect(shown.json<{ content: { stage: string } }>().content.stage).toBe('identity');
  });

  it("lists the account's companies as commissary, where signing in normally leads back to", async () => {
    const { founder, companyId, commissary } = await companyWithCommissary();
    const mine = await get(`${API}/commissary/companies`, commissary);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toEqual({
      content: [
        expect.objectContaining({
          company_id: companyId,
          is_metamap_validated: false,
          is_csf_validated: false,
        }),
      ],
    });
    // The founder appointed a commissary but is none.
    expect((await get(`${API}/commissary/companies`, founder)).json()).toEqual({ content: [] });
    const other = await register(t.app);
    expect((await get(`${API}/commissary/companies`, other)).json()).toEqual({ content: [] });
  });

  it('tells a replaced commissary, and drops the company from their list', async () => {
    const { founder, companyId, commissary } = await companyWithCommissary();
    const successor = uniqueEmail('comisario');
    expect((await appoint(founder, companyId, { name: 'Rosa Méndez', email: successor })).statusCode).toBe(
      200,
    );
    const told = await lastMail(t.app, commissary.email);
    expect(told?.subject).toMatch(/^Ya no eres comisario de /);
    expect(told?.text).toContain('Quien fundó');
    expect(told?.text).toContain('nombró a otra persona como comisario');
    expect((await get(`${API}/commissary/companies`, commissary)).json()).toEqual({ content: [] });
    // Appointed again at the same address (a corrected name): the new invitation, not a farewell.
    const before = await lastMail(t.app, successor);
    expect(
      (await appoint(founder, companyId, { name: 'Rosa Méndez Paz', email: successor })).statusCode,
    ).toBe(200);
    const after = await lastMail(t.app, successor);
    expect(after?.subject).toMatch(/^Te nombraron comisario de /);
    expect(after?.text).not.toBe(before?.text);
  });

  it('expires after seven days, and a new invitation revokes the older', async () => {
    const founder = await register(t.app);
    const { companyId } = await companyWithPartners(t.app, founder);
    const email = uniqueEmail('comisario');
    expect((await appoint(founder, companyId, { email })).statusCode).toBe(200);
    const first = await invitationToken(email);
    const resent = await post(`${API}/company/${companyId}/commissary/invitation`, founder);
    expect(resent.statusCode, resent.body).toBe(200);
    // The new e-mail is told apart from the first in the inbox.
    expect((await lastMail(t.app, email))?.subject).toMatch(/^Nuevo enlace: Te nombraron comisario de /);
    const second = await invitationToken(email);
    expect(second).not.toBe(first);
    const commissary = await register(t.app, email);
    const old = await post(`${API}/commissary/accept-invitation`, commissary, {
      company_id: companyId,
      token: first,
    });
    expect(old.json()).toEqual({ message: ['commissary_invitation_not_found'] });
    // Seven days later (written in the database, so the accounts' sessions stay live).
    await t.database.db
      .update(commissaries)
      .set({ invitation_expires_at: new Date(clock.now().getTime() - 1000) })
      .where(eq(commissaries.company_id, companyId));
    const expired = await post(`${API}/commissary/accept-invitation`, commissary, {
      company_id: companyId,
      token: second,
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ message: ['commissary_invitation_expired'] });
  });

  it('says so when the founder appointed someone else since the link was sent', async () => {
    const founder = await register(t.app);
    const { companyId } = await companyWithPartners(t.app, founder);
    const email = uniqueEmail('comisario');
    expect((await appoint(founder, companyId, { email })).statusCode).toBe(200);
    const token = await invitationToken(email);
    expect((await appoint(founder, companyId, { name: 'Rosa Méndez' })).statusCode).toBe(200);
    const commissary = await register(t.app, email);
    const replaced = await post(`${API}/commissary/accept-invitation`, commissary, {
      company_id: companyId,
      token,
    });
    expect(replaced.statusCode).toBe(410);
    expect(replaced.json()).toEqual({ message: ['commissary_invitation_replaced'] });
    // The account's session is untouched.
    expect((await get(`${API}/user/profile`, commissary)).statusCode).toBe(200);
  });
});

describe("the commissary's calls", () => {
  it('verifies identity with the provider, takes the CSF as a PDF and refuses staff-only fields', async () => {
    const { founder, companyId, commissary } = await companyWithCommissary();
    const check = await get(`${API}/check-verification-commissary/company/${companyId}`, commissary);
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toEqual({
      content: {
        commissary_id: expect.any(Number),
        is_metamap_validated: false,
        is_csf_validated: false,
        identity_status: null,
        // The RFC the founder gave: the CSF page starts with it, for the commissary to correct.
        rfc: COMMISSARY_RFC,
        rejected: [],
      },
    });
    // The founder reads the progress too; a stranger gets the answer of a company not theirs.
    expect((await get(`${API}/check-verification-commissary/company/${companyId}`, founder)).statusCode).toBe(
      200,
    );
    const stranger = await register(t.app);
    expect(
      (await get(`${API}/check-verification-commissary/company/${companyId}`, stranger)).statusCode,
    ).toBe(403);
    // Only the commissary uploads.
    expect((await sendIdentity(founder, companyId)).statusCode).toBe(403);
    const staffOnly = await sendIdentity(
      commissary,
      companyId,
      identityForm([{ field: 'approved', data: 'true' }]),
    );
    expect(staffOnly.statusCode).toBe(403);

    const sent = await sendIdentity(commissary, companyId);
    expect(sent.statusCode, sent.body).toBe(200);
    clock.advance(60_000);
    const updated = await get(`${API}/update-verification-mati-owner/${companyId}`, commissary);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      content: { is_metamap_validated: true, identity_status: 'Approved' },
    });
    expect((await get(`${API}/update-verification-mati-owner/${companyId}`, founder)).statusCode).toBe(403);

    const notPdf = await sendCsf(commissary, companyId, [
      { field: 'image', name: 'csf.pdf', type: 'application/pdf', data: PNG },
    ]);
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json()).toEqual({ message: ['file_content_invalid', 'invalid_format'] });
    const manual = await sendCsf(commissary, companyId, [
      { field: 'manual_verification', data: 'true' },
      { field: 'image', name: 'csf.pdf', type: 'application/pdf', data: PDF },
    ]);
    expect(manual.statusCode).toBe(403);
    // The certificate names another RFC than the one the founder gave: flagged for the operator.
    const csf = await sendCsf(commissary, companyId, [
      { field: 'image', name: 'csf.pdf', type: 'application/pdf', data: csfPdf('GOMA900202XY9') },
    ]);
    expect(csf.statusCode, csf.body).toBe(200);
    expect(csf.json<{ content: { is_csf_validated: boolean } }>().content.is_csf_validated).toBe(true);
    // The founder hears that the commissary finished their part, with the link to follow the review.
    const told = await lastMail(t.app, founder.email);
    expect(told?.subject).toMatch(/^Carmen Ruiz completó su parte como comisario de /);
    expect(told?.text).toContain(`/es/dashboard/${companyId}/company_admin`);
    const shown = await get(`${API}/company/${companyId}/commissary`, founder);
    expect(shown.json<{ content: Record<string, unknown> }>().content).toMatchObject({
      stage: 'review',
      csf_rfc_mismatch: true,
    });
    // The founder's profile shows both documents waiting for review; the commissary cannot read it.
    const documents = (await profile(founder, companyId)).documents.map((document) => document.type).sort();
    expect(documents).toEqual(['commissary_CSF', 'commissary_national_identity']);
    expect((await get(`${API}/company/get-company-profile/${companyId}`, commissary)).statusCode).toBe(403);
    expect((await get(`${API}/partners/company/${companyId}`, commissary)).statusCode).toBe(403);

    // The operator approves both in document review: the company's flag follows.
    const staff = await registerStaff(t.app);
    const queue = await get(`${API}/backoffice/documents?company_id=${companyId}&page_size=50`, staff);
    const items = queue.json<{
      content: { items: { id: number; type: string; version: string; must_match: { holder: string } }[] };
    }>().content.items;
    const ours = items.filter((item) => item.type.startsWith('commissary_'));
    expect(ours).toHaveLength(2);
    expect(ours.every((item) => item.must_match.holder === 'commissary')).toBe(true);
    // The operator compares each with the commissary's RFC.
    expect(ours.map((item) => item.must_match)).toEqual([
      expect.objectContaining({ rfc: COMMISSARY_RFC }),
      expect.objectContaining({ rfc: COMMISSARY_RFC }),
    ]);
    for (const item of ours) {
      const res = await post(`${API}/backoffice/documents/company/${item.id}/approve`, staff, {
        version: item.version,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await profile(founder, companyId)).commissary_has_documents_completed).toBe(true);
    const complete = await get(`${API}/company/${companyId}/commissary`, founder);
    expect(complete.json<{ content: { stage: string } }>().content.stage).toBe('complete');
  });

  it('shows the operator both sides of the ID, and the approval covers them', async () => {
    clock.advance(11 * 60_000);
    const { companyId, commissary } = await companyWithCommissary();
    // The back as a PDF, the front as an image: each side is told apart by what it is.
    const sent = await sendIdentity(
      commissary,
      companyId,
      form([
        { field: 'front', name: 'ine.png', type: 'image/png', data: PNG },
        { field: 'back', name: 'ine-atras.pdf', type: 'application/pdf', data: PDF },
        { field: 'video', name: 'selfie.webm', type: 'video/webm', data: WEBM },
      ]),
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const staff = await registerStaff(t.app);
    const queue = await get(`${API}/backoffice/documents?company_id=${companyId}&page_size=50`, staff);
    const id = queue
      .json<{ content: { items: { id: number; type: string }[] } }>()
      .content.items.find((item) => item.type === 'commissary_national_identity')?.id;
    expect(id).toBeDefined();
    const detail = await get(`${API}/backoffice/documents/company/${id}`, staff);
    expect(detail.statusCode, detail.body).toBe(200);
    const item = detail.json<{
      content: { version: string; content_type: string; other_sides: unknown; must_match: { rfc: string } };
    }>().content;
    expect(item.content_type).toBe('image/png');
    expect(item.other_sides).toEqual([
      { side: 'back', content_type: 'application/pdf', file_name: 'ine-atras.pdf' },
    ]);
    expect(item).toMatchObject({ file_name: 'ine.png' });
    expect(item.must_match.rfc).toBe(COMMISSARY_RFC);

    const front = await get(`${API}/backoffice/documents/company/${id}/file`, staff);
    expect(front.statusCode).toBe(200);
    expect(front.headers['content-type']).toBe('image/png');
    const back = await get(`${API}/backoffice/documents/company/${id}/file?side=back`, staff);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.headers['content-type']).toBe('application/pdf');
    expect(back.rawPayload.equals(PDF)).toBe(true);
    // Opening the back of an ID is written down, as opening the front is.
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.company_id, companyId));
    const views = audit.filter((event) => event.action === 'identity_file.view');
    expect(views.map((event) => (event.after as { file_type?: string }).file_type).sort()).toEqual([
      'commissary_national_identity',
      'commissary_national_identity_back',
    ]);
    expect((await get(`${API}/backoffice/documents/company/${id}/file?side=side`, staff)).statusCode).toBe(
      400,
    );

    // The certificate has one side only.
    expect(
      (
        await sendCsf(commissary, companyId, [
          { field: 'image', name: 'csf.pdf', type: 'application/pdf', data: PDF },
        ])
      ).statusCode,
    ).toBe(200);
    const csfId = (await get(`${API}/backoffice/documents?company_id=${companyId}&page_size=50`, staff))
      .json<{ content: { items: { id: number; type: string; other_sides: unknown }[] } }>()
      .content.items.find((entry) => entry.type === 'commissary_CSF');
    expect(csfId?.other_sides).toEqual([]);
    expect(
      (await get(`${API}/backoffice/documents/company/${csfId?.id}/file?side=back`, staff)).statusCode,
    ).toBe(404);

    // A back that can no longer be read is not approved with the front.
    const [row] = await t.database.db
      .select()
      .from(commissaries)
      .where(eq(commissaries.company_id, companyId));
    await t.app.services.storage.delete(row?.identity_back_key ?? '');
    const refused = await post(`${API}/backoffice/documents/company/${id}/approve`, staff, {
      version: item.version,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: ['document_file_unreadable'] });
  });

  it('takes the RFC printed on the certificate when the commissary has none yet', async () => {
    clock.advance(11 * 60_000);
    const { founder, companyId, commissary } = await companyWithCommissary();
    // A commissary appointed before the founder gave an RFC.
    await t.database.db.update(commissaries).set({ rfc: null }).where(eq(commissaries.company_id, companyId));
    const csf = await sendCsf(commissary, companyId, [
      { field: 'image', name: 'csf.pdf', type: 'application/pdf', data: csfPdf('CARC850315AB1') },
    ]);
    expect(csf.statusCode, csf.body).toBe(200);
    const shown = await get(`${API}/company/${companyId}/commissary`, founder);
    expect(shown.json<{ content: Record<string, unknown> }>().content).toMatchObject({
      rfc: 'CARC850315AB1',
      csf_rfc_mismatch: false,
    });
    // One the commissary types is checked as the founder's is.
    const typed = await sendCsf(commissary, companyId, [
      { field: 'rfc', data: 'CAR850315AB1' },
      { field: 'image', name: 'csf.pdf', type: 'application/pdf', data: PDF },
    ]);
    expect(typed.statusCode).toBe(400);
    expect(typed.json()).toEqual({ message: ['rfc_wrong_kind'] });
  });

  it('lets the commissary correct the RFC the founder gave, with the certificate, checked as the founder’s is', async () => {
    clock.advance(11 * 60_000);
    const { founder, companyId, commissary } = await companyWithCommissary();
    const before = await get(`${API}/check-verification-commissary/company/${companyId}`, commissary);
    expect(before.json<{ content: { rfc: string | null } }>().content.rfc).toBe(COMMISSARY_RFC);
    for (const [rfc, code] of [
      ['ABC-123', 'rfc_invalid_format'],
      ['RUCC801301AB1', 'rfc_invalid_date'],
      ['RUC800101AB1', 'rfc_wrong_kind'],
    ] as const) {
      const refused = await sendCsf(commissary, companyId, [
        { field: 'rfc', data: rfc },
        { field: 'image', name: 'csf.pdf', type: 'application/pdf', data: csfPdf('CARC850315AB1') },
      ]);
      expect(refused.statusCode, rfc).toBe(400);
      expect(refused.json(), rfc).toEqual({ message: [code] });
    }
    // Nothing was kept from the refused ones.
    const kept = (await profile(founder, companyId)).documents.filter(
      (document) => document.type === 'commissary_CSF',
    );
    expect(kept).toEqual([]);

    // An administrator partner's RFC is refused as at the appointment (LGSM art. 165), on the RFC's field.
    const board = await put(`${API}/company/administration/${companyId}`, founder, {
      has_unique_administrator: false,
      council: [
        { name: 'Luis Pérez', council_role: 'president' },
        { name: 'Ana López', council_role: 'secretary' },
      ],
    });
    expect(board.statusCode, board.body).toBe(200);
    await t.database.db
      .update(partners)
      .set({ rfc: 'PELL800101AB1' })
      .where(and(eq(partners.company_id, companyId), eq(partners.name, 'Luis Pérez')));
    const administrator = await sendCsf(commissary, companyId, [
      { field: 'rfc', data: 'PELL800101AB1' },
      { field: 'image', name: 'csf.pdf', type: 'application/pdf', data: csfPdf('PELL800101AB1') },
    ]);
    expect(administrator.statusCode).toBe(409);
    expect(administrator.json()).toEqual({
      message: ['commissary_conflict_of_interest'],
      fields: [{ path: 'body.rfc', code: 'commissary_conflict_of_interest' }],
    });
    expect(
      (await profile(founder, companyId)).documents.filter((document) => document.type === 'commissary_CSF'),
    ).toEqual([]);

    // The certificate shows CARC850315AB1, not the RFC the founder typed: the commissary corrects it.
    const corrected = await sendCsf(commissary, companyId, [
      { field: 'rfc', data: ' carc850315ab1 ' },
      { field: 'image', name: 'csf.pdf', type: 'application/pdf', data: csfPdf('CARC850315AB1') },
    ]);
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json<{ content: { rfc: string | null } }>().content.rfc).toBe('CARC850315AB1');
    const shown = await get(`${API}/company/${companyId}/commissary`, founder);
    expect(shown.json<{ content: Record<string, unknown> }>().content).toMatchObject({
      rfc: 'CARC850315AB1',
      csf_rfc_mismatch: false,
    });
    // The founder sees that the certificate is in, not the file: the commissary's documents are theirs.
    const certificate = (await profile(founder, companyId)).documents.find(
      (document) => document.type === 'commissary_CSF',
    );
    expect(certificate).toMatchObject({ is_approved: false, document_url: null });
  });

  it('tells the founder once, when the identity check approves after the certificate arrived', async () => {
    const { founder, companyId, commissary } = await companyWithCommissary();
    expect((await sendIdentity(commissary, companyId)).statusCode).toBe(200);
    const csf = () =>
      sendCsf(commissary, companyId, [
        { field: 'image', name: 'csf.pdf', type: 'application/pdf', data: PDF },
      ]);
    expect((await csf()).statusCode).toBe(200);
    // The identity is still being checked: the commissary has not finished yet.
    expect((await lastMail(t.app, founder.email))?.subject).not.toMatch(/completó su parte/);
    clock.advance(60_000);
    await get(`${API}/update-verification-mati-owner/${companyId}`, commissary);
    const told = await lastMail(t.app, founder.email);
    expect(told?.subject).toMatch(/^Carmen Ruiz completó su parte/);
    // A new certificate afterwards is not news for the founder.
    expect((await csf()).statusCode).toBe(200);
    const mailbox = await t.app.inject({
      method: 'GET',
      url: `/api/dev/mailbox?to=${encodeURIComponent(founder.email)}`,
    });
    const subjects = mailbox.json<{ content: { subject: string }[] }>().content.map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject.includes('completó su parte'))).toHaveLength(1);
  });

  it('answers commissary_not_exist when none is appointed', async () => {
    const founder = await register(t.app);
    const { companyId } = await companyWithPartners(t.app, founder);
    const res = await get(`${API}/check-verification-commissary/company/${companyId}`, founder);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: ['commissary_not_exist'] });
    expect((await get(`${API}/company/${companyId}/commissary`, founder)).json()).toEqual({ content: null });
  });

  it('a replacement resets the validations and removes the documents of the one replaced', async () => {
    const { founder, companyId, commissary } = await companyWithCommissary();
    expect((await sendIdentity(commissary, companyId)).statusCode).toBe(200);
    const csf = await sendCsf(commissary, companyId, [
      { field: 'image', name: 'csf.pdf', type: 'application/pdf', data: PDF },
    ]);
    expect(csf.statusCode, csf.body).toBe(200);
    const replaced = await appoint(founder, companyId, { name: 'Rosa Méndez' });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json<{ content: Record<string, unknown> }>().content).toMatchObject({
      name: 'Rosa Méndez',
      stage: 'invited',
      is_metamap_validated: false,
      is_csf_validated: false,
    });
    const documents = await t.database.db
      .select()
      .from(companyDocuments)
      .where(eq(companyDocuments.company_id, companyId));
    expect(documents.filter((document) => document.type.startsWith('commissary_'))).toEqual([]);
    const council = (await profile(founder, companyId)).council.filter(
      (m) => m.council_role === 'commissary',
    );
    expect(council.map((member) => member.name)).toEqual(['Rosa Méndez']);
    // The replaced commissary no longer acts, and is told the company appointed someone else.
    const check = await get(`${API}/check-verification-commissary/company/${companyId}`, commissary);
    expect(check.statusCode).toBe(410);
    expect(check.json()).toEqual({ message: ['commissary_replaced'] });
    const again = await sendIdentity(commissary, companyId);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ message: ['commissary_replaced'] });
    // The account's session is untouched.
    expect((await get(`${API}/user/profile`, commissary)).statusCode).toBe(200);
  });
});

describe("Forja's commissary service", () => {
  it('is assigned from the back office to a company that paid for it', async () => {
    const founder = await register(t.app);
    const { companyId } = await companyWithPartners(t.app, founder);
    for (const product of ['formation', 'commissary_service']) {
      const started = await checkout(t.app, founder, companyId, product);
      await payByCard(t.app, started.checkout_url);
    }
    const waiting = await get(`${API}/company/${companyId}/commissary`, founder);
    expect(waiting.json<{ content: { stage: string } }>().content.stage).toBe('awaiting_assignment');
    expect((await get(`${API}/assigned-commissary-tally/company/${companyId}`, founder)).json()).toEqual({
      content: null,
    });

    const staff = await registerStaff(t.app);
    expect((await get(`${API}/backoffice/forja-commissaries`, founder)).statusCode).toBe(404);
    const body = {
      name: 'Mario Salinas',
      email: uniqueEmail('mario'),
      phone: '5598765432',
      rfc: 'SAMM800101AB1',
      professional_licence: '1234567',
    };
    const created = await post(`${API}/backoffice/forja-commissaries`, staff, body);
    expect(created.statusCode, created.body).toBe(200);
    const forja = created.json<{ content: { id: number; assigned_count: number } }>().content;
    expect(forja.assigned_count).toBe(0);

    const queue = await get(`${API}/backoffice/commissary-assignments`, staff);
    const entry = queue
      .json<{ content: { company_id: number; assigned: unknown }[] }>()
      .content.find((item) => item.company_id === companyId);
    expect(entry?.assigned).toBeNull();

    const assigned = await post(`${API}/backoffice/commissary-assignments/${companyId}`, staff, {
      forja_commissary_id: forja.id,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json<{ content: { assigned: unknown } }>().content.assigned).toEqual({
      id: forja.id,
      name: 'Mario Salinas',
    });
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.company_id, companyId));
    expect(audit.map((event) => event.action)).toContain('commissary.assign');
    expect((await lastMail(t.app, founder.email))?.subject).toContain('comisario');

    const shown = await get(`${API}/company/${companyId}/commissary`, founder);
    expect(shown.json<{ content: Record<string, unknown> }>().content).toMatchObject({
      kind: 'forja',
      name: 'Mario Salinas',
      stage: 'complete',
      is_metamap_validated: true,
      is_csf_validated: true,
    });
    expect((await get(`${API}/assigned-commissary-tally/company/${companyId}`, founder)).json()).toEqual({
      content: { name: 'Mario Salinas', professional_licence: '1234567' },
    });
    const company = await profile(founder, companyId);
    expect(company.council).toEqual([
      expect.objectContaining({ name: 'Mario Salinas', council_role: 'commissary' }),
    ]);
    expect(company.commissary_has_documents_completed).toBe(true);
    const list = (await get(`${API}/backoffice/forja-commissaries`, staff)).json<{
      content: { id: number; assigned_count: number }[];
    }>().content;
    expect(list.find((item) => item.id === forja.id)?.assigned_count).toBe(1);

    const deactivated = await put(`${API}/backoffice/forja-commissaries/${forja.id}`, staff, {
      ...body,
      active: false,
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(deactivated.json<{ content: { active: boolean } }>().content.active).toBe(false);
    const refused = await post(`${API}/backoffice/commissary-assignments/${companyId}`, staff, {
      forja_commissary_id: forja.id,
    });
    expect(refused.statusCode).toBe(404);
  });

  it('needs a recent sign-in for acts', async () => {
    let staff = await registerStaff(t.app);
    clock.advance(16 * 60_000);
    staff = await refreshSession(t.app, staff);
    const body = {
      name: 'Eva Torres',
      email: uniqueEmail('eva'),
      phone: '5511112222',
      rfc: 'TOEE800101AB1',
      professional_licence: '7654321',
    };
    const stale = await post(`${API}/backoffice/forja-commissaries`, staff, body);
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toEqual({ message: ['recent_sign_in_required'] });
    expect((await confirmStaffPassword(t.app, staff, PASSWORD)).statusCode).toBe(200);
    expect((await post(`${API}/backoffice/forja-commissaries`, staff, body)).statusCode).toBe(200);
  });
});
