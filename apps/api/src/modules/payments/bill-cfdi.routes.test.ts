import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bills, jobs } from '../../db/schema/index';
import { JOB_MAX_ATTEMPTS } from '../../jobs/job-queue';
import { bearer, type Registered } from '../../test/accounts';
import { checkout, createCompany, payByCard } from '../../test/checkout';
import { registerThroughInbox, startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox';
import { pdfText } from '../../test/pdf-text';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createReceiptLinks } from './receipt-links';

/** The CFDI of a paid bill: issued by the job through the invoicing provider, listed, downloaded, e-mailed. */

const APP_URL = 'https://forja.test';
const BILLING = {
  rfc: 'EKU9003173C9',
  legal_name: 'KEMPER & URGATE',
  tax_regime: '601',
  cfdi_use: 'G03',
  postal_code: '26015',
};

type ListedBill = {
  id: number;
  number: string;
  receipt_url: string;
  cfdi: {
    status: string;
    uuid: string | null;
    issued_at: string | null;
    xml_url: string | null;
    pdf_url: string | null;
    test: boolean;
  };
};

let inbox: SmtpInbox;

beforeAll(async () => {
  inbox = await startSmtpInbox();
});
afterAll(() => inbox.close());

async function saveBilling(t: TestApp, owner: Registered, companyId: number, extra: object = {}) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/v3/billing-info/company/${companyId}`,
    headers: bearer(owner.access),
    payload: { ...BILLING, ...extra },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function listBills(t: TestApp, owner: Registered, companyId: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v3/bills/company/${companyId}`,
    headers: bearer(owner.access),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: ListedBill[] }>().content;
}

/** The receipt's text, its lines joined by single spaces. */
async function receiptText(t: TestApp, bill: ListedBill | undefined) {
  const res = await t.app.inject({ method: 'GET', url: bill?.receipt_url ?? '' });
  expect(res.statusCode).toBe(200);
  return (await pdfText(res.rawPayload)).text.replace(/\s+/g, ' ');
}

/** Runs every due job, with the clock as it is: the CFDI's, then its e-mail's. */
async function runJobs(t: TestApp) {
  while ((await t.services().jobs.runDueJobs()) > 0);
}

describe('with the sandbox provider', () => {
  let t: TestApp;
  let ana: Registered;
  let beto: Registered;

  // Its own storage folder: the orphan sweep below looks at every file in it.
  const dataDir = mkdtempSync(join(tmpdir(), 'forja-cfdi-'));

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: inbox.url, APP_URL, DATA_DIR: dataDir });
    ana = await registerThroughInbox(t.app, inbox);
    beto = await registerThroughInbox(t.app, inbox);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    inbox.received.length = 0;
  });

  it('issues the CFDI of a bill with billing data: listed as issued, its XML downloads, the founder is told', async () => {
    const companyId = await createCompany(t.app, ana);
    await saveBilling(t, ana, companyId, { email: 'facturas@kemper.mx' });
    await payByCard(t.app, (await checkout(t.app, ana, companyId, 'formation')).checkout_url);

    // Paid: the CFDI is on its way, issued by a job once the webhook's transaction is over.
    const [pending] = await listBills(t, ana, companyId);
    expect(pending?.cfdi).toEqual({
      status: 'pending',
      uuid: null,
      issued_at: null,
      xml_url: null,
      pdf_url: null,
      test: false,
    });

    await runJobs(t);
    const [bill] = await listBills(t, ana, companyId);
    expect(bill?.cfdi).toEqual({
      status: 'issued',
      uuid: expect.stringMatching(/^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/),
      issued_at: expect.any(String),
      xml_url: expect.stringMatching(/^\/api\/v3\/bills\/cfdi\//),
      pdf_url: null,
      test: true,
    });

    const xml = await t.app.inject({ method: 'GET', url: bill?.cfdi.xml_url ?? '' });
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(xml.headers['content-disposition']).toBe(
      `attachment; filename="forja-cfdi-${bill?.number}-${bill?.cfdi.uuid}.xml"`,
    );
    expect(xml.body).toContain('<cfdi:Comprobante');
    expect(xml.body).toContain(
      '<cfdi:Receptor Rfc="EKU9003173C9" Nombre="KEMPER &amp; URGATE" DomicilioFiscalReceptor="26015" RegimenFiscalReceptor="601" UsoCFDI="G03"/>',
    );
    expect(xml.body).toContain('SubTotal="12500.00"');
    expect(xml.body).toContain('Total="14500.00"');
    expect(xml.body).toContain('FormaPago="04"');
    expect(xml.body).toContain(`UUID="${bill?.cfdi.uuid}"`);
    expect(xml.body).toContain('SelloSAT="SANDBOX"');

    // To the billing data's address, in the founder's language, with the folio fiscal and the Invoices link.
    const mails = inbox.to('facturas@kemper.mx');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Emitimos tu factura electrónica \(CFDI\) de Forja para Nopal \w+$/);
    expect(mails[0]?.text).toContain(bill?.cfdi.uuid);
    expect(mails[0]?.text).toContain('Este CFDI es de prueba (sandbox), sin validez fiscal.');
    expect(mails[0]?.text).toContain('Hola:');
    expect(mails[0]?.text).toContain('esta dirección es el correo de facturación');
    expect(mails[0]?.text).toContain(`${APP_URL}/es/dashboard/${companyId}/invoices`);
    expect(inbox.to(ana.email).map((mail) => mail.subject)).not.toContainEqual(
      expect.stringContaining('CFDI'),
    );

    // The receipt says what happens with the CFDI, in full.
    expect(await receiptText(t, bill)).toContain(
      'Este recibo no es un comprobante fiscal. Tu factura electrónica (CFDI) se emite aparte con estos datos de facturación y te la enviamos por correo.',
    );

    // The orphan sweep keeps the XML: the bill points to it.
    await t.services().orphanFiles.sweep(new Date(Date.now() + 3_600_000));
    const again = await t.app.inject({ method: 'GET', url: bill?.cfdi.xml_url ?? '' });
    expect(again.body).toBe(xml.body);

    // Running the jobs again issues nothing more.
    await runJobs(t);
    expect((await listBills(t, ana, companyId))[0]?.cfdi.uuid).toBe(bill?.cfdi.uuid);
    expect(inbox.to('facturas@kemper.mx')).toHaveLength(1);
  });

  it('sends the CFDI to the founder when the billing data has no e-mail', async () => {
    const companyId = await createCompany(t.app, ana);
    await saveBilling(t, ana, companyId);
    await payByCard(t.app, (await checkout(t.app, ana, companyId, 'formation')).checkout_url);
    await runJobs(t);
    const [bill] = await listBills(t, ana, companyId);
    const mails = inbox.to(ana.email).filter((mail) => mail.subject.includes('CFDI'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Hola, Ana:');
    expect(mails[0]?.text).toContain(bill?.cfdi.uuid);
  });

  it('asks for no CFDI for a bill without billing data, and says so', async () => {
    const companyId = await createCompany(t.app, ana);
    await payByCard(t.app, (await checkout(t.app, ana, companyId, 'formation')).checkout_url);
    await runJobs(t);
    const [bill] = await listBills(t, ana, companyId);
    expect(bill?.cfdi).toEqual({
      status: 'not_requested',
      uuid: null,
      issued_at: null,
      xml_url: null,
      pdf_url: null,
      test: false,
    });
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'issue-cfdi'));
    expect(queued.map((job) => job.payload)).not.toContainEqual({ bill_id: bill?.id });
    expect(inbox.received.filter((mail) => mail.subject.includes('CFDI'))).toEqual([]);
    expect(await receiptText(t, bill)).toContain(
      'No se pidió CFDI para este pago: no había datos de facturación al pagar.',
    );
  });

  it('answers someone else the same as for a missing bill, and a forged or foreign link finds nothing', async () => {
    const companyId = await createCompany(t.app, ana);
    await saveBilling(t, ana, companyId);
    await payByCard(t.app, (await checkout(t.app, ana, companyId, 'formation')).checkout_url);
    await runJobs(t);
    const [bill] = await listBills(t, ana, companyId);

    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/v3/bills/company/${companyId}`,
      headers: bearer(beto.access),
    });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/v3/bills/company/999999',
      headers: bearer(beto.access),
    });
    expect(theirs.statusCode).toBe(missing.statusCode);
    expect(theirs.json()).toEqual(missing.json());

    const links = createReceiptLinks(new TextEncoder().encode(t.config.authSecret));
    const now = new Date();
    const noSuchBill = await t.app.inject({ method: 'GET', url: await links.cfdiUrl(999_999, 'xml', now) });
    const forged = await t.app.inject({ method: 'GET', url: '/api/v3/bills/cfdi/not-a-token' });
    // A receipt's link does not open the CFDI, nor a CFDI link that was not issued for a PDF.
    const receiptToken = (await links.url(bill?.id ?? 0, 'es', now)).split('/').pop();
    const receiptAsCfdi = await t.app.inject({ method: 'GET', url: `/api/v3/bills/cfdi/${receiptToken}` });
    const noPdf = await t.app.inject({ method: 'GET', url: await links.cfdiUrl(bill?.id ?? 0, 'pdf', now) });
    for (const res of [noSuchBill, forged, receiptAsCfdi, noPdf]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(noSuchBill.json());
    }
  });
});

describe('with Facturapi, against a local server that speaks its API', () => {
  let server: Server;
  let t: TestApp;
  let ana: Registered;
  /** What POST /v2/invoices answers next. */
  let answer: { status: number; body: unknown };
  let posted = 0;

  beforeAll(async () => {
    server = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        const json = (status: number, value: unknown) =>
          response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
        if (request.method === 'POST' && request.url === '/v2/invoices') {
          posted += 1;
          return json(answer.status, answer.body);
        }
        if (request.url === '/v2/invoices/inv_9/xml')
          return response
            .writeHead(200, { 'content-type': 'application/xml' })
            .end('<?xml version="1.0" encoding="UTF-8"?><cfdi:Comprobante Version="4.0"/>');
        if (request.url === '/v2/invoices/inv_9/pdf')
          return response.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.7');
        return json(404, { message: 'not found' });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await createTestApp({
      SMTP_URL: inbox.url,
      APP_URL,
      INVOICING_PROVIDER: 'facturapi',
      FACTURAPI_KEY: 'sk_test_local',
      FACTURAPI_API_URL: base,
    });
    ana = await registerThroughInbox(t.app, inbox);
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    posted = 0;
  });

  async function paidBill() {
    const companyId = await createCompany(t.app, ana);
    await saveBilling(t, ana, companyId);
    await payByCard(t.app, (await checkout(t.app, ana, companyId, 'formation')).checkout_url);
    return companyId;
  }

  it('keeps the XML and the PDF Facturapi stamped, a live CFDI without the test label', async () => {
    answer = {
      status: 201,
      body: { id: 'inv_9', status: 'valid', livemode: true, uuid: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee' },
    };
    const companyId = await paidBill();
    await runJobs(t);
    const [bill] = await listBills(t, ana, companyId);
    expect(bill?.cfdi).toMatchObject({
      status: 'issued',
      uuid: 'AAAAAAAA-BBBB-4CCC-8DDD-EEEEEEEEEEEE',
      test: false,
    });
    const pdf = await t.app.inject({ method: 'GET', url: bill?.cfdi.pdf_url ?? '' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.body).toBe('%PDF-1.7');
    const xml = await t.app.inject({ method: 'GET', url: bill?.cfdi.xml_url ?? '' });
    expect(xml.body).toContain('<cfdi:Comprobante');
  });

  it('ends failed with the refusal’s code, once, when Facturapi refuses the data; nothing answers 500', async () => {
    answer = { status: 400, body: { message: 'El RFC del receptor no está en la lista del SAT' } };
    const companyId = await paidBill();
    await runJobs(t);
    const [bill] = await listBills(t, ana, companyId);
    expect(bill?.cfdi).toMatchObject({ status: 'failed', uuid: null, xml_url: null });
    const [row] = await t.database.db
      .select()
      .from(bills)
      .where(eq(bills.id, bill?.id ?? 0));
    expect(row?.cfdi_error).toBe('provider_refused');
    expect(posted).toBe(1);
  });

  it('retries an outage by the queue’s rules, pending meanwhile, and ends failed after the last try', async () => {
    answer = { status: 503, body: { message: 'PAC no disponible' } };
    const companyId = await paidBill();
    const [{ id: billId } = { id: 0 }] = await listBills(t, ana, companyId);
    const [job] = (await t.database.db.select().from(jobs).where(eq(jobs.kind, 'issue-cfdi'))).filter(
      (candidate) => (candidate.payload as { bill_id: number }).bill_id === billId,
    );
    if (!job) throw new Error('no job queued for the bill');
    for (let attempt = 1; attempt <= JOB_MAX_ATTEMPTS; attempt += 1) {
      // Make the retry due now rather than waiting for its back-off.
      await t.database.db
        .update(jobs)
        .set({ run_at: new Date(0) })
        .where(eq(jobs.id, job.id));
      await t.services().jobs.runDueJobs();
      const [bill] = await listBills(t, ana, companyId);
      expect(bill?.cfdi.status).toBe(attempt < JOB_MAX_ATTEMPTS ? 'pending' : 'failed');
    }
    expect(posted).toBe(JOB_MAX_ATTEMPTS);
    const [row] = await t.database.db.select().from(bills).where(eq(bills.id, billId));
    expect(row?.cfdi_error).toBe('provider_unavailable');
    const [after] = await t.database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(after).toMatchObject({ done_at: null, attempts: JOB_MAX_ATTEMPTS });
  });
});
