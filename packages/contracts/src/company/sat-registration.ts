import { z } from 'zod';
import { REVIEW_STATES } from '../backoffice/document-review';
import { contentSchema } from '../envelope';

/** The status in the SAT's federal taxpayers' register, as the constancia de situación fiscal shows it. */
export const FEDERAL_REGISTRATION_STATUS_VALUES = ['active', 'suspended', 'cancelled'] as const;

const idParam = z.coerce.number().int().positive().max(2_147_483_647);
export const satRegistrationParamsSchema = z.object({ company_id: idParam });

/**
 * The company's e.firma appointment at the SAT booked through Forja (not cancelled): when (ISO 8601) and in which
 * time zone the founder sees it, and where (the SAT office's address; blank when the slot names none).
 */
export const satEfirmaAppointmentSchema = z.object({
  starts_at: z.string(),
  ends_at: z.string(),
  location: z.string(),
  time_zone: z.string(),
});
export type SatEfirmaAppointment = z.infer<typeof satEfirmaAppointmentSchema>;

/**
 * The SAT's receipt of the appointment (acuse_cita_sat), uploaded by the founder on their SAT page or by Forja
 * as a Forja-issued document; `document_url` is a short-lived signed download link. The founder's upload is
 * reviewed in the documents queue: `review_state` says where that stands (Forja's own upload is approved), and
 * a rejected one carries the category (DOCUMENT_REJECTION_CATEGORIES) and the operator's note, if any.
 */
export const satAppointmentReceiptSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  uploaded_at: z.string(),
  /** Uploaded by Forja's staff (a Forja-issued document), not by the founder. */
  uploaded_by_staff: z.boolean(),
  document_url: z.string(),
  review_state: z.enum(REVIEW_STATES),
  /** Why it was rejected; null unless it was. */
  rejection_category: z.string().nullable(),
  /** The operator's note on the rejection of this file; null unless rejected with one. */
  rejection_note: z.string().nullable(),
});
export type SatAppointmentReceipt = z.infer<typeof satAppointmentReceiptSchema>;

/**
 * A company's registration at the SAT as the back office sees it (`GET backoffice/sat/{company_id}`): its RFC
 * and status once recorded, and when each step happened (ISO 8601, null until it happens); the e.firma
 * appointment and its receipt, null while there is none. `company_type` says whether the company was
 * constituted by a notarial deed or, an S.A.S., by its registration in the Secretaría de Economía's system.
 * `efirma_by_forja`: the founder hired Forja as legal representative and booked no e.firma appointment, so
 * Forja applies for the company's e.firma itself (the founder's SAT page says so and offers no booking).
 */
export const satRegistrationSchema = z.object({
  company_id: z.number().int(),
  company_name: z.string().nullable(),
  friendly_id: z.string().nullable(),
  company_type: z.string().nullable(),
  deed_recorded_at: z.string().nullable(),
  rfc: z.string().nullable(),
  status_federal_registration: z.string().nullable(),
  rfc_recorded_at: z.string().nullable(),
  efirma_obtained_at: z.string().nullable(),
  stage: z.enum(['awaiting_deed', 'awaiting_rfc', 'awaiting_efirma', 'complete']),
  efirma_appointment: satEfirmaAppointmentSchema.nullable(),
  efirma_by_forja: z.boolean(),
  appointment_receipt: satAppointmentReceiptSchema.nullable(),
});
export type SatRegistration = z.infer<typeof satRegistrationSchema>;
export const satRegistrationResponseSchema = contentSchema(satRegistrationSchema);

/**
 * `POST backoffice/sat/{company_id}/rfc` (record) and `PUT` (correct): the company's RFC (12 characters,
 * checked like every RFC in Forja) and its status; `confirm_checksum` saves an RFC whose check digit does not
 * match (the SAT issued such RFCs).
 */
export const recordRfcBodySchema = z.object({
  rfc: z.string().trim().min(1).max(20),
  status_federal_registration: z.enum(FEDERAL_REGISTRATION_STATUS_VALUES),
  confirm_checksum: z.boolean().default(false),
});
export type RecordRfcBody = z.infer<typeof recordRfcBodySchema>;
