import { GENERIC_RFC } from '@forja/contracts/payments/billing-info';
import { billNumber, splitIvaByLine } from '@forja/domain';
import type { Database } from '../../db/database';
import { JOB_MAX_ATTEMPTS, type JobOutcome, type JobQueue, type JobRow } from '../../jobs/job-queue';
import {
  CFDI_SERVICE_PRODUCT_KEY,
  CFDI_SERVICE_UNIT_KEY,
  InvoicingRefusedError,
  InvoicingUnavailableError,
  type CfdiInvoice,
  type CfdiIssuer,
  type InvoicingProvider,
} from '../../providers/invoicing/invoicing';
import type { Storage } from '../../providers/storage/storage';
import { requireSafeStorageKey } from '../../providers/storage/storage-keys';
import type { NotificationsService } from '../notifications/notifications.service';
import type { BillRow, PaymentsRepository } from './payments.repository';

/** The job that issues one bill's CFDI, outside the webhook's transaction. */
export const ISSUE_CFDI_JOB = 'issue-cfdi';

/** The series printed before the folio (the receipt number) on Forja's CFDIs. */
export const CFDI_SERIES = 'F';

/**
 * The CFDI 4.0 a bill asks for: Forja as issuer, the billing data the bill kept as receiver, one line per item
 * (SAT's key for business consulting services, a unit of service) with the charged IVA split over the lines so
 * everything adds up to the centavo, paid in one go by card (04) or in cash at OXXO (01), in MXN. Throws
 * InvoicingRefusedError for a bill without billing data or whose amounts do not add up.
 */
export function cfdiInvoiceOf(bill: BillRow, issuer: CfdiIssuer, ivaBasisPoints: number): CfdiInvoice {
  const billing = bill.billing;
  if (!billing) throw new InvoicingRefusedError('no_billing_data');
  const amounts = bill.items.map((item) => item.unit_price_centavos * item.quantity);
  const ivas = splitIvaByLine(amounts, bill.iva_centavos, ivaBasisPoints);
  const subtotal = amounts.reduce((sum, amount) => sum + amount, 0);
  if (!ivas || subtotal !== bill.subtotal_centavos || bill.total_centavos !== subtotal + bill.iva_centavos) {
    throw new InvoicingRefusedError('totals_mismatch');
  }
  return {
    reference: `bill_${bill.id}`,
    series: CFDI_SERIES,
    folio: billNumber(bill),
    issuer,
    receiver: {
      rfc: billing.rfc,
      legal_name: billing.legal_name,
      tax_regime: billing.tax_regime,
      // CFDI 4.0: the generic RFC's fiscal address is the place of issue.
      postal_code: billing.rfc === GENERIC_RFC ? issuer.postal_code : billing.postal_code,
      cfdi_use: billing.cfdi_use,
      email: billing.email,
    },
    concepts: bill.items.map((item, index) => ({
      description: item.name,
      product_key: CFDI_SERVICE_PRODUCT_KEY,
      unit_key: CFDI_SERVICE_UNIT_KEY,
      quantity: item.quantity,
      unit_price_centavos: item.unit_price_centavos,
      amount_centavos: amounts[index] ?? 0,
      iva_centavos: ivas[index] ?? 0,
    })),
    iva_basis_points: ivaBasisPoints,
    subtotal_centavos: bill.subtotal_centavos,
    iva_centavos: bill.iva_centavos,
    total_centavos: bill.total_centavos,
    payment_form: bill.payment_method === 'oxxo' ? '01' : '04',
    payment_method: 'PUE',
    currency: 'MXN',
  };
}

/**
 * Issuing the CFDI of a paid bill with billing data. Completing the order queues the job in the webhook's
 * transaction (`later`); the job asks the provider, keeps the provider's answer on the bill at once (so a
 * retry reads the same CFDI instead of issuing another), stores the XML (and the provider's PDF), marks the
 * bill issued and queues the e-mail that tells the founder, in one transaction.
 *
 * A refusal (the data or the amounts cannot be stamped) ends `failed` with its code, without retrying. A
 * provider that cannot be reached is retried by the queue's own rules (JOB_MAX_ATTEMPTS tries, waiting longer
 * each time); the bill stays `pending` meanwhile and ends `failed` with `provider_unavailable` when the last try
 * fails, the job then left for staff to retry from the back office.
 */
export function createBillCfdiService(deps: {
  db: Database;
  payments: PaymentsRepository;
  provider: InvoicingProvider;
  storage: Storage;
  jobs: JobQueue;
  notifications: Pick<NotificationsService, 'later'>;
  issuer: CfdiIssuer;
  ivaBasisPoints: number;
  clock: () => Date;
  log: () => { error(details: object, message: string): void };
}) {
  const { payments: repo, provider, storage } = deps;

  async function issue(payload: Record<string, unknown>, job: JobRow): Promise<JobOutcome> {
    const bill = await repo.findBill(Number(payload.bill_id));
    // Nothing asked for, or already done (a job run twice changes nothing).
    if (!bill?.billing || bill.cfdi_status === null || bill.cfdi_status === 'issued') return;
    let invoice: CfdiInvoice;
    let outcome;
    try {
      invoice = cfdiInvoiceOf(bill, deps.issuer, deps.ivaBasisPoints);
      outcome =
        bill.cfdi_provider_id && bill.cfdi_provider === provider.name
          ? await provider.retrieve(bill.cfdi_provider_id, invoice)
          : await provider.issue(invoice);
    } catch (error) {
      if (error instanceof InvoicingRefusedError) {
        deps
          .log()
          .error({ err: error, bill: bill.id, code: error.code }, 'the CFDI was refused: left for review');
        await repo.updateBillCfdi(bill.id, { cfdi_status: 'failed', cfdi_error: error.code });
        return;
      }
      const lastTry = job.attempts >= JOB_MAX_ATTEMPTS;
      await repo.updateBillCfdi(bill.id, {
        cfdi_status: lastTry ? 'failed' : 'pending',
        cfdi_error: error instanceof InvoicingUnavailableError ? error.code : 'provider_unavailable',
      });
      throw error;
    }
    if (outcome.status === 'pending') {
      await repo.updateBillCfdi(bill.id, {
        cfdi_status: 'pending',
        cfdi_provider: provider.name,
        cfdi_provider_id: outcome.provider_id,
      });
      return { runAgainAt: new Date(deps.clock().getTime() + outcome.check_again_in_ms) };
    }
    const { cfdi } = outcome;
    // Kept before the files: if storing fails, the retry reads this CFDI again rather than issuing another.
    await repo.updateBillCfdi(bill.id, {
      cfdi_provider: provider.name,
      cfdi_provider_id: cfdi.provider_id,
      cfdi_uuid: cfdi.uuid,
      cfdi_issued_at: cfdi.issued_at,
      cfdi_test: cfdi.test,
    });
    const base = `bills/${bill.company_id}/cfdi-${cfdi.uuid.toLowerCase()}`;
    const xmlKey = requireSafeStorageKey(`${base}.xml`);
    await storage.put(xmlKey, Buffer.from(cfdi.xml, 'utf8'), { contentType: 'application/xml' });
    const pdfKey = cfdi.pdf ? requireSafeStorageKey(`${base}.pdf`) : null;
    if (pdfKey && cfdi.pdf) await storage.put(pdfKey, cfdi.pdf, { contentType: 'application/pdf' });
    await deps.db.transaction(async (tx) => {
      await repo.updateBillCfdi(
        bill.id,
        { cfdi_status: 'issued', cfdi_xml_key: xmlKey, cfdi_pdf_key: pdfKey, cfdi_error: null },
        tx,
      );
      await deps.notifications.later('cfdiIssued', bill.id, { tx });
    });
  }

  deps.jobs.register(ISSUE_CFDI_JOB, issue);

  return {
    providerName: provider.name,

    /** Queues the CFDI of a bill, inside the caller's transaction: it is issued only if that commits. */
    async later(billId: number, options: { tx?: Database } = {}): Promise<void> {
      await deps.jobs.enqueue(ISSUE_CFDI_JOB, { bill_id: billId }, options);
    },
  };
}
export type BillCfdiService = ReturnType<typeof createBillCfdiService>;
