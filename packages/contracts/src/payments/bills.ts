import { z } from 'zod';
import { contentSchema } from '../envelope';
import { PAYMENT_METHODS } from './checkout';

/** `GET bills/company/{company_id}`: the invoices page; each bill has a PDF receipt made by Forja. */
export const COMPANY_BILLS_PATH = 'bills/company/:company_id';

export const BILL_STATUSES = ['paid'] as const;

export const companyBillSchema = z.object({
  id: z.number().int(),
  /** The receipt number printed on the PDF, e.g. 2026-000042. */
  number: z.string(),
  status: z.enum(BILL_STATUSES),
  items: z.array(
    z.object({ name: z.string(), quantity: z.number().int(), unit_price_centavos: z.number().int() }),
  ),
  subtotal_centavos: z.number().int(),
  iva_centavos: z.number().int(),
  total_centavos: z.number().int(),
  currency: z.literal('MXN'),
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  issued_at: z.string(),
  /** A short-lived signed link to the PDF receipt (works in a plain link, like document links). */
  receipt_url: z.string(),
});
export type CompanyBill = z.infer<typeof companyBillSchema>;
export const companyBillsResponseSchema = contentSchema(z.array(companyBillSchema));
