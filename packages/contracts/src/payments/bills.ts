import { z } from 'zod';
import { contentSchema } from '../envelope';
import { PAYMENT_METHODS } from './checkout';

/** `GET bills/company/{company_id}`: the invoices page; each bill has a PDF receipt made by Forja. */
export const COMPANY_BILLS_PATH = 'bills/company/:company_id';

export const BILL_STATUSES = ['paid'] as const;

/**
 * Where a bill's CFDI (electronic invoice) stands: `not_requested` when the buyer gave no billing data (none is
 * issued in their name), `pending` while it is being issued, `issued`, or `failed` (Forja's team reviews it).
 */
export const CFDI_STATUSES = ['not_requested', 'pending', 'issued', 'failed'] as const;
export type CfdiStatus = (typeof CFDI_STATUSES)[number];

export const billCfdiSchema = z.object({
  status: z.enum(CFDI_STATUSES),
  /** The folio fiscal (UUID of the SAT stamp), once issued. */
  uuid: z.string().nullable(),
  issued_at: z.string().nullable(),
  /** A short-lived signed link to the stamped XML, once issued. */
  xml_url: z.string().nullable(),
  /** A short-lived signed link to the provider's PDF of the CFDI, when it made one. */
  pdf_url: z.string().nullable(),
  /** A test CFDI without fiscal validity (issued by the sandbox or in a provider's test mode). */
  test: z.boolean(),
});
export type BillCfdi = z.infer<typeof billCfdiSchema>;

export const companyBillSchema = z.object({
  id: z.number().int(),
  /** The receipt number printed on the PDF, e.g. 2026-000042. */
  number: z.string(),
  status: z.enum(BILL_STATUSES),
  items: z.array(
    z.object({
      /** The catalogue's Spanish item name, as the CFDI prints it. */
      name: z.string(),
      /** The catalogue key of what it bought, to name it in the reader's language (null when not known). */
      product: z.string().nullable(),
      quantity: z.number().int(),
      unit_price_centavos: z.number().int(),
    }),
  ),
  subtotal_centavos: z.number().int(),
  iva_centavos: z.number().int(),
  total_centavos: z.number().int(),
  currency: z.literal('MXN'),
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  issued_at: z.string(),
  /** A short-lived signed link to the PDF receipt (works in a plain link, like document links). */
  receipt_url: z.string(),
  cfdi: billCfdiSchema,
});
export type CompanyBill = z.infer<typeof companyBillSchema>;
export const companyBillsResponseSchema = contentSchema(z.array(companyBillSchema));
