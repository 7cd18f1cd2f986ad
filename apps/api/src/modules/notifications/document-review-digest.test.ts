import type { Language } from '@forja/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { documentReviewNotices, users } from '../../db/schema/index';
import { bearer, type Registered } from '../../test/accounts';
import { companyWithPartners, uploadPersonDocuments } from '../../test/companies';
import { registerThroughInbox, startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox';
import { createTestApp, testClock, type TestApp } from '../../test/test-app';
import {
  DOCUMENT_REVIEW_DIGEST_MAX_WAIT_MS,
  DOCUMENT_REVIEW_DIGEST_QUIET_MS,
} from './document-review-digest';

/**
 * An operator reviewing a company's documents one after another: each reader gets one e-mail listing them
 * all, a quiet spell after the last review, through a real SMTP server; the reviews wait in the database, so
 * a process started after the reviews sends them, and two processes send them once.
 */

const APP_URL = 'https://forja.test';
const BASE = '/api/v3/backoffice/documents';
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

/** Another API process over the same database (its own memory, its own job runner). */
async function anotherProcess(): Promise<FastifyInstance> {
  const app = await buildApp(t.config, { database: t.database, clock: clock.now });
  await app.ready();
  return app;
}

async function operatorThroughInbox(): Promise<Registered> {
  const account = await registerThroughInbox(t.app, inbox);
  await t.database.db.update(users).set({ is_operator: true }).where(eq(users.id, account.id));
  return account;
}

/** The second partner joins with an account of their own, through the invitation e-mailed to them. */
async function joinThroughInbox(
  founder: Registered,
  companyId: number,
  partnerId: number,
  email: string,
  language: Language,
): Promise<Registered> {
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/v3/partners/send-invitations/${companyId}`,
    headers: bearer(founder.access),
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const link = /https?:\/\/\S+/.exec(inbox.to(email).at(-1)?.text ?? '')?.[0] ?? '';
  const token = new URL(link).searchParams.get('token') ?? '';
  const partner = await registerThroughInbox(t.app, inbox, { email, language });
  const attached = await t.app.inject({
    method: 'POST',
    url: `/api/v3/attach-partner-with-company-by-invitation/partner/${partnerId}`,
    headers: bearer(partner.access),
    payload: { company_id: companyId, invitation: token },
  });
  expect(attached.statusCode, attached.body).toBe(200);
  return partner;
}

type QueueItem = { kind: string; id: number; type: string; version: string; partner: { id: number } | null };

/**
 * A founder writing in English who is also the first partner, and a second partner with an account in
 * Chinese; each partner's four documents uploaded. Answers the queue items by partner and type.
 */
async function companyToReview() {
  const founder = await registerThroughInbox(t.app, inbox, { language: 'en' });
  const operator = await operatorThroughInbox();
  const { companyId, ids, emails } = await companyWithPartners(t.app, founder);
  await uploadPersonDocuments(t.app, founder, ids[0]);
  await uploadPersonDocuments(t.app, founder, ids[1]);
  const partner = await joinThroughInbox(founder, companyId, ids[1], emails[1], 'zh_cn');
  const res = await t.app.inject({
    method: 'GET',
    url: `${BASE}?page_size=100&company_id=${companyId}`,
    headers: bearer(operator.access),
  });
  expect(res.statusCode, res.body).toBe(200);
  const items = res.json<{ content: { items: QueueItem[] } }>().content.items;
  expect(items).toHaveLength(8);
  const item = (partnerId: number, type: string) =>
    items.find((entry) => entry.partner?.id === partnerId && entry.type === type) as QueueItem;
  inbox.received.length = 0;
  return { founder, operator, partner, companyId, ids, item };
}

/** An operator's decision through the back office, a minute (or `after`) after the one before. */
async function review(
  app: FastifyInstance,
  operator: Registered,
  item: QueueItem,
  decision: { approved: true } | { approved: false; category: string; note?: string },
  after = 60_000,
) {
  clock.advance(after);
  const res = await app.inject({
    method: 'POST',
    url: `${BASE}/${item.kind}/${item.id}/${decision.approved ? 'approve' : 'reject'}`,
    headers: bearer(operator.access),
    payload: decision.approved
      ? { version: item.version }
      : { version: item.version, category: decision.category, note: decision.note },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** The operator's sitting: Ana's and Luis's documents, one proof of address of each rejected. */
async function reviewEverything(app: FastifyInstance, target: Awaited<ReturnType<typeof companyToReview>>) {
  const { operator, ids, item } = target;
  const [ana, luis] = ids;
  await review(app, operator, item(ana, 'national_identity'), { approved: true });
  await review(app, operator, item(ana, 'national_identity_back'), { approved: true });
  await review(app, operator, item(ana, 'address'), { approved: false, category: 'expired' });
  await review(app, operator, item(ana, 'CFI'), { approved: true });
  await review(app, operator, item(luis, 'national_identity'), { approved: true });
  await review(app, operator, item(luis, 'address'), {
    approved: false,
    category: 'illegible',
    note: 'La foto salió movida.',
  });
  await review(app, operator, item(luis, 'national_identity_back'), { approved: true });
  await review(app, operator, item(luis, 'CFI'), { approved: true });
}

describe('the e-mail after an operator reviews a company’s documents', () => {
  it('comes once per reader, in their language, listing every document, a quiet spell after the last review', async () => {
    const target = await companyToReview();
    const { founder, partner, companyId } = target;
    await reviewEverything(t.app, target);

    // A minute between reviews is not a quiet spell: nothing went out while the operator worked.
    await t.services().jobs.runDueJobs();
    expect(inbox.received).toEqual([]);
    clock.advance(DOCUMENT_REVIEW_DIGEST_QUIET_MS - 1000);
    await t.services().jobs.runDueJobs();
    expect(inbox.received).toEqual([]);

    clock.advance(1000);
    await t.services().jobs.runDueJobs();
    await t.services().jobs.runDueJobs();

    // The founder (the first partner): her own four documents and Luis's rejected proof of address, in English.
    const toFounder = inbox.to(founder.email);
    expect(toFounder).toHaveLength(1);
    const [digest] = toFounder;
    expect(digest?.subject).toMatch(/^We reviewed 5 documents for .+: 2 need another file$/);
    const text = digest?.text ?? '';
    for (const phrase of [
      'These need another file:',
      'Document: Proof of address',
      'Reason: It has expired.',
      'Of: Luis Pérez',
      "Reason: It can't be read clearly.",
      'La foto salió movida.',
      'Approved:',
      'Document: INE voter ID (front)',
      'Document: INE voter ID (back)',
      'Document: Tax status certificate (CSF)',
      `${APP_URL}/en/dashboard/${companyId}/partners_documents`,
    ]) {
      expect(text).toContain(phrase);
    }
    // Luis's approvals are his news: the founder hears of them once every document is approved.
    expect(text.match(/Document: INE voter ID \(front\)/g)).toHaveLength(1);
    expect(text.match(/Document: Proof of address/g)).toHaveLength(2);

    // Luis: his four documents, in Chinese, his own name left out.
    const toPartner = inbox.to(partner.email);
    expect(toPartner).toHaveLength(1);
    expect(toPartner[0]?.subject).toMatch(/^我们已审核 .+ 的 4 份文件，其中 1 份需要重新上传$/);
    const partnerText = toPartner[0]?.text ?? '';
    for (const phrase of [
      '以下文件需要重新上传：',
      '地址证明（comprobante de domicilio）',
      '看不清楚。',
      'La foto salió movida.',
      '已批准：',
      'INE（选民身份证）正面',
      'INE（选民身份证）背面',
      '税务状况证明（CSF）',
      `${APP_URL}/zh_cn/dashboard/${companyId}/partners_documents`,
    ]) {
      expect(partnerText).toContain(phrase);
    }
    expect(partnerText).not.toContain('Luis Pérez');
    // Ana's own rejection is hers and the founder's to read, not his.
    expect(partnerText).not.toContain('已过期');

    // Sent, and nothing left to send again.
    expect(inbox.received).toHaveLength(2);
    clock.advance(DOCUMENT_REVIEW_DIGEST_QUIET_MS * 10);
    await t.services().jobs.runDueJobs();
    expect(inbox.received).toHaveLength(2);
    expect(
      await t.database.db
        .select()
        .from(documentReviewNotices)
        .where(eq(documentReviewNotices.company_id, companyId)),
    ).toEqual([]);
  });

  it('a single review is told in that document’s own e-mail, in the reader’s language', async () => {
    const { founder, operator, ids, item } = await companyToReview();
    await review(t.app, operator, item(ids[0], 'address'), {
      approved: false,
      category: 'illegible',
      note: 'Sube una foto con más luz.',
    });
    clock.advance(DOCUMENT_REVIEW_DIGEST_QUIET_MS);
    await t.services().jobs.runDueJobs();
    expect(inbox.received.map((mail) => mail.to)).toEqual([[founder.email.toLowerCase()]]);
    expect(inbox.received[0]?.subject).toBe('We need another file: Proof of address');
    expect(inbox.received[0]?.text).toContain('Sube una foto con más luz.');
  });

  it('does not wait for ever on an operator who never pauses: the reviews so far go out at the longest wait', async () => {
    const { founder, partner, operator, ids, item } = await companyToReview();
    const [ana, luis] = ids;
    const spacing = DOCUMENT_REVIEW_DIGEST_QUIET_MS - 30_000;
    const sitting = [
      item(ana, 'national_identity'),
      item(ana, 'national_identity_back'),
      item(ana, 'address'),
      item(ana, 'CFI'),
      item(luis, 'national_identity'),
      item(luis, 'national_identity_back'),
    ];
    for (const [index, document] of sitting.entries()) {
      await review(t.app, operator, document, { approved: true }, index === 0 ? 60_000 : spacing);
      await t.services().jobs.runDueJobs();
      expect(inbox.received, `after review ${index + 1}`).toEqual([]);
    }
    // The longest wait since the first review is up before a quiet spell after the last one.
    const sinceFirst = spacing * (sitting.length - 1);
    expect(sinceFirst + DOCUMENT_REVIEW_DIGEST_QUIET_MS).toBeGreaterThan(DOCUMENT_REVIEW_DIGEST_MAX_WAIT_MS);
    clock.advance(DOCUMENT_REVIEW_DIGEST_MAX_WAIT_MS - sinceFirst);
    await t.services().jobs.runDueJobs();
    expect(inbox.to(founder.email).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^We approved 4 documents for /),
    ]);
    expect(inbox.to(partner.email).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^我们已批准 .+ 的 2 份文件$/),
    ]);
  });

  it('is still sent by a process started after the one that recorded the reviews stopped', async () => {
    const target = await companyToReview();
    const first = await anotherProcess();
    await reviewEverything(first, target);
    await first.close();

    clock.advance(DOCUMENT_REVIEW_DIGEST_QUIET_MS);
    const restarted = await anotherProcess();
    try {
      await restarted.services.jobs.runDueJobs();
    } finally {
      await restarted.close();
    }
    expect(inbox.to(target.founder.email).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^We reviewed 5 documents for .+: 2 need another file$/),
    ]);
    expect(inbox.to(target.partner.email)).toHaveLength(1);
    // Two more instances of the server start in this test: on a loaded 2-core machine that takes its time.
  }, 90_000);

  it('is sent once when two processes run their jobs at the same time', async () => {
    const target = await companyToReview();
    await reviewEverything(t.app, target);
    clock.advance(DOCUMENT_REVIEW_DIGEST_QUIET_MS);
    const [one, two] = [await anotherProcess(), await anotherProcess()];
    try {
      await Promise.all([one.services.jobs.runDueJobs(), two.services.jobs.runDueJobs()]);
      await Promise.all([one.services.jobs.runDueJobs(), two.services.jobs.runDueJobs()]);
    } finally {
      await one.close();
      await two.close();
    }
    expect(inbox.to(target.founder.email)).toHaveLength(1);
    expect(inbox.to(target.partner.email)).toHaveLength(1);
    expect(inbox.received).toHaveLength(2);
  }, 90_000);
});
