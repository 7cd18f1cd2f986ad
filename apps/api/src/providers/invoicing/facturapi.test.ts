import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { createInvoicingProvider } from './create-invoicing-provider';
import { createFacturapiInvoicing } from './facturapi';
import { InvoicingRefusedError, InvoicingUnavailableError, type CfdiInvoice } from './invoicing';

const KEY = 'sk_test_abc123';
const XML = '<?xml version="1.0" encoding="UTF-8"?><cfdi:Comprobante Version="4.0"/>';
const PDF = Buffer.from('%PDF-1.7 facturapi');

/** A local server speaking Facturapi's invoices API as its clients use it; it records what it receives. */
type Received = { method: string; path: string; authorization: string | undefined; body: string };
let server: Server;
let base: string;
let received: Received[] = [];
/** What POST /v2/invoices answers next. */
let createAnswer: { status: number; body: unknown } = { status: 200, body: {} };
/** The invoice GET /v2/invoices/{id} answers. */
let stored: Record<string, unknown> = {};

const validInvoice = (changes: Record<string, unknown> = {}) => ({
  id: 'inv_1',
  status: 'valid',
  uuid: '3e1e5a8c-6f1d-4d9b-9b0c-2f7c1d0a5e11',
  livemode: false,
  total: 14500,
  stamp: { date: '2026-11-22T18:30:05.000Z', sat_signature: 'x' },
  ...changes,
});

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void (async () => {
      const body = await bodyOf(request);
      const path = request.url ?? '';
      received.push({
        method: request.method ?? '',
        path,
        authorization: request.headers.authorization,
        body,
      });
      const json = (status: number, value: unknown) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (request.headers.authorization !== `Bearer ${KEY}`)
        return json(401, { message: 'Invalid API key', status: 401 });
      if (request.method === 'POST' && path === '/v2/invoices')
        return json(createAnswer.status, createAnswer.body);
      if (request.method === 'GET' && path === '/v2/invoices/inv_1/xml')
        return response.writeHead(200, { 'content-type': 'application/xml' }).end(XML);
      if (request.method === 'GET' && path === '/v2/invoices/inv_1/pdf')
        return response.writeHead(200, { 'content-type': 'application/pdf' }).end(PDF);
      if (request.method === 'GET' && path === '/v2/invoices/inv_1') return json(200, stored);
      return json(404, { message: 'Resource not found', status: 404 });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
  createAnswer = { status: 200, body: validInvoice() };
  stored = validInvoice();
});

const invoice: CfdiInvoice = {
  reference: 'bill_42',
  series: 'F',
  folio: '2026-000042',
  issuer: {
    rfc: 'EKU9003173C9',
    legal_name: 'ESCUELA KEMPER URGATE',
    tax_regime: '601',
    postal_code: '42501',
  },
  receiver: {
    rfc: 'EKU9003173C9',
    legal_name: 'LÓPEZ & HIJOS',
    tax_regime: '601',
    postal_code: '26015',
    cfdi_use: 'G03',
    email: 'facturas@lopez.mx',
  },
  concepts: [
    {
      description: 'Constitución de sociedad',
      product_key: '80101500',
      unit_key: 'E48',
      quantity: 1,
      unit_price_centavos: 1_250_050,
      amount_centavos: 1_250_050,
      iva_centavos: 200_008,
    },
  ],
  iva_basis_points: 1600,
  subtotal_centavos: 1_250_050,
  iva_centavos: 200_008,
  total_centavos: 1_450_058,
  payment_form: '04',
  payment_method: 'PUE',
  currency: 'MXN',
};

const facturapi = () => createFacturapiInvoicing({ apiKey: KEY, apiBase: base, timeoutMs: 2_000 });

describe('the Facturapi invoicing provider, against a local server that speaks its API', () => {
  it('creates the invoice with the customer, items and our reference, then downloads its XML and PDF', async () => {
    const outcome = await facturapi().issue(invoice);
    expect(outcome).toEqual({
      status: 'issued',
      cfdi: {
        provider_id: 'inv_1',
        uuid: '3E1E5A8C-6F1D-4D9B-9B0C-2F7C1D0A5E11',
        issued_at: new Date('2026-11-22T18:30:05.000Z'),
        xml: XML,
        pdf: PDF,
        test: true,
      },
    });
    expect(received.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /v2/invoices',
      'GET /v2/invoices/inv_1/xml',
      'GET /v2/invoices/inv_1/pdf',
    ]);
    expect(received[0]?.authorization).toBe(`Bearer ${KEY}`);
    expect(JSON.parse(received[0]?.body ?? '')).toEqual({
      type: 'I',
      customer: {
        legal_name: 'LÓPEZ & HIJOS',
        tax_id: 'EKU9003173C9',
        tax_system: '601',
        address: { zip: '26015' },
        email: 'facturas@lopez.mx',
      },
      items: [
        {
          quantity: 1,
          product: {
            description: 'Constitución de sociedad',
            product_key: '80101500',
            unit_key: 'E48',
            price: 12500.5,
            tax_included: false,
            taxes: [{ type: 'IVA', rate: 0.16 }],
          },
        },
      ],
      use: 'G03',
      payment_form: '04',
      payment_method: 'PUE',
      currency: 'MXN',
      series: 'F',
      external_id: 'bill_42',
      idempotency_key: 'bill_42',
    });
  });

  it('says a live-mode CFDI has fiscal validity', async () => {
    createAnswer = { status: 201, body: validInvoice({ livemode: true }) };
    const outcome = await facturapi().issue(invoice);
    expect(outcome.status === 'issued' && outcome.cfdi.test).toBe(false);
  });

  it('waits for a CFDI accepted during a SAT outage (202), then reads it by its id without creating another', async () => {
    createAnswer = { status: 202, body: validInvoice({ status: 'pending', uuid: null, stamp: null }) };
    expect(await facturapi().issue(invoice)).toEqual({
      status: 'pending',
      provider_id: 'inv_1',
      check_again_in_ms: 600_000,
    });
    stored = validInvoice({ status: 'pending', uuid: null });
    expect((await facturapi().retrieve('inv_1', invoice)).status).toBe('pending');
    stored = validInvoice();
    received = [];
    const outcome = await facturapi().retrieve('inv_1', invoice);
    expect(outcome.status === 'issued' && outcome.cfdi.uuid).toBe('3E1E5A8C-6F1D-4D9B-9B0C-2F7C1D0A5E11');
    expect(received.map((request) => request.method)).toEqual(['GET', 'GET', 'GET']);
  });

  it('turns a validation error into a refusal, and an outage or a bad key into an error worth retrying', async () => {
    createAnswer = {
      status: 400,
      body: { message: 'El RFC del receptor no existe en la lista del SAT', status: 400 },
    };
    const refusal = await facturapi()
      .issue(invoice)
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(InvoicingRefusedError);
    expect(refusal).toMatchObject({ code: 'provider_refused', message: expect.stringContaining('HTTP 400') });

    createAnswer = { status: 503, body: { message: 'PAC no disponible' } };
    await expect(facturapi().issue(invoice)).rejects.toBeInstanceOf(InvoicingUnavailableError);
    const wrongKey = createFacturapiInvoicing({ apiKey: 'sk_test_wrong', apiBase: base });
    await expect(wrongKey.issue(invoice)).rejects.toBeInstanceOf(InvoicingUnavailableError);
    const nobody = createFacturapiInvoicing({ apiKey: KEY, apiBase: 'http://127.0.0.1:9/' });
    await expect(nobody.issue(invoice)).rejects.toBeInstanceOf(InvoicingUnavailableError);
  });

  it('refuses to read an invoice Facturapi does not have, or one that failed to stamp', async () => {
    await expect(facturapi().retrieve('inv_missing', invoice)).rejects.toMatchObject({
      code: 'unknown_invoice',
    });
    stored = validInvoice({ status: 'failed', uuid: null });
    await expect(facturapi().retrieve('inv_1', invoice)).rejects.toMatchObject({ code: 'provider_failed' });
  });
});

describe('choosing the invoicing provider', () => {
  const production = {
    NODE_ENV: 'production',
    SMTP_URL: 'smtp://mail.example.mx:587',
    AUTH_SECRET: 'x'.repeat(40),
    APP_URL: 'https://app.forja.mx',
  };

  it('uses the sandbox with SAT’s test taxpayer by default, Facturapi when configured with its key', () => {
    const config = loadConfig({});
    expect(config.invoicing).toEqual({
      provider: 'sandbox',
      explicit: false,
      issuer: {
        rfc: 'EKU9003173C9',
        legal_name: 'ESCUELA KEMPER URGATE',
        tax_regime: '601',
        postal_code: '42501',
      },
    });
    expect(createInvoicingProvider(config, () => new Date()).name).toBe('sandbox');
    const real = loadConfig({ INVOICING_PROVIDER: 'facturapi', FACTURAPI_KEY: 'sk_live_xyz' });
    expect(real.invoicing).toMatchObject({
      provider: 'facturapi',
      apiKey: 'sk_live_xyz',
      apiBase: 'https://www.facturapi.io',
    });
    expect(createInvoicingProvider(real, () => new Date()).name).toBe('facturapi');
  });

  it('refuses Facturapi without its key, a bad issuer, and a production server that did not choose', () => {
    expect(() => loadConfig({ INVOICING_PROVIDER: 'facturapi' })).toThrow(
      'INVOICING_PROVIDER=facturapi needs FACTURAPI_KEY',
    );
    expect(() => loadConfig({ FACTURAPI_KEY: 'pk_test_1' })).toThrow(
      /^Invalid configuration: FACTURAPI_KEY:/,
    );
    expect(() => loadConfig({ INVOICING_ISSUER_RFC: 'eku9003173c9' })).toThrow(/INVOICING_ISSUER_RFC/);
    expect(() => loadConfig({ INVOICING_ISSUER_POSTAL_CODE: '4250' })).toThrow(
      /INVOICING_ISSUER_POSTAL_CODE/,
    );
    expect(() => createInvoicingProvider(loadConfig(production), () => new Date())).toThrow(ConfigError);
    expect(
      createInvoicingProvider(loadConfig({ ...production, INVOICING_PROVIDER: 'sandbox' }), () => new Date())
        .name,
    ).toBe('sandbox');
  });
});
