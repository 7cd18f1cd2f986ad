import type { SigningStatus } from '@forja/contracts';
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  articlesDrafts,
  companies,
  councilMembers,
  identityVerifications,
  mailOutbox,
  partners,
  signatureEnvelopes,
  signatureSigners,
  users,
} from '../../db/schema/index';
import { signSandboxSignaturePayload } from '../../providers/signature/sandbox';
import { sandboxSignatureSecret } from '../../providers/signature/create-signature-provider';
import { resolveAuthSecret } from '../auth/tokens';
import { bearer, lastMail, register } from '../../test/accounts';
import { registerStaff } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';
import { extractPdfText } from '../../test/pdf-text';
import {
  acknowledge,
  companyReadyToSign,
  emailedActLink,
  lastActCode,
  linkRequest,
  signingStatus,
} from './signing.test-helpers';

let t: TestApp;
beforeAll(async () => {
  // Forja's own company as configured: the articles name it as apoderado of a company that hires Forja.
  t = await createTestApp({
    FORJA_LEGAL_NAME: 'Forja Servicios Corporativos, S.A. de C.V.',
    FORJA_RFC: 'FSC2001019A1',
  });
});
afterAll(() => t.close());

const content = (res: { json: <T>() => T }) => res.json<{ content: SigningStatus }>().content;
const runJobs = () => t.services().jobs.runDueJobs();

async function download(url: string, app = t.app): Promise<Buffer> {
  const res = await app.inject({
    method: 'GET',
    url: new URL(url, 'http://localhost').pathname + new URL(url, 'http://localhost').search,
  });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

describe('the draft articles of incorporation', () => {
  it('waits for the authorised legal name, the approved documents and the articles data, and says every one at once', async () => {
    const founder = await register(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/company/register',
      headers: bearer(founder.access),
      payload: {
        company_type: 'sas',
        company_name: 'Sin Acta',
        legal_names: [{ name: `Sin Acta ${Date.now()}`, priority: 1 }],
        legal_representation: false,
      },
    });
    const companyId = res.json<{ content: { id: number } }>().content.id;
    await t.app.inject({
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
    const status = content(await signingStatus(t, founder, companyId));
    expect(status.blocked_by).toBe('legal_name_pending');
    expect(status.blockers).toEqual(['legal_name_pending', 'documents_not_approved', 'articles_incomplete']);
    expect(status.missing.map((entry) => entry.item)).toEqual(
      expect.arrayContaining(['legal_name', 'domicile', 'identity']),
    );
    expect(status.draft).toBeNull();
  });

  it('waits for the commissary of an S.A. de C.V., then names them in the articles', async () => {
    const ready = await companyReadyToSign(t, { withCommissary: false, secondHasAccount: false });
    const blocked = content(await signingStatus(t, ready.founder, ready.companyId));
    expect(blocked.blocked_by).toBe('commissary_pending');
    // The missing commissary is said once, as the reason itself, not again among the articles' data.
    expect(blocked.blockers).toEqual(['commissary_pending']);
    expect(blocked.missing).toEqual([{ item: 'commissary', partner_id: null, name: null }]);
    expect(blocked.draft).toBeNull();
    const early = await acknowledge(t, ready.founder, ready.companyId, {
      partner_id: ready.partnerIds[0],
      acknowledgment_completed: true,
      version: 1,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: ['draft_not_ready'] });

    await t.database.db
      .insert(councilMembers)
      .values({ company_id: ready.companyId, name: 'Tomás Rivera Ochoa', council_role: 'commissary' });
    const status = content(await signingStatus(t, ready.founder, ready.companyId));
    expect(status.blocked_by).toBeNull();
    expect(status.blockers).toEqual([]);
    expect(status.draft?.version).toBe(1);
    const text = await extractPdfText(await download(status.draft!.document_url));
    expect(text.replace(/\s+/g, ' ')).toContain('Se designa como Comisario a Tomás Rivera Ochoa');
  });

  it('is not released while the articles lack the domicile, the administrator or a verified identity; the founder gives them and it is', async () => {
    const ready = await companyReadyToSign(t, { withArticlesData: false });
    const [anaId, luciaId] = ready.partnerIds;
    const blocked = content(await signingStatus(t, ready.second!, ready.companyId));
    expect(blocked.blocked_by).toBe('articles_incomplete');
    expect(blocked.blockers).toEqual(['articles_incomplete']);
    expect(blocked.draft).toBeNull();
    expect(blocked.missing).toEqual([
      { item: 'domicile', partner_id: null, name: null },
      { item: 'administration', partner_id: null, name: null },
      { item: 'identity', partner_id: anaId, name: 'Ana López' },
      { item: 'identity', partner_id: luciaId, name: 'Lucía Pérez' },
    ]);
    // Nobody confirms, asks for the code or is e-mailed a draft that cannot be signed.
    const early = await acknowledge(t, ready.founder, ready.companyId, {
      partner_id: anaId,
      acknowledgment_completed: true,
      version: 1,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: ['articles_incomplete'] });
    const code = await t.app.inject({
      method: 'POST',
      url: `/api/v3/company/${ready.companyId}/two-factor/set`,
      headers: bearer(ready.second!.access),
    });
    expect(code.statusCode).toBe(409);
    expect(code.json()).toEqual({ message: ['articles_incomplete'] });
    await runJobs();
    expect((await lastMail(t.app, ready.secondEmail))?.text ?? '').not.toContain('auth/yolo');

    // Both partners verify their identity; the founder gives the domicile: the administrator is still missing.
    await t.database.db
      .insert(identityVerifications)
      .values(
        ready.partnerIds.map((partner_id) => ({ partner_id, provider: 'sandbox', status: 'Approved' })),
      );
    const domicile = await t.app.inject({
      method: 'POST',
      url: `/api/v3/company/save-fiscal-residence/${ready.companyId}`,
      headers: bearer(ready.founder.access),
      payload: { fiscal_residence: 'Av. Juárez 10, Centro, 06000, Cuauhtémoc, Ciudad de México' },
    });
    expect(domicile.statusCode, domicile.body).toBe(200);
    expect(content(await signingStatus(t, ready.founder, ready.companyId)).missing).toEqual([
      { item: 'administration', partner_id: null, name: null },
    ]);

    // The administration, on the Administración page: the draft is rendered then, and every partner is told.
    const administration = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/company/administration/${ready.companyId}`,
      headers: bearer(ready.founder.access),
      payload: {
        has_unique_administrator: true,
        council: [
          { name: 'Ana López', council_role: 'sole_administrator' },
          { name: 'Marta Ruiz Salas', council_role: 'commissary' },
        ],
      },
    });
    expect(administration.statusCode, administration.body).toBe(200);
    const drafts = await t.database.db
      .select()
      .from(articlesDrafts)
      .where(eq(articlesDrafts.company_id, ready.companyId));
    expect(drafts.map((draft) => draft.version)).toEqual([1]);
    await runJobs();
    expect((await lastMail(t.app, ready.secondEmail))?.text).toContain('auth/yolo');
    const status = content(await signingStatus(t, ready.founder, ready.companyId));
    expect(status).toMatchObject({ blocked_by: null, missing: [], draft: { version: 1 } });
    const text = (await extractPdfText(await download(status.draft!.document_url))).replace(/\s+/g, ' ');
    // A Mexico City fiscal address: the articles name the city, not the street.
    expect(text).toContain('El domicilio de la sociedad es la Ciudad de México.');
    expect(text).not.toContain('Av. Juárez 10');
    expect(text).toContain('Se designa como Administrador Único a Ana López');
    expect(text).not.toContain('OBSERVACIONES DEL PROYECTO');
    const agreed = await acknowledge(t, ready.founder, ready.companyId, {
      partner_id: anaId,
      acknowledgment_completed: true,
      version: 1,
    });
    expect(agreed.statusCode, agreed.body).toBe(200);
  });

  it('is rendered from the company data as a PDF, version 1, with its SHA-256, in Documents', async () => {
    const ready = await companyReadyToSign(t);
    const res = await signingStatus(t, ready.founder, ready.companyId);
    expect(res.statusCode, res.body).toBe(200);
    const status = content(res);
    expect(status.missing).toEqual([]);
    expect(status.blocked_by).toBeNull();
    expect(status.draft).toMatchObject({ version: 1, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(status.partners.map((partner) => [partner.name, partner.acknowledged])).toEqual([
      ['Ana López', false],
      ['Lucía Pérez', false],
    ]);
    const pdf = await download(status.draft!.document_url);
    const text = await extractPdfText(pdf);
    expect(text).toContain(ready.legalName);
    expect(text).toContain('Lucía Pérez');
    // The same data: the same version on the next read.
    expect(content(await signingStatus(t, ready.second!, ready.companyId)).draft?.version).toBe(1);
    // Every partner is told by e-mail.
    await runJobs();
    expect((await lastMail(t.app, ready.secondEmail))?.subject).toBeTruthy();
  });

  it("names the fiscal address's municipality and state as the social domicile, keeps the draft when the office moves within it, and waits when the catalogue cannot place it", async () => {
    // The helper's fiscal address is in Monterrey (64000), which the sample SEPOMEX catalogue places.
    const ready = await companyReadyToSign(t);
    const first = content(await signingStatus(t, ready.founder, ready.companyId));
    expect(first).toMatchObject({ blocked_by: null, missing: [], draft: { version: 1 } });
    const text = (await extractPdfText(await download(first.draft!.document_url))).replace(/\s+/g, ' ');
    expect(text).toContain('El domicilio de la sociedad es el municipio de Monterrey, Nuevo León.');
    expect(text).not.toContain('Av. Constitución 100');
    await acknowledge(t, ready.founder, ready.companyId, {
      partner_id: ready.partnerIds[0],
      acknowledgment_completed: true,
      version: 1,
    });

    const saveAddress = (fiscal_residence: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v3/company/save-fiscal-residence/${ready.companyId}`,
        headers: bearer(ready.founder.access),
        payload: { fiscal_residence },
      });
    // Another street of Monterrey: the articles say the same, the draft and its acknowledgment stay.
    expect((await saveAddress('Calle Zaragoza 900, Obrera, C.P. 64010, Monterrey, N.L.')).statusCode).toBe(
      200,
    );
    const moved = content(await signingStatus(t, ready.founder, ready.companyId));
    expect(moved.draft?.version).toBe(1);
    expect(moved.partners.find((partner) => partner.partner_id === ready.partnerIds[0])?.acknowledged).toBe(
      true,
    );

    // A postal code outside Mexico City the catalogue does not place: the domicile is to be given again.
    expect((await saveAddress('Av. Morelos 10, Centro, 27000, Torreón, Coahuila')).statusCode).toBe(200);
    const unplaced = content(await signingStatus(t, ready.founder, ready.companyId));
    expect(unplaced.blocked_by).toBe('articles_incomplete');
    expect(unplaced.missing).toEqual([{ item: 'domicile', partner_id: null, name: null }]);

    // Another municipality the catalogue places: a new version, to acknowledge again.
    expect((await saveAddress('Av. Vallarta 1000, Guadalajara Centro, 44100, Guadalajara')).statusCode).toBe(
      200,
    );
    const guadalajara = content(await signingStatus(t, ready.founder, ready.companyId));
    expect(guadalajara).toMatchObject({ blocked_by: null, missing: [], draft: { version: 2 } });
    expect(guadalajara.partners.some((partner) => partner.acknowledged)).toBe(false);
    const second = (await extractPdfText(await download(guadalajara.draft!.document_url))).replace(
      /\s+/g,
      ' ',
    );
    expect(second).toContain('El domicilio de la sociedad es el municipio de Guadalajara, Jalisco.');
  });

  it("names Forja's company (configured) apoderado in the articles of a company that hired Forja as its legal representative", async () => {
    const ready = await companyReadyToSign(t);
    const own = await download(
      content(await signingStatus(t, ready.founder, ready.companyId)).draft!.document_url,
      t.app,
    );
    expect(await extractPdfText(own)).not.toContain('Forja Servicios Corporativos');
    await t.database.db
      .update(companies)
      .set({ legal_representation: true })
      .where(eq(companies.id, ready.companyId));
    const status = content(await signingStatus(t, ready.founder, ready.companyId));
    // The articles changed: a new version, which the partners confirm again.
    expect(status.draft?.version).toBe(2);
    const text = (await extractPdfText(await download(status.draft!.document_url, t.app))).replace(
      /\s+/g,
      ' ',
    );
    expect(text).toContain('Forja Servicios Corporativos, S.A. de C.V. (RFC FSC2001019A1)');
    expect(text).toContain('no comprenden actos de dominio');
  });

  it('answers outsiders as if the company did not exist', async () => {
    const ready = await companyReadyToSign(t);
    const stranger = await register(t.app);
    const res = await signingStatus(t, stranger, ready.companyId);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: ['user_not_belong_to_company'] });
  });
});

describe('acknowledging the draft', () => {
  it("refuses another partner's acknowledgment, an old version, and a correction without a note", async () => {
    const ready = await companyReadyToSign(t);
    const draft = content(await signingStatus(t, ready.founder, ready.companyId)).draft!;
    const [founderId, secondId] = ready.partnerIds;
    const other = await acknowledge(t, ready.founder, ready.companyId, {
      partner_id: secondId,
      acknowledgment_completed: true,
      version: draft.version,
    });
    expect(other.statusCode).toBe(403);
    const old = await acknowledge(t, ready.founder, ready.companyId, {
      partner_id: founderId,
      acknowledgment_completed: true,
      version: draft.version + 1,
    });
    expect(old.statusCode).toBe(409);
    expect(old.json()).toEqual({ message: ['draft_changed'] });
    const noNote = await acknowledge(t, ready.founder, ready.companyId, {
      partner_id: founderId,
      acknowledgment_completed: false,
      version: draft.version,
    });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json()).toEqual({ message: ['correction_note_required'] });
  });

  it('sends a correction request to the back office queue and tells the founder', async () => {
    const ready = await companyReadyToSign(t);
    const draft = content(await signingStatus(t, ready.second!, ready.companyId)).draft!;
    const res = await acknowledge(t, ready.second!, ready.companyId, {
      partner_id: ready.partnerIds[1],
      acknowledgment_completed: false,
      version: draft.version,
      note: 'Mi segundo apellido es Gómez',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(content(res).partners[1]).toMatchObject({ acknowledged: false, correction_requested: true });
    const operator = await registerStaff(t.app, 'operator');
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/v3/backoffice/signing',
      headers: bearer(operator.access),
    });
    expect(queue.statusCode, queue.body).toBe(200);
    const item = queue
      .json<{ content: { company_id: number; issues: { kind: string; note: string }[] }[] }>()
      .content.find((entry) => entry.company_id === ready.companyId);
    expect(item?.issues).toEqual([
      expect.objectContaining({ kind: 'correction_requested', note: 'Mi segundo apellido es Gómez' }),
    ]);
    await runJobs();
    expect((await lastMail(t.app, ready.founder.email))?.text).toContain('Gómez');
  });

  it('once everyone acknowledged, opens the envelope with one signer per partner', async () => {
    const ready = await companyReadyToSign(t);
    const draft = content(await signingStatus(t, ready.founder, ready.companyId)).draft!;
    const first = await acknowledge(t, ready.founder, ready.companyId, {
      partner_id: ready.partnerIds[0],
      acknowledgment_completed: true,
      version: draft.version,
    });
    expect(content(first).envelope).toBeNull();
    const second = await acknowledge(t, ready.second!, ready.companyId, {
      partner_id: ready.partnerIds[1],
      acknowledgment_completed: true,
      version: draft.version,
    });
    const status = content(second);
    expect(status.partners.every((partner) => partner.acknowledged)).toBe(true);
    expect(status.envelope).toMatchObject({ provider: 'sandbox', state: 'pending', draft_version: 1 });
    expect(status.partners.map((partner) => partner.signer_state)).toEqual(['pending', 'pending']);
  });

  it('renders a new version when the data changes: acknowledgments reset and the envelope is voided', async () => {
    const ready = await companyReadyToSign(t);
    const draft = content(await signingStatus(t, ready.founder, ready.companyId)).draft!;
    for (const [who, partnerId] of [
      [ready.founder, ready.partnerIds[0]],
      [ready.second!, ready.partnerIds[1]],
    ] as const) {
      await acknowledge(t, who, ready.companyId, {
        partner_id: partnerId,
        acknowledgment_completed: true,
        version: draft.version,
      });
    }
    await t.database.db
      .update(partners)
      .set({ name: 'Lucía Pérez Gómez' })
      .where(eq(partners.id, ready.partnerIds[1]));
    const status = content(await signingStatus(t, ready.founder, ready.companyId));
    expect(status.draft?.version).toBe(2);
    expect(status.draft?.sha256).not.toBe(draft.sha256);
    expect(status.partners.some((partner) => partner.acknowledged)).toBe(false);
    expect(status.envelope).toMatchObject({
      state: 'voided',
      closed_reason: 'data_changed',
      draft_version: 1,
    });
    const versions = await t.database.db
      .select({ version: articlesDrafts.version })
      .from(articlesDrafts)
      .where(eq(articlesDrafts.company_id, ready.companyId));
    expect(versions.map((row) => row.version).sort()).toEqual([1, 2]);
  });
});

describe('the two-factor code before signing', () => {
  async function acknowledgedByAll() {
    const ready = await companyReadyToSign(t);
    const draft = content(await signingStatus(t, ready.founder, ready.companyId)).draft!;
    await acknowledge(t, ready.founder, ready.companyId, {
      partner_id: ready.partnerIds[0],
      acknowledgment_completed: true,
      version: draft.version,
    });
    return { ready, draft };
  }

  it('is refused until every partner has acknowledged the draft', async () => {
    const { ready } = await acknowledgedByAll();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v3/company/${ready.companyId}/two-factor/set`,
      headers: bearer(ready.founder.access),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: ['acknowledgment_pending'] });
  });

  it('is e-mailed, not resent within the minute, wrong five times then void, and opens the signing page', async () => {
    const { ready, draft } = await acknowledgedByAll();
    await acknowledge(t, ready.second!, ready.companyId, {
      partner_id: ready.partnerIds[1],
      acknowledgment_completed: true,
      version: draft.version,
    });
    const url = (action: string) => `/api/v3/company/${ready.companyId}/two-factor/${action}`;
    const sent = await t.app.inject({
      method: 'POST',
      url: url('set'),
      headers: bearer(ready.second!.access),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    // The account has a phone: the code goes by SMS too (the sandbox keeps it in the dev mailbox).
    expect(sent.json()).toEqual({
      content: { sent_to: expect.stringMatching(/^s\*\*\*@/), channels: ['email', 'sms'], minutes_valid: 10 },
    });
    const code = await lastActCode(t, ready.secondEmail);
    const [sms] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.to, 'sms:%'))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(sms?.text).toContain(code);
    const again = await t.app.inject({
      method: 'POST',
      url: url('resend'),
      headers: bearer(ready.second!.access),
    });
    expect(again.json()).toEqual({ message: ['code_already_sent'] });
    const wrong = code === '000000' ? '111111' : '000000';
    const verified = await t.app.inject({
      method: 'POST',
      url: url('verify'),
      headers: bearer(ready.second!.access),
      payload: { code },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json<{ content: { signing_url: string } }>().content.signing_url).toMatch(
      /^\/api\/v3\/sandbox\/signature\//,
    );
    // Single use.
    const reused = await t.app.inject({
      method: 'POST',
      url: url('verify'),
      headers: bearer(ready.second!.access),
      payload: { code },
    });
    expect(reused.json()).toEqual({ message: ['code_invalid'] });
    // The founder's own code: five wrong tries void it.
    await t.app.inject({ method: 'POST', url: url('set'), headers: bearer(ready.founder.access) });
    const founderCode = await lastActCode(t, ready.founder.email);
    for (let i = 0; i < 5; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: url('verify'),
        headers: bearer(ready.founder.access),
        payload: { code: founderCode === wrong ? '222222' : wrong },
      });
      expect(res.json()).toEqual({ message: ['code_invalid'] });
    }
    const late = await t.app.inject({
      method: 'POST',
      url: url('verify'),
      headers: bearer(ready.founder.access),
      payload: { code: founderCode },
    });
    expect(late.json()).toEqual({ message: ['code_invalid'] });
  });
});

describe('the e-mailed link of a partner without an account', () => {
  async function linkOfSecond() {
    const ready = await companyReadyToSign(t, { secondHasAccount: false });
    content(await signingStatus(t, ready.founder, ready.companyId));
    await runJobs();
    const link = await emailedActLink(t, ready.secondEmail);
    expect(link.searchParams.get('partner')).toBe(String(ready.partnerIds[1]));
    return { ready, token: link.searchParams.get('token')! };
  }

  it('reads and acknowledges with requests signed by the link', async () => {
    const { ready, token } = await linkOfSecond();
    const base = `/api/v3/temporary-token/company/${ready.companyId}`;
    const status = await linkRequest(
      t,
      token,
      'GET',
      `${base}/signing?partner=${ready.partnerIds[1]}`,
      undefined,
    );
    expect(status.statusCode, status.body).toBe(200);
    const version = content(status).draft!.version;
    const res = await linkRequest(t, token, 'POST', `${base}/acknowledgment-status`, {
      partner_id: ready.partnerIds[1],
      acknowledgment_completed: true,
      version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(content(res).partners[1]?.acknowledged).toBe(true);
  });

  it('refuses a wrong signature, a stale one, another partner and a replay', async () => {
    const { ready, token } = await linkOfSecond();
    const base = `/api/v3/temporary-token/company/${ready.companyId}`;
    const body = { partner_id: ready.partnerIds[1], acknowledgment_completed: true, version: 1 };
    const forged = await linkRequest(t, 'not-the-token', 'POST', `${base}/acknowledgment-status`, body);
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ message: ['invalid_hmac_signature'] });
    const stale = await linkRequest(
      t,
      token,
      'POST',
      `${base}/acknowledgment-status`,
      body,
      new Date(Date.now() - 10 * 60_000),
    );
    expect(stale.json()).toEqual({ message: ['invalid_hmac_signature'] });
    const founderAsSecond = await linkRequest(t, token, 'POST', `${base}/acknowledgment-status`, {
      ...body,
      partner_id: ready.partnerIds[0],
    });
    expect(founderAsSecond.json()).toEqual({ message: ['invalid_hmac_signature'] });
    const now = new Date();
    const first = await linkRequest(t, token, 'POST', `${base}/acknowledgment-status`, body, now);
    expect(first.statusCode, first.body).toBe(200);
    const { signRequest } = await import('./act-links');
    const replay = await linkRequest(
      t,
      token,
      'POST',
      `${base}/acknowledgment-status`,
      body,
      now,
      signRequest(token, JSON.stringify(body), now),
    );
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toEqual({ message: ['request_replayed'] });
  });
});

describe('signing with the sandbox provider, end to end', () => {
  /** Both partners acknowledged; answers each partner's signing page after their code (the first `signers`). */
  async function readyWithSigningPages(signers = 2) {
    const ready = await companyReadyToSign(t);
    const draft = content(await signingStatus(t, ready.founder, ready.companyId)).draft!;
    const pages: string[] = [];
    for (const [who, partnerId] of [
      [ready.founder, ready.partnerIds[0]],
      [ready.second!, ready.partnerIds[1]],
    ] as const) {
      await acknowledge(t, who, ready.companyId, {
        partner_id: partnerId,
        acknowledgment_completed: true,
        version: draft.version,
      });
    }
    for (const [who, email] of (
      [
        [ready.founder, ready.founder.email],
        [ready.second!, ready.secondEmail],
      ] as const
    ).slice(0, signers)) {
      const url = (action: string) => `/api/v3/company/${ready.companyId}/two-factor/${action}`;
      expect(
        (await t.app.inject({ method: 'POST', url: url('set'), headers: bearer(who.access) })).statusCode,
      ).toBe(200);
      const code = await lastActCode(t, email);
      const res = await t.app.inject({
        method: 'POST',
        url: url('verify'),
        headers: bearer(who.access),
        payload: { code },
      });
      pages.push(res.json<{ content: { signing_url: string } }>().content.signing_url);
    }
    return { ready, draft, pages };
  }

  const form = (fields: Record<string, string>) => ({
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'Vitest signer' },
    payload: new URLSearchParams(fields).toString(),
  });

  it('writes date_signature, stores the signed PDF and the audit certificate, and tells everyone', async () => {
    const { ready, draft, pages } = await readyWithSigningPages();
    let returnToken = '';
    const page = await t.app.inject({ method: 'GET', url: pages[0]! });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('SANDBOX');
    expect(content(await signingStatus(t, ready.founder, ready.companyId)).partners[0]?.signer_state).toBe(
      'viewed',
    );
    for (const [index, name] of [
      [0, 'Ana López'],
      [1, 'Lucía Pérez'],
    ] as const) {
      const signed = await t.app.inject({
        method: 'POST',
        url: `${pages[index]!.split('?')[0]}/sign`,
        ...form({ consent: 'on', typed_signature: name }),
      });
      expect(signed.statusCode, signed.body).toBe(303);
      expect(signed.headers.location).toMatch(/^\/es\/redirect_sign\/[A-Za-z0-9_-]+$/);
      returnToken = String(signed.headers.location).split('/').pop()!;
    }
    const status = content(await signingStatus(t, ready.founder, ready.companyId));
    expect(status.date_signature).not.toBeNull();
    expect(status.envelope?.state).toBe('completed');
    expect(status.partners.map((partner) => partner.signer_state)).toEqual(['signed', 'signed']);
    const signedText = await extractPdfText(await download(status.signed_document_url!));
    expect(signedText).toContain('Lucía Pérez');
    const certificate = await extractPdfText(await download(status.certificate_url!));
    expect(certificate).toContain(draft.sha256.slice(0, 16));
    expect(certificate).toContain(ready.secondEmail);
    expect(certificate).toContain('Vitest signer');
    // The dashboard's company profile: signatures complete, the provider's id kept.
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/v3/company/get-company-profile/${ready.companyId}`,
      headers: bearer(ready.founder.access),
    });
    const company = profile.json<{
      content: { flags: { weetrust_id: string | null; date_signature: string | null } };
    }>().content;
    expect(company.flags.date_signature).toBe(status.date_signature);
    expect(company.flags.weetrust_id).toMatch(/^env_sandbox_/);
    // The return page's state, without signing in.
    const back = await t.app.inject({ method: 'GET', url: `/api/v3/signature/return/${returnToken}` });
    expect(back.json()).toMatchObject({
      content: {
        envelope_state: 'completed',
        signed_count: 2,
        signer_count: 2,
        company_id: ready.companyId,
        company_type: 'sa',
      },
    });
    await runJobs();
    expect((await lastMail(t.app, ready.secondEmail))?.text).toMatch(/firm/i);
    // Nothing is left to sign.
    const more = await t.app.inject({
      method: 'POST',
      url: `/api/v3/company/${ready.companyId}/two-factor/set`,
      headers: bearer(ready.founder.access),
    });
    expect(more.json()).toEqual({ message: ['signature_completed'] });
  });

  it('voids the open envelope, at the provider too, when the articles lack data again; a new one opens once it is back', async () => {
    const { ready, draft, pages } = await readyWithSigningPages(1);
    const [domicile] = await t.database.db
      .select({ fiscal_residence: companies.fiscal_residence })
      .from(companies)
      .where(eq(companies.id, ready.companyId));
    await t.database.db
      .update(companies)
      .set({ fiscal_residence: null })
      .where(eq(companies.id, ready.companyId));
    const blocked = content(await signingStatus(t, ready.founder, ready.companyId));
    expect(blocked.blocked_by).toBe('articles_incomplete');
    expect(blocked.envelope).toMatchObject({ state: 'voided', closed_reason: 'data_missing' });
    // The provider's own link signs nothing any more.
    const late = await t.app.inject({
      method: 'POST',
      url: `${pages[0]!.split('?')[0]}/sign`,
      ...form({ consent: 'on', typed_signature: 'Ana López' }),
    });
    expect(late.statusCode).toBe(409);
    expect(content(await signingStatus(t, ready.founder, ready.companyId)).date_signature).toBeNull();

    await t.database.db
      .update(companies)
      .set({ fiscal_residence: domicile!.fiscal_residence })
      .where(eq(companies.id, ready.companyId));
    const again = content(await signingStatus(t, ready.founder, ready.companyId));
    // The same text: the same draft, still acknowledged by everyone.
    expect(again.blocked_by).toBeNull();
    expect(again.draft?.version).toBe(draft.version);
    expect(again.partners.every((partner) => partner.acknowledged)).toBe(true);
    const code = await t.app.inject({
      method: 'POST',
      url: `/api/v3/company/${ready.companyId}/two-factor/set`,
      headers: bearer(ready.second!.access),
    });
    expect(code.statusCode, code.body).toBe(200);
    expect(content(await signingStatus(t, ready.founder, ready.companyId)).envelope).toMatchObject({
      state: 'pending',
      draft_version: draft.version,
    });
  });

  it('refuses unsigned or forged webhooks and applies a repeated event once', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/signature/webhook/sandbox',
      headers: {
        'content-type': 'application/json',
        'forja-sandbox-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
      },
      payload: '{"id":"evt_sandbox_x","type":"signer.signed"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: ['invalid_hmac_signature'] });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v3/signature/webhook/weetrust',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(unknown.statusCode).toBe(404);

    const { ready, pages } = await readyWithSigningPages();
    const [envelope] = await t.database.db
      .select()
      .from(signatureEnvelopes)
      .where(eq(signatureEnvelopes.company_id, ready.companyId));
    const [signer] = await t.database.db
      .select()
      .from(signatureSigners)
      .where(
        and(
          eq(signatureSigners.envelope_id, envelope!.id),
          eq(signatureSigners.partner_id, ready.partnerIds[1]),
        ),
      );
    const secret = sandboxSignatureSecret(resolveAuthSecret(t.config.authSecret, t.config.dataDir));
    const deliver = (type: string, id: string, at: string) => {
      const body = JSON.stringify({
        id,
        type,
        created: Math.floor(Date.now() / 1000),
        data: {
          envelope: { id: envelope!.provider_envelope_id, reference: 'x', status: 'pending' },
          signer: {
            id: signer!.provider_signer_id,
            email: signer!.email,
            at,
            ip: '203.0.113.9',
            user_agent: 'Replayer',
            reason: null,
          },
        },
      });
      return t.app.inject({
        method: 'POST',
        url: '/api/v3/signature/webhook/sandbox',
        headers: {
          'content-type': 'application/json',
          'forja-sandbox-signature': signSandboxSignaturePayload(body, secret, new Date()),
        },
        payload: body,
      });
    };
    const signedAt = '2026-11-25T10:00:00.000Z';
    expect((await deliver('signer.signed', 'evt_sandbox_once', signedAt)).statusCode).toBe(200);
    // The same event again, and a late "viewed": nothing moves back or is written twice.
    expect((await deliver('signer.signed', 'evt_sandbox_once', '2026-11-25T11:00:00.000Z')).statusCode).toBe(
      200,
    );
    expect(
      (await deliver('signer.viewed', 'evt_sandbox_late_view', '2026-11-25T09:00:00.000Z')).statusCode,
    ).toBe(200);
    const status = content(await signingStatus(t, ready.founder, ready.companyId));
    expect(status.partners[1]).toMatchObject({ signer_state: 'signed', signed_at: signedAt });
    expect(status.date_signature).toBeNull();
    expect(pages).toHaveLength(2);
  });

  it('a decline returns the company to review with the reason, and everyone acknowledges again', async () => {
    const { ready, pages } = await readyWithSigningPages();
    const declined = await t.app.inject({
      method: 'POST',
      url: `${pages[1]!.split('?')[0]}/decline`,
      ...form({ reason: 'El objeto social no incluye importaciones' }),
    });
    expect([200, 303]).toContain(declined.statusCode);
    const status = content(await signingStatus(t, ready.founder, ready.companyId));
    expect(status.envelope).toMatchObject({ state: 'declined', closed_reason: 'declined' });
    expect(status.partners.every((partner) => !partner.acknowledged)).toBe(true);
    const operator = await registerStaff(t.app, 'operator');
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/v3/backoffice/signing',
      headers: bearer(operator.access),
    });
    const item = queue
      .json<{
        content: { company_id: number; envelope_state: string; issues: { kind: string; note: string }[] }[];
      }>()
      .content.find((entry) => entry.company_id === ready.companyId);
    expect(item?.envelope_state).toBe('declined');
    expect(item?.issues).toContainEqual(
      expect.objectContaining({ kind: 'declined', note: 'El objeto social no incluye importaciones' }),
    );
    await runJobs();
    expect((await lastMail(t.app, ready.founder.email))?.text).toContain('importaciones');
  });
});

describe('each signer in their own language', () => {
  const form = (fields: Record<string, string>) => ({
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  const setLanguage = (userId: number, language: string) =>
    t.database.db.update(users).set({ language }).where(eq(users.id, userId));

  it('a Chinese partner with an account signs on a Chinese page and comes back to /zh_cn/; the English founder stays in English', async () => {
    const ready = await companyReadyToSign(t);
    await setLanguage(ready.founder.id, 'en');
    await setLanguage(ready.second!.id, 'zh_cn');
    const draft = content(await signingStatus(t, ready.founder, ready.companyId)).draft!;
    const pages: string[] = [];
    for (const [who, partnerId] of [
      [ready.founder, ready.partnerIds[0]],
      [ready.second!, ready.partnerIds[1]],
    ] as const) {
      await acknowledge(t, who, ready.companyId, {
        partner_id: partnerId,
        acknowledgment_completed: true,
        version: draft.version,
      });
    }
    for (const [who, email] of [
      [ready.founder, ready.founder.email],
      [ready.second!, ready.secondEmail],
    ] as const) {
      const url = (action: string) => `/api/v3/company/${ready.companyId}/two-factor/${action}`;
      expect(
        (await t.app.inject({ method: 'POST', url: url('set'), headers: bearer(who.access) })).statusCode,
      ).toBe(200);
      const res = await t.app.inject({
        method: 'POST',
        url: url('verify'),
        headers: bearer(who.access),
        payload: { code: await lastActCode(t, email) },
      });
      pages.push(res.json<{ content: { signing_url: string } }>().content.signing_url);
    }
    const [founderPage, partnerPage] = pages as [string, string];
    expect(new URL(founderPage, 'http://localhost').searchParams.get('lang')).toBe('en');
    expect(new URL(partnerPage, 'http://localhost').searchParams.get('lang')).toBe('zh_cn');
    const page = await t.app.inject({ method: 'GET', url: partnerPage });
    expect(page.body).toContain('lang="zh-CN"');

    const founderSigned = await t.app.inject({
      method: 'POST',
      url: `${founderPage.split('?')[0]}/sign`,
      ...form({ consent: 'on', typed_signature: 'Ana López' }),
    });
    expect(founderSigned.headers.location).toMatch(/^\/en\/redirect_sign\/[A-Za-z0-9_-]+$/);
    const partnerSigned = await t.app.inject({
      method: 'POST',
      url: `${partnerPage.split('?')[0]}/sign`,
      ...form({ consent: 'on', typed_signature: 'Lucía Pérez' }),
    });
    expect(partnerSigned.statusCode, partnerSigned.body).toBe(303);
    expect(partnerSigned.headers.location).toMatch(/^\/zh_cn\/redirect_sign\/[A-Za-z0-9_-]+$/);
    // One return page for the envelope, reached in either language.
    expect(String(partnerSigned.headers.location).split('/').pop()).toBe(
      String(founderSigned.headers.location).split('/').pop(),
    );
  });

  it('a partner without an account invited in Chinese is e-mailed the draft in Chinese, with a /zh_cn/ link', async () => {
    const ready = await companyReadyToSign(t, { secondHasAccount: false });
    await setLanguage(ready.founder.id, 'en');
    // What the founder's choice on the invitation leaves on the partner.
    await t.database.db
      .update(partners)
      .set({ language: 'zh_cn' })
      .where(eq(partners.id, ready.partnerIds[1]));
    content(await signingStatus(t, ready.founder, ready.companyId));
    await runJobs();
    expect((await emailedActLink(t, ready.secondEmail)).pathname).toBe('/zh_cn/auth/yolo');
    expect((await lastMail(t.app, ready.secondEmail))?.subject).toMatch(/[\u4e00-\u9fff]/);
    expect((await lastMail(t.app, ready.founder.email))?.subject).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('a partner without an account signs in the language they used through their link', async () => {
    const ready = await companyReadyToSign(t, { secondHasAccount: false });
    await setLanguage(ready.founder.id, 'en');
    content(await signingStatus(t, ready.founder, ready.companyId));
    await runJobs();
    const link = await emailedActLink(t, ready.secondEmail);
    // Before the partner used the link, nothing says their language: the founder's.
    expect(link.pathname).toBe('/en/auth/yolo');
    const token = link.searchParams.get('token')!;
    const base = `/api/v3/temporary-token/company/${ready.companyId}`;
    const zh = { 'x-language': 'zh_cn' };
    const partner = ready.partnerIds[1];
    const acknowledged = await linkRequest(
      t,
      token,
      'POST',
      `${base}/acknowledgment-status`,
      { partner_id: partner, acknowledgment_completed: true, version: 1 },
      new Date(),
      undefined,
      zh,
    );
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    await acknowledge(t, ready.founder, ready.companyId, {
      partner_id: ready.partnerIds[0],
      acknowledgment_completed: true,
      version: 1,
    });
    const sent = await linkRequest(
      t,
      token,
      'POST',
      `${base}/two-factor/set`,
      { partner_id: partner },
      new Date(),
      undefined,
      zh,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const verified = await linkRequest(
      t,
      token,
      'POST',
      `${base}/two-factor/verify`,
      { partner_id: partner, code: await lastActCode(t, ready.secondEmail) },
      new Date(),
      undefined,
      zh,
    );
    expect(verified.statusCode, verified.body).toBe(200);
    const signingUrl = verified.json<{ content: { signing_url: string } }>().content.signing_url;
    expect(new URL(signingUrl, 'http://localhost').searchParams.get('lang')).toBe('zh_cn');
    const signed = await t.app.inject({
      method: 'POST',
      url: `${signingUrl.split('?')[0]}/sign`,
      ...form({ consent: 'on', typed_signature: 'Lucía Pérez' }),
    });
    expect(signed.headers.location).toMatch(/^\/zh_cn\/redirect_sign\//);
    // Her next e-mailed link opens the app in Chinese too.
    expect(await t.services().signing.actLinkFor(ready.companyId, partner, 'http://app')).toMatch(
      /^http:\/\/app\/zh_cn\/auth\/yolo\?/,
    );
  });
});

describe('reminders to sign', () => {
  it('e-mails a partner who has not signed two days after the envelope was sent, then not again for two days', async () => {
    const ready = await companyReadyToSign(t);
    const draft = content(await signingStatus(t, ready.founder, ready.companyId)).draft!;
    for (const [who, partnerId] of [
      [ready.founder, ready.partnerIds[0]],
      [ready.second!, ready.partnerIds[1]],
    ] as const) {
      await acknowledge(t, who, ready.companyId, {
        partner_id: partnerId,
        acknowledgment_completed: true,
        version: draft.version,
      });
    }
    await runJobs();
    const signing = t.services().signing;
    // Sent just now: nobody is reminded yet.
    const [envelope] = await t.database.db
      .select()
      .from(signatureEnvelopes)
      .where(eq(signatureEnvelopes.company_id, ready.companyId));
    expect(await signing.remindSigners()).toBe(0);
    const before = (await lastMail(t.app, ready.secondEmail))?.subject;
    await t.database.db
      .update(signatureEnvelopes)
      .set({ created_at: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(signatureEnvelopes.id, envelope!.id));
    const reminded = await signing.remindSigners();
    expect(reminded).toBe(2);
    await runJobs();
    const after = await lastMail(t.app, ready.secondEmail);
    expect(after?.subject).not.toBe(before);
    expect(after?.text).toContain('auth/yolo');
    // Reminded now: not again before two more days.
    const again = await t.database.db
      .select({ id: signatureSigners.id, last: signatureSigners.last_reminded_at })
      .from(signatureSigners)
      .where(eq(signatureSigners.envelope_id, envelope!.id));
    expect(again.every((row) => row.last !== null)).toBe(true);
    expect(await signing.remindSigners()).toBe(0);
  });
});
