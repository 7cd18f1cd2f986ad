import type { PendingSurveys, SurveyReport } from '@forja/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orders,
  partners,
  signatureEnvelopes,
  signatureSigners,
  surveyResponses,
} from '../../db/schema/index';
import { bearer, register, type Registered } from '../../test/accounts';
import { registerStaff } from '../../test/staff';
import { addAcceptedPartner, registerCompany } from '../../test/support-requests';
import { createTestApp, testClock, type TestApp } from '../../test/test-app';

const clock = testClock();
let t: TestApp;
let operator: Registered;

beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
  operator = await registerStaff(t.app, 'operator');
});
afterAll(() => t.close());

async function markPaid(companyId: number) {
  await t.app.database.db.insert(orders).values({
    company_id: companyId,
    status: 'complete',
    product_key: 'company_formation',
    subtotal_centavos: 100_00,
    iva_centavos: 16_00,
    total_centavos: 116_00,
    provider: 'sandbox',
    completed_at: clock.now(),
  });
}

/** An envelope of the company in which the partner of `account` signed (completed when `completed`). */
async function markSigned(companyId: number, account: Registered, completed: boolean) {
  const db = t.app.database.db;
  const [partner] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.company_id, companyId), eq(partners.user_id, account.id)));
  if (!partner) throw new Error('partner missing');
  const [envelope] = await db
    .insert(signatureEnvelopes)
    .values({
      company_id: companyId,
      provider: 'sandbox',
      provider_envelope_id: `env-${companyId}-${account.id}-${Date.now()}`,
      draft_version: 1,
      draft_sha256: 'x',
      status: completed ? 'completed' : 'pending',
      return_token: `token-${companyId}-${account.id}-${Date.now()}`,
    })
    .returning({ id: signatureEnvelopes.id });
  if (!envelope) throw new Error('envelope missing');
  await db.insert(signatureSigners).values({
    envelope_id: envelope.id,
    partner_id: partner.id,
    name: 'Luis Pérez',
    email: account.email,
    signing_order: 1,
    status: 'signed',
    provider_signer_id: `signer-${envelope.id}`,
    signing_url: 'https://example.test/sign',
    signed_at: clock.now(),
  });
}

async function pending(who: Registered, companyId: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v3/surveys/pending?company_id=${companyId}`,
    headers: bearer(who.access),
  });
  return { status: res.statusCode, body: res.json<{ content: PendingSurveys; message?: string[] }>() };
}

async function answer(who: Registered, payload: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v3/surveys',
    headers: bearer(who.access),
    payload,
  });
  return { status: res.statusCode, body: res.json<{ content?: object; message?: string[] }>() };
}

describe('surveys after payment and signing', () => {
  it('asks the founder after payment once, bands the rating on the server and never shows it again', async () => {
    const founder = await register(t.app);
    const company = await registerCompany(t.app, founder);
    expect((await pending(founder, company.id)).body.content.surveys).toEqual([]);
    expect(
      (await answer(founder, { company_id: company.id, step: 'payment', rating: 4 })).body.message,
    ).toEqual(['survey_not_due']);

    await markPaid(company.id);
    expect((await pending(founder, company.id)).body.content.surveys).toEqual([
      { step: 'payment', scale: 5, min_rating: 1 },
    ]);
    const off = await answer(founder, { company_id: company.id, step: 'payment', rating: 6 });
    expect(off.status).toBe(400);
    expect(off.body.message).toEqual(['survey_rating_out_of_scale']);
    expect((await answer(founder, { company_id: company.id, step: 'payment', rating: 0 })).status).toBe(400);

    const ok = await answer(founder, {
      company_id: company.id,
      step: 'payment',
      rating: 4,
      comment: ' Rápido ',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.content).toEqual({ step: 'payment', dismissed: false });
    const [row] = await t.app.database.db
      .select()
      .from(surveyResponses)
      .where(and(eq(surveyResponses.user_id, founder.id), eq(surveyResponses.company_id, company.id)));
    expect(row).toMatchObject({ step: 'payment', scale: 5, rating: 4, band: 'positive', comment: 'Rápido' });

    expect((await pending(founder, company.id)).body.content.surveys).toEqual([]);
    const again = await answer(founder, { company_id: company.id, step: 'payment', dismissed: true });
    expect(again.status).toBe(409);
    expect(again.body.message).toEqual(['survey_already_answered']);
  });

  it('counts a dismissal as answered', async () => {
    const founder = await register(t.app);
    const company = await registerCompany(t.app, founder);
    await markPaid(company.id);
    const res = await answer(founder, { company_id: company.id, step: 'payment', dismissed: true });
    expect(res.status).toBe(200);
    expect(res.body.content).toEqual({ step: 'payment', dismissed: true });
    expect((await pending(founder, company.id)).body.content.surveys).toEqual([]);
  });

  it('asks a signing partner on the NPS scale once they signed; 403 for someone outside the company', async () => {
    const founder = await register(t.app);
    const partner = await register(t.app);
    const stranger = await register(t.app);
    const company = await registerCompany(t.app, founder);
    await addAcceptedPartner(t.app, company.id, partner);
    await markPaid(company.id);
    // The payment survey is the founder's, not the partner's.
    expect((await pending(partner, company.id)).body.content.surveys).toEqual([]);
    await markSigned(company.id, partner, false);
    expect((await pending(partner, company.id)).body.content.surveys).toEqual([
      { step: 'signing', scale: 10, min_rating: 0 },
    ]);
    // The envelope is not complete yet: nothing for the founder's signing survey.
    expect((await pending(founder, company.id)).body.content.surveys.map((s) => s.step)).toEqual(['payment']);

    const detractor = await answer(partner, { company_id: company.id, step: 'signing', rating: 0 });
    expect(detractor.status).toBe(200);
    const [row] = await t.app.database.db
      .select()
      .from(surveyResponses)
      .where(eq(surveyResponses.user_id, partner.id));
    expect(row).toMatchObject({ scale: 10, rating: 0, band: 'detractor' });
    expect((await answer(partner, { company_id: company.id, step: 'signing', rating: 11 })).status).toBe(400);

    const outside = await pending(stranger, company.id);
    expect(outside.status).toBe(403);
    expect(outside.body.message).toEqual(['user_not_belong_to_company']);
    expect((await answer(stranger, { company_id: company.id, step: 'signing', rating: 9 })).status).toBe(403);
  });

  it('rejects markup and comments over 1000 characters', async () => {
    const founder = await register(t.app);
    const company = await registerCompany(t.app, founder);
    await markPaid(company.id);
    const markup = await answer(founder, {
      company_id: company.id,
      step: 'payment',
      rating: 3,
      comment: '<b>hola</b>',
    });
    expect(markup.status).toBe(400);
    const long = await answer(founder, {
      company_id: company.id,
      step: 'payment',
      rating: 3,
      comment: 'a'.repeat(1001),
    });
    expect(long.status).toBe(400);
    expect((await pending(founder, company.id)).body.content.surveys).toHaveLength(1);
  });

  it('does not ask someone who withdrew the surveys consent', async () => {
    const founder = await register(t.app);
    const company = await registerCompany(t.app, founder);
    await markPaid(company.id);
    expect((await pending(founder, company.id)).body.content.surveys).toHaveLength(1);
    const withdraw = await t.app.inject({
      method: 'POST',
      url: '/api/v3/consents/me',
      headers: bearer(founder.access),
      payload: { purpose: 'surveys', granted: false, method: 'switch' },
    });
    expect(withdraw.statusCode, withdraw.body).toBe(200);
    expect((await pending(founder, company.id)).body.content.surveys).toEqual([]);
  });

  it('reports scores by week with bands, NPS and the latest comments to staff only', async () => {
    const a = await register(t.app);
    const b = await register(t.app);
    const company = await registerCompany(t.app, a);
    await addAcceptedPartner(t.app, company.id, b);
    await markSigned(company.id, b, true);
    // a, the founder, is asked once the envelope is complete.
    expect((await pending(a, company.id)).body.content.surveys.map((s) => s.step)).toEqual(['signing']);
    await answer(a, { company_id: company.id, step: 'signing', rating: 10, comment: 'Excelente servicio' });
    await answer(b, { company_id: company.id, step: 'signing', rating: 7 });

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v3/backoffice/surveys?weeks=4',
      headers: bearer(operator.access),
    });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<{ content: SurveyReport }>().content;
    const signing = report.steps.find((step) => step.step === 'signing');
    expect(signing?.weeks).toHaveLength(4);
    const week = signing?.weeks.at(-1);
    // Earlier tests in this file: one detractor (0). Here: a promoter (10) and a passive (7).
    expect(week).toMatchObject({
      week: '2026-11-16',
      responses: 3,
      bands: { detractor: 1, passive: 1, promoter: 1 },
    });
    expect(week?.nps).toBe(0);
    expect(week?.average).toBe(5.67);
    expect(report.comments[0]).toMatchObject({
      step: 'signing',
      rating: 10,
      band: 'promoter',
      comment: 'Excelente servicio',
    });

    const founderTry = await t.app.inject({
      method: 'GET',
      url: '/api/v3/backoffice/surveys',
      headers: bearer(a.access),
    });
    expect(founderTry.statusCode).toBe(404);
  });
});
