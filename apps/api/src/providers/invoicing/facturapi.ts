import {
  InvoicingRefusedError,
  InvoicingUnavailableError,
  type CfdiInvoice,
  type InvoicingProvider,
  type IssueOutcome,
} from './invoicing';

/** How long to wait before asking again about a CFDI Facturapi is still stamping (it retries every 10 min). */
export const FACTURAPI_PENDING_RECHECK_MS = 10 * 60_000;

type FacturapiInvoice = {
  id?: unknown;
  status?: unknown;
  uuid?: unknown;
  livemode?: unknown;
  stamp?: { date?: unknown } | null;
  date?: unknown;
};

/** Centavos as the amounts Facturapi takes: pesos as a number (12500.5). */
const pesos = (centavos: number) => centavos / 100;

/**
 * Facturapi's REST API (v2): `POST /v2/invoices` with the customer and items, Bearer API key, then the stamped
 * XML and PDF from `GET /v2/invoices/{id}/xml` and `/pdf`. The issuer is the organisation the key belongs to.
 * Each invoice carries our reference as `external_id` and `idempotency_key`, so a request repeated after a lost
 * answer does not stamp a second CFDI. A 202 (or `status: pending`) means Facturapi accepted it during a SAT
 * outage and stamps it later: we read it again by its id. A test key (`sk_test_…`) stamps test CFDIs.
 */
export function createFacturapiInvoicing(options: {
  apiKey: string;
  /** https://www.facturapi.io, or a local server in tests. */
  apiBase: string;
  timeoutMs?: number;
}): InvoicingProvider {
  const base = `${options.apiBase.replace(/\/$/, '')}/v2`;
  const authorization = `Bearer ${options.apiKey}`;
  const timeout = options.timeoutMs ?? 30_000;

  async function call(path: string, init: RequestInit = {}): Promise<Response> {
    try {
      return await fetch(`${base}${path}`, {
        ...init,
        headers: { authorization, accept: 'application/json', ...(init.headers ?? {}) },
        signal: AbortSignal.timeout(timeout),
      });
    } catch (error) {
      throw new InvoicingUnavailableError(`facturapi: ${(error as Error).name}`);
    }
  }

  /** Refusals (400, 404, 409, 422) will not change by retrying; anything else may. */
  async function failure(response: Response, what: string): Promise<never> {
    let message = '';
    try {
      const body = (await response.json()) as { message?: unknown };
      if (typeof body.message === 'string') message = body.message.slice(0, 300);
    } catch {
      // Not JSON: the status says enough.
    }
    const detail = `facturapi ${what}: HTTP ${response.status}${message ? ` ${message}` : ''}`;
    if ([400, 404, 409, 422].includes(response.status)) {
      throw new InvoicingRefusedError(
        response.status === 404 ? 'unknown_invoice' : 'provider_refused',
        detail,
      );
    }
    throw new InvoicingUnavailableError(detail);
  }

  async function download(id: string, format: 'xml' | 'pdf'): Promise<Buffer> {
    const response = await call(`/invoices/${encodeURIComponent(id)}/${format}`, {
      headers: { accept: format === 'xml' ? 'application/xml' : 'application/pdf' },
    });
    if (!response.ok) return failure(response, `${format} download`);
    return Buffer.from(await response.arrayBuffer());
  }

  /** What an invoice object says: stamped (then its files), still pending, or given up. */
  async function outcomeOf(invoice: FacturapiInvoice, accepted: boolean): Promise<IssueOutcome> {
    const id = typeof invoice.id === 'string' ? invoice.id : null;
    if (!id) throw new InvoicingUnavailableError('facturapi: an invoice without an id');
    if (accepted || invoice.status === 'pending') {
      return { status: 'pending', provider_id: id, check_again_in_ms: FACTURAPI_PENDING_RECHECK_MS };
    }
    if (invoice.status !== 'valid' || typeof invoice.uuid !== 'string') {
      throw new InvoicingRefusedError(
        'provider_failed',
        `facturapi: invoice ${id} is ${String(invoice.status)}`,
      );
    }
    const stamped = invoice.stamp?.date ?? invoice.date;
    const issuedAt =
      typeof stamped === 'string' && !Number.isNaN(Date.parse(stamped)) ? new Date(stamped) : new Date();
    const [xml, pdf] = await Promise.all([download(id, 'xml'), download(id, 'pdf')]);
    return {
      status: 'issued',
      cfdi: {
        provider_id: id,
        uuid: invoice.uuid.toUpperCase(),
        issued_at: issuedAt,
        xml: xml.toString('utf8'),
        pdf,
        test: invoice.livemode !== true,
      },
    };
  }

  return {
    name: 'facturapi',

    async issue(invoice: CfdiInvoice) {
      const response = await call('/invoices', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          type: 'I',
          customer: {
            legal_name: invoice.receiver.legal_name,
            tax_id: invoice.receiver.rfc,
            tax_system: invoice.receiver.tax_regime,
            address: { zip: invoice.receiver.postal_code },
            ...(invoice.receiver.email ? { email: invoice.receiver.email } : {}),
          },
          items: invoice.concepts.map((concept) => ({
            quantity: concept.quantity,
            product: {
              description: concept.description,
              product_key: concept.product_key,
              unit_key: concept.unit_key,
              price: pesos(concept.unit_price_centavos),
              tax_included: false,
              taxes: [{ type: 'IVA', rate: invoice.iva_basis_points / 10_000 }],
            },
          })),
          use: invoice.receiver.cfdi_use,
          payment_form: invoice.payment_form,
          payment_method: invoice.payment_method,
          currency: invoice.currency,
          series: invoice.series,
          external_id: invoice.reference,
          idempotency_key: invoice.reference,
        }),
      });
      if (!response.ok) return failure(response, 'invoice');
      return outcomeOf((await response.json()) as FacturapiInvoice, response.status === 202);
    },

    async retrieve(providerId: string) {
      const response = await call(`/invoices/${encodeURIComponent(providerId)}`);
      if (!response.ok) return failure(response, 'invoice lookup');
      return outcomeOf((await response.json()) as FacturapiInvoice, false);
    },
  };
}
