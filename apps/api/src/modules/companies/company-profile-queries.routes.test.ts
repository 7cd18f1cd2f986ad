import type { Company } from '@forja/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointmentSlots,
  appointments,
  bills,
  companyBankReferrals,
  companyDeeds,
  companyDeliveries,
  companyDocuments,
  companyTaxRegistrations,
  documentReviews,
  identityVerifications,
  legalRepresentatives,
  orderItems,
  orders,
  partnerBanks,
  partnerDocuments,
  subscriptions,
} from '../../db/schema/index';
import { bearer, register, type Registered } from '../../test/accounts';
import { companyWithFiveDocumentedPartners, joinAsPartner } from '../../test/companies';
import { statementsDuring } from '../../test/statements';
import { createTestApp, testClock, type TestApp } from '../../test/test-app';

const clock = testClock(new Date('2026-11-23T15:00:00Z'));
let t: TestApp;
let owner: Registered;
let companyId: number;
let partnerIds: number[];
let partnerEmails: string[];

beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
  owner = await register(t.app);
  ({ companyId, partnerIds, emails: partnerEmails } = await companyWithFiveDocumentedPartners(t.app, owner));

  const db = t.database.db;
  const at = (iso: string) => new Date(iso);
  // A rejected partner document with the operator's note on its current file (and an older one on a file
  // since replaced), and one whose only note was on a replaced file.
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
      storage_key: 'replaced-file',
      approved: false,
      note: 'La nota vieja.',
      created_at: at('2026-11-20T10:00:00Z'),
    },
    {
      document_kind: 'partner',
      document_id: first?.id ?? 0,
      storage_key: first?.storage_key ?? '',
      approved: false,
      category: 'illegible',
      note: 'La foto salió movida.',
      created_at: at('2026-11-21T10:00:00Z'),
    },
    {
      document_kind: 'partner',
      document_id: second?.id ?? 0,
      storage_key: 'replaced-file',
      approved: false,
      note: 'De otro archivo.',
      created_at: at('2026-11-21T10:00:00Z'),
    },
  ]);
  await db.insert(identityVerifications).values([
    { partner_id: partnerIds[0] ?? 0, provider: 'sandbox', status: 'Approved' },
    { partner_id: partnerIds[2] ?? 0, provider: 'sandbox', status: 'Pending' },
    { partner_id: partnerIds[2] ?? 0, provider: 'sandbox', status: 'Approved' },
  ]);

  const [, csf] = await db
    .insert(companyDocuments)
    .values(
      ['articles_of_incorporation', 'CSF_company'].map((type) => ({
        company_id: companyId,
        type,
        storage_key: `company/${type}`,
        file_name: `${type}.pdf`,
        content_type: 'application/pdf',
        size_bytes: 10,
        owner_category: 'company',
        ...(type === 'CSF_company' ? { rejection_category: 'expired' } : { is_approved: true }),
      })),
    )
    .returning();
  await db.insert(documentReviews).values({
    document_kind: 'company',
    document_id: csf?.id ?? 0,
    storage_key: csf?.storage_key ?? '',
    approved: false,
    category: 'expired',
    note: 'Tiene más de tres meses.',
  });
  await db.insert(legalRepresentatives).values({
    company_id: companyId,
    name: 'Ana López',
    rfc: 'LOPA800101AB1',
    image_key: 'legal/ana.png',
    image_content_type: 'image/png',
    rejection_category: 'illegible',
    rejection_note: 'No se lee.',
  });
  const council = await t.app.inject({
    method: 'PUT',
    url: `/api/v3/company/administration/${companyId}`,
    headers: bearer(owner.access),
    payload: {
      has_unique_administrator: false,
      council: [
        { name: 'ana lopez', council_role: 'president' },
        { name: 'Luis Pérez', council_role: 'secretary' },
        { name: 'Nadie Más', council_role: 'commissary' },
      ],
    },
  });
  expect(council.statusCode, council.body).toBe(200);
  for (const stage of ['rfc', 'basic_data']) {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/stage/${stage}/company/${companyId}`,
      headers: bearer(owner.access),
      payload: { completed: stage === 'rfc' },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const [bank] = await db.select({ key: partnerBanks.key }).from(partnerBanks).limit(1);
  await db
    .insert(companyBankReferrals)
    .values({ company_id: companyId, bank_key: bank?.key ?? '', status: 'sent' });

  const [subscription] = await db
    .insert(subscriptions)
    .values({
      company_id: companyId,
      status: 'active',
      product_key: 'accounting',
      item_name: 'Contabilidad',
      provider: 'sandbox',
    })
    .returning();
  for (const status of ['paid', 'awaiting_checkout']) {
    const [order] = await db
      .insert(orders)
      .values({
        company_id: companyId,
        status,
        product_key: 'incorporation',
        subscription_id: subscription?.id ?? null,
        subtotal_centavos: 100,
        iva_centavos: 16,
        total_centavos: 116,
        provider: 'sandbox',
      })
      .returning();
    await db.insert(orderItems).values(
      ['Constitución', 'Registro de marca'].map((name) => ({
        order_id: order?.id ?? 0,
        product_key: name,
        name,
        unit_price_centavos: 50,
      })),
    );
  }
  await db.insert(bills).values(
    ['2026-11-22T09:30:00.123Z', '2026-11-22T11:45:00Z'].map((issued) => ({
      company_id: companyId,
      items: [{ name: 'Constitución', quantity: 1, unit_price_centavos: 100 }],
      subtotal_centavos: 100,
      iva_centavos: 16,
      total_centavos: 116,
      issued_at: at(issued),
    })),
  );

  await db.insert(companyDeeds).values({
    company_id: companyId,
    notary_number: 12,
    notary_name: 'Lic. Pedro Gómez',
    notary_city: 'Ciudad de México',
    deed_number: '4521',
    deed_date: '2026-11-20',
    volume: '88',
    recorded_at: at('2026-11-21T17:05:00.5Z'),
    testimony_at: at('2026-11-22T08:00:00Z'),
  });
  await db.insert(companyDeliveries).values({
    company_id: companyId,
    street: 'Av. Reforma',
    exterior_number: '10',
    settlement: 'Juárez',
    municipality: 'Cuauhtémoc',
    state: 'Ciudad de México',
    postal_code: '06600',
    contact_name: 'Ana López',
    contact_phone: '5512345678',
    status: 'shipped',
    carrier: 'dhl',
    tracking_number: 'JD0001',
    shipped_at: at('2026-11-22T12:00:00Z'),
  });
  await db
    .insert(companyTaxRegistrations)
    .values({ company_id: companyId, rfc_recorded_at: at('2026-11-22T13:00:00Z') });
  for (const [type, starts] of [
    ['efirma', '2026-11-25T16:00:00Z'],
    ['notary_signing', '2026-11-23T16:00:00Z'],
  ] as const) {
    const ends = new Date(new Date(starts).getTime() + 3_600_000);
    const [slot] = await db
      .insert(appointmentSlots)
      .values({ type, starts_at: at(starts), ends_at: ends, location: 'Oficina del SAT' })
      .returning();
    await db.insert(appointments).values({
      company_id: companyId,
      slot_id: slot?.id ?? 0,
      type,
      starts_at: at(starts),
      ends_at: ends,
      location: 'Oficina del SAT',
    });
  }
});
afterAll(() => t.close());

async function profileRequest(who: Registered) {
  let body = '';
  const statements = await statementsDuring(t.database, async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v3/company/get-company-profile/${companyId}`,
      headers: bearer(who.access),
    });
    expect(res.statusCode, res.body).toBe(200);
    body = res.body;
  });
  return { statements, company: (JSON.parse(body) as { content: Company }).content };
}

describe('the company profile, read for one request', () => {
  it('is one statement for the owner, with five partners, their documents, reviews, payments and formation', async () => {
    const { statements, company } = await profileRequest(owner);

    // It was 23 (the company, 7 lists of its own, 6 of the partners, a review read, 4 of payments, 4 of the
    // formation).
    expect(statements).toHaveLength(1);

    expect(company.partners.map((partner) => partner.id)).toEqual(partnerIds);
    expect(company.partners.map((partner) => partner.documents.map((document) => document.type))).toEqual(
      partnerIds.map(() => ['national_identity', 'address']),
    );
    expect(
      company.partners[1]?.documents.map((document) => [
        document.rejection_category,
        document.rejection_note,
      ]),
    ).toEqual([
      ['illegible', 'La foto salió movida.'],
      ['illegible', null],
    ]);
    expect(company.partners.map((partner) => partner.shares.map((share) => share.percentage))).toEqual(
      partnerIds.map(() => [20]),
    );
    expect(company.partners.map((partner) => partner.mati_verification)).toEqual([
      true,
      null,
      false,
      null,
      null,
    ]);
    expect(company.share_series.map((series) => series.name)).toEqual(['A']);
    expect(company.documents.map((document) => [document.type, document.rejection_note])).toEqual([
      ['articles_of_incorporation', null],
      ['CSF_company', 'Tiene más de tres meses.'],
    ]);
    expect(company.legal_representatives.map((person) => person.rejection_note)).toEqual(['No se lee.']);
    expect(company.council.map((member) => member.partner_id)).toEqual([partnerIds[0], partnerIds[1], null]);
    expect(company.stages).toEqual(
      expect.arrayContaining([
        { name: 'rfc', completed: true },
        { name: 'basic_data', completed: false },
      ]),
    );
    expect(company.banking_services).toEqual([
      { id: expect.any(Number), name: expect.any(String), status: 'sent' },
    ]);
    expect(company.orders.map((order) => [order.status, order.items.map((item) => item.name)])).toEqual([
      ['awaiting_checkout', ['Constitución', 'Registro de marca']],
      ['paid', ['Constitución', 'Registro de marca']],
    ]);
    expect(company.subscriptions).toEqual([
      { id: expect.any(Number), status: 'active', items: [{ name: 'Contabilidad' }] },
    ]);
    expect(company.bills.map((bill) => bill.created_at)).toEqual([
      '2026-11-22T11:45:00.000Z',
      '2026-11-22T09:30:00.123Z',
    ]);
    expect(company.formation).toMatchObject({
      deed: { deed_number: '4521', recorded_at: '2026-11-21T17:05:00.500Z' },
      testimony_at: '2026-11-22T08:00:00.000Z',
      delivery: { status: 'shipped', shipped_at: '2026-11-22T12:00:00.000Z', delivered_at: null },
      rfc_recorded_at: '2026-11-22T13:00:00.000Z',
      efirma_obtained_at: null,
    });
    expect(
      company.formation.appointments.map((appointment) => [appointment.type, appointment.can_cancel]),
    ).toEqual([
      ['notary_signing', false],
      ['efirma', true],
    ]);

    // The links are signed for this viewer and open the files.
    const link = company.partners[0]?.documents[0]?.document_url ?? '';
    const file = await t.app.inject({ method: 'GET', url: link });
    expect(file.statusCode, file.body).toBe(200);
  });

  it('adds one statement, the membership, for a partner who is not the owner', async () => {
    const partner = await joinAsPartner(t.app, owner, companyId, partnerIds[1] ?? 0, partnerEmails[1] ?? '');
    const { statements, company } = await profileRequest(partner);
    expect(statements).toHaveLength(2);
    expect(company.partners.map((entry) => entry.id)).toEqual(partnerIds);
  });
});
