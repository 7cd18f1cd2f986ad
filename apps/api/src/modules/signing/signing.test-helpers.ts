import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  companies,
  councilMembers,
  identityVerifications,
  partnerDocuments,
  partners,
} from '../../db/schema/index';
import { bearer, lastMail, register, uniqueEmail, type Registered } from '../../test/accounts';
import type { TestApp } from '../../test/test-app';
import { joinAsPartner, newCompany, saveCapTable } from '../../test/companies';
import { loadSampleWhenEmpty } from '../postal-codes/postal-codes.service';
import { signRequest } from './act-links';

const APPROVED_TYPES = ['national_identity', 'national_identity_back', 'address', 'CFI'];
let founders = 0;

/**
 * A company ready to sign: an S.A. de C.V. with its authorised legal name, two partners (the founder 50 %,
 * a second partner 50 % who joined with their own account, or who has no account) whose documents Forja
 * approved and whose identities are verified, its commissary appointed (`withCommissary: false` leaves it
 * without one), its domicile and its sole administrator (`withArticlesData: false` leaves the company without
 * a domicile and an administrator, and its partners' identities unverified, as a founder who never gave them).
 * The approvals, verifications and the appointment are written directly: the review, the identity check and the
 * commissary's flow are tested on their own.
 */
export async function companyReadyToSign(
  t: TestApp,
  options: { secondHasAccount?: boolean; withCommissary?: boolean; withArticlesData?: boolean } = {},
): Promise<{
  founder: Registered;
  second: Registered | null;
  secondEmail: string;
  companyId: number;
  partnerIds: [number, number];
  legalName: string;
}> {
  // Each founder signs up from an address of their own: a file makes more accounts than one address may.
  founders += 1;
  const founder = await register(
    t.app,
    uniqueEmail(),
    `10.7.${Math.floor(founders / 250)}.${founders % 250}`,
  );
  const companyId = await newCompany(t.app, founder);
  const secondEmail = uniqueEmail('socia');
  const saved = await saveCapTable(t.app, founder, companyId, [
    { name: 'Ana López', email: founder.email, percentage: 50 },
    { name: 'Lucía Pérez', email: secondEmail, percentage: 50 },
  ]);
  expect(saved.statusCode, saved.body).toBe(200);
  const partnerIds = saved
    .json<{ content: { partners: { id: number }[] } }>()
    .content.partners.map((partner) => partner.id) as [number, number];
  const second =
    options.secondHasAccount === false
      ? null
      : await joinAsPartner(t.app, founder, companyId, partnerIds[1], secondEmail);
  const db = t.database.db;
  const legalName = `Nopal Azul ${companyId}`;
  await db
    .update(companies)
    .set({ legal_name: legalName, name_authorization: true, description: 'Consultoría de software' })
    .where(eq(companies.id, companyId));
  if (options.withCommissary !== false)
    await db
      .insert(councilMembers)
      .values({ company_id: companyId, name: 'Marta Ruiz Salas', council_role: 'commissary' });
  if (options.withArticlesData !== false) await giveArticlesData(t, companyId, partnerIds);
  for (const partnerId of partnerIds) {
    await db.update(partners).set({ civil_status: 'single' }).where(eq(partners.id, partnerId));
    await db.insert(partnerDocuments).values(
      APPROVED_TYPES.map((type) => ({
        partner_id: partnerId,
        type,
        storage_key: `test/${partnerId}/${type}`,
        file_name: `${type}.pdf`,
        content_type: 'application/pdf',
        size_bytes: 10,
        is_approved: true,
      })),
    );
  }
  return { founder, second, secondEmail, companyId, partnerIds, legalName };
}

/**
 * What the articles need besides the documents, written directly: the domicile (a fiscal address in Monterrey,
 * which the sample SEPOMEX catalogue, loaded here, places), Ana López as sole administrator, and each partner's
 * identity verified by the sandbox.
 */
export async function giveArticlesData(t: TestApp, companyId: number, partnerIds: readonly number[]) {
  const db = t.database.db;
  await loadSampleWhenEmpty(t.database);
  await db
    .update(companies)
    .set({
      fiscal_residence: 'Av. Constitución 100, Centro, 64000, Monterrey, Nuevo León',
      has_unique_administrator: true,
    })
    .where(eq(companies.id, companyId));
  await db
    .insert(councilMembers)
    .values({ company_id: companyId, name: 'Ana López', council_role: 'sole_administrator' });
  await db
    .insert(identityVerifications)
    .values(
      partnerIds.map((partnerId) => ({ partner_id: partnerId, provider: 'sandbox', status: 'Approved' })),
    );
}

export async function signingStatus(t: TestApp, who: Registered, companyId: number) {
  return t.app.inject({
    method: 'GET',
    url: `/api/v3/company/${companyId}/signing`,
    headers: bearer(who.access),
  });
}

export async function acknowledge(
  t: TestApp,
  who: Registered,
  companyId: number,
  body: { partner_id: number; acknowledgment_completed: boolean; version: number; note?: string },
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v3/company/${companyId}/acknowledgment-status`,
    headers: bearer(who.access),
    payload: body,
  });
}

/** A request of the e-mailed link, signed with its token as the web app signs it. */
export async function linkRequest(
  t: TestApp,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  body: unknown,
  now: Date = new Date(),
  signature?: string,
  /** More headers (the page's `x-language`). */
  headers: Record<string, string> = {},
) {
  const raw = body === undefined ? '' : JSON.stringify(body);
  return t.app.inject({
    method,
    url,
    headers: {
      ...headers,
      'content-type': 'application/json',
      'x-forja-signature': signature ?? signRequest(token, raw, now),
    },
    ...(method === 'POST' ? { payload: raw } : {}),
  });
}

/** The link e-mailed to a partner (review the draft), with its query. */
export async function emailedActLink(t: TestApp, email: string): Promise<URL> {
  const mail = await lastMail(t.app, email);
  const link = /https?:\/\/\S+auth\/yolo\S*/.exec(mail?.text ?? '')?.[0];
  expect(link, mail?.text).toBeTruthy();
  return new URL(link!.replace(/[).,]+$/, ''));
}

/** The 6-digit code of the last e-mail to an address. */
export async function lastActCode(t: TestApp, email: string): Promise<string> {
  const mail = await lastMail(t.app, email);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  expect(code, mail?.text).toBeTruthy();
  return code!;
}
