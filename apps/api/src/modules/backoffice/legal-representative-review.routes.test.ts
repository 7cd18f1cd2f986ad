import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index';
import { PASSWORD, bearer, register, type Registered } from '../../test/accounts';
import { confirmStaffPassword, refreshSession, registerStaff } from '../../test/staff';
import { createTestApp, testClock, type TestApp } from '../../test/test-app';
import { PNG, companyWithPartners, joinAsPartner, multipart, png } from '../../test/companies';

const clock = testClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
});
afterAll(() => t.close());

const BASE = '/api/v3/backoffice/legal-representatives';

type Item = {
  id: number;
  name: string;
  rfc: string;
  state: string;
  rejection_category: string | null;
  rejection_note: string | null;
  company: { id: number; friendly_id: string; name: string | null };
};

const get = (url: string, who: Registered | null) =>
  t.app.inject({ method: 'GET', url, headers: who ? bearer(who.access) : {} });
const post = (url: string, who: Registered | null, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: who ? bearer(who.access) : {},
    ...(payload ? { payload } : {}),
  });

async function addRepresentative(
  founder: Registered,
  companyId: number,
  name: string,
  rfc = 'GODE561231GR8',
) {
  // A founder's "approved" is ignored: only the back office decides.
  const form = multipart({ name, rfc, approved: 'true' }, png('ine.png'), 'image');
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v3/company/legal-representatives/new/${companyId}`,
    headers: { ...bearer(founder.access), ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json<{ content: { approved: boolean } }>().content.approved).toBe(false);
  return res.json<{ content: { id: number } }>().content.id;
}

const queue = async (who: Registered, query = '') => {
  const res = await get(`${BASE}?page_size=100${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: { items: Item[]; total: number; page: number; page_size: number } }>().content;
};

const representativesOf = async (founder: Registered, companyId: number) =>
  (await get(`/api/v3/company/get-company-profile/${companyId}`, founder)).json<{
    content: {
      legal_representatives: {
        id: number;
        approved: boolean;
        rejection_category?: string | null;
        rejection_note?: string | null;
      }[];
    };
  }>().content.legal_representatives;

describe('who reaches the legal representatives queue', () => {
  it('answers the founder, a partner, anyone anonymous and an expired token like a missing page; operators and admins get in', async () => {
    const founder = await register(t.app);
    const operator = await registerStaff(t.app, 'operator');
    const admin = await registerStaff(t.app, 'admin');
    const { companyId, ids, emails } = await companyWithPartners(t.app, founder);
    const partner = await joinAsPartner(t.app, founder, companyId, ids[1], emails[1]);
    const id = await addRepresentative(founder, companyId, 'Marta Ruiz');
    const missing = await get('/api/v3/backoffice/no-such-page', null);

    const expectHidden = async (who: Registered | null) => {
      for (const url of [BASE, `${BASE}/${id}`, `${BASE}/${id}/image`]) {
        const res = await get(url, who);
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual(missing.json());
      }
      for (const res of [
        await post(`${BASE}/${id}/approve`, who),
        await post(`${BASE}/${id}/reject`, who, { category: 'expired' }),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(missing.json());
      }
    };
    for (const who of [null, founder, partner]) await expectHidden(who);
    const expired = await registerStaff(t.app, 'operator');
    clock.advance(16 * 60_000);
    await expectHidden(expired);

    for (const staff of [await refreshSession(t.app, operator), await refreshSession(t.app, admin)]) {
      expect((await get(`${BASE}/${id}`, staff)).json<{ content: unknown }>().content).toMatchObject({
        name: 'Marta Ruiz',
        state: 'waiting',
      });
      const image = await get(`${BASE}/${id}/image`, staff);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['content-disposition']).toMatch(/^inline;/);
      expect(image.rawPayload.equals(PNG)).toBe(true);
    }
    const renewed = await refreshSession(t.app, founder);
    expect(await representativesOf(renewed, companyId)).toEqual([
      expect.objectContaining({ id, approved: false, rejection_category: null }),
    ]);
  });
});

describe('reviewing legal representatives', () => {
  it('lists those waiting oldest first, by company, paginated, as the home page counts them', async () => {
    const founder = await register(t.app);
    const operator = await registerStaff(t.app, 'operator');
    const { companyId } = await companyWithPartners(t.app, founder, 'Maguey Real');
    const first = await addRepresentative(founder, companyId, 'Marta Ruiz');
    clock.advance(60_000);
    const second = await addRepresentative(founder, companyId, 'Jorge Díaz', 'DIJO800101AB1');
    const listed = await queue(operator, `&company_id=${companyId}`);
    expect(listed.items.map((item) => item.id)).toEqual([first, second]);
    expect(listed.items[0]).toMatchObject({
      rfc: 'GODE561231GR8',
      company: { id: companyId, name: 'Maguey Real' },
    });
    expect((await queue(operator, '&company=maguey%20re')).items.map((item) => item.id)).toEqual([
      first,
      second,
    ]);
    const page = (await get(`${BASE}?company_id=${companyId}&page=2&page_size=1`, operator)).json<{
      content: unknown;
    }>().content;
    expect(page).toMatchObject({ total: 2, page: 2, items: [{ id: second }] });
    const overview = (await get('/api/v3/backoffice/overview', operator)).json<{
      content: Record<string, number>;
    }>().content;
    expect(overview.legal_representatives).toBe((await queue(operator)).total);
  });

  it('approves once under two operators at the same time, and the founder sees the representative verified', async () => {
    const founder = await register(t.app);
    const operator = await registerStaff(t.app, 'operator');
    const admin = await registerStaff(t.app, 'admin');
    const { companyId } = await companyWithPartners(t.app, founder);
    const id = await addRepresentative(founder, companyId, 'Marta Ruiz');
    const answers = await Promise.all([
      post(`${BASE}/${id}/approve`, operator),
      post(`${BASE}/${id}/approve`, admin),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.statusCode === 409)?.json()).toEqual({ message: ['already_reviewed'] });
    expect((await post(`${BASE}/${id}/reject`, operator, { category: 'expired' })).json()).toEqual({
      message: ['already_reviewed'],
    });
    expect(await representativesOf(founder, companyId)).toEqual([
      expect.objectContaining({ id, approved: true, rejection_category: null }),
    ]);
    expect((await queue(operator, `&company_id=${companyId}`)).total).toBe(0);
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'legal_representative.approve'), eq(auditEvents.subject_id, id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ company_id: companyId, subject_type: 'legal_representative' });
  });

  it('rejects only with a category (and a note for "other"); the founder sees why', async () => {
    const founder = await register(t.app);
    const operator = await registerStaff(t.app, 'operator');
    const { companyId } = await companyWithPartners(t.app, founder);
    const id = await addRepresentative(founder, companyId, 'Marta Ruiz');
    for (const body of [{}, { note: 'Falta algo' }, { category: 'other' }]) {
      const res = await post(`${BASE}/${id}/reject`, operator, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ message: ['rejection_category_required'] });
    }
    const res = await post(`${BASE}/${id}/reject`, operator, {
      category: 'does_not_match',
      note: 'El RFC no es el de la identificación.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ content: unknown }>().content).toMatchObject({
      state: 'rejected',
      rejection_category: 'does_not_match',
    });
    expect(await representativesOf(founder, companyId)).toEqual([
      expect.objectContaining({
        id,
        approved: false,
        rejection_category: 'does_not_match',
        rejection_note: 'El RFC no es el de la identificación.',
      }),
    ]);
    expect((await queue(operator, `&company_id=${companyId}`)).total).toBe(0);
  });

  it('refuses to approve when the ID file is gone, asks for the password after 15 idle minutes', async () => {
    const founder = await register(t.app);
    let operator = await registerStaff(t.app, 'operator');
    const { companyId } = await companyWithPartners(t.app, founder);
    const id = await addRepresentative(founder, companyId, 'Marta Ruiz');
    const gone = await addRepresentative(founder, companyId, 'Jorge Díaz', 'DIJO800101AB1');
    const [row] = await t.database.db.query.legalRepresentatives.findMany({
      where: (table, { eq: equals }) => equals(table.id, gone),
    });
    await t.services().storage.delete(row!.image_key);
    const refused = await post(`${BASE}/${gone}/approve`, operator);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: ['document_file_unreadable'] });
    expect((await get(`${BASE}/${gone}/image`, operator)).statusCode).toBe(404);

    clock.advance(16 * 60_000);
    operator = await refreshSession(t.app, operator);
    const idle = await post(`${BASE}/${id}/approve`, operator);
    expect(idle.statusCode).toBe(403);
    expect(idle.json()).toEqual({ message: ['recent_sign_in_required'] });
    expect((await confirmStaffPassword(t.app, operator, PASSWORD)).statusCode).toBe(200);
    expect((await post(`${BASE}/${id}/approve`, operator)).statusCode).toBe(200);
  });
});
