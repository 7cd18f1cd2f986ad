import type { Partner, ShareSeries } from '@forja/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentReviews, identityVerifications, partnerDocuments } from '../../db/schema/index';
import { bearer, lastMail, register, type Registered } from '../../test/accounts';
import { companyWithFiveDocumentedPartners, joinAsPartner } from '../../test/companies';
import { statementsDuring } from '../../test/statements';
import { createTestApp, testClock, type TestApp } from '../../test/test-app';

type CapTable = { partners: Partner[]; share_series: ShareSeries[] };

const clock = testClock(new Date('2026-11-23T15:00:00Z'));
let t: TestApp;
let owner: Registered;
let member: Registered;
let stranger: Registered;
let companyId: number;
let partnerIds: number[];
let invitedToken: string;

beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
  owner = await register(t.app);
  stranger = await register(t.app);
  const seeded = await companyWithFiveDocumentedPartners(t.app, owner);
  ({ companyId, partnerIds } = seeded);
  const { emails } = seeded;

  // A rejected document with the operator's note on its current file, and one whose note was on a replaced file.
  const db = t.database.db;
  const [first, second] = await db
    .select()
    .from(partnerDocuments)
    .where(eq(partnerDocuments.partner_id, partnerIds[1] ?? 0))
    .orderBy(partnerDocuments.id);
  for (const document of [first, second]) {
    if (!document) throw new Error('missing partner document');
    await db
      .update(partnerDocuments)
      .set({ rejection_category: 'illegible' })
      .where(eq(partnerDocuments.id, document.id));
  }
  await db.insert(documentReviews).values([
    {
      document_kind: 'partner',
      document_id: first?.id ?? 0,
      storage_key: first?.storage_key ?? '',
      approved: false,
      category: 'illegible',
      note: 'La foto salió movida.',
      created_at: new Date('2026-11-21T10:00:00Z'),
    },
    {
      document_kind: 'partner',
      document_id: second?.id ?? 0,
      storage_key: 'replaced-file',
      approved: false,
      note: 'De otro archivo.',
      created_at: new Date('2026-11-21T10:00:00Z'),
    },
  ]);
  await db.insert(identityVerifications).values([
    { partner_id: partnerIds[0] ?? 0, provider: 'sandbox', status: 'Approved' },
    { partner_id: partnerIds[3] ?? 0, provider: 'sandbox', status: 'Pending' },
    { partner_id: partnerIds[3] ?? 0, provider: 'sandbox', status: 'Approved' },
  ]);

  // Luis joins with his account; the invitations sent on the way leave Jorge a live link.
  member = await joinAsPartner(t.app, owner, companyId, partnerIds[1] ?? 0, emails[1] ?? '');
  const link = /https?:\/\/\S+/.exec((await lastMail(t.app, emails[3] ?? ''))?.text ?? '')?.[0] ?? '';
  invitedToken = new URL(link).searchParams.get('token') ?? '';
  expect(invitedToken).not.toBe('');
});
afterAll(() => t.close());

async function read<T>(url: string, headers: Record<string, string>) {
  let body = '';
  const statements = await statementsDuring(t.database, async () => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, res.body).toBe(200);
    body = res.body;
  });
  return { statements, content: (JSON.parse(body) as { content: T }).content };
}

const capTableUrl = () => `/api/v3/partners/company/${companyId}`;
const onePartnerUrl = (partnerId: number) => `/api/v3/only-partner/${partnerId}/company/${companyId}`;

describe('the cap table, read for one request', () => {
  it('is one statement for the owner, with five partners, their documents, a rejection and identity checks', async () => {
    const { statements, content } = await read<CapTable>(capTableUrl(), bearer(owner.access));

    // It was 7 (the company; the partners, their shares, documents and identity checks; the review notes of
    // the rejected documents; the share series).
    expect(statements.length).toBeLessThanOrEqual(1);

    expect(content.partners.map((partner) => partner.id)).toEqual(partnerIds);
    expect(content.partners.map((partner) => partner.shares.map((share) => share.percentage))).toEqual(
      partnerIds.map(() => [20]),
    );
    expect(
      content.partners[1]?.documents.map((document) => [
        document.rejection_category,
        document.rejection_note,
      ]),
    ).toEqual([
      ['illegible', 'La foto salió movida.'],
      ['illegible', null],
    ]);
    expect(content.partners.map((partner) => partner.mati_verification)).toEqual([
      true,
      null,
      null,
      false,
      null,
    ]);
    expect(content.share_series.map((series) => series.name)).toEqual(['A']);

    // The links are signed for this viewer and open the files.
    const file = await t.app.inject({
      method: 'GET',
      url: content.partners[0]?.documents[0]?.document_url ?? '',
    });
    expect(file.statusCode, file.body).toBe(200);
  });

  it('is one statement for a partner who joined, the membership read with it', async () => {
    const { statements, content } = await read<CapTable>(capTableUrl(), bearer(member.access));
    // It was 8: the same and the membership.
    expect(statements.length).toBeLessThanOrEqual(1);
    expect(content.partners.map((partner) => partner.id)).toEqual(partnerIds);
  });

  it('still refuses anyone else', async () => {
    const res = await t.app.inject({ method: 'GET', url: capTableUrl(), headers: bearer(stranger.access) });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toEqual({ message: ['user_not_belong_to_company'] });
  });
});

describe('one partner, read for one request', () => {
  it('is one statement for the owner, and the partner is the cap table’s', async () => {
    const table = await read<CapTable>(capTableUrl(), bearer(owner.access));
    const { statements, content } = await read<Partner>(
      onePartnerUrl(partnerIds[1] ?? 0),
      bearer(owner.access),
    );

    // It was 7 (the partner, the company, then every partner of the company with their lists and notes).
    expect(statements.length).toBeLessThanOrEqual(1);
    // The one partner also carries their company's society type (what they will need to sign depends on it).
    const { documents, company_type, company_name, ...rest } = content as Partner & {
      company_type: string | null;
      company_name: string | null;
    };
    const { documents: tableDocuments, ...tableRest } = table.content.partners[1] as Partner;
    expect(company_type).toBe('sa');
    expect(company_name).not.toBeNull();
    expect(rest).toEqual(tableRest);
    // The same documents, with links of their own (not signed for a viewer).
    expect(documents.map(({ document_url: _url, ...document }) => document)).toEqual(
      tableDocuments.map(({ document_url: _url, ...document }) => document),
    );
  });

  it('is one statement for the partner themself and for a partner opening their invitation link', async () => {
    const own = await read<Partner>(onePartnerUrl(partnerIds[1] ?? 0), bearer(member.access));
    // It was 6 for the partner themself (no company read).
    expect(own.statements.length).toBeLessThanOrEqual(1);
    expect(own.content.id).toBe(partnerIds[1]);

    const invited = await read<Partner>(onePartnerUrl(partnerIds[3] ?? 0), {
      'x-invitation-token': invitedToken,
    });
    expect(invited.statements.length).toBeLessThanOrEqual(1);
    expect(invited.content.mati_verification).toBe(false);
  });

  it('still refuses anyone else, another partner’s link and a partner of another company', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: onePartnerUrl(partnerIds[1] ?? 0),
      headers: bearer(stranger.access),
    });
    expect(res.statusCode, res.body).toBe(403);
    const otherLink = await t.app.inject({
      method: 'GET',
      url: onePartnerUrl(partnerIds[2] ?? 0),
      headers: { 'x-invitation-token': invitedToken },
    });
    expect(otherLink.statusCode, otherLink.body).toBe(400);
    expect(otherLink.json()).toEqual({ message: ['token_does_not_match'] });
    const wrongCompany = await t.app.inject({
      method: 'GET',
      url: `/api/v3/only-partner/${partnerIds[1]}/company/${companyId + 1000}`,
      headers: bearer(owner.access),
    });
    expect(wrongCompany.statusCode, wrongCompany.body).toBe(404);
  });
});
