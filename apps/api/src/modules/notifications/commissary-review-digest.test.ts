import type { Language } from '@forja/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { bearer, type Registered } from '../../test/accounts';
import { PDF, PNG, companyWithPartners } from '../../test/companies';
import { registerThroughInbox, startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox';
import { createTestApp, testClock, type TestApp } from '../../test/test-app';
import { DOCUMENT_REVIEW_DIGEST_QUIET_MS } from './document-review-digest';

/**
 * The commissary's own documents (their ID and CSF) reviewed in the back office: the commissary hears of them
 * in the company's review digest, in their language, through a real SMTP server, with a link to the page of
 * their flow where a rejected one is uploaded again; the founder keeps hearing as before.
 */

const APP_URL = 'https://forja.test';
const API = '/api/v3';
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
  // A new sign-up window: each test signs up several accounts.
  clock.advance(11 * 60_000);
});

/** The start of a WebM file as MediaRecorder writes it. */
const WEBM = Buffer.from(
  '1a45dfa39f4286810142f7810142f2810442f381084282847765626d42878104428581021853806701ffffffffffffff',
  'hex',
);

type Part = { field: string; name: string; type: string; data: Buffer };

function multipart(parts: Part[]) {
  const boundary = `----forja${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.name}"\r\nContent-Type: ${part.type}\r\n\r\n`,
      ),
      part.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(who: Registered, url: string, parts: Part[]) {
  const body = multipart(parts);
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(who.access), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}

const get = (who: Registered, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(who.access) });

/**
 * A founder writing in English with an S.A.; an outside commissary appointed by them, who takes the invitation
 * with an account in `language`, verifies their identity and sends their CSF; and an operator.
 */
async function commissaryDocumentsToReview(language: Language) {
  const founder = await registerThroughInbox(t.app, inbox, { language: 'en' });
  const operator = await registerThroughInbox(t.app, inbox);
  await t.database.db.update(users).set({ is_operator: true }).where(eq(users.id, operator.id));
  const { companyId } = await companyWithPartners(t.app, founder);
  const commissaryEmail = `comisario-${Math.random().toString(16).slice(2)}@example.com`;
  const appointed = await t.app.inject({
    method: 'POST',
    url: `${API}/company/${companyId}/commissary`,
    headers: bearer(founder.access),
    payload: {
      name: 'Carmen Ruiz',
      email: commissaryEmail,
      phone: '5512345678',
      rfc: 'RUCC800101AB1',
      relationship: {
        is_partner_administrator: false,
        is_employee: false,
        is_relative_of_administrator: false,
      },
    },
  });
  expect(appointed.statusCode, appointed.body).toBe(200);
  const link = /https?:\/\/\S+/.exec(inbox.to(commissaryEmail).at(-1)?.text ?? '')?.[0] ?? '';
  const token = new URL(link).searchParams.get('token') ?? '';
  const commissary = await registerThroughInbox(t.app, inbox, { email: commissaryEmail, language });
  const accepted = await t.app.inject({
    method: 'POST',
    url: `${API}/commissary/accept-invitation`,
    headers: bearer(commissary.access),
    payload: { company_id: companyId, token },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);

  await upload(commissary, `${API}/commissary/identity/company/${companyId}`, [
    { field: 'front', name: 'ine.png', type: 'image/png', data: PNG },
    { field: 'back', name: 'ine-atras.png', type: 'image/png', data: PNG },
    { field: 'video', name: 'selfie.webm', type: 'video/webm', data: WEBM },
  ]);
  clock.advance(60_000);
  const checked = await get(commissary, `${API}/update-verification-mati-owner/${companyId}`);
  expect(checked.json<{ content: { is_metamap_validated: boolean } }>().content.is_metamap_validated).toBe(
    true,
  );
  await upload(commissary, `${API}/upload-commissary-csf/company/${companyId}`, [
    { field: 'image', name: 'csf.pdf', type: 'application/pdf', data: PDF },
  ]);

  const queue = await get(operator, `${API}/backoffice/documents?company_id=${companyId}&page_size=50`);
  expect(queue.statusCode, queue.body).toBe(200);
  const items = queue.json<{ content: { items: { id: number; type: string; version: string }[] } }>().content
    .items;
  const item = (type: string) => {
    const found = items.find((entry) => entry.type === type);
    expect(found, type).toBeDefined();
    return found as { id: number; type: string; version: string };
  };
  inbox.received.length = 0;
  return { founder, operator, commissary, companyId, item };
}

async function review(
  operator: Registered,
  item: { id: number; version: string },
  decision: { approved: true } | { approved: false; category: string; note?: string },
) {
  clock.advance(60_000);
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/backoffice/documents/company/${item.id}/${decision.approved ? 'approve' : 'reject'}`,
    headers: bearer(operator.access),
    payload: decision.approved
      ? { version: item.version }
      : { version: item.version, category: decision.category, note: decision.note },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

async function afterQuietSpell() {
  clock.advance(DOCUMENT_REVIEW_DIGEST_QUIET_MS);
  await t.services().jobs.runDueJobs();
  await t.services().jobs.runDueJobs();
}

const verification = async (who: Registered, companyId: number) =>
  (await get(who, `${API}/check-verification-commissary/company/${companyId}`)).json<{
    content: { is_metamap_validated: boolean; is_csf_validated: boolean; rejected: unknown[] };
  }>().content;

describe('the e-mail after an operator reviews the commissary’s documents', () => {
  it('reaches the commissary in their language, in the company’s digest, leading to where the CSF is sent again', async () => {
    const { founder, operator, commissary, companyId, item } = await commissaryDocumentsToReview('zh_cn');
    await review(operator, item('commissary_national_identity'), { approved: true });
    await review(operator, item('commissary_CSF'), {
      approved: false,
      category: 'illegible',
      note: 'La constancia salió cortada.',
    });
    // Nothing before the quiet spell: the same digest as the partners' documents.
    await t.services().jobs.runDueJobs();
    expect(inbox.received).toEqual([]);
    await afterQuietSpell();

    const toCommissary = inbox.to(commissary.email);
    expect(toCommissary).toHaveLength(1);
    expect(toCommissary[0]?.subject).toMatch(/^我们已审核 .+ 的 2 份文件，其中 1 份需要重新上传$/);
    const text = toCommissary[0]?.text ?? '';
    for (const phrase of [
      '以下文件需要重新上传：',
      '监事的税务状况证明',
      '看不清楚。',
      'La constancia salió cortada.',
      '已批准：',
      '监事的身份证件',
      `${APP_URL}/zh_cn/commissary/complementaries?company=${companyId}`,
    ]) {
      expect(text).toContain(phrase);
    }
    // The founder hears as before, in English, linking to the company's documents.
    const toFounder = inbox.to(founder.email);
    expect(toFounder).toHaveLength(1);
    expect(toFounder[0]?.subject).toMatch(/^We reviewed 2 documents for .+: 1 needs another file$/);
    expect(toFounder[0]?.text).toContain(`${APP_URL}/en/dashboard/${companyId}/documents`);
    // The founder is not asked to upload what only the commissary sends.
    expect(toFounder[0]?.text).toContain('Your commissary uploads the new file from their Forja account');
    expect(toFounder[0]?.text).toContain('See the documents');
    expect(toFounder[0]?.text).not.toMatch(/Upload (a|the) new file/);
    expect(inbox.received).toHaveLength(2);

    // The link opens the certificate's step again: the rejected CSF is to be sent anew.
    // The step says why: the reason's category and the operator's note.
    expect(await verification(commissary, companyId)).toMatchObject({
      is_metamap_validated: true,
      is_csf_validated: false,
      rejected: [
        {
          type: 'commissary_CSF',
          rejection_category: 'illegible',
          rejection_note: 'La constancia salió cortada.',
        },
      ],
    });
    const shown = await get(founder, `${API}/company/${companyId}/commissary`);
    expect(shown.json<{ content: { stage: string } }>().content.stage).toBe('csf');
    await upload(commissary, `${API}/upload-commissary-csf/company/${companyId}`, [
      { field: 'image', name: 'csf-nueva.pdf', type: 'application/pdf', data: PDF },
    ]);
    expect(await verification(commissary, companyId)).toMatchObject({ is_csf_validated: true, rejected: [] });
  });

  it('tells a single rejected ID in its own e-mail, leading back to the identity step, and the operator sees who reads the note', async () => {
    const { operator, commissary, companyId, item } = await commissaryDocumentsToReview('en');
    const id = item('commissary_national_identity');
    const detail = await get(operator, `${API}/backoffice/documents/company/${id.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json<{ content: { note_readers: unknown[] } }>().content.note_readers).toEqual([
      { role: 'founder', name: expect.any(String), language: 'en' },
      { role: 'commissary', name: expect.any(String), language: 'en' },
    ]);
    await review(operator, id, { approved: false, category: 'expired', note: 'Your INE expired in 2024.' });
    await afterQuietSpell();

    const [mail, ...more] = inbox.to(commissary.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe("We need another file: Commissary's ID");
    expect(mail?.text).toContain('Reason: It has expired.');
    expect(mail?.text).toContain('Your INE expired in 2024.');
    expect(mail?.text).toContain(`${APP_URL}/en/commissary?company=${companyId}`);
    expect(mail?.text).not.toContain('/complementaries');
    expect(await verification(commissary, companyId)).toMatchObject({
      is_metamap_validated: false,
      is_csf_validated: true,
      rejected: [
        {
          type: 'commissary_national_identity',
          rejection_category: 'expired',
          rejection_note: 'Your INE expired in 2024.',
        },
      ],
    });
  });

  it('tells the commissary of an approval too', async () => {
    const { operator, commissary, item } = await commissaryDocumentsToReview('es');
    await review(operator, item('commissary_CSF'), { approved: true });
    await afterQuietSpell();
    expect(inbox.to(commissary.email).map((mail) => mail.subject)).toEqual([
      'Aprobamos un documento: Constancia de situación fiscal del comisario',
    ]);
  });
});
