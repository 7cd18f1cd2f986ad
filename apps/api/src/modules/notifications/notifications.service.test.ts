import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  articlesDrafts,
  companies,
  partners,
  signatureEnvelopes,
  signatureSigners,
  supportRequests,
} from '../../db/schema/index';
import { createJobQueue } from '../../jobs/job-queue';
import { createSmtpMailer } from '../../providers/mail/smtp-mailer';
import {
  SANDBOX_SIGNATURE_HEADER,
  sandboxWebhookSecret,
  signSandboxPayload,
} from '../../providers/payments/sandbox';
import { bearer, uniqueEmail, type Registered } from '../../test/accounts';
import { registerThroughInbox, startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { checkout, createCompany } from '../../test/checkout';
import { createAppLinks } from './app-links';
import { createDocumentReviewNoticesRepository } from './document-review-notices.repository';
import { createNotificationsRepository } from './notifications.repository';
import { createNotificationsService } from './notifications.service';

/** The transactional e-mails, sent by the API through a real SMTP server and read back from it. */

const APP_URL = 'https://forja.test';
let inbox: SmtpInbox;
let t: TestApp;
let ana: Registered;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ SMTP_URL: inbox.url, APP_URL });
  ana = await registerThroughInbox(t.app, inbox);
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});
beforeEach(() => {
  inbox.received.length = 0;
});

const runJobs = () => t.services().jobs.runDueJobs();

/** The sandbox's hosted page, as the payer's browser posts it. */
function postForm(url: string, fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** A webhook that says an order was paid by card, signed as the sandbox signs them. */
function paidEvent(orderId: number, eventId: string) {
  const body = JSON.stringify({
    id: eventId,
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: 'cs_sandbox_handmade000000',
        mode: 'payment',
        client_reference_id: `order_${orderId}`,
        amount_total: 1_450_000,
        payment_status: 'paid',
        payment_method_type: 'card',
        card_last4: '4242',
        payment_method: null,
        payment_intent: 'pi_sandbox_handmade',
        oxxo: null,
        subscription: null,
        customer: null,
      },
    },
  });
  const secret = sandboxWebhookSecret(new TextEncoder().encode(t.config.authSecret));
  return t.app.inject({
    method: 'POST',
    url: '/api/v3/payments/webhook/sandbox',
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(body, secret, new Date()),
    },
    payload: body,
  });
}

describe('payment e-mails', () => {
  it('tells the founder a card payment arrived, once, however often the webhook comes', async () => {
    const companyId = await createCompany(t.app, ana);
    const { order_id } = await checkout(t.app, ana, companyId, 'formation');

    const first = await paidEvent(order_id, `evt_paid_${order_id}`);
    expect(first.json()).toEqual({ content: { received: true, outcome: 'applied' } });
    // The same event again, and another event saying the same thing.
    expect((await paidEvent(order_id, `evt_paid_${order_id}`)).json()).toMatchObject({
      content: { outcome: 'duplicate' },
    });
    expect((await paidEvent(order_id, `evt_again_${order_id}`)).json()).toMatchObject({
      content: { outcome: 'already_complete' },
    });
    await runJobs();
    await runJobs();

    const mails = inbox.to(ana.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toMatch(/^Recibimos tu pago para Nopal \w+$/);
    expect(mail?.text).toContain('Hola, Ana:');
    expect(mail?.text).toContain('$14,500.00 MXN con tarjeta terminada en 4242');
    expect(mail?.text).toContain('«Constitución de sociedad»');
    expect(mail?.text).toContain(`${APP_URL}/es/dashboard/${companyId}/invoices`);
    expect(mail?.html).toContain(`href="${APP_URL}/es/dashboard/${companyId}/invoices"`);
  });

  it('tells the founder when OXXO confirmed the cash, in their language', async () => {
    const luisa = await registerThroughInbox(t.app, inbox, { language: 'en' });
    const companyId = await createCompany(t.app, luisa);
    const { checkout_url } = await checkout(t.app, luisa, companyId, 'formation');
    const voucher = (await postForm(checkout_url, { action: 'oxxo' })).headers.location as string;
    await runJobs();
    expect(inbox.to(luisa.email).filter((mail) => /payment/i.test(mail.subject))).toEqual([]);

    await postForm(voucher, { action: 'paid' });
    await runJobs();
    const mails = inbox.to(luisa.email).filter((mail) => /payment/i.test(mail.subject));
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^We received your OXXO payment for Nopal \w+$/),
    ]);
    expect(mails[0]?.text).toContain('OXXO confirmed your cash payment of $14,500.00 MXN');
    // The purchase by its English name, not the Spanish item the order carries.
    expect(mails[0]?.text).toContain('for "Company formation" for Nopal');
    expect(mails[0]?.text).toContain(`${APP_URL}/en/dashboard/${companyId}/invoices`);
  });

  it('tells the founder an OXXO voucher expired unpaid, with a link to pay again', async () => {
    const companyId = await createCompany(t.app, ana);
    const { checkout_url } = await checkout(t.app, ana, companyId, 'formation');
    const voucher = (await postForm(checkout_url, { action: 'oxxo' })).headers.location as string;
    await postForm(voucher, { action: 'expire' });
    await runJobs();
    await runJobs();

    const mails = inbox.to(ana.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Tu ficha de OXXO para Nopal \w+ venció sin pago$/),
    ]);
    expect(mails[0]?.text).toContain('puedes pagarlo con tarjeta o con una ficha nueva');
    expect(mails[0]?.text).toMatch(new RegExp(`${APP_URL}/es/payment/${companyId}\\s`));
  });
});

/** Ana's company with Luis, a partner who has an account in English and joined through his invitation. */
async function companyWithPartnerAccount() {
  const luis = await registerThroughInbox(t.app, inbox, { email: uniqueEmail('luis'), language: 'en' });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v3/company/register',
    headers: bearer(ana.access),
    payload: {
      company_type: 'sa',
      company_name: 'Nopal Azul',
      legal_names: [{ name: `Nopal Azul ${Date.now()}`, priority: 1 }],
      legal_representation: false,
    },
  });
  const companyId = created.json<{ content: { id: number } }>().content.id;
  const saved = await t.app.inject({
    method: 'POST',
    url: `/api/v3/add-partners/company/${companyId}`,
    headers: bearer(ana.access),
    payload: {
      partners: [
        {
          name: 'Ana López',
          email: ana.email,
          nationalities: ['MX'],
          shares: [{ series: 'A', percentage: 60 }],
        },
        {
          name: 'Luis Pérez',
          email: luis.email,
          nationalities: ['MX'],
          shares: [{ series: 'A', percentage: 40 }],
        },
      ],
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const partners = saved.json<{ content: { partners: { id: number; email: string }[] } }>().content.partners;
  const luisPartner = partners.find((partner) => partner.email === luis.email)?.id ?? 0;
  const anaPartner = partners.find((partner) => partner.email === ana.email)?.id ?? 0;
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/v3/partners/send-invitations/${companyId}`,
    headers: bearer(ana.access),
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const link = /https?:\/\/\S+invited\S+/.exec(inbox.to(luis.email).at(-1)?.text ?? '')?.[0] ?? '';
  const attached = await t.app.inject({
    method: 'POST',
    url: `/api/v3/attach-partner-with-company-by-invitation/partner/${luisPartner}`,
    headers: bearer(luis.access),
    payload: { company_id: companyId, invitation: new URL(link).searchParams.get('token') },
  });
  expect(attached.statusCode, attached.body).toBe(200);
  inbox.received.length = 0;
  return { companyId, luis, luisPartner, anaPartner };
}

describe('back-office e-mails', () => {
  it("tells the founder and the partner, each in their language, why a partner's document was rejected", async () => {
    const { companyId, luis, luisPartner } = await companyWithPartnerAccount();
    const sent = await t.services().notifications.documentReviewed({
      companyId,
      kind: 'partner',
      partnerId: luisPartner,
      documentType: 'address',
      approved: false,
      category: 'illegible',
      note: 'La foto salió movida.\nSube otra con buena luz.',
    });
    expect(sent).toBe(2);

    const [founder] = inbox.to(ana.email);
    expect(founder?.subject).toBe('Necesitamos otro archivo: Comprobante de domicilio — Luis Pérez');
    expect(founder?.text).toContain('De: Luis Pérez');
    expect(founder?.text).toContain('Motivo: No se lee bien.');
    expect(founder?.text).toMatch(/La foto salió movida\.\r?\nSube otra con buena luz\./);
    expect(founder?.text).toContain(`${APP_URL}/es/dashboard/${companyId}/partners_documents`);

    const [partner] = inbox.to(luis.email);
    expect(partner?.subject).toBe('We need another file: Proof of address');
    expect(partner?.text).toContain("Reason: It can't be read clearly.");
    expect(partner?.text).not.toContain('Luis Pérez');
    expect(partner?.text).toContain(`${APP_URL}/en/dashboard/${companyId}/partners_documents`);
  });

  it("writes once to a founder who is also the partner, and approves a company's document", async () => {
    const { companyId, anaPartner } = await companyWithPartnerAccount();
    await t.services().notifications.documentReviewed({
      companyId,
      kind: 'partner',
      partnerId: anaPartner,
      documentType: 'passport',
      approved: true,
    });
    await t.services().notifications.documentReviewed({
      companyId,
      kind: 'company',
      documentType: 'CSF_company',
      approved: true,
    });
    expect(inbox.to(ana.email).map((mail) => mail.subject)).toEqual([
      'Aprobamos un documento: Pasaporte',
      'Aprobamos un documento: Constancia de situación fiscal (CSF) de la empresa',
    ]);
    expect(inbox.to(ana.email)[1]?.text).toContain(`${APP_URL}/es/dashboard/${companyId}/documents`);
    // Her own document: she is not told her own name, in the subject or the text.
    expect(inbox.to(ana.email)[0]?.text).not.toContain('De: Ana');
  });

  it('tells a partner with an account that their document was approved, without an e-mail to the founder each time', async () => {
    const { companyId, luis, luisPartner } = await companyWithPartnerAccount();
    const sent = await t.services().notifications.documentReviewed({
      companyId,
      kind: 'partner',
      partnerId: luisPartner,
      documentType: 'address',
      approved: true,
    });
    expect(sent).toBe(1);
    expect(inbox.to(luis.email).map((mail) => mail.subject)).toEqual(['Document approved: Proof of address']);
    expect(inbox.to(ana.email)).toEqual([]);
  });

  it('sends nothing about a partner of another company', async () => {
    const { luisPartner } = await companyWithPartnerAccount();
    const other = await createCompany(t.app, ana);
    const sent = await t.services().notifications.documentReviewed({
      companyId: other,
      kind: 'partner',
      partnerId: luisPartner,
      documentType: 'address',
      approved: true,
    });
    expect(sent).toBe(0);
    expect(inbox.received).toEqual([]);
  });

  it('announces all documents approved, a legal name decided and a document Forja delivered', async () => {
    const companyId = await createCompany(t.app, ana);
    const { notifications } = t.services();
    await notifications.allDocumentsApproved(companyId);
    await notifications.legalNameDecided({ companyId, approved: true, name: 'Nopal Azul Tecnología' });
    await notifications.legalNameDecided({ companyId, approved: false, name: 'Nopal Verde' });
    await notifications.forjaDocumentAvailable({ companyId, documentType: 'articles_of_incorporation' });

    const mails = inbox.to(ana.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Aprobamos todos los documentos de Nopal \w+$/),
      'La Secretaría de Economía autorizó «Nopal Azul Tecnología»',
      'La Secretaría de Economía no autorizó «Nopal Verde»',
      'Ya puedes descargar: Acta constitutiva',
    ]);
    expect(mails[0]?.text).toContain(`${APP_URL}/es/dashboard/${companyId}/home`);
    expect(mails[1]?.text).toContain(`${APP_URL}/es/dashboard/${companyId}/company_denomination`);
    expect(mails[2]?.text).toContain(`${APP_URL}/es/dashboard/${companyId}/company_denomination`);
    expect(mails[3]?.text).toContain(`${APP_URL}/es/dashboard/${companyId}/documents`);
  });

  it("tells the founder where the testimonio's original goes by whether they gave the shipping address", async () => {
    const companyId = await createCompany(t.app, ana);
    const { notifications } = t.services();
    await notifications.forjaDocumentAvailable({ companyId, documentType: 'testimony' });
    await t.database.db
      .update(companies)
      .set({ shipping_address: 'Av. Reforma 10, Juárez, 06600 Cuauhtémoc, Ciudad de México' })
      .where(eq(companies.id, companyId));
    await notifications.forjaDocumentAvailable({ companyId, documentType: 'testimony' });

    const [before, after] = inbox.to(ana.email);
    expect(before?.text).toContain('danos desde tu panel la dirección a la que te lo enviamos');
    expect(after?.text).toContain('a la dirección de envío que ya nos diste');
    expect(after?.text).not.toContain('danos desde tu panel');
  });

  it("sends the operator's reply to whoever made the support request", async () => {
    const companyId = await createCompany(t.app, ana);
    const [request] = await t.database.db
      .insert(supportRequests)
      .values({
        user_id: ana.id,
        company_id: companyId,
        category_key: 'incorporation',
        main_category: 'Constitución',
        request_type: 'Proceso y tiempos',
        message: '¿Cuánto tarda?',
      })
      .returning({ id: supportRequests.id });
    await t.services().notifications.supportReplied({
      requestId: request?.id ?? 0,
      reply: 'Unas 3 semanas.\nTe escribimos en cada paso.',
    });
    const [mail] = inbox.to(ana.email);
    expect(mail?.subject).toBe('Respondimos tu solicitud: Proceso y tiempos');
    expect(mail?.text).toMatch(/Unas 3 semanas\.\r?\nTe escribimos en cada paso\./);
    expect(mail?.text).toContain('¿Cuánto tarda?');
    expect(mail?.text).toContain(`${APP_URL}/es/dashboard/${companyId}/home`);
  });

  it('queues a notification in a transaction: sent after it commits, never when it rolls back', async () => {
    const companyId = await createCompany(t.app, ana);
    const { notifications } = t.services();
    const db = t.database.db;
    await expect(
      db.transaction(async (tx) => {
        await tx.update(companies).set({ description: 'Cambio' }).where(eq(companies.id, companyId));
        await notifications.later(
          'legalNameDecided',
          { companyId, approved: true, name: 'Deshecho' },
          { tx },
        );
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await db.transaction(async (tx) => {
      await notifications.later('legalNameDecided', { companyId, approved: true, name: 'Guardado' }, { tx });
    });
    expect(inbox.received).toEqual([]);
    await runJobs();
    expect(inbox.to(ana.email).map((mail) => mail.subject)).toEqual([
      'La Secretaría de Economía autorizó «Guardado»',
    ]);
  });
});

/** A partner's act link as the test's stand-in for the signing module issues it. */
const actLink = (companyId: number, partnerId: number) =>
  `${APP_URL}/es/act/${companyId}/${partnerId}?token=tk${partnerId}`;

/**
 * The notifications service built the way services.ts builds it, with act links the test can predict and a job
 * queue of its own (so queued signing e-mails run through this service).
 */
function signingNotifications() {
  const db = t.database.db;
  const jobs = createJobQueue({ db, clock: () => new Date() });
  const notifications = createNotificationsService({
    repository: createNotificationsRepository(db),
    mailer: createSmtpMailer({ url: inbox.url, from: 'Forja <hola@forja.test>' }),
    links: createAppLinks(APP_URL),
    jobs,
    catalogue: t.services().catalogue,
    actLinks: { forPartner: (companyId, partnerId) => Promise.resolve(actLink(companyId, partnerId)) },
    reviewNotices: createDocumentReviewNoticesRepository(db),
  });
  return { notifications, jobs };
}

/**
 * Ana's company with three more partners: Luis (an account in English), Marta (an address but no account)
 * and Pedro (neither).
 */
async function companyForSigning() {
  const found = await companyWithPartnerAccount();
  const martaEmail = uniqueEmail('marta');
  const [marta] = await t.database.db
    .insert(partners)
    .values([
      { company_id: found.companyId, name: 'Marta Ruiz Soto', first_name: 'Marta', email: martaEmail },
      { company_id: found.companyId, name: 'Pedro Sin Correo' },
    ])
    .returning({ id: partners.id });
  return { ...found, martaPartner: marta?.id ?? 0, martaEmail };
}

describe('articles of incorporation and signing e-mails', () => {
  it('asks every partner with an address to review the draft, each through their own act link', async () => {
    const { companyId, luis, luisPartner, anaPartner, martaPartner, martaEmail } = await companyForSigning();
    const { notifications } = signingNotifications();
    expect(await notifications.articlesDraftReady({ companyId, version: 1 })).toBe(3);
    expect(inbox.received).toHaveLength(3);

    // Ana's partner row has no account linked: her address finds her account (name and language).
    const [founder] = inbox.to(ana.email);
    expect(founder?.subject).toBe('Revisa el proyecto de acta constitutiva de Nopal Azul');
    expect(founder?.text).toContain('Hola, Ana:');
    expect(founder?.text).toContain('(versión 1) está listo');
    expect(founder?.text).toContain(actLink(companyId, anaPartner));
    expect(founder?.html).toContain(`href="${actLink(companyId, anaPartner)}"`);

    const [partner] = inbox.to(luis.email);
    expect(partner?.subject).toBe('Review the draft articles of incorporation of Nopal Azul');
    expect(partner?.text).toContain(actLink(companyId, luisPartner));

    // Marta has no account: she reads the founder's language, greeted by her first name.
    const [guest] = inbox.to(martaEmail);
    expect(guest?.subject).toBe('Revisa el proyecto de acta constitutiva de Nopal Azul');
    expect(guest?.text).toContain('Hola, Marta:');
    expect(guest?.text).toContain('Te escribimos porque eres socio de Nopal Azul');
    expect(guest?.text).toContain(actLink(companyId, martaPartner));
  });

  it('sends nothing about a draft a newer version has replaced', async () => {
    const { companyId } = await companyForSigning();
    await t.database.db.insert(articlesDrafts).values({
      company_id: companyId,
      version: 3,
      fingerprint: 'f',
      sha256: 's',
      storage_key: 'drafts/x.pdf',
      size_bytes: 1,
    });
    const { notifications } = signingNotifications();
    expect(await notifications.articlesDraftReady({ companyId, version: 2 })).toBe(0);
    expect(await notifications.articlesDraftReady({ companyId, version: 3 })).toBe(3);
    expect(inbox.to(ana.email)[0]?.text).toContain('(versión 3) está listo');
    expect(inbox.to(ana.email)[0]?.text).toContain('reemplaza a la anterior');
  });

  it("writes to a partner without an account in the founder's language: Chinese", async () => {
    const wei = await registerThroughInbox(t.app, inbox, { email: uniqueEmail('wei'), language: 'zh_cn' });
    const companyId = await createCompany(t.app, wei);
    const [guest] = await t.database.db
      .insert(partners)
      .values({ company_id: companyId, name: 'Li Na', email: uniqueEmail('lina') })
      .returning({ id: partners.id, email: partners.email });
    inbox.received.length = 0;
    const { notifications } = signingNotifications();
    // The founder is not a partner of this company: the e-mail goes to the partners only.
    expect(await notifications.signingReady({ companyId })).toBe(1);
    const [mail] = inbox.to(guest?.email ?? '');
    expect(mail?.subject).toMatch(/^现在可以签署 Nopal \w+ 的公司章程了$/);
    expect(mail?.text).toContain('Li Na，您好：');
    expect(mail?.text).toContain(actLink(companyId, guest?.id ?? 0));
    expect(inbox.to(wei.email)).toEqual([]);
  });

  it('tells every partner they can sign now', async () => {
    const { companyId, luis, luisPartner, martaEmail } = await companyForSigning();
    const { notifications } = signingNotifications();
    expect(await notifications.signingReady({ companyId })).toBe(3);
    expect(inbox.to(ana.email).map((mail) => mail.subject)).toEqual([
      'Ya puedes firmar el acta constitutiva de Nopal Azul',
    ]);
    const [partner] = inbox.to(luis.email);
    expect(partner?.subject).toBe('You can now sign the articles of incorporation of Nopal Azul');
    expect(partner?.text).toContain('6-digit code');
    expect(partner?.text).toContain(actLink(companyId, luisPartner));
    expect(inbox.to(martaEmail)).toHaveLength(1);
  });

  it('reminds one partner who has not signed, and no one who has', async () => {
    const { companyId, luis, luisPartner, martaPartner, martaEmail } = await companyForSigning();
    const { notifications } = signingNotifications();
    const db = t.database.db;
    const [envelope] = await db
      .insert(signatureEnvelopes)
      .values({
        company_id: companyId,
        provider: 'sandbox',
        provider_envelope_id: `env_${companyId}`,
        draft_version: 1,
        draft_sha256: 's',
        status: 'pending',
        return_token: `rt_${companyId}`,
      })
      .returning({ id: signatureEnvelopes.id });
    const signer = (partnerId: number, email: string, status: 'pending' | 'signed') => ({
      envelope_id: envelope?.id ?? 0,
      partner_id: partnerId,
      name: 'x',
      email,
      signing_order: 1,
      status,
      provider_signer_id: `s_${partnerId}`,
      signing_url: 'https://sign.test/x',
    });
    await db
      .insert(signatureSigners)
      .values([signer(luisPartner, luis.email, 'signed'), signer(martaPartner, martaEmail, 'pending')]);

    expect(await notifications.signingReminder({ companyId, partnerId: luisPartner })).toBe(0);
    expect(await notifications.signingReminder({ companyId, partnerId: martaPartner })).toBe(1);
    // A partner of another company is not reminded about this one.
    const other = await createCompany(t.app, ana);
    expect(await notifications.signingReminder({ companyId: other, partnerId: martaPartner })).toBe(0);

    expect(inbox.received).toHaveLength(1);
    const [mail] = inbox.to(martaEmail);
    expect(mail?.subject).toBe('Falta tu firma en el acta constitutiva de Nopal Azul');
    expect(mail?.text).toContain('Hola, Marta:');
    expect(mail?.text).toContain(actLink(companyId, martaPartner));

    // Once the envelope is no longer waiting for signatures, nobody is reminded.
    await db
      .update(signatureEnvelopes)
      .set({ status: 'voided' })
      .where(eq(signatureEnvelopes.company_id, companyId));
    expect(await notifications.signingReminder({ companyId, partnerId: martaPartner })).toBe(0);
  });

  it('tells the founder and every partner that everyone signed, once each, with where the documents are', async () => {
    const { companyId, luis, martaPartner, martaEmail } = await companyForSigning();
    const { notifications } = signingNotifications();
    expect(await notifications.signingCompleted({ companyId })).toBe(3);
    expect(inbox.received).toHaveLength(3);

    // Ana is the founder and a partner: one e-mail, to the company's Documents.
    const founder = inbox.to(ana.email);
    expect(founder.map((mail) => mail.subject)).toEqual([
      'Todos los socios firmaron el acta constitutiva de Nopal Azul',
    ]);
    expect(founder[0]?.text).toContain('ya están en Documentos');
    expect(founder[0]?.text).toContain(`${APP_URL}/es/dashboard/${companyId}/documents`);

    const [partner] = inbox.to(luis.email);
    expect(partner?.subject).toBe('Every partner has signed the articles of incorporation of Nopal Azul');
    expect(partner?.text).toContain(`${APP_URL}/en/dashboard/${companyId}/documents`);

    const [guest] = inbox.to(martaEmail);
    expect(guest?.text).toContain('desde tu enlace');
    expect(guest?.text).toContain(actLink(companyId, martaPartner));
    expect(guest?.text).not.toContain('/documents');
    for (const mail of inbox.received) {
      expect(mail.text).not.toMatch(/notar/i);
    }
  });

  it('tells the founder when a partner declines or asks for a correction', async () => {
    const { companyId, luis } = await companyForSigning();
    const { notifications } = signingNotifications();
    expect(
      await notifications.articlesCorrectionRequested({
        companyId,
        partnerName: 'Luis Pérez',
        note: 'Mi nombre lleva acento.\nY el domicilio cambió.',
      }),
    ).toBe(1);
    expect(
      await notifications.signingDeclined({
        companyId,
        partnerName: 'Luis Pérez',
        reason: 'El capital no es el acordado.',
      }),
    ).toBe(1);
    expect(await notifications.signingDeclined({ companyId, partnerName: 'Luis Pérez', reason: null })).toBe(
      1,
    );

    expect(inbox.to(luis.email)).toEqual([]);
    const mails = inbox.to(ana.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Luis Pérez pidió una corrección al proyecto de acta de Nopal Azul',
      'Luis Pérez rechazó firmar el acta constitutiva de Nopal Azul',
      'Luis Pérez rechazó firmar el acta constitutiva de Nopal Azul',
    ]);
    expect(mails[0]?.text).toMatch(/Mi nombre lleva acento\.\r?\nY el domicilio cambió\./);
    expect(mails[1]?.text).toContain('El capital no es el acordado.');
    expect(mails[1]?.text).toContain('todos los socios tendrán que confirmar otra vez');
    expect(mails[2]?.text).toContain('No dejó un motivo.');
    for (const mail of mails) {
      expect(mail.text).toContain(`${APP_URL}/es/dashboard/${companyId}/home`);
    }
  });

  it('sends nothing about a company that does not exist', async () => {
    const { notifications } = signingNotifications();
    const missing = 987_654_321;
    expect(await notifications.articlesDraftReady({ companyId: missing, version: 1 })).toBe(0);
    expect(await notifications.signingReady({ companyId: missing })).toBe(0);
    expect(await notifications.signingCompleted({ companyId: missing })).toBe(0);
    expect(await notifications.signingDeclined({ companyId: missing, partnerName: 'x', reason: null })).toBe(
      0,
    );
    expect(inbox.received).toEqual([]);
  });

  it('queues the signing e-mails in a transaction: sent after it commits, never when it rolls back', async () => {
    const { companyId, luis } = await companyForSigning();
    const { notifications, jobs } = signingNotifications();
    const db = t.database.db;
    await expect(
      db.transaction(async (tx) => {
        await notifications.later('signingCompleted', { companyId }, { tx });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await db.transaction(async (tx) => {
      await notifications.later('articlesDraftReady', { companyId, version: 1 }, { tx });
    });
    expect(inbox.received).toEqual([]);
    await jobs.runDueJobs();
    expect(inbox.to(luis.email).map((mail) => mail.subject)).toEqual([
      'Review the draft articles of incorporation of Nopal Azul',
    ]);
    expect(inbox.received).toHaveLength(3);
  });
});
